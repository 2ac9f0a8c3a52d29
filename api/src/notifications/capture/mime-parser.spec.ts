import { describe, expect, it } from '@jest/globals';
import MailComposer from 'nodemailer/lib/mail-composer';
import { decodeHeader, parseMail } from './mime-parser.js';

const arabic = 'مرحبًا بك في سوق الفن الخليجي. نتمنى لك رحلة ممتعة بين أعمال الفنانين السعوديين والخليجيين.';
const longSubject = `أهلًا وسهلًا — ${'سوق الفن الخليجي '.repeat(6)}| Welcome`;

async function compose(options: ConstructorParameters<typeof MailComposer>[0]): Promise<Buffer> {
  return new MailComposer(options).compile().build();
}

describe('parseMail', () => {
  it('reads what nodemailer builds: encoded Arabic subject and sender, text and html alternatives', async () => {
    const raw = await compose({
      from: { name: 'سوق الفن', address: 'no-reply@gulfart.example' },
      to: 'collector@example.sa, artist@example.sa',
      subject: longSubject,
      messageId: '<probe-1@gulfart.example>',
      text: `${arabic}\n\nWelcome to the marketplace.`,
      html: `<div dir="rtl" lang="ar"><p>${arabic}</p></div><div dir="ltr"><p>${'A long English line. '.repeat(10)}</p></div>`,
    });
    const mail = parseMail(raw);
    expect(raw.toString('latin1')).toMatch(/=\?UTF-8\?[BQ]\?/);
    expect(mail.subject).toBe(longSubject);
    expect(mail.from).toBe('سوق الفن <no-reply@gulfart.example>');
    expect(mail.to).toBe('collector@example.sa, artist@example.sa');
    expect(mail.messageId).toBe('<probe-1@gulfart.example>');
    expect(mail.text).toBe(`${arabic}\n\nWelcome to the marketplace.`);
    expect(mail.html).toContain(`<div dir="rtl" lang="ar"><p>${arabic}</p></div>`);
    expect(mail.html).toContain(`${'A long English line. '.repeat(10)}</p>`);
  });

  it.each(['base64', 'quoted-printable'] as const)('decodes %s bodies', async (textEncoding) => {
    const text = `${arabic}\n${'x'.repeat(120)} = sign, tab\tand trailing space \nend`;
    const raw = await compose({ from: 'a@example.sa', to: 'b@example.sa', subject: 'plain', text, textEncoding });
    expect(raw.toString('latin1').toLowerCase()).toContain(`content-transfer-encoding: ${textEncoding}`);
    const mail = parseMail(raw);
    expect(mail.text).toBe(text);
    expect(mail.html).toBeNull();
  });

  it('reads a hand-written nested multipart with a Latin-1 Q-encoded subject and skips attachments', () => {
    const raw = Buffer.from(
      [
        'From: Caf=?ISO-8859-1?Q?=E9?= <cafe@example.sa>',
        'To: someone@example.sa',
        'Subject: =?ISO-8859-1?Q?Caf=E9_au?=',
        '  =?ISO-8859-1?Q?_lait?=',
        'Content-Type: multipart/mixed; boundary="outer"',
        '',
        'preamble',
        '--outer',
        'Content-Type: multipart/alternative; boundary=inner',
        '',
        '--inner',
        'Content-Type: text/plain; charset=iso-8859-1',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'Caf=E9 soft=',
        'break',
        '--inner',
        'Content-Type: text/html; charset="utf-8"',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from('<p>مرحبا</p>').toString('base64'),
        '--inner--',
        '--outer',
        'Content-Type: text/plain',
        'Content-Disposition: attachment; filename="notes.txt"',
        '',
        'not the body',
        '--outer--',
        '',
      ].join('\r\n'),
      'latin1',
    );
    const mail = parseMail(raw);
    expect(mail.subject).toBe('Café au lait');
    expect(mail.text).toBe('Café softbreak');
    expect(mail.html).toBe('<p>مرحبا</p>');
    expect(mail.messageId).toBeNull();
  });

  it('joins a multibyte character split across two encoded words', () => {
    const bytes = Buffer.from('فن');
    const first = bytes.subarray(0, 3).toString('base64');
    const second = bytes.subarray(3).toString('base64');
    expect(decodeHeader(`=?UTF-8?B?${first}?= =?UTF-8?B?${second}?= gallery`)).toBe('فن gallery');
  });
});

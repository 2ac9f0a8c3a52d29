/**
 * Mail templates over HTTP (PostgreSQL server): only admins revise, revert and test-send, moderators and auditors
 * read and preview, members are refused; bad input is refused by name in both languages with nothing appended; a
 * revision read at an older revision is refused; a revised Arabic subject shows in the preview and in the mail a
 * test send delivers (through the `email` queue, captured); a revert brings the shipped text back.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { eventually } from '../../testing/eventually.js';
import { CAPTURED_MAIL, type CapturedMail } from '../capture/captured-mail.js';
import { expectRefused } from '../../testing/expect-refused.js';
import { streamTypesIn } from '../../testing/appended-events.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const arabic = /[\u0600-\u06FF]/;
const base = '/api/admin/mail/templates';

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
  for (const name of ['collector', 'moderator', 'admin', 'auditor']) b[name] = await stack.signIn(`${name}@example.sa`);
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

/** The welcome mail's text in force, with its Arabic subject replaced. */
async function withArabicSubject(subject: string) {
  const current = (await stack.call(b.admin!, 'GET', `${base}/welcome`)).body;
  return { text: { ...current.current, ar: { ...current.current.ar, subject } }, revision: current.revision };
}

describe('mail templates', () => {
  it('lists every transactional mail with its variables; shows the shipped text with its variables put back', async () => {
    const list = await stack.call(b.moderator!, 'GET', base);
    expect(list.status).toBe(200);
    const names = list.body.map((t: { name: string }) => t.name);
    expect(names).toEqual(expect.arrayContaining(['welcome', 'orderPaidReceipt', 'kycDecision']));
    expect(names).not.toContain('newsletterCampaign');
    expect(list.body.find((t: { name: string }) => t.name === 'welcome')).toMatchObject({
      variables: ['firstName', 'publicUrl', 'platformName'],
      revisionCount: 0,
      revised: false,
      changedAt: null,
    });
    const one = await stack.call(b.auditor!, 'GET', `${base}/orderPaidReceipt`);
    expect(one.status).toBe(200);
    expect(one.body.shipped.en.subject).toBe('Receipt for order {{orderNumber}}: "{{title}}"');
    expect(one.body.current).toEqual(one.body.shipped);
    // Numbers standing alone come back as variables too; what the template derives (the method's name) stays.
    const sold = await stack.call(b.auditor!, 'GET', `${base}/orderSold`);
    expect(sold.body.shipped.en.paragraphs[1]).toBe(
      'Platform commission: {{commission}} SAR. Your payout: {{payout}} SAR, due {{payoutBusinessDays}} business days after delivery.',
    );
    expect((await stack.call(b.auditor!, 'GET', `${base}/nope`)).status).toBe(404);
  });

  it('only admins write; members read nothing', async () => {
    const { text } = await withArabicSubject('مرحبًا');
    const revision = { text, reason: 'Try', expectedRevision: -1 };
    for (const who of ['moderator', 'auditor', 'collector']) {
      expect((await stack.call(b[who]!, 'POST', `${base}/welcome/revisions`, revision)).status).toBe(403);
      expect((await stack.call(b[who]!, 'POST', `${base}/welcome/test-send`, { lang: 'ar' })).status).toBe(403);
    }
    expect((await stack.call(b.collector!, 'GET', base)).status).toBe(403);
    expect((await stack.call(b.collector!, 'POST', `${base}/welcome/preview`, {})).status).toBe(403);
    expect((await stack.call(null, 'GET', base)).status).toBe(401);
    expect(await streamTypesIn(stack, 'mailTemplate-welcome')).toEqual([]);
  });

  it('refuses bad input by name in both languages, changing nothing', async () => {
    const { text } = await withArabicSubject(' ');
    const refusals: Array<[string, unknown, string]> = [
      ['revisions', { text, reason: 'x', expectedRevision: -1 }, 'text.ar.subject'],
      [
        'revisions',
        { text: { ...text, en: { ...text.en, paragraphs: ['{{password}}'] } }, expectedRevision: -1 },
        'text.en.paragraphs.0',
      ],
      ['revisions', { text: { en: text.en }, expectedRevision: -1 }, 'text.ar'],
      ['revisions', { text: (await withArabicSubject('مرحبًا')).text }, 'expectedRevision'],
      ['revert', { toRevision: 0, expectedRevision: -1 }, 'toRevision'],
      ['revert', { toRevision: 'first', expectedRevision: -1 }, 'toRevision'],
      ['preview', { text }, 'text.ar.subject'],
      ['test-send', { lang: 'fr' }, 'lang'],
    ];
    for (const [action, body, field] of refusals)
      expectRefused(await stack.call(b.admin!, 'POST', `${base}/welcome/${action}`, body), field);
    expect((await stack.call(b.admin!, 'POST', `${base}/nope/revisions`, { text, expectedRevision: -1 })).status).toBe(
      400,
    );
    expect(await streamTypesIn(stack, 'mailTemplate-welcome')).toEqual([]);
  });

  it('a revised Arabic subject shows in the preview and reaches the mail a test send delivers; revert brings back the shipped text', async () => {
    const { text } = await withArabicSubject('أهلًا {{firstName}} في {{platformName}}');
    const { platformNameAr } = (await stack.call(null, 'GET', '/api/settings/public')).body;
    const subject = `أهلًا Noura في ${platformNameAr} | Welcome to Gulf Art Marketplace`;
    const preview = await stack.call(b.moderator!, 'POST', `${base}/welcome/preview`, { text });
    expect(preview.status).toBe(200);
    expect(preview.body.ar.subject).toBe(subject);
    expect(preview.body.ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(preview.body.en.subject).toBe(`Welcome to Gulf Art Marketplace | أهلًا Noura في ${platformNameAr}`);

    const saved = await stack.call(b.admin!, 'POST', `${base}/welcome/revisions`, {
      text,
      reason: 'A warmer subject',
      expectedRevision: -1,
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ revision: 0, revisionCount: 1, revised: true });
    expect(saved.body.current.ar.subject).toBe('أهلًا {{firstName}} في {{platformName}}');
    expect(saved.body.revisions[0]).toMatchObject({ kind: 'revised', reason: 'A warmer subject' });
    expect(saved.body.revisions[0].actorId).toEqual(expect.any(String));
    // A second admin's form, read before the change, is refused rather than undoing it.
    const stale = await stack.call(b.admin!, 'POST', `${base}/welcome/revisions`, { text, expectedRevision: -1 });
    expect(stale.status).toBe(409);
    expect(stale.body.messageAr).toMatch(arabic);

    const sent = await stack.call(b.admin!, 'POST', `${base}/welcome/test-send`, { lang: 'ar' });
    expect(sent.status).toBe(202);
    const mail = await eventually(async () => {
      const found = await stack.runtime.storage.reads
        .collection<CapturedMail>(CAPTURED_MAIL)
        .find({ filter: { to: 'admin@example.sa' } });
      return found.find((m) => m.subject.startsWith('أهلًا Noura'));
    }, 20_000);
    expect(mail.subject).toBe(subject);

    const reverted = await stack.call(b.admin!, 'POST', `${base}/welcome/revert`, {
      toRevision: null,
      reason: 'Back to the shipped text',
      expectedRevision: 0,
    });
    expect(reverted.status).toBe(200);
    expect(reverted.body).toMatchObject({ revision: 1, revisionCount: 2, revised: false });
    expect(reverted.body.current).toEqual(reverted.body.shipped);
    expect(await streamTypesIn(stack, 'mailTemplate-welcome')).toEqual(['MailTemplateRevised', 'MailTemplateReverted']);
    const back = await stack.call(b.admin!, 'POST', `${base}/welcome/preview`, {});
    expect(back.body.ar.subject).toBe('مرحبًا بك في سوق الفن الخليجي | Welcome to Gulf Art Marketplace');
    expect(back.body.ar.html).not.toContain('أهلًا');
  });
});

/** A message from staff mails in both languages, the recipient's first; a language staff left out shows the other. */
import { describe, expect, it } from '@jest/globals';
import { renderEmail } from '../render-email.js';
import { staffMessageTemplate } from './staff-message.template.js';

const context = { publicUrl: 'https://art.example.sa' };
const both = {
  subject: 'About your listing',
  body: 'Please add the dimensions.\n\nThank you <3',
  subjectAr: 'بخصوص إدراجك',
  bodyAr: 'يرجى إضافة الأبعاد.',
};

describe('the staff message e-mail', () => {
  it('carries the message in each language, the recipient’s first, escaped, with a link to the Messages page', () => {
    const mail = renderEmail(staffMessageTemplate, both, 'ar', context);
    expect(mail.subject).toBe(
      'رسالة من سوق الفن الخليجي: بخصوص إدراجك | Message from Gulf Art Marketplace: About your listing',
    );
    expect(mail.text.indexOf('يرجى إضافة الأبعاد.')).toBeLessThan(mail.text.indexOf('Please add the dimensions.'));
    expect(mail.text).toContain('https://art.example.sa/messages');
    expect(mail.html).toContain('<p>Thank you &lt;3</p>');
  });

  it('shows the one language staff wrote in both blocks', () => {
    const mail = renderEmail(staffMessageTemplate, { ...both, subjectAr: null, bodyAr: null }, 'en', context);
    expect(mail.subject).toBe(
      'Message from Gulf Art Marketplace: About your listing | رسالة من سوق الفن الخليجي: About your listing',
    );
  });
});

/** The inquiry mails render in both languages, the recipient's first, without markup from the data. */
import { describe, expect, it } from '@jest/globals';
import { renderEmail } from '../render-email.js';
import { inquiryAnsweredTemplate, inquiryReceivedTemplate } from './inquiry.templates.js';

const context = { publicUrl: 'https://art.example.sa' };
const desertLight = { topic: 'Desert Light', topicAr: 'ضوء الصحراء' };

describe('inquiry e-mails', () => {
  it('tells an owner about a new inquiry in English and Arabic, with a link to the dashboard', () => {
    const mail = renderEmail(inquiryReceivedTemplate, { kind: 'artwork', ...desertLight }, 'en', context);
    expect(mail.subject).toBe('New inquiry: Desert Light | استفسار جديد: ضوء الصحراء');
    expect(mail.text).toContain('https://art.example.sa/dashboard');
    expect(mail.html).toContain('dir="rtl"');
    const gallery = renderEmail(
      inquiryReceivedTemplate,
      { kind: 'gallery', topic: 'Press visit', topicAr: 'Press visit' },
      'ar',
      context,
    );
    expect(gallery.subject.startsWith('استفسار جديد')).toBe(true);
    expect(gallery.text).toContain('صالة العرض');
  });

  it('gives the asker the answer, escaped in HTML', () => {
    const mail = renderEmail(
      inquiryAnsweredTemplate,
      { ...desertLight, response: 'Yes <b>available</b>' },
      'en',
      context,
    );
    expect(mail.subject).toBe('Your inquiry was answered: Desert Light | تم الرد على استفسارك: ضوء الصحراء');
    expect(mail.text).toContain('Yes <b>available</b>');
    expect(mail.html).toContain('Yes &lt;b&gt;available&lt;/b&gt;');
  });
});

/** The waiting list's offer mail renders in both languages, with the deadline in Riyadh time and the way back. */
import { describe, expect, it } from '@jest/globals';
import { renderEmail } from '../render-email.js';
import { workshopWaitlistOfferTemplate } from './workshop.templates.js';

const context = { publicUrl: 'https://art.example.sa' };
const data = {
  workshopId: 'w1',
  title: 'Kufic lettering',
  titleAr: 'الخط الكوفي',
  startDate: '2026-12-20T16:00:00Z',
  ticket: 'Standard',
  ticketAr: 'عادي',
  expiresAt: '2026-12-01T09:30:00Z',
};

describe('the waiting-list offer mail', () => {
  it('tells the person in English which seat is held for them, until when, and where to register', () => {
    const mail = renderEmail(workshopWaitlistOfferTemplate, data, 'en', context);
    expect(mail.subject.startsWith('A seat is free for you: Kufic lettering')).toBe(true);
    expect(mail.text).toContain('Standard');
    expect(mail.text).toContain('12:30 PM');
    expect(mail.text).toContain('https://art.example.sa/workshops#workshop-w1');
  });

  it('says the same in Arabic, right to left', () => {
    const mail = renderEmail(workshopWaitlistOfferTemplate, data, 'ar', context);
    expect(mail.subject.startsWith('مقعد متاح لك: الخط الكوفي')).toBe(true);
    expect(mail.text).toContain('عادي');
    expect(mail.text).toContain('https://art.example.sa/workshops?lang=ar#workshop-w1');
    expect(mail.html).toContain('dir="rtl"');
  });
});

import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedIn, stubApi } from '../../../test-utils/render-app';
import { createI18n } from '../../../i18n';
import { bindDocumentLanguage } from '../../../i18n/language';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const registration = (id: string, attendanceStatus: string, title: string, titleAr: string) => ({
  id,
  attendanceStatus,
  paymentStatus: 'paid',
  workshop: { id: 'w', title, titleAr, startDate: '2026-12-20T16:00:00Z' },
});
const api = () =>
  stubApi({
    ...signedIn({ role: 'collector', roles: ['collector'] }, { setupComplete: true, roles: ['collector'] }),
    'GET /api/my-events': { status: 200, body: [] },
    'GET /api/my-waitlist': { status: 200, body: [] },
    'GET /api/my-workshops': {
      status: 200,
      body: [
        registration('r1', 'attended', 'Naskh script', 'خط النسخ'),
        registration('r2', 'not_attended', 'Sadu weaving', 'نسيج السدو'),
      ],
    },
  });

describe('my workshops on /my-events', () => {
  it('offers the certificate of attendance only once checked in', async () => {
    api();
    renderApp('/my-events');
    const [attended, pending] = await screen.findAllByTestId('my-workshop', {}, { timeout: 15_000 });
    const link = within(attended!).getByRole('link', { name: 'Certificate of attendance (PDF)' });
    expect(link.getAttribute('href')).toBe('/api/my-workshops/r1/certificate.pdf');
    expect(within(pending!).queryByRole('link')).toBeNull();
    expect(pending!.textContent).toContain('Not attended');
  });

  it('speaks Arabic, right to left', async () => {
    api();
    const unbind = bindDocumentLanguage(createI18n('ar'), document);
    renderApp('/my-events', 'ar');
    const [attended] = await screen.findAllByTestId('my-workshop', {}, { timeout: 15_000 });
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    expect(attended!.textContent).toContain('خط النسخ');
    expect(within(attended!).getByRole('link', { name: 'شهادة الحضور (PDF)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ورشي' })).toBeTruthy();
  });
});

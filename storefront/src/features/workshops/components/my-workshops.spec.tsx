import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
        {
          ...registration('r2', 'not_attended', 'Sadu weaving', 'نسيج السدو'),
          workshop: {
            id: 'w2',
            title: 'Sadu weaving',
            startDate: '2026-12-20T16:00:00Z',
            endDate: '2026-12-22T19:00:00Z',
          },
        },
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
    // A workshop over three days says its first and last; a one-day one its day.
    expect(pending!.textContent).toContain('December 20, 2026 – December 22, 2026');
    expect(attended!.textContent).not.toContain('–');
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

describe('cancelling a paid workshop registration on /my-events', () => {
  const paid = {
    ...registration('r3', 'not_attended', 'Sadu weaving', 'نسيج السدو'),
    status: 'paid',
    payment: { currency: 'SAR', refundedAmount: 0, refundOwed: 0 },
  };
  const cancelApi = () =>
    stubApi({
      ...signedIn({ role: 'collector', roles: ['collector'] }, { setupComplete: true, roles: ['collector'] }),
      'GET /api/my-events': { status: 200, body: [] },
      'GET /api/my-waitlist': { status: 200, body: [] },
      'GET /api/my-workshops': { status: 200, body: [paid] },
      'GET /api/my-workshops/r3/refund-quote': {
        status: 200,
        body: { cancellable: true, paid: 200, percent: 50, amount: 100, currency: 'SAR' },
      },
      'POST /api/my-workshops/r3/cancel': { status: 200, body: { ...paid, status: 'cancelled' } },
    });

  it('shows the policy’s refund before confirming, then cancels', async () => {
    const fetchMock = cancelApi();
    renderApp('/my-events');
    const [row] = await screen.findAllByTestId('my-workshop', {}, { timeout: 15_000 });
    fireEvent.click(within(row!).getByRole('button', { name: 'Cancel registration' }));
    const quote = await screen.findByTestId('refund-quote', {}, { timeout: 5_000 });
    expect(quote.textContent).toBe('You get 100.00\u00a0SAR back (50% of what you paid), to the way you paid.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/r3/cancel') && init?.method === 'POST'),
      ).toBe(true),
    );
  });

  it('shows the refund in Arabic, right to left', async () => {
    cancelApi();
    const unbind = bindDocumentLanguage(createI18n('ar'), document);
    renderApp('/my-events', 'ar');
    const [row] = await screen.findAllByTestId('my-workshop', {}, { timeout: 15_000 });
    fireEvent.click(within(row!).getByRole('button', { name: 'إلغاء التسجيل' }));
    const quote = await screen.findByTestId('refund-quote', {}, { timeout: 5_000 });
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    expect(quote.textContent).toContain('يُرد إليك ١٠٠٫٠٠\u00a0ر.س (٥٠٪');
  });
});

describe('a refund the provider refused, on /my-events', () => {
  const refusal = (retryAt: string | null) => ({
    reason: 'expired_card',
    attempt: 2,
    at: '2026-11-21T09:00:00Z',
    retryAt,
  });
  const cancelled = (refunds: unknown[], refundOwed: number, refundedAmount = 0) => ({
    ...registration('r4', 'not_attended', 'Sadu weaving', 'نسيج السدو'),
    status: 'cancelled',
    payment: { currency: 'SAR', refundedAmount, refundOwed, refunds },
  });
  const refund = (refundId: string, amount: number, failure: unknown) => ({
    refundId,
    amount,
    reason: 'cancelled',
    status: 'requested',
    refundReference: null,
    failure,
  });
  const mine = (body: unknown) =>
    stubApi({
      ...signedIn({ role: 'collector', roles: ['collector'] }, { setupComplete: true, roles: ['collector'] }),
      'GET /api/my-events': { status: 200, body: [] },
      'GET /api/my-waitlist': { status: 200, body: [] },
      'GET /api/my-workshops': { status: 200, body: [body] },
    });

  it('says when a refused refund is asked again, and only the rest is on its way', async () => {
    mine(cancelled([refund('f1', 60, refusal('2026-11-22T09:00:00Z')), refund('f2', 40, null)], 100));
    renderApp('/my-events');
    const [row] = await screen.findAllByTestId('my-workshop', {}, { timeout: 15_000 });
    expect(row!.textContent).toContain('Refund of 60.00\u00a0SAR delayed: the payment provider refused it');
    expect(row!.textContent).toContain('asked again on');
    expect(row!.textContent).toContain('Refund of 40.00\u00a0SAR on its way');
    expect(row!.textContent).not.toContain('100.00');
  });

  it('says the organiser gives it back once the retries are spent, in Arabic too', async () => {
    mine(cancelled([refund('f1', 100, refusal(null))], 100));
    const unbind = bindDocumentLanguage(createI18n('ar'), document);
    renderApp('/my-events', 'ar');
    const [row] = await screen.findAllByTestId('my-workshop', {}, { timeout: 15_000 });
    unbind();
    expect(row!.textContent).toContain('رفضه مزود الدفع، لذا سيعيده المنظم بطريقة أخرى');
    expect(row!.textContent).not.toContain('في الطريق');
  });

  it('still says what was refunded once nothing is owed', async () => {
    mine(cancelled([{ ...refund('f1', 100, null), status: 'issued' }], 0, 100));
    renderApp('/my-events');
    const [row] = await screen.findAllByTestId('my-workshop', {}, { timeout: 15_000 });
    expect(row!.textContent).toContain('Refunded 100.00\u00a0SAR');
  });
});

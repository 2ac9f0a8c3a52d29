import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, type FakeApi } from '../../../test-utils/render-app';
import { refusal, sentCalls, stubOrganiserApi } from '../testing/organiser-api';
import { naskhWorkshop } from '../testing/naskh-workshop';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const policy = {
  steps: [
    { daysBefore: 7, percent: 100 },
    { daysBefore: 2, percent: 50 },
  ],
};
const workshop = { ...naskhWorkshop, refundPolicy: policy };
const person = (firstName: string) => ({ firstName, lastName: 'Al-Harbi', email: 'a@example.sa', phone: '' });
const payment = { amountDue: 200, currency: 'SAR', status: 'paid', refundedAmount: 0, refundOwed: 0, refunds: [] };
const card = {
  id: 'r1',
  registeredAt: '2026-11-20T09:00:00Z',
  ticketTierId: 'std',
  totalAmount: 200,
  paymentStatus: 'paid',
  attendanceStatus: 'not_attended',
  personalInfo: person('Noura'),
  payment: { ...payment, provider: 'stcpay', refundedAmount: 50 },
};
const owedRefund = { refundId: 'r2.cancelled', amount: 100, reason: 'cancelled', status: 'requested' };
const transfer = {
  ...card,
  id: 'r2',
  paymentStatus: 'cancelled',
  personalInfo: person('Fahad'),
  // The whole of what was paid is owed back: nothing is left to refund.
  payment: {
    ...payment,
    provider: 'bank_transfer',
    amountDue: 100,
    paidAt: '2026-11-20T09:05:00Z',
    refundOwed: 100,
    refunds: [owedRefund],
  },
};
/** Cancelled by the attendee after paying: the policy gave half back, the other half can still be refunded. */
const kept = {
  ...card,
  id: 'r3',
  paymentStatus: 'cancelled',
  personalInfo: person('Latifa'),
  payment: { ...payment, provider: 'stcpay', paidAt: '2026-11-20T09:05:00Z', refundedAmount: 100 },
};
function organiser(over: FakeApi = {}) {
  return stubOrganiserApi([workshop], {
    'GET /api/workshops/w1/registrations': { status: 200, body: [card, transfer, kept] },
    ...over,
  });
}
const sent = sentCalls;

describe('the organiser’s refund policy editor', () => {
  it('checks each field as typed, previews the sentence, and shows the server’s refusal by field', async () => {
    const fetchMock = organiser({
      'PATCH /api/workshops/w1': refusal(
        'refundPolicy.steps[1].percent',
        'Cancelling later cannot give more back than cancelling earlier.',
        'لا يُرد عند الإلغاء المتأخر أكثر مما يُرد عند الإلغاء المبكر.',
      ),
    });
    renderApp('/manage/workshops');
    const section = await screen.findByRole('region', { name: 'Refund policy' }, { timeout: 15_000 });
    expect(within(section).getByTestId('refund-policy').textContent).toBe(
      'Refund policy: 100% back until 7 days before the start; 50% back until 2 days before the start; nothing after that',
    );
    const percent2 = within(section).getByLabelText(/Percent back \(step 2\)/);
    fireEvent.change(percent2, { target: { value: '120' } });
    expect(within(section).getByText('Enter a whole percent from 0 to 100.')).toBeTruthy();
    fireEvent.change(within(section).getByLabelText(/Days before the start \(step 2\)/), { target: { value: '7' } });
    expect(within(section).getByText('Each step needs its own number of days.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Save refund policy' }));
    expect(sent(fetchMock, 'PATCH', '/api/workshops/w1')).toHaveLength(0);
    fireEvent.change(within(section).getByLabelText(/Days before the start \(step 2\)/), { target: { value: '1' } });
    fireEvent.change(percent2, { target: { value: '25' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add a step' }));
    expect(within(section).getByTestId('refund-policy').textContent).toBe(
      'Refund policy: 100% back until 7 days before the start; 25% back until 1 day before the start; 0% back until the start day; nothing after that',
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Save refund policy' }));
    await within(section).findByText('Cancelling later cannot give more back than cancelling earlier.');
    const [patch] = sent(fetchMock, 'PATCH', '/api/workshops/w1');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      refundPolicy: {
        steps: [
          { daysBefore: 7, percent: 100 },
          { daysBefore: 1, percent: 25 },
          { daysBefore: 0, percent: 0 },
        ],
      },
    });
  });

  it('speaks Arabic: the sentence and each field’s problem', async () => {
    organiser();
    renderApp('/manage/workshops', 'ar');
    const section = await screen.findByRole('region', { name: 'سياسة الاسترداد' }, { timeout: 15_000 });
    expect(within(section).getByTestId('refund-policy').textContent).toBe(
      'سياسة الاسترداد: يُرد 100٪ حتى 7 أيام قبل البدء؛ يُرد 50٪ حتى يومين قبل البدء؛ ولا شيء بعد ذلك',
    );
    fireEvent.change(within(section).getByLabelText(/الأيام قبل البدء \(المرحلة 1\)/), { target: { value: '400' } });
    expect(within(section).getByText('أدخل أيامًا كاملة من 0 إلى 365.')).toBeTruthy();
  });
});

describe('the organiser’s refunds on the registrations list', () => {
  it('shows refunded and owed amounts, refunds up to what is left with a reason, and shows the server’s refusal', async () => {
    const fetchMock = organiser({
      'POST /api/workshops/w1/registrations/r1/refunds': refusal(
        'amount',
        'Refund between 0.01 and 150.00 SAR, with at most two decimals.',
        'يكون الاسترداد بين 0.01 و150.00 ريال، بخانتين عشريتين على الأكثر.',
      ),
    });
    renderApp('/manage/workshops');
    const rows = await screen.findAllByTestId('attendee-row', {}, { timeout: 15_000 });
    expect(within(rows[0]!).getByTestId('registration-refunds').textContent).toBe('Refunded 50.00\u00a0SAR');
    expect(within(rows[1]!).getByTestId('registration-refunds').textContent).toBe('Owed back 100.00\u00a0SAR');
    expect(within(rows[1]!).queryByRole('button', { name: 'Refund' })).toBeNull(); // all of it is owed back already
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Noura Al-Harbi' });
    expect(within(dialog).getByText('Up to 150.00 SAR can still be refunded.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      within(dialog).getByText('Enter an amount from 0.01 to 150.00 SAR, with at most two decimals.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Give the reason for the refund.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '150.01' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Missed the first session' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(sent(fetchMock, 'POST', '/refunds')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '40.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await within(dialog).findByText('Refund between 0.01 and 150.00 SAR, with at most two decimals.');
    const [post] = sent(fetchMock, 'POST', '/registrations/r1/refunds');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ amount: 40.5, reason: 'Missed the first session' });
  });

  it('refunds what the policy kept of a registration cancelled after paying, in English and Arabic', async () => {
    for (const [language, action, title, left, amount, reason, submit] of [
      [
        'en',
        'Refund',
        'Refund Latifa Al-Harbi',
        'Up to 100.00 SAR can still be refunded.',
        /Amount/,
        /Reason/,
        'Refund',
      ],
      ['ar', 'استرداد', 'استرداد لـLatifa Al-Harbi', 'يمكن استرداد ١٠٠٫٠٠ ر.س على الأكثر.', /المبلغ/, /السبب/, 'استرد'],
    ] as const) {
      const fetchMock = organiser({
        'POST /api/workshops/w1/registrations/r3/refunds': { status: 200, body: kept },
      });
      renderApp('/manage/workshops', language);
      const rows = await screen.findAllByTestId('attendee-row', {}, { timeout: 15_000 });
      expect(within(rows[2]!).getAllByRole('button', { name: action })).toHaveLength(1);
      fireEvent.click(within(rows[2]!).getByRole('button', { name: action }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByText(left)).toBeTruthy();
      fireEvent.change(within(dialog).getByLabelText(amount), { target: { value: '100' } });
      fireEvent.change(within(dialog).getByLabelText(reason), { target: { value: 'Family emergency' } });
      fireEvent.click(within(dialog).getByRole('button', { name: submit }));
      await waitFor(() => expect(sent(fetchMock, 'POST', '/registrations/r3/refunds')).toHaveLength(1));
      const [post] = sent(fetchMock, 'POST', '/registrations/r3/refunds');
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({ amount: 100, reason: 'Family emergency' });
      cleanup();
      vi.restoreAllMocks();
    }
  });

  it('says when the provider refused a refund: asked again later, or left to the organiser after the last try', async () => {
    const refused = (refundId: string, attempt: number, retryAt: string | null) => ({
      refundId,
      amount: 50,
      reason: 'goodwill',
      status: 'requested',
      refundReference: null,
      failure: { reason: 'expired_card', attempt, at: '2026-11-21T09:00:00Z', retryAt },
    });
    const owing = (id: string, refund: ReturnType<typeof refused>) => ({
      ...card,
      id,
      payment: { ...payment, provider: 'stripe', paidAt: '2026-11-20T09:05:00Z', refundOwed: 50, refunds: [refund] },
    });
    const body = [owing('r4', refused('f1', 2, '2026-11-21T10:00:00Z')), owing('r5', refused('f2', 5, null))];
    for (const [language, retrying, flagged] of [
      [
        'en',
        /^The provider refused the refund of 50.00\u00a0SAR \(attempt 2: expired_card\); it is asked again on /,
        /5 times \(last: expired_card\); nothing will ask again/,
      ],
      ['ar', /^رفض مزوّد الدفع استرداد .*٥٠٫٠٠.*\(المحاولة ٢: expired_card\)، وسيُطلب مجدداً في /, /ولن يُطلب مجدداً/],
    ] as const) {
      organiser({ 'GET /api/workshops/w1/registrations': { status: 200, body } });
      renderApp('/manage/workshops', language);
      const rows = await screen.findAllByTestId('attendee-row', {}, { timeout: 15_000 });
      expect(within(rows[0]!).getByRole('alert').textContent).toMatch(retrying);
      expect(within(rows[1]!).getByRole('alert').textContent).toMatch(flagged);
      cleanup();
      vi.restoreAllMocks();
    }
  });

  it('confirms a bank transfer’s refund sent with the bank’s reference, in Arabic', async () => {
    const fetchMock = organiser({
      'POST /api/workshops/w1/registrations/r2/refunds/r2.cancelled/confirm-transfer': { status: 200, body: transfer },
    });
    renderApp('/manage/workshops', 'ar');
    const rows = await screen.findAllByTestId('attendee-row', {}, { timeout: 15_000 });
    expect(within(rows[1]!).getByTestId('registration-refunds').textContent).toBe('مستحق الرد ١٠٠٫٠٠\u00a0ر.س');
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'تأكيد إرسال الاسترداد' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'تأكيد الإرسال' }));
    expect(within(dialog).getByText('أدخل مرجع البنك للتحويل.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/مرجع البنك/), { target: { value: 'SNB-7781' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تأكيد الإرسال' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', '/confirm-transfer')).toHaveLength(1));
    const [post] = sent(fetchMock, 'POST', '/confirm-transfer');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ bankReference: 'SNB-7781' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

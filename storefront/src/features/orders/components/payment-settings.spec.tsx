import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, renderApp, signedInAs, SLOW, stubApi } from '../../../test-utils/render-app';
import { bindDocumentLanguage } from '../../../i18n/language';
import { createI18n } from '../../../i18n';
import { order, payout } from '../testing/order-fixtures';

cleanUpAfterEach();

const gallery = signedInAs('gallery');
const settings = (over: Record<string, unknown> = {}) => ({
  sellerId: 'u-1',
  methods: [
    { method: 'stcpay', accepted: true, fee: { percent: 1.5, fixedSar: 1 } },
    { method: 'stripe', accepted: true, fee: { percent: 2.9, fixedSar: 1 } },
    { method: 'paypal', accepted: false, fee: { percent: 3.4, fixedSar: 1.5 } },
    { method: 'bank_transfer', accepted: true, fee: { percent: 0, fixedSar: 0 } },
  ],
  settlement: 'Funds settle within 1-3 business days.',
  settlementAr: 'تصل الأموال خلال يوم إلى ثلاثة أيام عمل.',
  account: null,
  ...over,
});
const desk = {
  ...gallery,
  'GET /api/seller/offers': { status: 200, body: [] },
  'GET /api/seller/orders': { status: 200, body: [] },
};
/** The seller's desk with the default settings and these payouts. */
const payoutsDesk = (payouts: object[]) =>
  stubApi({
    ...desk,
    'GET /api/seller/payment-settings': { status: 200, body: settings() },
    'GET /api/seller/payouts': { status: 200, body: payouts },
  });
const sentBody = (fetchMock: ReturnType<typeof stubApi>) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => String(url).endsWith('/payment-settings') && init?.method === 'PUT',
  );
  return call ? JSON.parse(String(call[1]!.body)) : null;
};

describe('payment settings on the seller desk', () => {
  it('lists each method with its fee and the settlement time; switches one off and gives bank details', async () => {
    const fetchMock = stubApi({
      ...desk,
      'GET /api/seller/payouts': { status: 200, body: [] },
      'GET /api/seller/payment-settings': { status: 200, body: settings() },
      'PUT /api/seller/payment-settings': {
        status: 200,
        body: settings({ account: { accountHolder: 'Athr Gallery', ibanLast4: '7519' } }),
      },
    });
    renderApp('/seller');
    const form = await screen.findByTestId('payment-settings-form', {}, SLOW);
    expect(within(form).getByText('Funds settle within 1-3 business days.')).toBeTruthy();
    expect(within(form).getByLabelText('STC Pay — Fee: 1.5% + 1 SAR')).toHaveProperty('checked', true);
    expect(within(form).getByLabelText('PayPal — Fee: 3.4% + 1.5 SAR')).toHaveProperty('checked', false);
    expect(within(form).getByTestId('payment-account').textContent).toContain('your payouts wait');
    fireEvent.click(within(form).getByLabelText('STC Pay — Fee: 1.5% + 1 SAR'));
    fireEvent.change(within(form).getByLabelText('Account holder name'), { target: { value: 'Athr Gallery' } });
    fireEvent.change(within(form).getByLabelText('IBAN'), { target: { value: 'sa03 8000 0000 6080 1016 7519' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save payment settings' }));
    await waitFor(() => expect(sentBody(fetchMock)).not.toBeNull());
    expect(sentBody(fetchMock)).toEqual({
      methods: ['stripe', 'bank_transfer'],
      accountHolder: 'Athr Gallery',
      iban: 'SA0380000000608010167519',
    });
  });

  it('keeps one method on, and shows the server’s refusal of the IBAN under its field, in Arabic (RTL)', async () => {
    const fetchMock = stubApi({
      ...desk,
      'GET /api/seller/payouts': { status: 200, body: [] },
      'GET /api/seller/payment-settings': {
        status: 200,
        body: settings({ account: { accountHolder: 'Athr Gallery', ibanLast4: '7519' } }),
      },
      'PUT /api/seller/payment-settings': {
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'Some fields are not valid.',
          messageAr: 'بعض الحقول غير صالحة.',
          details: [{ field: 'iban', message: 'Give a Saudi IBAN.', messageAr: 'أدخل رقم آيبان سعوديًا صحيحًا.' }],
        },
      },
    });
    // The <html lang dir> binding main.tsx sets up, so right to left is asserted on the document.
    const unbind = bindDocumentLanguage(createI18n('ar'), document);
    renderApp('/seller', 'ar');
    const form = await screen.findByTestId('payment-settings-form', {}, SLOW);
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(form).getByText('تصل الأموال خلال يوم إلى ثلاثة أيام عمل.')).toBeTruthy();
    expect(within(form).getByTestId('payment-account').textContent).toContain('7519');
    for (const name of [/STC Pay/, /بطاقة|Credit|card/i, /تحويل بنكي|Bank/])
      fireEvent.click(within(form).getByLabelText(name));
    fireEvent.click(within(form).getByRole('button', { name: 'احفظ إعدادات الدفع' }));
    expect(await within(form).findByText('أبقِ طريقة دفع واحدة على الأقل.')).toBeTruthy();
    expect(sentBody(fetchMock)).toBeNull();

    fireEvent.click(within(form).getByLabelText(/STC Pay/));
    fireEvent.change(within(form).getByLabelText('اسم صاحب الحساب'), { target: { value: 'Athr Gallery' } });
    fireEvent.change(within(form).getByLabelText('رقم الآيبان'), { target: { value: 'SA0480000000608010167519' } });
    fireEvent.click(within(form).getByRole('button', { name: 'احفظ إعدادات الدفع' }));
    expect(await within(form).findByText('أدخل رقم آيبان سعوديًا صحيحًا.')).toBeTruthy();
  });

  it('the payouts show the transfer reference once settled, and say a due one waits for bank details', async () => {
    payoutsDesk([
      payout({ status: 'settled', settlement: { reference: 'SARIE-ABC123', ibanLast4: '7519', at: '' } }),
      payout({
        id: 'o2',
        orderId: 'o2',
        status: 'scheduled',
        settlement: null,
        waitingFor: {
          code: 'bank_details_missing',
          message: 'Add your bank details to receive this payout.',
          messageAr: 'أضف بياناتك البنكية لتستلم هذه المستحقات.',
        },
      }),
    ]);
    renderApp('/seller');
    await screen.findAllByTestId('payout-row', {}, SLOW);
    const [settled, waiting] = screen.getAllByTestId('payout-row');
    expect(settled!.textContent).toContain('SARIE-ABC123');
    expect(settled!.textContent).toContain('Settled to the account ending 7519');
    expect(within(waiting!).getByTestId('payout-waiting').textContent).toBe(
      'Add your bank details to receive this payout.',
    );
  });

  it('a payout shows what was kept back for refunds owed, and a refund after payout what is owed back, in Arabic', async () => {
    const settlement = { reference: 'SARIE-1', ibanLast4: '7519', at: '2026-12-01T09:00:00Z' };
    payoutsDesk([
      payout({ status: 'settled', settlement: { ...settlement, recovered: 825 }, recoveryOwed: 0 }),
      payout({ id: 'o2', orderId: 'o2', status: 'settled', settlement, recoveryOwed: 412.5 }),
    ]);
    renderApp('/seller', 'ar');
    await screen.findAllByTestId('payout-row', {}, SLOW);
    const [kept, owed] = screen.getAllByTestId('payout-row');
    // The seller's 825.00 kept back and 7,425.00 sent (a no-break space before the currency).
    expect(within(kept!).getByTestId('payout-recovered').textContent).toMatch(
      /^استُقطع ٨٢٥٫٠٠\sر\.س .*وحُوّل ٧٬٤٢٥٫٠٠\sر\.س$/,
    );
    expect(within(kept!).queryByTestId('payout-owed')).toBeNull();
    expect(within(owed!).getByTestId('payout-owed').textContent).toMatch(/^استُرد بعد تحويل المستحقات: ٤١٢٫٥٠\sر\.س/);
    expect(within(owed!).queryByTestId('payout-recovered')).toBeNull();
  });
});

describe('checkout with the seller’s methods', () => {
  it('offers only the methods the seller accepts, and pays with the first of them by default', async () => {
    const collector = signedInAs('collector');
    const unpaid = order({ source: 'buy_now' });
    stubApi({
      ...collector,
      'GET /api/orders/mine': { status: 200, body: [unpaid] },
      'GET /api/orders/o1': { status: 200, body: unpaid },
      'GET /api/orders/o1/payment-methods': {
        status: 200,
        body: { methods: [{ method: 'stripe' }, { method: 'bank_transfer' }] },
      },
    });
    renderApp('/dashboard?tab=orders&order=o1');
    const form = await screen.findByTestId('checkout-form', {}, SLOW);
    await waitFor(() => expect(within(form).queryByLabelText(/^STC Pay/)).toBeNull());
    expect(within(form).queryByLabelText(/^PayPal/)).toBeNull();
    expect(within(form).getByLabelText(/^Credit or debit card/)).toHaveProperty('checked', true);
    expect(within(form).getByLabelText(/^Bank transfer/)).toHaveProperty('checked', false);
  });
});

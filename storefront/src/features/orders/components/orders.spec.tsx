import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  cleanUpAfterEach,
  renderApp,
  signedInAs,
  SLOW,
  stubApi,
  watchNavigation,
} from '../../../test-utils/render-app';
import { feeOf } from './checkout-form';
import { METHOD_FEES, methodFees } from '../api/orders-api';
import { order, payout } from '../testing/order-fixtures';

cleanUpAfterEach();

const collector = signedInAs('collector');
const gallery = signedInAs('gallery');

describe('checkout', () => {
  it('computes the method’s fee and the total with the flat shipping, then hands off to the provider', async () => {
    expect(feeOf('stcpay', 9150)).toBeCloseTo(138.25, 2);
    const go = watchNavigation();
    const fetchMock = stubApi({
      ...collector,
      'GET /api/orders/mine': { status: 200, body: [order()] },
      'GET /api/orders/o1': { status: 200, body: order() },
      'POST /api/orders/o1/checkout': {
        status: 200,
        body: {
          order: order(),
          payment: { provider: 'stcpay', reference: 'r', nextAction: { type: 'redirect', url: '/pay/r' } },
        },
      },
    });
    renderApp('/dashboard?tab=orders&order=o1');
    const form = await screen.findByTestId('checkout-form', {}, SLOW);
    expect(within(form).getByTestId('checkout-total').textContent).toMatch(/9[,٬]?288\.25|٩/);
    fireEvent.click(within(form).getByTestId('pay'));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/pay/r'));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/checkout'))!;
    expect(JSON.parse(String(call[1]!.body))).toMatchObject({
      paymentMethod: 'stcpay',
      address: { countryCode: 'SA' },
    });
  });

  it('an auction win checks out like a buy-now, its fixed price shown by part, in English and Arabic', async () => {
    const won = order({
      source: 'auction',
      amount: 1437.5,
      auction: { auctionId: 'a1', lotId: 'LOT-7', hammer: 1000, premium: 250, vat: 187.5 },
    });
    stubApi({
      ...collector,
      'GET /api/orders/mine': { status: 200, body: [won] },
      'GET /api/orders/o1': { status: 200, body: won },
    });
    renderApp('/dashboard?tab=orders&order=o1');
    const parts = await screen.findByTestId('order-auction-parts', {}, SLOW);
    expect(parts.textContent).toContain('lot LOT-7');
    expect(parts.textContent).toMatch(/hammer 1,000.*premium 250.*VAT 187\.5/);
    expect(await screen.findByTestId('checkout-form')).toBeTruthy();
    cleanup();
    renderApp('/dashboard?tab=orders&order=o1', 'ar');
    expect((await screen.findByTestId('order-auction-parts', {}, SLOW)).textContent).toContain('سعر المطرقة');
  });

  it('a paid auction win links the shipping’s own tax invoice beside the lot’s, in English and Arabic', async () => {
    const invoice = (invoiceNumber: string) => ({
      id: invoiceNumber,
      invoiceNumber,
      invoiceType: 'simplified',
      status: 'cleared',
      signedAt: '2026-11-26T10:05:00Z',
    });
    const paid = order({
      source: 'auction',
      status: 'paid',
      auction: { auctionId: 'a1', lotId: 'LOT-7', hammer: 1000, premium: 250, vat: 187.5 },
      invoice: invoice('INV-1'),
      shippingInvoice: invoice('INV-2'),
    });
    stubApi({
      ...collector,
      'GET /api/orders/mine': { status: 200, body: [paid] },
      'GET /api/orders/o1': { status: 200, body: paid },
    });
    renderApp('/dashboard?tab=orders&order=o1');
    const link = await screen.findByTestId('order-shipping-invoice', {}, SLOW);
    expect(link.textContent).toBe('Shipping tax invoice INV-2');
    expect(link.getAttribute('href')).toBe('/api/orders/o1/shipping-invoice.pdf');
    cleanup();
    renderApp('/dashboard?tab=orders&order=o1', 'ar');
    expect((await screen.findByTestId('order-shipping-invoice', {}, SLOW)).textContent).toContain('للشحن');
  });

  it('shows the bank’s refusal: a code we translate in the page’s language, any other in the provider’s words', async () => {
    const declined = (code: string, message: string) =>
      order({ status: 'released', paymentDecline: { code, message, at: '2026-11-26T10:05:00Z' } });
    const nsf = declined('insufficient_funds', 'NSF');
    stubApi({
      ...collector,
      'GET /api/orders/mine': { status: 200, body: [nsf] },
      'GET /api/orders/o1': { status: 200, body: nsf },
    });
    renderApp('/dashboard?tab=orders&order=o1', 'ar');
    expect((await screen.findByTestId('payment-decline', {}, SLOW)).textContent).toBe(
      'رُفضت الدفعة: لا يوجد رصيد كافٍ في بطاقتك.',
    );
    cleanup();
    const words = 'Transaction refused by issuer (05)';
    const refused = declined('issuer_05', words);
    stubApi({
      ...collector,
      'GET /api/orders/mine': { status: 200, body: [refused] },
      'GET /api/orders/o1': { status: 200, body: refused },
    });
    renderApp('/dashboard?tab=orders&order=o1');
    expect((await screen.findByTestId('payment-decline', {}, SLOW)).textContent).toBe(
      `The payment was declined: ${words}`,
    );
  });

  it('charges and shows the fees of the platform settings in force, the built-in one for a method they leave out', async () => {
    const fees = methodFees([{ method: 'stcpay', percent: 2, fixedSar: 0.5 }]);
    expect(fees.stcpay).toEqual({ percent: 2, fixed: 0.5 });
    expect(fees.stripe).toEqual(METHOD_FEES.stripe);
    expect(feeOf('stcpay', 9150, fees)).toBeCloseTo(183.5, 2);
    stubApi({
      ...collector,
      'GET /api/orders/mine': { status: 200, body: [order()] },
      'GET /api/orders/o1': { status: 200, body: order() },
      'GET /api/settings/public': {
        status: 200,
        body: { supportEmail: 's@example.sa', paymentFees: [{ method: 'stcpay', percent: 2, fixedSar: 0.5 }] },
      },
    });
    renderApp('/dashboard?tab=orders&order=o1');
    const form = await screen.findByTestId('checkout-form', {}, SLOW);
    // 9,000 + 150 shipping + 2% of 9,150 (183) + 0.50.
    await waitFor(() => expect(within(form).getByTestId('checkout-total').textContent).toMatch(/9[,٬]?333\.50?/));
  });

  it('shows the server’s refusal of an address field beside it, in Arabic', async () => {
    stubApi({
      ...collector,
      'GET /api/orders/mine': { status: 200, body: [order()] },
      'GET /api/orders/o1': { status: 200, body: order() },
      'POST /api/orders/o1/checkout': {
        status: 400,
        body: {
          message: 'Some fields are not valid.',
          messageAr: 'بعض الحقول غير صالحة.',
          details: [
            {
              field: 'address.additionalNumber',
              message: 'A 4-digit additional number.',
              messageAr: 'رقم إضافي من 4 أرقام.',
            },
          ],
        },
      },
    });
    renderApp('/dashboard?tab=orders&order=o1', 'ar');
    fireEvent.click(await screen.findByTestId('pay', {}, SLOW));
    expect(await screen.findByText('رقم إضافي من 4 أرقام.')).toBeTruthy();
  });
});

describe('offers', () => {
  it('the seller answers an offer awaiting them with a counter-offer; the buyer sees the waiting state', async () => {
    const offer = order({
      status: 'offered',
      isOrder: false,
      role: 'seller',
      offer: { listPrice: 10000, floor: 7000, amount: 8000, expiresAt: null, awaiting: 'seller', rounds: [] },
    });
    const fetchMock = stubApi({
      ...gallery,
      'GET /api/seller/offers': { status: 200, body: [offer] },
      'GET /api/seller/orders': { status: 200, body: [] },
      'GET /api/seller/payouts': { status: 200, body: [] },
      'POST /api/offers/o1/counter': { status: 200, body: { ...offer, status: 'countered' } },
    });
    renderApp('/seller');
    const actions = await screen.findByTestId('offer-actions', {}, SLOW);
    fireEvent.change(within(actions).getByLabelText('Counter amount (SAR)'), { target: { value: '9500' } });
    fireEvent.click(within(actions).getByRole('button', { name: 'Counter' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).endsWith('/offers/o1/counter') && init?.method === 'POST',
        ),
      ).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/counter'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ amount: 9500 });
  });

  it('the buyer cannot accept their own offer: only withdraw, and a waiting note', async () => {
    const mine = order({
      status: 'offered',
      isOrder: false,
      offer: { listPrice: 10000, floor: 7000, amount: 8000, expiresAt: null, awaiting: 'seller', rounds: [] },
    });
    stubApi({ ...collector, 'GET /api/offers/mine': { status: 200, body: [mine] } });
    renderApp('/dashboard?tab=offers');
    const actions = await screen.findByTestId('offer-actions', {}, SLOW);
    expect(within(actions).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(actions).getByRole('button', { name: 'Withdraw offer' })).toBeTruthy();
    expect(within(actions).getByText("Waiting for the seller's answer.")).toBeTruthy();
  });

  it('the payouts say when they settle, in Arabic', async () => {
    stubApi({
      ...gallery,
      'GET /api/seller/offers': { status: 200, body: [] },
      'GET /api/seller/orders': { status: 200, body: [] },
      'GET /api/seller/payouts': {
        status: 200,
        body: [payout({ status: 'awaiting_delivery', dueOn: null })],
      },
    });
    renderApp('/seller', 'ar');
    const row = await screen.findByTestId('payout-row', {}, SLOW);
    expect(row.textContent).toContain('فجر الصحراء');
    expect(row.textContent).toContain('يُسوّى بعد 3 أيام عمل من التسليم');
  });
});

// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../kit/testing';
import { SellerPaymentSettings } from './SellerPaymentSettings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answering = (body: object) => {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const methods = [
  { method: 'stcpay', accepted: false },
  { method: 'stripe', accepted: true },
  { method: 'paypal', accepted: false },
  { method: 'bank_transfer', accepted: true },
];
const order = { id: 'o1', sellerId: 's-1' };

describe('the seller’s payment settings on an order', () => {
  it('shows the accepted methods and only the IBAN’s last four, read from the admin endpoint', async () => {
    const fetchMock = answering({ methods, account: { accountHolder: 'Athr Gallery', ibanLast4: '7519' } });
    renderInAdmin(<SellerPaymentSettings />, { roles: ['auditor'] }, { resource: 'payouts', record: order });
    expect(await screen.findByText('Payouts to the account ending 7519')).toBeTruthy();
    expect(screen.getByText('Card')).toBeTruthy();
    expect(screen.getByText('Bank transfer')).toBeTruthy();
    expect(screen.queryByText('STC Pay')).toBeNull();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toContain('/api/admin/payment-settings/s-1');
  });

  it('says in Arabic when no bank details are on file', async () => {
    answering({ methods, account: null });
    renderInAdmin(
      <SellerPaymentSettings />,
      { roles: ['admin'], locale: 'ar' },
      { resource: 'payouts', record: order },
    );
    expect(await screen.findByText('لا بيانات بنكية مسجلة: المستحقات تنتظر')).toBeTruthy();
    expect(screen.getByText('تحويل بنكي')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeData, renderInAdmin } from '../kit/testing';
import { PaymentList } from './PaymentLedger';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const order = {
  id: 'o1',
  source: 'order',
  stream: 'order-o1',
  provider: 'stripe',
  reference: 'cs_1',
  currency: 'SAR',
  total: 1200,
  fee: 24,
  status: 'refunded',
  refunded: 1200,
  refundOwed: 0,
  paidAt: '2026-11-01T09:00:00Z',
  createdAt: '2026-11-01T08:00:00Z',
  updatedAt: '2026-11-02T08:00:00Z',
};
const registration = {
  ...order,
  id: 'registration-r1',
  source: 'workshop',
  stream: 'registration-r1',
  provider: 'bank_transfer',
  reference: 'bank_transfer_sbx_r1',
  total: 200,
  fee: 0,
  status: 'paid',
  refunded: 0,
  refundOwed: 100,
  createdAt: '2026-11-03T08:00:00Z',
};
const ledger = () => vi.fn(async () => ({ data: [registration, order], total: 2 }));
const columnOf = (name: string) =>
  within(screen.getAllByRole('row')[0]!)
    .getAllByRole('columnheader')
    .findIndex((cell) => cell.textContent === name);
const cellOf = (row: HTMLElement, name: string) => within(row).getAllByRole('cell')[columnOf(name)]!;

/** Renders the ledger in `locale` answering `rows`, adds the filter `field` and picks `option`; the lists asked. */
async function chooseFilter(locale: 'en' | 'ar', rows: unknown[], addFilter: string, field: string, option: string) {
  const asked: GetListParams[] = [];
  const getList = async (_resource: string, params: GetListParams) => {
    asked.push(params);
    return { data: rows, total: rows.length } as never;
  };
  // The list keeps its filters in the address and the browser's storage: each language starts from none.
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  renderInAdmin(
    <PaymentList />,
    { roles: ['auditor'], locale },
    { resource: 'payments', dataProvider: fakeData({ getList } as never) },
  );
  fireEvent.click(await screen.findByRole('button', { name: addFilter }, { timeout: 10_000 }));
  fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: field }));
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: field }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  return asked;
}

describe('the payments ledger in the back-office', () => {
  it('shows workshop registrations beside orders, with source, provider, refunds owed and the stream, in Arabic', async () => {
    const getList = ledger();
    renderInAdmin(
      <PaymentList />,
      { roles: ['auditor'], locale: 'ar' },
      { resource: 'payments', dataProvider: fakeData({ getList } as never) },
    );
    expect(await screen.findByText('ورشة', {}, { timeout: 5000 })).toBeTruthy();
    const [, first, second] = screen.getAllByRole('row');
    expect(cellOf(first!, 'المصدر').textContent).toBe('ورشة');
    expect(cellOf(second!, 'المصدر').textContent).toBe('طلب');
    expect(cellOf(first!, 'مزوّد الدفع').textContent).toBe('تحويل بنكي');
    expect(cellOf(first!, 'استرداد مستحق').textContent).toBe((100).toLocaleString('ar', { minimumFractionDigits: 2 }));
    const link = within(cellOf(first!, 'سجل التدقيق')).getByRole('link', { name: 'افتح السجل' });
    expect(link.getAttribute('href')).toContain('/audit/registration-r1');
    // Auditors read; the refund is for admins.
    expect(screen.queryByRole('button', { name: 'استرداد' })).toBeNull();
  });

  it('lets an admin refund a paid registration with an amount and a reason, sent to the ledger row', async () => {
    const fetchMock = vi.fn(
      async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderInAdmin(
      <PaymentList />,
      { roles: ['admin'] },
      { resource: 'payments', dataProvider: fakeData({ getList: ledger() } as never) },
    );
    const refunds = await screen.findAllByRole('button', { name: 'Refund' }, { timeout: 5000 });
    expect(refunds).toHaveLength(1); // the refunded order offers none
    fireEvent.click(refunds[0]!);
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Record the refund' }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByLabelText('Amount (SAR)'), { target: { value: '50.25' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /reason/i }), { target: { value: 'Goodwill' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/admin/payments/registration-r1/refunds');
    expect(JSON.parse(String(init.body))).toEqual({ amount: 50.25, reason: 'Goodwill' });
  });

  it.each([
    [
      'en',
      'Refund refused',
      'The provider refused the refund (attempt 1): insufficient_funds',
      /Asked again/,
      /Refund refused 5 times/,
    ],
    [
      'ar',
      'استرداد مرفوض',
      'رفض مزوّد الدفع الاسترداد (المحاولة ١): insufficient_funds',
      /سيُعاد الطلب/,
      /رُفض الاسترداد ٥ مرات/,
    ],
  ] as const)('shows a refund the provider refused, and flags one whose retries are spent, in %s', async (...args) => {
    const [locale, column, refused, retry, flaggedNotice] = args;
    const failing = {
      ...registration,
      refundFailure: {
        reason: 'insufficient_funds',
        attempt: 1,
        at: '2026-11-03T09:00:00Z',
        retryAt: '2026-11-03T09:15:00Z',
        flagged: false,
      },
    };
    const flagged = {
      ...registration,
      id: 'registration-r2',
      stream: 'registration-r2',
      refundFailure: { reason: 'account_closed', attempt: 5, at: '2026-11-04T09:00:00Z', retryAt: null, flagged: true },
    };
    const getList = vi.fn(async () => ({ data: [failing, flagged, order], total: 3 }));
    renderInAdmin(
      <PaymentList />,
      { roles: ['auditor'], locale },
      { resource: 'payments', dataProvider: fakeData({ getList } as never) },
    );
    await screen.findByText(refused, {}, { timeout: 5000 });
    const [, first, second, third] = screen.getAllByRole('row');
    expect(within(cellOf(first!, column)).getByText(retry)).toBeTruthy();
    expect(within(cellOf(second!, column)).getByRole('alert').textContent).toMatch(flaggedNotice);
    expect(cellOf(third!, column).textContent).toBe('');
  });

  it.each([
    ['en', 'Add filter', 'Status', 'Refunded in full', 'Refunded in full'],
    ['ar', 'إضافة عامل تصفية', 'الحالة', 'مسترد بالكامل', 'مسترد بالكامل'],
  ] as const)(
    'filters by status in %s with the rows’ own labels: refunded means refunded in full',
    async (locale, addFilter, field, option, rowLabel) => {
      const asked = await chooseFilter(locale, [order], addFilter, field, option);
      await waitFor(() => expect(asked.at(-1)!.filter).toEqual({ status: 'refunded' }), { timeout: 5000 });
      const [, row] = screen.getAllByRole('row');
      expect(cellOf(row!, field).textContent).toBe(rowLabel);
    },
  );

  it.each([
    ['en', 'Add filter', 'Refunds', 'Partly refunded'],
    ['ar', 'إضافة عامل تصفية', 'الاستردادات', 'استُرد جزء منه'],
  ] as const)(
    'filters by refund in %s (a partly refunded payment keeps the status paid)',
    async (locale, addFilter, field, partial) => {
      const asked = await chooseFilter(locale, [registration], addFilter, field, partial);
      await waitFor(() => expect(asked.at(-1)!.filter).toEqual({ refund: 'partial' }), { timeout: 5000 });
    },
  );
});

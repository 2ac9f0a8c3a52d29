// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeData, renderInAdmin } from '../kit/testing';
import { PayoutList } from './OrderResources';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const payout = {
  id: 'o2',
  orderId: 'o2',
  sellerId: 's-1',
  amount: 9000,
  commission: 900,
  payout: 8250,
  status: 'settled',
  dueOn: '2026-12-01',
  settlement: { reference: 'SARIE-1', ibanLast4: '7519', at: '2026-12-01T09:00:00Z', recovered: 825 },
  recoveryOwed: 0,
};
const refundedAfter = {
  ...payout,
  id: 'o1',
  orderId: 'o1',
  settlement: { ...payout.settlement, recovered: 0 },
  recoveryOwed: 412.5,
};

describe('the sellers’ payouts in the back-office', () => {
  it('show what was kept back for refunds owed and what a refund after payout left owing, in Arabic', async () => {
    const getList = vi.fn(async () => ({ data: [payout, refundedAfter], total: 2 }));
    renderInAdmin(
      <PayoutList />,
      { roles: ['auditor'], locale: 'ar' },
      {
        resource: 'payouts',
        dataProvider: fakeData({ getList } as never),
      },
    );
    expect(await screen.findByText('المستقطع لمبالغ مستردة مستحقة')).toBeTruthy();
    expect(screen.getByText('المستحق إرجاعه بعد الاسترداد')).toBeTruthy();
    const [header, ...rows] = screen.getAllByRole('row');
    const column = (name: string) =>
      within(header!)
        .getAllByRole('columnheader')
        .findIndex((cell) => cell.textContent === name);
    const cell = (row: HTMLElement, name: string) => within(row).getAllByRole('cell')[column(name)]!.textContent;
    const kept = 'المستقطع لمبالغ مستردة مستحقة';
    const owed = 'المستحق إرجاعه بعد الاسترداد';
    expect(column(kept)).toBeGreaterThan(0);
    expect([cell(rows[0]!, kept), cell(rows[0]!, owed)]).toEqual([
      (825).toLocaleString('ar'),
      (0).toLocaleString('ar'),
    ]);
    expect(cell(rows[1]!, owed)).toBe((412.5).toLocaleString('ar'));
  });
});

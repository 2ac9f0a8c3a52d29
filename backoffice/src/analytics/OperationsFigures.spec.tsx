// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../kit/testing';
import { OperationsFigures } from './OperationsFigures';
import type { PlatformReport } from './analyticsReport';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
// Charts measure their container; jsdom has no layout.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const report: PlatformReport = {
  period: 7,
  from: '2026-03-04',
  to: '2026-03-10',
  asOf: '2026-03-10',
  figures: {
    kycSubmitted: 6,
    kycApproved: 3,
    kycRejected: 1,
    kycPending: 2,
    tier0: 40,
    tier1: 7,
    tier2: 2,
    mailHandled: 12,
    mailDelivered: 10,
    mailFailed: 1,
    mailSuppressed: 1,
  },
  previous: { kycSubmitted: 3, kycPending: 0, tier0: 38, mailHandled: 12 },
  series: ['2026-03-09', '2026-03-10'].map((date, i) => ({
    date,
    values: {
      kycSubmitted: 3 + i,
      kycApproved: 1 + i,
      kycRejected: i,
      kycPending: 1 + i,
      tier0: 39 + i,
      tier1: 7,
      tier2: 2,
      mailDelivered: 4 + i * 2,
      mailFailed: i,
      mailSuppressed: 1 - i,
    },
  })),
};

describe('platform operations', () => {
  it('shows KYC and mail figures beside the previous period, and each chart as a table and CSV', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderInAdmin(<OperationsFigures report={report} />, { roles: ['admin'] });
    expect((await screen.findByTestId('figure-kycSubmitted', undefined, { timeout: 20_000 })).textContent).toContain(
      '6',
    );
    expect(screen.getByTestId('figure-kycSubmitted').textContent).toContain('+100');
    expect(screen.getByTestId('figure-mailDelivered').textContent).toContain('10');
    const tiers = screen.getByRole('region', { name: 'People by KYC tier' });
    expect(within(tiers).getByRole('group', { name: 'Show as' })).toBeTruthy();
    fireEvent.click(within(tiers).getByRole('button', { name: 'Table' }));
    expect(within(tiers).getByRole('columnheader', { name: 'Date' })).toBeTruthy();
    expect(within(tiers).getByRole('columnheader', { name: 'People at KYC tier 1' })).toBeTruthy();
    expect(within(tiers).getAllByRole('row')).toHaveLength(3);
    const mail = screen.getByRole('region', { name: 'Mail outcomes by day' });
    fireEvent.click(within(mail).getByRole('button', { name: 'Export CSV' }));
    const csv = await created[0]!.text();
    expect(csv).toContain('Mails delivered,Mails failed,Mails suppressed');
    expect(csv).toContain(',6,1,0');
  });

  it('speaks Arabic, with Arabic labels and digits', async () => {
    renderInAdmin(<OperationsFigures report={report} />, { roles: ['admin'], locale: 'ar' });
    const kyc = await screen.findByRole('region', { name: 'وثائق التحقق حسب اليوم' }, { timeout: 20_000 });
    fireEvent.click(within(within(kyc).getByRole('group', { name: 'العرض' })).getByRole('button', { name: 'جدول' }));
    expect(within(kyc).getByRole('columnheader', { name: 'وثائق تحقق بانتظار القرار' })).toBeTruthy();
    expect(screen.getByTestId('figure-kycSubmitted').textContent).toContain('٦');
    expect(screen.getByRole('region', { name: 'نتائج البريد حسب اليوم' })).toBeTruthy();
  });
});

import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withChartLayout } from '../../../test-utils/charts';
import { renderApp, signedIn, stubApi, type FakeApi } from '../../../test-utils/render-app';
import { createI18n } from '../../../i18n';
import { bindDocumentLanguage } from '../../../i18n/language';
import { naskhWorkshop } from '../testing/naskh-workshop';
import { registrationTrend } from './registration-charts-section';

/** The first render of the page loads the chart library's code on demand. */
const SLOW = { timeout: 15_000 };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

withChartLayout();

const tier = (id: string, tierName: string, tierNameAr: string) => ({ id, tierName, tierNameAr, price: '300.00' });
const registration = (id: string, registeredAt: string, ticketTierId: string, totalAmount: number, paid = true) => ({
  id,
  registeredAt,
  ticketTierId,
  totalAmount,
  paymentStatus: paid ? 'paid' : 'pending',
  attendanceStatus: 'not_attended',
  personalInfo: { firstName: 'Reem', lastName: `Al-Otaibi ${id}`, email: `${id}@example.sa`, phone: '' },
});
const payment = (
  amountDue: number,
  refundedAmount = 0,
  refundOwed = 0,
  paidAt: string | null = '2026-11-01T09:00:00Z',
) => ({
  provider: 'stcpay',
  amountDue,
  currency: 'SAR',
  status: 'paid',
  paidAt,
  refundedAmount,
  refundOwed,
  refunds: [],
});
// 23:30 UTC on 1 November is 2 November in Riyadh; nobody registers on the 3rd; a seat cancelled before paying
// counts nowhere; one cancelled after paying counts in the revenue for what was not given back (r6: 900 paid,
// 450 refunded), and a refund owed back counts as refunded (r2: 100 owed).
const registrations = [
  { ...registration('r1', '2026-11-01T08:00:00Z', 'std', 300), payment: payment(300, 50) },
  { ...registration('r2', '2026-11-01T23:30:00Z', 'vip', 900), payment: payment(900, 0, 100) },
  registration('r3', '2026-11-02T09:00:00Z', 'std', 300, false),
  registration('r4', '2026-11-04T09:00:00Z', 'std', 250.5),
  {
    ...registration('r5', '2026-11-05T09:00:00Z', 'vip', 900),
    paymentStatus: 'cancelled',
    payment: payment(900, 0, 0, null),
  },
  { ...registration('r6', '2026-11-04T10:00:00Z', 'vip', 900), paymentStatus: 'cancelled', payment: payment(900, 450) },
];
const api = (rows: unknown[] = registrations): FakeApi => ({
  ...signedIn(
    { role: 'workshop_organiser', roles: ['workshop_organiser'] },
    { setupComplete: true, roles: ['workshop_organiser'] },
  ),
  'GET /api/workshops/organised': { status: 200, body: [naskhWorkshop] },
  'GET /api/workshops/w1/ticket-tiers': {
    status: 200,
    body: [tier('std', 'Standard', 'عادي'), tier('vip', 'VIP', 'كبار الزوار'), tier('kid', 'Young', 'الصغار')],
  },
  'GET /api/workshops/w1/registration-fields': { status: 200, body: [] },
  'GET /api/workshops/w1/payment-methods': { status: 200, body: [] },
  'GET /api/workshops/w1/promo-codes': { status: 200, body: [] },
  'GET /api/workshops/w1/registrations': { status: 200, body: rows },
});

/** The figure a stat tile shows beside its term. */
const tile = (figures: ReturnType<typeof within>, term: string) =>
  figures.getByText(term).parentElement!.querySelector('dd')!.textContent;

/** The rows of the chart titled `name`, shown as its table, each row's cells' text. */
async function tableRows(name: string) {
  const panel = await screen.findByRole('region', { name }, SLOW);
  fireEvent.click(within(panel).getAllByRole('button')[1]!);
  return within(within(panel).getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('the registration trend and revenue by tier on /manage/workshops', () => {
  it('counts registrations per Riyadh day, gaps as zero, cancelled ones left out', () => {
    expect(registrationTrend(registrations as never)).toEqual({
      dates: ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'],
      registrations: [1, 2, 0, 1],
      paid: [1, 1, 0, 1],
    });
  });

  it('shows both charts with their table view in English', async () => {
    stubApi(api());
    renderApp('/manage/workshops');
    expect(await tableRows('Registrations per day')).toEqual([
      ['Date', 'Registrations', 'Paid registrations'],
      ['Nov 1, 2026', '1', '1'],
      ['Nov 2, 2026', '2', '1'],
      ['Nov 3, 2026', '0', '0'],
      ['Nov 4, 2026', '1', '1'],
    ]);
    expect(await tableRows('Revenue by ticket tier (SAR)')).toEqual([
      ['Ticket tier', 'Paid in', 'Net revenue (after refunds)'],
      ['Standard', '550.5', '500.5'],
      ['VIP', '1,800', '1,250'],
      ['Young', '0', '0'],
    ]);
    const figures = within(screen.getAllByRole('definition')[0]!.closest('dl')!);
    expect(tile(figures, 'Paid in')).toMatch(/2,350\.50/);
    expect(tile(figures, 'Refunded or owed back')).toMatch(/600\.00/);
    expect(tile(figures, 'Net revenue (after refunds)')).toMatch(/1,750\.50/);
  });

  it('says so instead of empty charts before the first registration', async () => {
    stubApi(api([]));
    renderApp('/manage/workshops');
    expect(
      await screen.findByText('No registrations yet: the charts appear with the first one.', {}, SLOW),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Registrations per day' })).toBeNull();
  });

  it('speaks Arabic, right to left, in Arabic digits', async () => {
    stubApi(api());
    const unbind = bindDocumentLanguage(createI18n('ar'), document);
    renderApp('/manage/workshops', 'ar');
    const revenue = await tableRows('الإيرادات حسب فئة التذاكر (ر.س)');
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    expect(revenue).toEqual([
      ['فئة التذاكر', 'المدفوع', 'صافي الإيرادات (بعد الاسترداد)'],
      ['عادي', '٥٥٠٫٥', '٥٠٠٫٥'],
      ['كبار الزوار', '١٬٨٠٠', '١٬٢٥٠'],
      ['الصغار', '٠', '٠'],
    ]);
    const figures = within(screen.getAllByRole('definition')[0]!.closest('dl')!);
    expect(tile(figures, 'المسترد أو المستحق رده')).toMatch(/٦٠٠٫٠٠/);
    expect(tile(figures, 'صافي الإيرادات (بعد الاسترداد)')).toMatch(/١٬٧٥٠٫٥٠/);
    const trend = screen.getByRole('region', { name: 'التسجيلات في اليوم' });
    expect(within(trend).getByRole('button', { name: 'جدول' })).toBeTruthy();
    expect(within(trend).getByRole('button', { name: 'تصدير CSV' })).toBeTruthy();
  });
});

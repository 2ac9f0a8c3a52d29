import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withChartLayout } from '../../../test-utils/charts';
import { renderApp, signedIn, stubApi } from '../../../test-utils/render-app';
import { toCsv } from '@gulf-art/contracts';

/** The first render of a screen loads the chart library's code on demand. */
const SLOW = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

withChartLayout();

/** The files a CSV export hands to the browser, captured instead of downloaded. */
function captureDownloads(): Blob[] {
  const created: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    created.push(blob as Blob);
    return 'blob:csv';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return created;
}

const series = (values: Record<string, number>) =>
  ['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'].map((date, i) => ({
    date,
    values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, i === 6 ? v : 0])),
  }));

const sellerReport = {
  period: 30,
  from: '2026-02-09',
  to: '2026-03-10',
  figures: {
    views: 120,
    favourites: 12,
    inquiries: 3,
    answered: 3,
    sales: 1,
    revenue: 1_150_000,
    vat: 150_000,
    answerRate: 100,
    offers: 4,
    offersAccepted: 1,
    offersDeclined: 2,
    offerSales: 1,
    offerConversion: 25,
  },
  previous: { views: 60, favourites: 12, inquiries: 0, revenue: 0, offers: 2 },
  series: series({ views: 120, favourites: 12, inquiries: 3, revenue: 1_150_000, vat: 150_000 }),
  audience: {
    cities: [
      { key: 'Jeddah', current: 5, previous: 1 },
      { key: 'unknown', current: 2, previous: 0 },
    ],
    languages: [
      { key: 'ar', current: 4, previous: 1 },
      { key: 'unknown', current: 3, previous: 0 },
    ],
    unknown: 'unknown',
  },
  topWorks: [{ id: 'a1', title: 'Desert Dawn', titleAr: 'فجر الصحراء', figures: { views: 80, favourites: 9 } }],
  artists: [{ id: 'p1', name: 'Noura', nameAr: 'نورة' }],
};

const gallery = () => ({
  ...signedIn({ role: 'gallery', roles: ['gallery'] }, { setupComplete: true, roles: ['gallery'] }),
  'GET /api/analytics/seller': { status: 200, body: sellerReport },
});

describe('/analytics', () => {
  it('shows the period figures beside the previous ones with the change, and asks again for another period', async () => {
    const fetchMock = stubApi(gallery());
    renderApp('/analytics');
    expect((await screen.findByTestId('figure-views', {}, SLOW)).textContent).toContain('120');
    expect(screen.getByTestId('figure-views').textContent).toContain('+100%');
    expect(screen.getByTestId('figure-revenue').textContent).toContain('11,500');
    expect(screen.getByTestId('figure-inquiries').textContent).toContain('new');
    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/analytics/seller?period=7'),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Revenue' }));
    expect((await screen.findByTestId('figure-vat', {}, SLOW)).textContent).toContain('1,500');
  });

  it('shows each chart as a table and exports it as CSV', async () => {
    stubApi(gallery());
    const created = captureDownloads();
    renderApp('/analytics?tab=overview');
    const panel = await screen.findByRole('region', { name: 'Views, favourites and inquiries' }, SLOW);
    fireEvent.click(within(panel).getByRole('button', { name: 'Table' }));
    const table = within(panel).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getByRole('columnheader', { name: 'Views' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Export CSV' }));
    const csv = await created[0]!.text();
    expect(csv).toContain('Date,Views,Favourites,Inquiries');
    expect(csv).toContain('2026-03-10,120,12,3');
  });

  it('lists the top works and offers a gallery its represented artists', async () => {
    const fetchMock = stubApi(gallery());
    renderApp('/analytics?tab=content');
    expect((await screen.findByRole('link', { name: 'Desert Dawn' }, SLOW)).getAttribute('href')).toBe('/artworks/a1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Artist' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Noura' }, SLOW));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/analytics/seller?period=30&artistId=p1'),
    );
  });

  it('shows offers by outcome with the previous period, and their chart as a table', async () => {
    stubApi(gallery());
    renderApp('/analytics?tab=offers');
    expect((await screen.findByTestId('figure-offers', {}, SLOW)).textContent).toContain('4');
    expect(screen.getByTestId('figure-offers').textContent).toContain('+100%');
    expect(screen.getByTestId('figure-offerConversion').textContent).toContain('25%');
    const panel = screen.getByRole('region', { name: 'Offers and their outcomes' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Table' }));
    expect(within(panel).getByRole('columnheader', { name: 'Declined' })).toBeTruthy();
    expect(within(panel).getAllByRole('row')).toHaveLength(8);
  });

  it('shows the audience by city and by language, in a table and as CSV, with the unstated named', async () => {
    stubApi(gallery());
    const created = captureDownloads();
    renderApp('/analytics?tab=audience');
    const cities = await screen.findByRole('region', { name: 'Audience by city' }, SLOW);
    fireEvent.click(within(cities).getByRole('button', { name: 'Table' }));
    expect(within(cities).getByRole('columnheader', { name: 'City' })).toBeTruthy();
    expect(within(cities).getByRole('cell', { name: 'Jeddah' })).toBeTruthy();
    expect(within(cities).getByRole('cell', { name: 'Not stated' })).toBeTruthy();
    const languages = screen.getByRole('region', { name: 'Audience by language' });
    fireEvent.click(within(languages).getByRole('button', { name: 'Export CSV' }));
    const csv = await created[0]!.text();
    expect(csv).toContain('Language,This period,Previous period');
    expect(csv).toContain('Arabic,4,1');
    expect(csv).toContain('Not stated,3,0');
  });

  it('shows the audience in Arabic, languages translated and cities as profiles state them', async () => {
    stubApi(gallery());
    renderApp('/analytics?tab=audience', 'ar');
    const languages = await screen.findByRole('region', { name: 'الجمهور حسب اللغة' }, SLOW);
    fireEvent.click(within(languages).getByRole('button', { name: 'جدول' }));
    expect(within(languages).getByRole('cell', { name: 'العربية' })).toBeTruthy();
    expect(within(languages).getByRole('cell', { name: 'غير محدد' })).toBeTruthy();
    const cities = screen.getByRole('region', { name: 'الجمهور حسب المدينة' });
    fireEvent.click(within(cities).getByRole('button', { name: 'جدول' }));
    expect(within(cities).getByRole('cell', { name: 'Jeddah' })).toBeTruthy();
    expect(within(cities).getByRole('cell', { name: '٥' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'العروض' })).toBeTruthy();
  });

  it('speaks Arabic, with Arabic labels and digits (the browser journey asserts right to left)', async () => {
    stubApi(gallery());
    renderApp('/analytics', 'ar');
    expect(await screen.findByRole('heading', { name: 'التحليلات' }, SLOW)).toBeTruthy();
    expect((await screen.findByTestId('figure-views', {}, SLOW)).textContent).toContain('١٢٠');
    expect(screen.getByRole('button', { name: 'سنة' })).toBeTruthy();
  });
});

describe('/analytics for an organiser', () => {
  const organiserReport = {
    period: 30,
    from: '2026-02-09',
    to: '2026-03-10',
    figures: {
      registrations: 10,
      paid: 8,
      registrationRevenue: 160_000,
      registrationRefunds: 30_000,
      netRegistrationRevenue: 130_000,
      checkIns: 6,
      attendanceRate: 75,
    },
    previous: { registrations: 5, paid: 4, registrationRevenue: 80_000, checkIns: 4, attendanceRate: 100 },
    series: series({ registrations: 10, paid: 8, checkIns: 6 }),
    topWorkshops: [{ id: 'w1', title: 'Ink and Reed', titleAr: 'الحبر والقصب', figures: { registrations: 10 } }],
    tiers: [
      {
        id: 't1',
        name: 'Standard',
        nameAr: 'عادية',
        registrations: 6,
        revenue: 120_000,
        refunds: 30_000,
        net: 90_000,
        previousRegistrations: 5,
        previousRevenue: 80_000,
        previousRefunds: 0,
        previousNet: 80_000,
      },
      {
        id: 't2',
        name: 'Student',
        nameAr: 'طلاب',
        registrations: 4,
        revenue: 40_000,
        refunds: 0,
        net: 40_000,
        previousRegistrations: 0,
        previousRevenue: 0,
        previousRefunds: 0,
        previousNet: 0,
      },
    ],
  };
  const organiser = () => ({
    ...signedIn(
      { role: 'workshop_organiser', roles: ['workshop_organiser'] },
      { setupComplete: true, roles: ['workshop_organiser'] },
    ),
    'GET /api/analytics/organiser': { status: 200, body: organiserReport },
  });

  it('shows an organiser only its workshops: registrations, attendance, revenue by tier beside the period before', async () => {
    const fetchMock = stubApi(organiser());
    const created = captureDownloads();
    renderApp('/analytics');
    expect((await screen.findByTestId('figure-registrations', {}, SLOW)).textContent).toContain('+100%');
    expect(screen.getByTestId('figure-attendanceRate').textContent).toContain('75%');
    expect(screen.getByTestId('figure-registrationRevenue').textContent).toContain('1,600');
    for (const label of ['Registration revenue (paid in)', 'Refunds issued', 'Net registration revenue'])
      expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByTestId('figure-registrationRefunds').textContent).toContain('300');
    expect(screen.getByTestId('figure-netRegistrationRevenue').textContent).toContain('1,300');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Workshops']);
    const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls().some((url) => url.startsWith('/api/analytics/seller'))).toBe(false);
    const panel = screen.getByRole('region', { name: 'Revenue by ticket tier, net of refunds (SAR)' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Table' }));
    const rows = within(panel)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[0]).toContain('Paid in, this period');
    expect(rows[0]).toContain('Net, this period');
    expect(rows[0]).toContain('Net, previous period');
    expect(rows[1]).toContain('Standard');
    expect(rows[1]).toContain('1,200');
    fireEvent.click(within(panel).getByRole('button', { name: 'Export CSV' }));
    const csv = await created[0]!.text();
    expect(csv).toContain('Standard,1200,900,800');
    expect(csv).toContain('Student,400,400,0');
    expect(screen.getByRole('link', { name: 'Ink and Reed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'A year' }));
    await waitFor(() => expect(urls()).toContain('/api/analytics/organiser?period=365'));
  });

  it('gives a gallery its workshops as a tab beside its sales, in Arabic', async () => {
    stubApi({ ...gallery(), 'GET /api/analytics/organiser': { status: 200, body: organiserReport } });
    renderApp('/analytics?tab=workshops', 'ar');
    expect((await screen.findByTestId('figure-attendanceRate', {}, SLOW)).textContent).toContain('٧٥');
    expect(screen.getByRole('tab', { name: 'الورش' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'نظرة عامة' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'الإيرادات حسب فئة التذكرة بعد الاسترداد (ريال)' })).toBeTruthy();
    expect(screen.getByText('صافي إيرادات التسجيل')).toBeTruthy();
    expect(screen.getByTestId('figure-netRegistrationRevenue').textContent).toContain('١٬٣٠٠');
  });
});

describe('/analytics/dashboard', () => {
  const lifecycle = (cohort: Record<string, number> | null) => ({
    ...signedIn({ role: 'collector', roles: ['collector'] }, { setupComplete: true, roles: ['collector'] }),
    'GET /api/analytics/me': {
      status: 200,
      body: {
        period: 30,
        from: '2026-02-09',
        to: '2026-03-10',
        figures: { favouritesGiven: 4, bidsPlaced: 2 },
        previous: { favouritesGiven: 2 },
        series: series({ favouritesGiven: 4 }),
        stage: 'consideration',
        stages: ['awareness', 'consideration', 'purchase', 'retention', 'advocacy'],
        memberSince: '2025-06-01T10:00:00Z',
        cohort,
      },
    },
  });

  it("shows a person's own stage and activity, without the cohort unless staff", async () => {
    stubApi(lifecycle(null));
    renderApp('/analytics/dashboard');
    expect((await screen.findByTestId('figure-favouritesGiven', {}, SLOW)).textContent).toContain('4');
    expect(screen.getByText('Considering')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'People by stage' })).toBeNull();
  });

  it('shows staff the cohort by stage', async () => {
    stubApi(lifecycle({ awareness: 5, consideration: 3, purchase: 1, retention: 0, advocacy: 0 }));
    renderApp('/analytics/dashboard');
    expect(await screen.findByRole('region', { name: 'People by stage' }, SLOW)).toBeTruthy();
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(['a', 'b'], [['x,y', 'say "hi"']])).toBe('a,b\r\n"x,y","say ""hi"""\r\n');
  });

  it('writes a top work titled like a formula as text, so a spreadsheet does not run it', () => {
    expect(
      toCsv(
        ['Work', 'Views'],
        [
          ['+cmd|calc', 4],
          ['-2+3', 1],
        ],
      ),
    ).toBe("Work,Views\r\n'+cmd|calc,4\r\n'-2+3,1\r\n");
  });
});

import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../app/app-providers';
import { createI18n } from '../../../i18n';
import { createQueryClient } from '../../../lib/query-client';
import { renderApp, signedIn, signedOut, stubApi, type FakeApi } from '../../../test-utils/render-app';
import LiveAuctionsSection from './live-auctions-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const soon = new Date(Date.now() + 3_600_000).toISOString();
const lot = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  auctionId: id,
  lotId: `lot-${id}`,
  saleId: null,
  status: 'live',
  detail: null,
  currency: 'SAR',
  startingBid: 1000,
  currentBid: 1200,
  minimumNextBid: 1300,
  bidCount: 3,
  hasReserve: true,
  reserveMet: false,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: soon,
  scheduledEndsAt: soon,
  hammer: null,
  history: [
    { paddle: 2, amount: 1200, at: '2026-01-01T01:00:00.000Z' },
    { paddle: 1, amount: 1100, at: '2026-01-01T00:30:00.000Z' },
  ],
  softCloseMinutes: 2,
  increments: [{ from: 0, increment: 100 }],
  premiumTiers: [
    { upTo: 100000, ratePercent: 25 },
    { upTo: null, ratePercent: 20 },
  ],
  artwork: {
    artworkId: 'w1',
    title: `Desert Light ${id}`,
    titleAr: `ضوء الصحراء ${id}`,
    artistName: 'Sara',
    artistNameAr: 'سارة',
    imageUrl: '/media/x.webp',
    thumbnailUrl: '/media/x-t.webp',
  },
  ...extra,
});
const you = {
  paddle: 1,
  standing: 'outbid',
  yourBids: [],
  next: { action: 'bid', minimum: 1300, quickAmounts: [1300, 1400, 1500], yourMaximum: null },
};

/** A stand-in EventSource the test drives: `emit` delivers one SSE message to the page. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  static readonly CLOSED = 2;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners: Record<string, ((e: MessageEvent) => void)[]> = {};
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  close() {
    this.readyState = 2;
  }
  emit(type: string, id: number, data: object) {
    for (const fn of this.listeners[type] ?? [])
      fn(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: String(id) }));
  }
}

describe('auctions list', () => {
  it('shows live auctions first, and switches to upcoming and all', async () => {
    stubApi({
      ...signedOut,
      'GET /api/auctions': { status: 200, body: { items: [lot('a1'), lot('a2')], total: 2 } },
    });
    renderApp('/auctions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Auctions' }, { timeout: 15_000 })).toBeTruthy();
    const cards = await screen.findAllByTestId('auction-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Desert Light a1')).toBeTruthy();
    expect(within(cards[0]!).getByTestId('auction-card-bids').textContent).toBe('3 bids');
    expect(within(cards[0]!).getByRole('link', { name: 'Place bid' }).getAttribute('href')).toBe('/auctions/a1');
    fireEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(screen.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-selected')).toBe('true');
  });

  it('speaks Arabic, with Arabic titles and plural forms', async () => {
    stubApi({
      ...signedOut,
      'GET /api/auctions': { status: 200, body: { items: [lot('a1', { bidCount: 2 })], total: 1 } },
    });
    renderApp('/auctions', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'المزادات' }, { timeout: 15_000 })).toBeTruthy();
    const card = await screen.findByTestId('auction-card');
    expect(within(card).getByText('ضوء الصحراء a1')).toBeTruthy();
    expect(within(card).getByTestId('auction-card-bids').textContent).toBe('مزايدتان');
  });
});

describe('live auctions section (home page)', () => {
  const renderSection = () =>
    render(
      <AppProviders i18n={createI18n('en')} queryClient={createQueryClient()}>
        <MemoryRouter>
          <LiveAuctionsSection />
        </MemoryRouter>
      </AppProviders>,
    );

  it('renders up to six cards with title, bid count, current bid and a place-bid button', async () => {
    stubApi({ 'GET /api/auctions/live': { status: 200, body: Array.from({ length: 8 }, (_, i) => lot(`l${i}`)) } });
    renderSection();
    const cards = await screen.findAllByTestId('auction-card');
    expect(cards).toHaveLength(6);
    expect(within(cards[0]!).getByTestId('auction-card-price').textContent).toMatch(/1,200/);
    expect(within(cards[0]!).getByRole('link', { name: 'Place bid' })).toBeTruthy();
  });

  it('renders nothing when no auction is live', async () => {
    const fetchMock = stubApi({ 'GET /api/auctions/live': { status: 200, body: [] } });
    const { container } = renderSection();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });
});

describe('auction detail', () => {
  const api = (extra: FakeApi = {}): FakeApi => ({
    ...signedIn({ role: 'collector', roles: ['collector'] }, { setupComplete: true, roles: ['collector'] }),
    'GET /api/auctions/a1': { status: 200, body: { ...lot('a1'), you } },
    ...extra,
  });

  it('shows price, reserve status, terms, history and quick bids; a quick bid sends one keyed request', async () => {
    const fetchMock = stubApi(
      api({
        'POST /api/auctions/a1/bids': {
          status: 201,
          body: {
            revision: 9,
            replayed: false,
            auction: lot('a1', { currentBid: 1300, bidCount: 4 }),
            you: { ...you, standing: 'winning' },
            receipt: {
              auctionId: 'a1',
              revision: 9,
              amount: 1300,
              serverTime: '2026-01-01T02:00:00.000Z',
              signature: 'x',
            },
          },
        },
      }),
    );
    renderApp('/auctions/a1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Desert Light a1' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByTestId('reserve-status').textContent).toBe('Reserve not met yet');
    expect(screen.getAllByTestId('bid-row')).toHaveLength(2);
    expect(within(screen.getByTestId('auction-terms')).getByText(/A bid in the last 2 minutes/)).toBeTruthy();
    expect(await screen.findByText('You have been outbid')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Bid 1,300/ }));
    expect(await screen.findByTestId('bid-placed')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST')!;
    expect(JSON.parse(String((post[1] as RequestInit).body))).toEqual({ amount: 1300 });
    expect(((post[1] as RequestInit).headers as Record<string, string>)['Idempotency-Key']).toMatch(/.+/);
  });

  it('shows a refusal in the interface language', async () => {
    stubApi(
      api({
        'POST /api/auctions/a1/bids': {
          status: 422,
          body: {
            code: 'below_minimum',
            message: 'Your bid is below the minimum next bid.',
            messageAr: 'مزايدتك أقل من الحد الأدنى للمزايدة التالية.',
          },
        },
      }),
    );
    renderApp('/auctions/a1', 'ar');
    await screen.findByRole('heading', { level: 1, name: 'ضوء الصحراء a1' }, { timeout: 15_000 });
    fireEvent.click((await screen.findAllByRole('button', { name: /زايد بـ/ }))[0]!);
    expect((await screen.findByTestId('bid-error')).textContent).toBe('مزايدتك أقل من الحد الأدنى للمزايدة التالية.');
  });

  it('applies live bids, extensions and the close from the feed without re-reading the lot, asking for the own standing only when it can change', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const fake = api({
      'GET /api/auctions/a1/my-standing': {
        status: 200,
        body: {
          auctionId: 'a1',
          paddle: 1,
          standing: 'winning',
          highestBid: 1600,
          maximum: 2000,
          minimumNextBid: 2100,
          next: { action: 'raise_maximum', minimum: 2100, quickAmounts: [2100, 2200, 2300], yourMaximum: 2000 },
          won: null,
        },
      },
    });
    const fetchMock = stubApi(fake);
    const calls = (path: string) =>
      fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path).length;
    renderApp('/auctions/a1');
    await screen.findByRole('heading', { level: 1, name: 'Desert Light a1' }, { timeout: 15_000 });
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/auctions/a1/live'));
    expect(calls('/api/auctions/a1')).toBe(1);
    const later = new Date(Date.parse(soon) + 120_000).toISOString();
    const bid = { amount: 1500, paddle: 3, at: '2026-01-01T02:00:00.000Z', bidCount: 4, minimumNextBid: 1600 };
    act(() => {
      FakeEventSource.last!.emit('bid', 10, bid);
      FakeEventSource.last!.emit('bid', 10, bid); // a repeat after a reconnect counts once
      FakeEventSource.last!.emit('extended', 11, { endsAt: later, previousEndsAt: soon });
    });
    await waitFor(() => expect(screen.getByTestId('auction-price').textContent).toMatch(/1,500/));
    expect(screen.getAllByTestId('bid-row')).toHaveLength(3);
    expect(screen.getByTestId('auction-extended')).toBeTruthy();
    // Outbid already, so another bidder's bid changes only the next amounts, computed here from the increments.
    expect(screen.getByRole('button', { name: /Bid 1,600/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Bid 1,800/ })).toBeTruthy();
    expect(calls('/api/auctions/a1/my-standing')).toBe(0);

    // A bid under the reader's own paddle (their maximum answering) can change their standing: one small read.
    act(() =>
      FakeEventSource.last!.emit('bid', 12, { ...bid, amount: 1600, paddle: 1, bidCount: 5, minimumNextBid: 1700 }),
    );
    expect(await screen.findByText('You are winning')).toBeTruthy();
    expect(calls('/api/auctions/a1/my-standing')).toBe(1);
    expect(screen.getByText(/Your maximum: 2,000/)).toBeTruthy();

    fake['GET /api/auctions/a1/my-standing']!.body = {
      ...(fake['GET /api/auctions/a1/my-standing']!.body as object),
      next: { action: 'closed', minimum: null, quickAmounts: [], yourMaximum: null },
      won: { hammer: 1600, buyersPremium: 400, total: 2000 },
    };
    act(() =>
      FakeEventSource.last!.emit('status', 13, {
        status: 'ended',
        detail: 'sold',
        currentBid: 1600,
        minimumNextBid: null,
        bidCount: 5,
        reserveMet: true,
        endsAt: later,
        hammer: 1600,
      }),
    );
    expect((await screen.findByTestId('auction-outcome')).textContent).toMatch(/Sold for 1,600/);
    expect((await screen.findByTestId('auction-total')).textContent).toMatch(/2,000/);
    expect(calls('/api/auctions/a1/my-standing')).toBe(2);
    expect(calls('/api/auctions/a1')).toBe(1); // the whole lot was read once, at the start
  });

  it("shows the winner what they owe: hammer, buyer's premium and total, in both languages", async () => {
    const won = { ...you, standing: 'winning', won: { hammer: 1500, buyersPremium: 375, total: 1875 } };
    stubApi(
      api({
        'GET /api/auctions/a1': {
          status: 200,
          body: { ...lot('a1', { status: 'ended', detail: 'sold', hammer: 1500 }), you: won },
        },
      }),
    );
    renderApp('/auctions/a1');
    const totals = await screen.findByTestId('auction-totals', {}, { timeout: 15_000 });
    expect(screen.getByTestId('auction-outcome').textContent).toMatch(/You won this lot/);
    expect(within(totals).getByText("Buyer's premium")).toBeTruthy();
    expect(screen.getByTestId('auction-total').textContent).toMatch(/1,875/);
    cleanup();
    renderApp('/auctions/a1', 'ar');
    const arabic = await screen.findByTestId('auction-totals', {}, { timeout: 15_000 });
    expect(within(arabic).getByText('عمولة المشتري')).toBeTruthy();
    expect(within(arabic).getByText('الإجمالي المستحق (قبل ضريبة القيمة المضافة)')).toBeTruthy();
  });
});

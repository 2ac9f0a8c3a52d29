import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedIn, SLOW, stubApi } from '../../../test-utils/render-app';
import { createI18n } from '../../../i18n';
import { bindDocumentLanguage } from '../../../i18n/language';

afterEach(cleanup);

const paidOrder = {
  id: 'o1',
  status: 'paid',
  currency: 'SAR',
  amount: 9000,
  payment: { paidAt: '2026-11-20T10:00:00Z', total: 9288.25 },
  artwork: { id: 'w1', title: 'Desert Dawn', titleAr: 'فجر الصحراء' },
};
const unpaidOrder = {
  ...paidOrder,
  id: 'o2',
  status: 'awaiting_payment',
  payment: null,
  artwork: { id: 'w2', title: 'Unpaid Work', titleAr: 'عمل غير مدفوع' },
};
const win = {
  auctionId: 'a1',
  lotId: 'lot-1',
  artworkId: 'w3',
  title: 'Desert Light',
  titleAr: 'ضوء الصحراء',
  currency: 'SAR',
  hammer: 12500,
  buyersPremium: 3125,
  total: 15625,
  closedAt: '2026-11-21T18:00:00Z',
  invoiceId: 'inv-1',
  invoiceIds: ['inv-1'],
};

function api({ orders = [paidOrder, unpaidOrder], wins = [win] }: { orders?: unknown[]; wins?: unknown[] } = {}) {
  const roles = ['collector'];
  return {
    ...signedIn({ firstName: 'Reem', lastName: 'M', role: 'collector', roles }, { setupComplete: true, roles }),
    'GET /api/follows': { status: 200, body: { artists: ['a1', 'a2'], galleries: ['g1'] } },
    'GET /api/favorites': { status: 200, body: [] },
    'GET /api/my-workshops': {
      status: 200,
      body: [{ id: 'r1', paymentStatus: 'paid', workshop: { title: 'Thuluth', titleAr: 'الثلث', startDate: null } }],
    },
    'GET /api/my-events': { status: 200, body: [] },
    'GET /api/orders/mine': { status: 200, body: orders },
    'GET /api/auctions/won': { status: 200, body: { items: wins, total: wins.length } },
  };
}

describe('the collector page', () => {
  it('shows who I follow, my favourites and my registrations in English', async () => {
    stubApi(api());
    renderApp('/collector');
    const following = await screen.findByTestId('collector-following', {}, SLOW);
    expect(await within(following).findByText('2 artists')).toBeTruthy();
    expect(following.textContent).toContain('1 gallery');
    expect(await screen.findByText('Thuluth')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My collection' })).toBeTruthy();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

  it('lists my paid orders and my auction wins with their prices in SAR', async () => {
    stubApi(api());
    renderApp('/collector');
    const purchases = await screen.findByTestId('purchases', {}, SLOW);
    expect(screen.getByRole('heading', { level: 2, name: 'Purchases' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Auction wins' })).toBeTruthy();
    const bought = within(purchases).getAllByTestId('purchase-item');
    expect(bought).toHaveLength(1); // the unpaid order is not a purchase
    expect(bought[0]!.textContent).toContain('Desert Dawn');
    expect(bought[0]!.textContent).toContain('9,288\u00a0SAR');
    expect(bought[0]!.textContent).toContain('Paid on November 20, 2026');
    const won = within(await screen.findByTestId('auction-wins')).getAllByTestId('win-item');
    expect(won).toHaveLength(1);
    expect(won[0]!.textContent).toContain('Desert Light');
    expect(won[0]!.textContent).toContain('Hammer 12,500\u00a0SAR');
    expect(won[0]!.textContent).toContain('Won on November 21, 2026');
    expect(won[0]!.textContent).toContain('Invoice issued');
    expect(within(won[0]!).getByRole('link').getAttribute('href')).toBe('/auctions/a1');
  });

  it('a win awaiting payment opens its order to pay; a paid one says so, in English and Arabic', async () => {
    const wonOrder = { ...unpaidOrder, id: 'o3', source: 'auction', auction: { auctionId: 'a1' } };
    const other = { ...win, auctionId: 'a2', title: 'Second Light', invoiceId: null };
    const paidWin = { ...paidOrder, id: 'o4', source: 'auction', auction: { auctionId: 'a2' } };
    stubApi(api({ orders: [wonOrder, paidWin], wins: [win, other] }));
    renderApp('/collector');
    const list = await screen.findByTestId('auction-wins', {}, SLOW);
    const [due, paid] = await within(list).findAllByTestId('win-item');
    await within(due!).findByText('Pay now');
    expect(within(due!).getByRole('link').getAttribute('href')).toBe('/dashboard?tab=orders&order=o3');
    expect(paid!.textContent).toContain('Paid');
    expect(within(paid!).getByRole('link').getAttribute('href')).toBe('/dashboard?tab=orders&order=o4');
    cleanup();
    renderApp('/collector', 'ar');
    const arabic = await screen.findByTestId('auction-wins', {}, SLOW);
    const [dueAr] = await within(arabic).findAllByTestId('win-item');
    expect(await within(dueAr!).findByText('ادفع الآن')).toBeTruthy();
  });

  it('says so when nothing was bought or won, with where to start', async () => {
    stubApi(api({ orders: [unpaidOrder], wins: [] }));
    renderApp('/collector');
    const noPurchases = await screen.findByTestId('purchases-empty', {}, SLOW);
    expect(noPurchases.textContent).toContain('You have not bought a work yet.');
    expect(within(noPurchases).getByRole('link', { name: 'Browse artworks' })).toBeTruthy();
    const noWins = await screen.findByTestId('wins-empty');
    expect(noWins.textContent).toContain('You have not won a lot yet.');
    expect(within(noWins).getByRole('link', { name: 'See the auctions' }).getAttribute('href')).toBe('/auctions');
  });

  it('in Arabic, right to left, with Arabic titles and riyal amounts', async () => {
    stubApi(api());
    const unbind = bindDocumentLanguage(createI18n('ar'), document);
    renderApp('/collector', 'ar');
    const following = await screen.findByTestId('collector-following', {}, SLOW);
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await within(following).findByText('فنانان')).toBeTruthy();
    expect(await screen.findByText('الثلث')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'مجموعتي' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'المشتريات' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'المزادات التي فزت بها' })).toBeTruthy();
    const bought = within(await screen.findByTestId('purchases')).getByTestId('purchase-item');
    expect(bought.textContent).toContain('فجر الصحراء');
    expect(bought.textContent).toContain('٩٬٢٨٨\u00a0ر.س');
    const won = within(await screen.findByTestId('auction-wins')).getByTestId('win-item');
    expect(won.textContent).toContain('ضوء الصحراء');
    expect(won.textContent).toContain('سعر المطرقة ١٢٬٥٠٠\u00a0ر.س');
    expect(won.textContent).toContain('صدرت الفاتورة');
  });

  it('in Arabic, the empty states', async () => {
    stubApi(api({ orders: [], wins: [] }));
    renderApp('/collector', 'ar');
    expect((await screen.findByTestId('purchases-empty', {}, SLOW)).textContent).toContain('لم تشترِ أي عمل بعد.');
    expect((await screen.findByTestId('wins-empty')).textContent).toContain('لم تفز بأي قطعة بعد.');
  });
});

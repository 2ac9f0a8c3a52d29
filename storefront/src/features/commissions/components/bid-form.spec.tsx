/** The request page's actions for the artist: revising or withdrawing its bid, what a moderator hid, the completed work made an artwork. */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, stubApi, type FakeApi } from '../../../test-utils/render-app';
import { fieldRefusal } from '../../../test-utils/field-refusal';
import {
  artist,
  cleanUpAfterEach,
  collector,
  commissionBid,
  commissionRequest,
  emptyThreads,
  SLOW,
} from '../testing/commission-test-fixtures';

cleanUpAfterEach();

const ownBid = commissionBid();
const request = commissionRequest({ bidCount: 1, bids: [ownBid], viewer: { isCollector: false, hasBid: true } });
const api = (extra: FakeApi = {}): FakeApi => ({
  ...artist,
  'GET /api/commissions/c1': { status: 200, body: request },
  ...emptyThreads('b1'),
  ...extra,
});
const patches = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith('/api/commissions/c1/bids/b1') && init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

async function openRevision(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }, SLOW));
  return within(await screen.findByRole('region', { name: /Revise your bid|عدّل عرضك/ }));
}

describe('revising a bid', () => {
  it('starts from the bid’s terms, names each bad field, then sends the new terms in halalas', async () => {
    const revised = { ...ownBid, amount: 450_050, timelineDays: 30, proposal: 'Three sketches.' };
    const fetchMock = stubApi(
      api({ 'PATCH /api/commissions/c1/bids/b1': { status: 200, body: { ...request, bids: [revised] } } }),
    );
    renderApp('/commissions/c1');
    const form = await openRevision('Revise my bid');
    const field = (label: RegExp) => form.getByLabelText(label) as HTMLInputElement;
    expect(field(/^Your price/).value).toBe('4000');
    expect(field(/^Days needed/).value).toBe('21');
    expect(field(/^Proposal/).value).toBe('Two sketches, then oils.');

    fireEvent.change(field(/^Your price/), { target: { value: '-5' } });
    fireEvent.change(field(/^Days needed/), { target: { value: '400' } });
    fireEvent.change(field(/^Proposal/), { target: { value: '  ' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(form.getByTestId('bid-form-alert').textContent).toBe('Please fill in all required fields');
    expect(form.getByText(/^Enter your price in SAR/)).toBeTruthy();
    expect(form.getByText('Enter the days you need (1 to 365).')).toBeTruthy();
    expect(form.getByText('This field is required.')).toBeTruthy();
    expect(patches(fetchMock)).toEqual([]);

    fireEvent.change(field(/^Your price/), { target: { value: '4500.5' } });
    fireEvent.change(field(/^Days needed/), { target: { value: '30' } });
    fireEvent.change(field(/^Proposal/), { target: { value: 'Three sketches.' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Revise your bid' })).toBeNull());
    expect(patches(fetchMock)).toEqual([
      { amount: 450_050, timelineDays: 30, proposal: 'Three sketches.', sketchImageIds: [] },
    ]);
    expect(screen.getByText('Three sketches.')).toBeTruthy();
  }, 60_000);

  it('shows the server’s refusal under its field, in Arabic', async () => {
    stubApi(
      api({
        'PATCH /api/commissions/c1/bids/b1': fieldRefusal(
          'timelineDays',
          'range',
          'Enter the days you need (1 to 365).',
          'أدخل عدد الأيام (من 1 إلى 365).',
        ),
      }),
    );
    renderApp('/commissions/c1', 'ar');
    const form = await openRevision('تعديل عرضي');
    fireEvent.click(form.getByRole('button', { name: 'حفظ التعديلات' }));
    const days = form.getByLabelText(/^عدد الأيام/);
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
    expect(form.getByText('أدخل عدد الأيام (من 1 إلى 365).')).toBeTruthy();
    expect(form.getByTestId('bid-form-alert').textContent).toBe('يرجى ملء جميع الحقول المطلوبة');
  }, 60_000);

  it('withdraws the bid, and offers neither action on someone else’s bid', async () => {
    const fetchMock = stubApi(
      api({
        'PATCH /api/commissions/c1/bids/b1': {
          status: 200,
          body: {
            ...request,
            bids: [{ ...ownBid, status: 'withdrawn' }],
            viewer: { isCollector: false, hasBid: false },
          },
        },
      }),
    );
    renderApp('/commissions/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw my bid' }, SLOW));
    await waitFor(() => expect(screen.getByTestId('bid-status').textContent).toBe('Withdrawn'));
    expect(patches(fetchMock)).toEqual([{ status: 'withdrawn' }]);
    expect(screen.queryByRole('button', { name: 'Revise my bid' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw my bid' })).toBeNull();
  }, 60_000);
});

describe('what a moderator hid', () => {
  it('tells the bidder its bid is hidden, and why', async () => {
    stubApi(
      api({
        'GET /api/commissions/c1': {
          status: 200,
          body: { ...request, bids: [{ ...ownBid, hidden: true, hiddenReason: 'Off-topic links' }] },
        },
      }),
    );
    renderApp('/commissions/c1', 'ar');
    expect((await screen.findByTestId('bid-hidden', {}, SLOW)).textContent).toContain('Off-topic links');
    expect(screen.getByTestId('bid-hidden').textContent).toMatch(/[\u0600-\u06FF]/);
  }, 60_000);
});

describe('a completed commission', () => {
  const completed = {
    ...request,
    status: 'completed',
    acceptedBidId: 'b1',
    bids: [{ ...ownBid, status: 'accepted' }],
    milestones: [],
  };
  it('the commissioned artist turns it into a draft artwork, then opens its artworks', async () => {
    const fetchMock = stubApi(
      api({
        'GET /api/commissions/c1': { status: 200, body: completed },
        'POST /api/commissions/c1/artwork': {
          status: 200,
          body: { artworkId: 'art1', commission: { ...completed, artworkId: 'art1' } },
        },
      }),
    );
    renderApp('/commissions/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Turn into an artwork' }, SLOW));
    const open = await screen.findByRole('link', { name: 'Open my artworks' });
    expect(open.getAttribute('href')).toBe('/artworks/manage');
    expect(fetchMock.mock.calls.some(([url, i]) => String(url).endsWith('/c1/artwork') && i?.method === 'POST')).toBe(
      true,
    );
  }, 60_000);

  it('is offered in Arabic, and to nobody but the commissioned artist', async () => {
    stubApi(api({ 'GET /api/commissions/c1': { status: 200, body: completed } }));
    renderApp('/commissions/c1', 'ar');
    expect(await screen.findByRole('button', { name: 'حوّله إلى عمل فني' }, SLOW)).toBeTruthy();
    cleanup();
    stubApi({
      ...collector,
      'GET /api/commissions/c1': {
        status: 200,
        body: { ...completed, viewer: { isCollector: true, hasBid: false } },
      },
      ...emptyThreads('b1'),
    });
    renderApp('/commissions/c1');
    await screen.findAllByTestId('bid-card', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'Turn into an artwork' })).toBeNull();
  }, 60_000);
});

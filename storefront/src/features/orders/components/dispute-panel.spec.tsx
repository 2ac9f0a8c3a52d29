import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, renderApp, signedInAs, SLOW, stubApi } from '../../../test-utils/render-app';
import { order } from '../testing/order-fixtures';

cleanUpAfterEach();

const collector = signedInAs('collector');
const gallery = signedInAs('gallery');
const inTheFuture = new Date(Date.now() + 5 * 86_400_000).toISOString();
const delivered = (over: Record<string, unknown> = {}) =>
  order({
    status: 'paid',
    payment: { paidAt: '2026-11-26T10:00:00Z', commission: 900, payout: 8250, total: 9288.25 },
    deliveredAt: '2026-11-27T10:00:00Z',
    disputeWindowClosesAt: inTheFuture,
    disputeStatus: null,
    dispute: null,
    ...over,
  });
const dispute = {
  reason: 'damaged',
  description: 'The frame arrived cracked.',
  openedAt: '2026-11-28T10:00:00Z',
  answer: null,
  resolution: null,
};

describe('disputes', () => {
  it('the buyer reports a problem within the window: a reason and a description, sent to the API', async () => {
    const fetchMock = stubApi({
      ...collector,
      'GET /api/orders/mine': { status: 200, body: [delivered()] },
      'GET /api/orders/o1': { status: 200, body: delivered() },
      'POST /api/orders/o1/dispute': {
        status: 201,
        body: delivered({ disputeStatus: 'open', dispute }),
      },
    });
    renderApp('/dashboard?tab=orders&order=o1');
    const report = await screen.findByTestId('dispute-report', {}, SLOW);
    fireEvent.click(within(report).getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Describe the problem/), {
      target: { value: ' The frame arrived cracked. ' },
    });
    fireEvent.click(send);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/orders/o1/dispute'))).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/dispute'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ reason: 'damaged', description: 'The frame arrived cracked.' });
  });

  it('no report after the window closes, and a decided dispute shows its decision, in Arabic', async () => {
    const closed = delivered({ disputeWindowClosesAt: '2026-01-01T00:00:00Z' });
    stubApi({
      ...collector,
      'GET /api/orders/mine': { status: 200, body: [closed] },
      'GET /api/orders/o1': { status: 200, body: closed },
    });
    renderApp('/dashboard?tab=orders&order=o1');
    await screen.findByTestId('order-detail', {}, SLOW);
    expect(screen.queryByTestId('dispute-report')).toBeNull();
    cleanup();
    const decided = delivered({
      disputeStatus: 'resolved',
      dispute: {
        ...dispute,
        resolution: { decision: 'rejected', refund: 0, payout: 8250, reason: 'صور الشحن سليمة', at: inTheFuture },
      },
    });
    stubApi({
      ...collector,
      'GET /api/orders/mine': { status: 200, body: [decided] },
      'GET /api/orders/o1': { status: 200, body: decided },
    });
    renderApp('/dashboard?tab=orders&order=o1', 'ar');
    const panel = await screen.findByTestId('dispute-panel', {}, SLOW);
    expect(panel.textContent).toContain('لم يُقبل البلاغ');
    expect(panel.textContent).toContain('صور الشحن سليمة');
  });

  it('the seller’s desk lists the open dispute and sends their answer', async () => {
    const open = delivered({ role: 'seller', disputeStatus: 'open', dispute });
    const fetchMock = stubApi({
      ...gallery,
      'GET /api/seller/offers': { status: 200, body: [] },
      'GET /api/seller/orders': { status: 200, body: [open] },
      'GET /api/seller/payouts': { status: 200, body: [] },
      'POST /api/orders/o1/dispute/answer': { status: 200, body: open },
    });
    renderApp('/seller');
    const section = await screen.findByTestId('seller-disputes', {}, SLOW);
    const panel = await within(section).findByTestId('dispute-panel');
    expect(panel.textContent).toContain('The frame arrived cracked.');
    fireEvent.change(within(panel).getByLabelText('Your answer'), { target: { value: 'It left us whole.' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/dispute/answer'))).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/dispute/answer'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ answer: 'It left us whole.' });
  });
});

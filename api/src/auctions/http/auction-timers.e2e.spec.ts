/**
 * Scheduled transitions through the real BullMQ timers: a lot opens and closes by itself, a soft-close
 * extension re-arms the close instead of closing early, lost timers come back from the read model at start,
 * and a sale's lots close in order, an extended lot pushing the ones after it (visibly).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { JobQueues } from '../../platform/jobs/job-queues.js';
import { AUCTION_TIMERS_QUEUE, AuctionTimers, timerJobId } from '../application/auction-timers.js';
import { auctionForm, inMs } from '../testing/auction-forms.js';

let stack: TestStack;
let queue: Queue;
const browsers: Record<string, TestBrowser> = {};
const streamOf = async (id: string) => stack.runtime.storage.events.readStream(`auction-${id}`);

async function schedule(overrides: Record<string, unknown>): Promise<string> {
  const res = await stack.call(
    browsers.admin!,
    'POST',
    '/api/admin/auctions',
    auctionForm({ reserve: null, softCloseMinutes: 0, ...overrides }),
  );
  if (res.status !== 201) throw new Error(`scheduling failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** Polls the public read until it satisfies `ok`; the deadline only bounds a broken run. */
async function until(id: string, ok: (a: any) => boolean, deadlineMs = 20_000): Promise<any> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const res = await stack.call(null, 'GET', `/api/auctions/${id}`);
    if (ok(res.body)) return res.body;
    if (Date.now() > deadline)
      throw new Error(`auction ${id} never reached the expected state: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const eventAt = async (id: string, type: string) =>
  (await streamOf(id)).find((e) => e.type === type)?.data.at as string | undefined;

beforeAll(async () => {
  stack = await startTestStack();
  for (const name of ['admin', 'collector', 'gallery']) browsers[name] = await stack.signIn(`${name}@example.sa`);
  const jobs = stack.http.app.get(JobQueues);
  queue = new Queue(AUCTION_TIMERS_QUEUE, { connection: jobs.connection, prefix: jobs.options.prefix });
}, 60_000);
afterAll(async () => {
  await queue?.close();
  await stack?.close();
});

describe('auction timers', () => {
  it('opens a lot at its start and closes it at its end, with nobody pressing a button', async () => {
    // Seconds apart, so that a bid fits between the opening and the close on a busy machine.
    const startsAt = inMs(1200);
    const endsAt = inMs(7000);
    const id = await schedule({ startsAt, endsAt });
    await until(id, (a) => a.status === 'live');
    expect((await stack.call(browsers.collector!, 'POST', `/api/auctions/${id}/bids`, { amount: 1000 })).status).toBe(
      201,
    );
    const ended = await until(id, (a) => a.status === 'ended');
    expect(ended).toMatchObject({ detail: 'sold', hammer: 1000 });
    expect(Date.parse((await eventAt(id, 'AuctionOpened'))!)).toBeGreaterThanOrEqual(Date.parse(startsAt));
    expect(Date.parse((await eventAt(id, 'AuctionClosed'))!)).toBeGreaterThanOrEqual(Date.parse(endsAt));
    const closed = (await streamOf(id)).find((e) => e.type === 'AuctionClosed')!;
    expect(closed.metadata).toMatchObject({ actorId: 'system:auction-timers' });
  });

  it('re-arms the close for the new end after a soft-close extension instead of closing early', async () => {
    // Late enough that scheduling, opening and the bid fit before it on a busy machine (at 2.5 s the lot had once
    // closed before the bid came, beside another test file).
    const endsAt = inMs(8000);
    const id = await schedule({ startsAt: inMs(-1000), endsAt, softCloseMinutes: 1 });
    await until(id, (a) => a.status === 'live');
    const late = await stack.call(browsers.collector!, 'POST', `/api/auctions/${id}/bids`, { amount: 1000 });
    expect(late.status).toBe(201);
    const newEnd = late.body.auction.endsAt as string;
    expect(Date.parse(newEnd)).toBeGreaterThan(Date.parse(endsAt));
    // The timer armed for the old end has run and re-armed; the lot is still live past its first end.
    const deadline = Date.now() + 30_000;
    while (!(await queue.getJob(timerJobId('close', id, endsAt)))?.finishedOn && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(Date.now()).toBeGreaterThan(Date.parse(endsAt));
    expect((await stack.call(null, 'GET', `/api/auctions/${id}`)).body.status).toBe('live');
    const next = await queue.getJob(timerJobId('close', id, newEnd));
    expect(await next?.getState()).toBe('delayed');
  });

  it('arms lost timers again from the read model at start', async () => {
    const startsAt = inMs(5000);
    const id = await schedule({ startsAt, endsAt: inMs(60_000) });
    const armed = async () => queue.getJob(timerJobId('open', id, startsAt));
    const deadline = Date.now() + 10_000;
    while (!(await armed()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // Redis lost every timer (a flush, a failover): what start-up re-arming restores, the lot still opens.
    await queue.obliterate({ force: true });
    expect(await armed()).toBeUndefined();
    expect(await stack.http.app.get(AuctionTimers).rearm()).toBeGreaterThanOrEqual(1);
    expect(await armed()).toBeDefined();
    await until(id, (a) => a.status === 'live');
  });

  it("closes a sale's lots one after another, in order", async () => {
    const saleId = `sale-${Math.random().toString(36).slice(2)}`;
    const base = Date.now() + 2500;
    const ids = [];
    for (const i of [2, 0, 1])
      ids[i] = await schedule({ saleId, startsAt: inMs(-1000), endsAt: new Date(base + i * 400).toISOString() });
    const closedAt = [];
    for (const id of ids) {
      await until(id, (a) => a.status === 'ended');
      closedAt.push(Date.parse((await eventAt(id, 'AuctionClosed'))!));
    }
    expect(closedAt).toEqual([...closedAt].sort((a, b) => a - b));
    // Each at or after its own end (the interval runs from the lot before's end, not from its close job).
    closedAt.forEach((at, i) => expect(at).toBeGreaterThanOrEqual(base + i * 400));
  });

  it('pushes the later lots of a sale, visibly, when an earlier lot is extended', async () => {
    const saleId = `sale-${Math.random().toString(36).slice(2)}`;
    const base = Date.now() + 10_000;
    const ids = [];
    for (const i of [0, 1, 2])
      ids.push(
        await schedule({
          saleId,
          startsAt: inMs(-1000),
          endsAt: new Date(base + i * 1000).toISOString(),
          softCloseMinutes: 1,
        }),
      );
    await until(ids[0]!, (a) => a.status === 'live');
    const late = await stack.call(browsers.gallery!, 'POST', `/api/auctions/${ids[0]}/bids`, { amount: 1000 });
    expect([late.status, late.body.code]).toEqual([201, undefined]);
    const firstEnd = Date.parse(late.body.auction.endsAt);
    expect(firstEnd).toBeGreaterThan(base + 50_000);
    const second = await until(ids[1]!, (a) => Date.parse(a.endsAt) >= firstEnd + 1000);
    const third = await until(ids[2]!, (a) => Date.parse(a.endsAt) >= Date.parse(second.endsAt) + 1000);
    expect([second.status, third.status]).toEqual(['live', 'live']);
    const moved = (await streamOf(ids[1]!)).find((e) => e.type === 'AuctionExtended')!;
    expect(moved.data).toMatchObject({ cause: 'sale_order', previousLotId: ids[0] });
    // Past their first ends, the later lots are still open: nothing closed early or out of order.
    while (Date.now() < base + 2500) await new Promise((r) => setTimeout(r, 100));
    for (const id of ids) expect((await stack.call(null, 'GET', `/api/auctions/${id}`)).body.status).toBe('live');
  });
});

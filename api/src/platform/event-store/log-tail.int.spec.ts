/**
 * The log tail: one subscription per process however many follow it, each listener hearing the streams it
 * asked for, in log order; after a failed read it follows again from the last event it delivered, so no
 * listener misses one. A store's own NOTIFY does not make a subscription that has read past the append read
 * the log again.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PgliteSqlClient } from '../sql/pglite-sql-client.js';
import { openTestPglite } from '../../testing/test-pglite.js';
import { eventually } from '../../testing/eventually.js';
import { newEvent, uniqueCategory } from './contract/contract-helpers.js';
import type { ReadAllOptions, RecordedEvent } from './event-store.port.js';
import { LogTail } from './log-tail.js';
import { PostgresEventStore } from './postgres-event-store.js';

let client: PgliteSqlClient;
let store: PostgresEventStore;
let subscriptions = 0;
let reads = 0;
let failNextRead = false;
const logged: string[] = [];

beforeAll(async () => {
  client = await openTestPglite();
  store = new PostgresEventStore(client, { pollIntervalMs: 60_000 });
  await store.init();
  const subscribe = store.subscribeToAll.bind(store);
  store.subscribeToAll = (options) => {
    subscriptions++;
    return subscribe(options);
  };
  const readAll = store.readAll.bind(store);
  store.readAll = async (options?: ReadAllOptions) => {
    reads++;
    if (failNextRead) {
      failNextRead = false;
      throw new Error('connection lost');
    }
    return readAll(options);
  };
});

afterAll(async () => {
  await store?.close();
  await client?.close();
});

describe('the log tail', () => {
  it('serves every listener from one subscription, each with the streams it asked for, in order', async () => {
    const tail = new LogTail(store, (_level, message) => logged.push(message));
    const [lots, other] = [uniqueCategory('lot'), uniqueCategory('note')];
    const all: RecordedEvent[] = [];
    const onlyLots: RecordedEvent[] = [];
    await tail.listen({ onEvent: (e) => all.push(e) });
    await tail.listen({ streamPrefixes: [`${lots}-`], onEvent: (e) => onlyLots.push(e) });
    expect(subscriptions).toBe(1);

    await store.append(`${lots}-1`, [newEvent('Bid'), newEvent('Bid')], { expectedRevision: 'no_stream' });
    await store.append(`${other}-1`, [newEvent('Noted')], { expectedRevision: 'no_stream' });
    await store.append(`${lots}-1`, [newEvent('Bid')], { expectedRevision: 1 });
    await eventually(async () => (expect(all).toHaveLength(4), true), 5_000);
    expect(onlyLots.map((e) => [e.streamName, e.revision])).toEqual([
      [`${lots}-1`, 0],
      [`${lots}-1`, 1],
      [`${lots}-1`, 2],
    ]);
    expect(all.map((e) => e.streamName)).toEqual([`${lots}-1`, `${lots}-1`, `${other}-1`, `${lots}-1`]);
    expect(subscriptions).toBe(1);
    await tail.close();
  });

  it('follows again from where it was after a failed read, without losing an event', async () => {
    const tail = new LogTail(store, (_level, message) => logged.push(message));
    const category = uniqueCategory('lot');
    const heard: number[] = [];
    let ended = false;
    await tail.listen({
      streamPrefixes: [`${category}-`],
      onEvent: (e) => heard.push(e.revision),
      onEnd: () => {
        ended = true;
      },
    });
    await store.append(`${category}-1`, [newEvent('Bid')], { expectedRevision: 'no_stream' });
    await eventually(async () => (expect(heard).toEqual([0]), true), 5_000);

    failNextRead = true;
    await store.append(`${category}-1`, [newEvent('Bid')], { expectedRevision: 0 });
    await store.append(`${category}-1`, [newEvent('Bid')], { expectedRevision: 1 });
    await eventually(async () => (expect(heard).toEqual([0, 1, 2]), true), 5_000);
    expect(logged).toContain('the log tail failed; following again from where it was');
    expect(ended).toBe(false);
    await tail.close();
    expect(ended).toBe(true);
  });

  it('lets the next listener start it again when the head of the log could not be read', async () => {
    const tail = new LogTail(store, () => undefined);
    const headPosition = store.headPosition.bind(store);
    store.headPosition = async () => {
      store.headPosition = headPosition;
      throw new Error('connection lost');
    };
    await expect(tail.listen({ onEvent: () => undefined })).rejects.toThrow('connection lost');
    const category = uniqueCategory('lot');
    const heard: number[] = [];
    await tail.listen({ streamPrefixes: [`${category}-`], onEvent: (e) => heard.push(e.revision) });
    await store.append(`${category}-1`, [newEvent('Bid')], { expectedRevision: 'no_stream' });
    await eventually(async () => (expect(heard).toEqual([0]), true), 5_000);
    await tail.close();
  });

  it("does not read the log again for its own store's notification once it has read past the append", async () => {
    const tail = new LogTail(store, () => undefined);
    const category = uniqueCategory('lot');
    const heard: number[] = [];
    await tail.listen({
      onEvent: (e) => {
        if (e.streamName.startsWith(category)) heard.push(e.revision);
      },
    });
    await new Promise((r) => setTimeout(r, 200)); // asleep after its first read
    const before = reads;
    await store.append(`${category}-1`, [newEvent('Bid')], { expectedRevision: 'no_stream' });
    await eventually(async () => (expect(heard).toEqual([0]), true), 5_000);
    await new Promise((r) => setTimeout(r, 300)); // the NOTIFY has come back by now
    // One read for the append; the echo of its own notification costs none.
    expect(reads - before).toBe(1);
    await tail.close();
  });
});

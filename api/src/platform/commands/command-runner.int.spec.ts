/**
 * The command runner on a real event store (PGlite): commands for one stream arriving together are decided one
 * after the other and appended together (group commit), with the answers running them one by one would give;
 * a second runner (another process) writing the same stream meets the revision check and nothing is lost; the
 * hash chain holds across a turn's events. A hot stream's lane keeps its folded state between turns and still
 * meets another process's writes; a stream expected new is not read first.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { openTestPglite } from '../../testing/test-pglite.js';
import type { PgliteSqlClient } from '../sql/pglite-sql-client.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { PostgresReadStore } from '../read-store/postgres-read-store.js';
import { illegalState } from '../errors/domain-errors.js';
import { ChainSigner } from './chain-signer.js';
import { CommandRunner, type RunOptions } from './command-runner.js';
import type { Decider } from './decider.js';
import { EventCatalog } from './event-catalog.js';
import { EventCodec } from './event-codec.js';
import { verifyChain } from './hash-chain.js';
import { PersonalDataVault } from './personal-data-vault.js';

type SeatEvent = { type: 'SeatTaken' | 'SeatLeft'; data: { person: string } };
type SeatCommand = { type: 'TakeSeat' | 'Leave'; person: string } | { type: 'Look' };
interface Room {
  seats: string[];
}
const CAPACITY = 5;

const roomDecider: Decider<Room, SeatCommand, SeatEvent> = {
  category: 'room',
  initialState: () => ({ seats: [] }),
  evolve: (state, event) =>
    event.type === 'SeatLeft'
      ? { seats: state.seats.filter((p) => p !== event.data.person) }
      : { seats: [...state.seats, event.data.person] },
  decide(command, state) {
    if (command.type === 'Look') return [];
    if (command.type === 'Leave') return [{ type: 'SeatLeft', data: { person: command.person } }];
    if (state.seats.includes(command.person)) throw illegalState('already_seated', 'Already seated.', 'جالس بالفعل.');
    if (state.seats.length >= CAPACITY) throw illegalState('room_full', 'The room is full.', 'الغرفة ممتلئة.');
    return [{ type: 'SeatTaken', data: { person: command.person } }];
  },
};

let sql: PgliteSqlClient;
let store: PostgresEventStore;
let signer: ChainSigner;
let runner: CommandRunner;
let otherProcess: CommandRunner;
let appends = 0;
let streamReads = 0;

const context = () => ({ actorId: null, correlationId: randomUUID(), causationId: randomUUID(), now: new Date() });
// Ten attempts: at most five appends can ever beat a turn (the room's five seats), so no answer is a conflict.
const take = (r: CommandRunner, room: string, person: string, options: RunOptions = {}) =>
  r.run(roomDecider, room, { type: 'TakeSeat', person }, context(), { maxAttempts: 10, ...options }).then(
    (result) => ({ ok: true as const, result }),
    (error: { code?: string }) => ({ ok: false as const, code: error.code }),
  );

beforeAll(async () => {
  sql = await openTestPglite();
  store = new PostgresEventStore(sql);
  await store.init();
  const reads = new PostgresReadStore(sql);
  await reads.init();
  const vault = new PersonalDataVault(reads, 'a-master-key-for-this-test-only-0123456789');
  await vault.init();
  const catalog = new EventCatalog();
  catalog.register([
    { type: 'SeatTaken', schemaVersion: 1 },
    { type: 'SeatLeft', schemaVersion: 1 },
  ]);
  catalog.chainCategories('room');
  signer = new ChainSigner('a-chain-key-for-this-test-only-0123456789');
  const codec = new EventCodec(catalog, vault, randomUUID);
  const append = store.append.bind(store);
  store.append = (...args: Parameters<typeof append>) => {
    appends++;
    return append(...args);
  };
  const readStream = store.readStream.bind(store);
  store.readStream = (...args: Parameters<typeof readStream>) => {
    streamReads++;
    return readStream(...args);
  };
  runner = new CommandRunner(store, codec, catalog, signer);
  otherProcess = new CommandRunner(store, codec, catalog, signer);
});
afterAll(async () => {
  await signer?.close();
  await store?.close();
  await sql?.close();
});

describe('command runner', () => {
  it('decides fifty commands sent at once one after the other: exactly five seats, in fewer appends', async () => {
    const room = randomUUID();
    appends = 0;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => take(runner, room, `p${i}`)));
    const taken = answers.flatMap((a) => (a.ok ? [a.result] : []));
    expect(taken).toHaveLength(CAPACITY);
    expect(answers.filter((a) => !a.ok).map((a) => a.code)).toEqual(Array(45).fill('room_full'));
    // The first command runs alone; the other forty-nine wait and go in one turn.
    expect(appends).toBe(2);
    // Each answer is what running alone after the ones before it would give: its own event at its own revision,
    // the state after it, the stream's revision after its events.
    const stored = await store.readStream(`room-${room}`);
    expect(stored.map((e) => e.data.person)).toEqual(taken.map((t) => t.events[0]!.data.person));
    taken.forEach((t, i) => {
      expect(t.events.map((e) => e.revision)).toEqual([i]);
      expect(t.revision).toBe(i);
      expect(t.state.seats).toHaveLength(i + 1);
    });
    expect(verifyChain(signer, `room-${room}`, stored).valid).toBe(true);
  });

  it('answers a command that decides nothing with the state the commands before it left', async () => {
    const room = randomUUID();
    const [first, look] = await Promise.all([
      take(runner, room, 'p1'),
      runner.run(roomDecider, room, { type: 'Look' }, context()),
    ]);
    expect(first.ok).toBe(true);
    expect(look.events).toEqual([]);
    expect(look.state.seats).toEqual(['p1']);
    expect(look.revision).toBe(0);
  });

  it('refuses one command of a turn without failing the others', async () => {
    const room = randomUUID();
    const answers = await Promise.all(['a', 'b', 'a', 'c'].map((person) => take(runner, room, person)));
    expect(answers.map((a) => (a.ok ? 'ok' : a.code))).toEqual(['ok', 'ok', 'already_seated', 'ok']);
    expect((await store.readStream(`room-${room}`)).map((e) => e.data.person)).toEqual(['a', 'b', 'c']);
  });

  it('loses nothing when another process writes the same stream at the same moment', async () => {
    const room = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => take(i % 2 ? otherProcess : runner, room, `p${i}`)),
    );
    const stored = await store.readStream(`room-${room}`);
    expect(answers.filter((a) => a.ok)).toHaveLength(CAPACITY);
    expect(stored).toHaveLength(CAPACITY);
    expect(new Set(stored.map((e) => e.data.person)).size).toBe(CAPACITY);
    expect(verifyChain(signer, `room-${room}`, stored).valid).toBe(true);
    expect(answers.filter((a) => !a.ok).map((a) => a.code)).toEqual(Array(35).fill('room_full'));
  });

  /** The stream holds these seats in this order, and its chain verifies. */
  async function expectSeatedInOrder(room: string, people: string[]) {
    const stored = await store.readStream(`room-${room}`);
    expect(stored.map((e) => e.data.person)).toEqual(people);
    expect(verifyChain(signer, `room-${room}`, stored).valid).toBe(true);
  }

  const hot = { keepState: true };

  it('decides a hot stream on the state it kept, without reading the stream again', async () => {
    const room = randomUUID();
    await take(runner, room, 'p0', hot);
    streamReads = 0;
    const answers = [await take(runner, room, 'p1', hot), await take(runner, room, 'p2', hot)];
    expect(answers.map((a) => a.ok && a.result.revision)).toEqual([1, 2]);
    expect(streamReads).toBe(0);
    await expectSeatedInOrder(room, ['p0', 'p1', 'p2']);
  });

  it('reads a hot stream again when another process wrote it since: nothing lost, the chain unbroken', async () => {
    const room = randomUUID();
    await take(runner, room, 'p0', hot);
    await take(otherProcess, room, 'p1');
    const third = await take(runner, room, 'p2', hot);
    expect(third.ok && third.result.state.seats).toEqual(['p0', 'p1', 'p2']);
    await expectSeatedInOrder(room, ['p0', 'p1', 'p2']);
  });

  it('does not refuse on a kept state alone: a seat freed by another process is taken', async () => {
    const room = randomUUID();
    for (let i = 0; i < CAPACITY; i++) await take(runner, room, `p${i}`, hot);
    expect(await take(runner, room, 'late', hot)).toMatchObject({ ok: false, code: 'room_full' });
    await otherProcess.run(roomDecider, room, { type: 'Leave', person: 'p0' }, context());
    const after = await take(runner, room, 'late', hot);
    expect(after.ok).toBe(true);
    const stored = await store.readStream(`room-${room}`);
    expect(stored.map((e) => `${e.type} ${String(e.data.person)}`).slice(-2)).toEqual([
      'SeatLeft p0',
      'SeatTaken late',
    ]);
  });

  it('writes a stream expected new without reading it first, and reads it when it exists after all', async () => {
    const room = randomUUID();
    streamReads = 0;
    expect((await take(runner, room, 'p0', { newStream: true })).ok).toBe(true);
    expect(streamReads).toBe(0);
    // The same command again (a retry): the append meets the stream, which is read, and the decider refuses.
    expect(await take(runner, room, 'p0', { newStream: true })).toMatchObject({ ok: false, code: 'already_seated' });
    expect(streamReads).toBe(1);
    expect(await store.readStream(`room-${room}`)).toHaveLength(1);
  });
});

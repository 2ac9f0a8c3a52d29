import { describe, expect, it } from '@jest/globals';
import { InvalidAppendError } from '../append-guards.js';
import { IdempotencyConflictError, WrongExpectedRevisionError, comparePositions } from '../event-store.port.js';
import { newEvent, uniqueCategory, type ContractContext } from './contract-helpers.js';

const stream = (): string => `${uniqueCategory('order')}-1`;

async function conflict(promise: Promise<unknown>): Promise<WrongExpectedRevisionError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  return error as WrongExpectedRevisionError;
}

export function appendContract(ctx: ContractContext): void {
  describe('append', () => {
    it('no_stream creates the stream at revisions 0..n-1 and then conflicts', async () => {
      const name = stream();
      const result = await ctx.store.append(name, [newEvent('Placed'), newEvent('Paid')], {
        expectedRevision: 'no_stream',
      });
      expect(result.nextExpectedRevision).toBe(1);
      const events = await ctx.store.readStream(name);
      expect(events.map((e) => e.revision)).toEqual([0, 1]);
      expect(comparePositions(events[1]!.position, result.position)).toBe(0);
      const error = await conflict(ctx.store.append(name, [newEvent('Placed')], { expectedRevision: 'no_stream' }));
      expect(error).toMatchObject({ streamName: name, expected: 'no_stream', actual: 1 });
    });

    it('an exact revision appends when it matches and conflicts when stale or when there is no stream', async () => {
      const name = stream();
      await ctx.store.append(name, [newEvent('Placed')], { expectedRevision: 'no_stream' });
      const second = await ctx.store.append(name, [newEvent('Paid'), newEvent('Shipped')], { expectedRevision: 0 });
      expect(second.nextExpectedRevision).toBe(2);
      const stale = await conflict(ctx.store.append(name, [newEvent('Cancelled')], { expectedRevision: 0 }));
      expect(stale).toMatchObject({ expected: 0, actual: 2 });
      const missing = await conflict(ctx.store.append(stream(), [newEvent('Paid')], { expectedRevision: 0 }));
      expect(missing.actual).toBe('no_stream');
      expect((await ctx.store.readStream(name)).map((e) => e.type)).toEqual(['Placed', 'Paid', 'Shipped']);
    });

    it('stream_exists needs the stream; any appends whatever the revision', async () => {
      const name = stream();
      const missing = await conflict(ctx.store.append(name, [newEvent('Paid')], { expectedRevision: 'stream_exists' }));
      expect(missing.actual).toBe('no_stream');
      expect(
        (await ctx.store.append(name, [newEvent('Placed')], { expectedRevision: 'any' })).nextExpectedRevision,
      ).toBe(0);
      expect(
        (await ctx.store.append(name, [newEvent('Paid')], { expectedRevision: 'stream_exists' })).nextExpectedRevision,
      ).toBe(1);
      expect(
        (await ctx.store.append(name, [newEvent('Shipped')], { expectedRevision: 'any' })).nextExpectedRevision,
      ).toBe(2);
    });

    it('concurrent appenders expecting the same revision: one wins, the others conflict, the stream never forks', async () => {
      const name = stream();
      await ctx.store.append(name, [newEvent('Placed')], { expectedRevision: 'no_stream' });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) => ctx.store.append(name, [newEvent('Bid', { i })], { expectedRevision: 0 })),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const o of outcomes)
        if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(WrongExpectedRevisionError);
      expect((await ctx.store.readStream(name)).map((e) => e.revision)).toEqual([0, 1]);
    });

    it('is idempotent by event id: the same events again store nothing and answer the original result', async () => {
      const name = stream();
      const batch = [newEvent('Placed', { n: 1 }), newEvent('Paid', { n: 2 })];
      const first = await ctx.store.append(name, batch, { expectedRevision: 'no_stream' });
      await ctx.store.append(name, [newEvent('Shipped')], { expectedRevision: 1 });
      for (const expectedRevision of ['no_stream', 'any', 0] as const) {
        const again = await ctx.store.append(name, batch, { expectedRevision });
        expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
        expect(comparePositions(again.position, first.position)).toBe(0);
      }
      const subset = await ctx.store.append(name, [batch[0]!], { expectedRevision: 'any' });
      expect(subset.nextExpectedRevision).toBe(0);
      expect((await ctx.store.readStream(name)).map((e) => e.type)).toEqual(['Placed', 'Paid', 'Shipped']);
    });

    it('refuses an append mixing stored and new event ids, storing nothing', async () => {
      const name = stream();
      const stored = newEvent('Placed');
      await ctx.store.append(name, [stored], { expectedRevision: 'no_stream' });
      const error = await ctx.store
        .append(name, [stored, newEvent('Paid')], { expectedRevision: 'any' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(IdempotencyConflictError);
      expect((error as IdempotencyConflictError).storedEventIds).toEqual([stored.eventId]);
      expect(await ctx.store.readStream(name)).toHaveLength(1);
    });

    it('checks event ids per stream: an id stored in another stream does not make an append a duplicate', async () => {
      const shared = newEvent('Placed');
      await ctx.store.append(stream(), [shared], { expectedRevision: 'no_stream' });
      const other = stream();
      await ctx.store.append(other, [shared], { expectedRevision: 'no_stream' });
      expect((await ctx.store.readStream(other)).map((e) => e.eventId)).toEqual([shared.eventId]);
    });

    it('rejects appends that are malformed: no events, a repeated id, an id that is not a UUID', async () => {
      const name = stream();
      const event = newEvent('Placed');
      await expect(ctx.store.append(name, [], { expectedRevision: 'any' })).rejects.toBeInstanceOf(InvalidAppendError);
      await expect(ctx.store.append(name, [event, event], { expectedRevision: 'any' })).rejects.toBeInstanceOf(
        InvalidAppendError,
      );
      await expect(
        ctx.store.append(name, [{ ...event, eventId: 'nope' }], { expectedRevision: 'any' }),
      ).rejects.toBeInstanceOf(InvalidAppendError);
      expect(await ctx.store.readStream(name)).toEqual([]);
    });

    it('init can run again on a store in use', async () => {
      const name = stream();
      await ctx.store.append(name, [newEvent('Placed')], { expectedRevision: 'no_stream' });
      await ctx.store.init();
      expect(await ctx.store.readStream(name)).toHaveLength(1);
    });
  });
}

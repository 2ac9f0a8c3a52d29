import { describe, expect, it } from '@jest/globals';
import { comparePositions } from '../event-store.port.js';
import { drain, newEvent, uniqueCategory, type ContractContext } from './contract-helpers.js';

export function subscribeContract(ctx: ContractContext): void {
  describe('subscribeToAll', () => {
    it('catches up, then delivers live events, filtered by type, until closed', async () => {
      const before = await ctx.store.headPosition();
      const category = uniqueCategory('order');
      const [placed, paid, noise] = [uniqueCategory('Placed'), uniqueCategory('Paid'), uniqueCategory('Noted')];
      await ctx.store.append(`${category}-1`, [newEvent(placed, { n: 1 }), newEvent(noise), newEvent(paid, { n: 2 })], {
        expectedRevision: 'no_stream',
      });
      const subscription = drain(ctx.store.subscribeToAll({ after: before, filter: { eventTypes: [placed, paid] } }));
      await subscription.until(2);
      await ctx.store.append(`${category}-2`, [newEvent(noise), newEvent(placed, { n: 3 })], {
        expectedRevision: 'no_stream',
      });
      await ctx.store.append(`${category}-1`, [newEvent(paid, { n: 4 })], { expectedRevision: 2 });
      const received = await subscription.until(4);
      await subscription.stop();
      expect(received.map((e) => e.data['n'])).toEqual([1, 2, 3, 4]);
      for (let i = 1; i < received.length; i++) {
        expect(comparePositions(received[i - 1]!.position, received[i]!.position)).toBe(-1);
      }
    });

    it('filters by stream prefix and resumes strictly after a checkpoint', async () => {
      const [wanted, other] = [uniqueCategory('user'), uniqueCategory('user')];
      const before = await ctx.store.headPosition();
      const first = drain(ctx.store.subscribeToAll({ after: before, filter: { streamPrefixes: [`${wanted}-`] } }));
      await ctx.store.append(`${wanted}-1`, [newEvent('Registered', { n: 1 })], { expectedRevision: 'no_stream' });
      await ctx.store.append(`${other}-1`, [newEvent('Registered', { n: 99 })], { expectedRevision: 'no_stream' });
      await ctx.store.append(`${wanted}-2`, [newEvent('Registered', { n: 2 })], { expectedRevision: 'no_stream' });
      const [checkpoint] = await first.until(2);
      await first.stop();
      expect(first.received.map((e) => e.data['n'])).toEqual([1, 2]);

      const resumed = drain(
        ctx.store.subscribeToAll({ after: checkpoint!.position, filter: { streamPrefixes: [`${wanted}-`] } }),
      );
      await ctx.store.append(`${wanted}-1`, [newEvent('Renamed', { n: 3 })], { expectedRevision: 0 });
      await resumed.until(2);
      await resumed.stop();
      expect(resumed.received.map((e) => e.data['n'])).toEqual([2, 3]);
    });

    it('ends an iteration waiting for events when closed, and when the loop breaks', async () => {
      const quiet = drain(
        ctx.store.subscribeToAll({
          after: await ctx.store.headPosition(),
          filter: { eventTypes: [uniqueCategory('Never')] },
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      await quiet.stop();
      expect(quiet.received).toEqual([]);

      const type = uniqueCategory('Once');
      await ctx.store.append(`${uniqueCategory('order')}-1`, [newEvent(type), newEvent(type)], {
        expectedRevision: 'no_stream',
      });
      const subscription = ctx.store.subscribeToAll({ filter: { eventTypes: [type] } });
      let seen = 0;
      for await (const event of subscription) {
        expect(event.type).toBe(type);
        seen++;
        break;
      }
      expect(seen).toBe(1);
      await subscription.close(); // already closed by the break: a second close is harmless
    });
  });
}

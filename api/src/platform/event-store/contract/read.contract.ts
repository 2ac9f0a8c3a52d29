import { describe, expect, it } from '@jest/globals';
import { comparePositions, type RecordedEvent } from '../event-store.port.js';
import { newEvent, uniqueCategory, type ContractContext } from './contract-helpers.js';
import { eventually } from '../../../testing/eventually.js';

function expectGlobalOrder(events: RecordedEvent[]): void {
  for (let i = 1; i < events.length; i++)
    expect(comparePositions(events[i - 1]!.position, events[i]!.position)).toBe(-1);
}

export function readContract(ctx: ContractContext): void {
  describe('read', () => {
    it('reads a stream forwards and backwards, from a revision, up to a count', async () => {
      const name = `${uniqueCategory('artwork')}-1`;
      const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
      // Twelve events, so that revision 10 sorting before 2 (text order instead of numbers) shows up.
      await ctx.store.append(
        name,
        range(0, 4).map((n) => newEvent('Edited', { n })),
        { expectedRevision: 'no_stream' },
      );
      await ctx.store.append(
        name,
        range(5, 11).map((n) => newEvent('Edited', { n })),
        { expectedRevision: 4 },
      );
      const revisions = async (options: Parameters<typeof ctx.store.readStream>[1]) =>
        (await ctx.store.readStream(name, options)).map((e) => e.revision);
      expect(await revisions({})).toEqual(range(0, 11));
      expect(await revisions({ fromRevision: 2 })).toEqual(range(2, 11));
      expect(await revisions({ fromRevision: 1, maxCount: 2 })).toEqual([1, 2]);
      expect(await revisions({ direction: 'backwards' })).toEqual(range(0, 11).reverse());
      expect(await revisions({ direction: 'backwards', fromRevision: 10, maxCount: 3 })).toEqual([10, 9, 8]);
      expect(await revisions({ direction: 'backwards', maxCount: 1 })).toEqual([11]);
      expect(await ctx.store.readStream(`${uniqueCategory('artwork')}-missing`)).toEqual([]);
    });

    it('keeps data, metadata, ids and types exactly, Arabic text included', async () => {
      const name = `${uniqueCategory('artwork')}-ar`;
      const data = {
        title: { en: 'Dunes at dusk', ar: 'كثبانٌ عند الغروب' },
        artist: 'فنّانة من جدّة',
        tags: ['خط عربي', 'calligraphy', '🎨'],
        price: { amount: 12500.5, currency: 'SAR' },
        sold: false,
        framed: null,
        dimensions: [
          [60, 90],
          [30, 45],
        ],
      };
      const metadata = { correlationId: 'c-1', actorId: 'user-9', schemaVersion: 2, note: 'ملاحظة "مقتبسة" \\ و\nسطر' };
      const event = newEvent('ArtworkListed', data, metadata);
      await ctx.store.append(name, [event], { expectedRevision: 'no_stream' });
      const [stored] = await ctx.store.readStream(name);
      expect(stored).toMatchObject({ streamName: name, revision: 0, eventId: event.eventId, type: 'ArtworkListed' });
      expect(stored!.data).toEqual(data);
      expect(stored!.metadata).toEqual(metadata);
      expect(stored!.recordedAt).toBeInstanceOf(Date);
      expect(Math.abs(stored!.recordedAt.getTime() - Date.now())).toBeLessThan(60_000);
    });

    it('reads the global log strictly after a position, in order, up to a count, filtered by type and stream prefix', async () => {
      const before = await ctx.store.headPosition();
      const orders = uniqueCategory('order');
      const users = uniqueCategory('user');
      const [placed, paid, registered] = [
        uniqueCategory('Placed'),
        uniqueCategory('Paid'),
        uniqueCategory('Registered'),
      ];
      await ctx.store.append(`${orders}-1`, [newEvent(placed), newEvent(paid)], { expectedRevision: 'no_stream' });
      await ctx.store.append(`${users}-1`, [newEvent(registered)], { expectedRevision: 'no_stream' });
      await ctx.store.append(`${orders}-2`, [newEvent(placed)], { expectedRevision: 'no_stream' });
      const mine = (events: RecordedEvent[]) =>
        events.filter((e) => [orders, users].some((c) => e.streamName.startsWith(c)));

      const all = await eventually(async () => {
        const events = mine(await ctx.store.readAll({ after: before }));
        expect(events).toHaveLength(4);
        return events;
      });
      expectGlobalOrder(all);
      expect(all.map((e) => `${e.streamName}@${e.revision}`)).toEqual([
        `${orders}-1@0`,
        `${orders}-1@1`,
        `${users}-1@0`,
        `${orders}-2@0`,
      ]);

      const afterSecond = await ctx.store.readAll({
        after: all[1]!.position,
        filter: { streamPrefixes: [orders, users] },
      });
      expect(afterSecond.map((e) => e.eventId)).toEqual(all.slice(2).map((e) => e.eventId));
      const firstTwo = await ctx.store.readAll({
        after: before,
        maxCount: 2,
        filter: { streamPrefixes: [`${users}-`, `${orders}-`] },
      });
      expect(firstTwo.map((e) => e.eventId)).toEqual(all.slice(0, 2).map((e) => e.eventId));

      const byType = await ctx.store.readAll({ after: before, filter: { eventTypes: [placed, registered] } });
      expect(byType.map((e) => e.type)).toEqual([placed, registered, placed]);
      const byPrefix = await ctx.store.readAll({ after: before, filter: { streamPrefixes: [`${orders}-`] } });
      expect(byPrefix.map((e) => e.streamName)).toEqual([`${orders}-1`, `${orders}-1`, `${orders}-2`]);
      const byBoth = await ctx.store.readAll({
        after: before,
        filter: { eventTypes: [placed], streamPrefixes: [`${orders}-2`] },
      });
      expect(byBoth.map((e) => e.eventId)).toEqual([all[3]!.eventId]);
      // A prefix is literal: LIKE wildcards in it match nothing else.
      expect(
        await ctx.store.readAll({ after: before, filter: { streamPrefixes: [`${orders.slice(0, -1)}_`] } }),
      ).toEqual([]);
    });

    it('reports the head position and counts the events after a position', async () => {
      const before = await ctx.store.headPosition();
      const category = uniqueCategory('invoice');
      const [issued, voided] = [uniqueCategory('Issued'), uniqueCategory('Voided')];
      await ctx.store.append(`${category}-1`, [newEvent(issued), newEvent(voided)], { expectedRevision: 'no_stream' });
      const last = await ctx.store.append(`${category}-2`, [newEvent(issued)], { expectedRevision: 'no_stream' });
      await eventually(
        async () => (expect(comparePositions(await ctx.store.headPosition(), last.position)).toBe(0), true),
      );
      expect(comparePositions(before, last.position)).toBe(-1);
      expect(await ctx.store.countAfter(before, { streamPrefixes: [category] })).toBe(3);
      expect(await ctx.store.countAfter(before, { eventTypes: [issued] })).toBe(2);
      expect(await ctx.store.countAfter(before, { eventTypes: [voided], streamPrefixes: [category] })).toBe(1);
      expect(await ctx.store.countAfter(last.position, { streamPrefixes: [category] })).toBe(0);
      expect(await ctx.store.countAfter(before)).toBeGreaterThanOrEqual(3);
    });

    it('lists streams by prefix, newest activity first, with limit and offset', async () => {
      const category = uniqueCategory('auction');
      for (const id of ['a', 'b', 'c'])
        await ctx.store.append(`${category}-${id}`, [newEvent('Opened')], { expectedRevision: 'no_stream' });
      await ctx.store.append(`${category}-a`, [newEvent('BidPlaced')], { expectedRevision: 0 });
      const listed = await ctx.store.listStreams(`${category}-`);
      expect(listed.map((s) => [s.streamName, s.revision])).toEqual([
        [`${category}-a`, 1],
        [`${category}-c`, 0],
        [`${category}-b`, 0],
      ]);
      expect(listed[0]!.lastRecordedAt).toBeInstanceOf(Date);
      const page = await ctx.store.listStreams(`${category}-`, { limit: 1, offset: 1 });
      expect(page.map((s) => s.streamName)).toEqual([`${category}-c`]);
      expect(await ctx.store.listStreams(`${category}-z`)).toEqual([]);
      // Keyset pages, in name order: no offset to walk.
      const first = await ctx.store.listStreams(`${category}-`, { after: '', limit: 2 });
      expect(first.map((s) => s.streamName)).toEqual([`${category}-a`, `${category}-b`]);
      const next = await ctx.store.listStreams(`${category}-`, { after: first[1]!.streamName, limit: 2 });
      expect(next.map((s) => [s.streamName, s.revision])).toEqual([[`${category}-c`, 0]]);
    });
  });
}

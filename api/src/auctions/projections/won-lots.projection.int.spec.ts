/**
 * The `won_lots` projection on the real store (PGlite): a lot sold gets its winner, hammer and close, then the
 * invoices drafted for it (the premium's by the platform, the hammer's by the seller); an unsold lot has no
 * winner; a page applied twice (as after a crash) changes nothing; erasing the winner takes their wins away.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PgliteSqlClient } from '../../platform/sql/pglite-sql-client.js';
import { openTestPglite } from '../../testing/test-pglite.js';
import { PostgresReadStore } from '../../platform/read-store/postgres-read-store.js';
import { UnitOfWork } from '../../platform/projections/unit-of-work.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import { terms } from '../domain/testing/auction.fixtures.js';
import { WON_LOTS, wonLotsProjection, type WonLotDoc } from './won-lots.projection.js';

let sql: PgliteSqlClient;
let store: PostgresReadStore;

beforeAll(async () => {
  sql = await openTestPglite();
  store = new PostgresReadStore(sql);
  for (const [name, spec] of Object.entries(wonLotsProjection.collections)) await store.ensureCollection(name, spec);
}, 30_000);
afterAll(async () => {
  await sql?.close();
});

const CLOSED_AT = '2025-03-01T20:00:00.000Z';
let position = 0;

/** One event as the log hands it over: `revision` within `stream`, a position after every earlier one. */
const event = (stream: string, revision: number, type: string, data: Record<string, unknown>): StoredEvent => {
  position += 1;
  const metadata = { eventId: `e${position}`, occurredAt: CLOSED_AT, schemaVersion: 1, correlationId: 'c' };
  return {
    type,
    data,
    streamName: stream,
    revision,
    metadata,
    position: { commit: BigInt(position), prepare: 0n },
  } as unknown as StoredEvent;
};

function lot(auctionId: string, outcome: Record<string, unknown>) {
  const artwork = { artworkId: `w-${auctionId}`, title: 'Dunes', titleAr: 'كثبان', artistName: 'A', artistNameAr: 'أ' };
  const stream = `auction-${auctionId}`;
  return [
    event(stream, 0, 'AuctionScheduled', {
      ...terms,
      auctionId,
      lotId: `lot-${auctionId}`,
      artwork,
      scheduledBy: 'admin',
    }),
    event(stream, 1, 'AuctionClosed', { auctionId, at: CLOSED_AT, ...outcome }),
  ];
}

const drafted = (invoiceId: string, auctionId: string, sellerId: string, documentKind = 'invoice') =>
  event(`invoice-${invoiceId}`, 0, 'InvoiceDrafted', {
    invoiceId,
    documentKind,
    referenceNumber: `auction-${auctionId}`,
    seller: { sellerId },
  });

async function project(events: StoredEvent[]) {
  const work = new UnitOfWork(store);
  for (const e of events) await wonLotsProjection.apply(e, work);
  await work.flush();
}

const won = (auctionId: string) => store.collection<WonLotDoc>(WON_LOTS).get(auctionId);

describe('won lots projection', () => {
  it('gives a sold lot its winner, hammer, close and invoices; an unsold lot none; a replayed page changes nothing', async () => {
    const sold = { outcome: 'sold', winnerId: 'u-win', paddle: 3, hammer: 150_000, premium: 37_500, total: 187_500 };
    const page = [
      ...lot('sold-1', sold),
      drafted('inv-premium', 'sold-1', 'platform'),
      drafted('inv-hammer', 'sold-1', 'seller-1'),
      drafted('credit-1', 'sold-1', 'seller-1', 'creditNote'),
      ...lot('unsold-1', { outcome: 'no_bids' }),
    ];
    await project(page);
    await project(page);
    expect(await won('sold-1')).toMatchObject({
      lotId: 'lot-sold-1',
      artworkId: 'w-sold-1',
      title: 'Dunes',
      titleAr: 'كثبان',
      winnerId: 'u-win',
      hammer: 150_000,
      closedAt: CLOSED_AT,
      hammerInvoiceId: 'inv-hammer',
      premiumInvoiceId: 'inv-premium',
    });
    expect(await won('unsold-1')).toMatchObject({ winnerId: null, closedAt: CLOSED_AT, hammer: null });
  });

  it("takes an erased winner's wins away", async () => {
    const sold = { outcome: 'sold', winnerId: 'u-gone', paddle: 1, hammer: 100_000, premium: 25_000, total: 125_000 };
    await project(lot('sold-2', sold));
    expect(await won('sold-2')).not.toBeNull();
    await project([event('user-u-gone', 5, 'UserForgotten', { userId: 'u-gone' })]);
    expect(await won('sold-2')).toBeNull();
  });
});

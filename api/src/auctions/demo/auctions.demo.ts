/**
 * Demo auctions on published catalogue works (the `artworks` read model, filled by the artworks demo before
 * this runs): 5 ended with results (sold, and reserve not met), 3 upcoming (one sale with a cascading close)
 * and at least 3 live. The first ended lot goes to the demo collector, so `/collector` shows an auction win on a
 * fresh start (their purchases come from the orders demo). Rolling: on every start, live and upcoming lots are topped up to 3 each with fresh
 * end times (1–3 days ahead), so a day-old demo still has live lots. Bidders are demo accounts (all verified).
 * Ended lots are built with past instants through the decider, so their history is as real as a live one.
 */
import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Runtime } from '../../platform/runtime.js';
import { DEMO_ACCOUNTS } from '../../platform/auth/dev-idp/demo-accounts.js';
import { DEV_ISSUER_KEY } from '../../identity/index.js';
import { userIdFor } from '../../identity/index.js';
import { auctionDecider } from '../domain/auction.decider.js';
import type { AuctionCommand } from '../domain/auction.commands.js';
import type { AuctionState } from '../domain/auction.state.js';
import { nextValidAmounts } from '../domain/auction.next-amounts.js';
import { commandContext } from '../../platform/commands/command-context.js';
import { AUCTIONS, type AuctionDoc } from '../projections/auctions.projection.js';
import { DEMO_INCREMENTS, DEMO_PREMIUM, DEMO_ENDED_LOTS, demoAuctionId, demoPrices, lotArtwork } from './demo-lots.js';
import type { CatalogueArtwork } from './demo-lots.js';
import { streamName } from '../../platform/commands/decider.js';

const ACTOR = 'system:demo-seed';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BIDDER_EMAILS = [
  'collector@example.sa',
  'organiser@example.sa',
  'shipper@example.sa',
  'moderator@example.sa',
  'newcomer@example.sa',
];
const idOf = (email: string) => userIdFor(DEV_ISSUER_KEY, DEMO_ACCOUNTS.find((a) => a.email === email)!.subject);
const iso = (ms: number) => new Date(ms).toISOString();
const verified = { verified: true, isSeller: false, isConsignor: false };

export async function seedAuctionsDemo(_app: INestApplication, runtime: Runtime): Promise<void> {
  await runtime.projections.waitUntilCaughtUp(60_000).catch(() => undefined);
  const artworks = await runtime.storage.reads
    .collection<CatalogueArtwork & { [k: string]: unknown }>('artworks')
    .find({ filter: { status: 'published' }, sort: [{ field: 'id', direction: 'asc' }], limit: 100 });
  if (artworks.length === 0) {
    runtime.log('info', 'auctions demo skipped: no published artworks yet');
    return;
  }
  const demo = new DemoAuctions(runtime, artworks);
  const now = Date.now();
  for (let i = 0; i < DEMO_ENDED_LOTS; i++) await demo.ended(i, now);
  await runtime.projections.waitUntilCaughtUp(30_000).catch(() => undefined);
  const pending = await runtime.storage.reads
    .collection<AuctionDoc>(AUCTIONS)
    .find({ filter: { status: { $in: ['live', 'upcoming'] } }, limit: 500 });
  const busy = new Set(pending.map((a) => (a.artwork as { artworkId?: string } | null)?.artworkId).filter(Boolean));
  const free = artworks.filter((a) => !busy.has(a.id));
  const live = pending.filter((a) => a.status === 'live').length;
  const upcoming = pending.filter((a) => a.status === 'upcoming').length;
  let next = 0;
  const pick = () => (free.length > 0 ? free[next++ % free.length]! : artworks[next++ % artworks.length]!);
  for (let i = live; i < 3; i++) await demo.live(pick(), i, now);
  const saleId = upcoming < 3 ? `demo-sale-${randomUUID().slice(0, 8)}` : null;
  for (let i = upcoming; i < 3; i++) await demo.upcoming(pick(), i, saleId!, now);
  runtime.log('info', 'auctions demo ready', {
    artworks: artworks.length,
    liveAdded: Math.max(0, 3 - live),
    upcomingAdded: Math.max(0, 3 - upcoming),
  });
}

class DemoAuctions {
  constructor(
    private readonly runtime: Runtime,
    private readonly artworks: CatalogueArtwork[],
  ) {}

  private async run(auctionId: string, command: AuctionCommand, at: number) {
    return this.runtime.commands.run(auctionDecider, auctionId, command, commandContext(ACTOR, new Date(at)));
  }

  private bidders(artwork: CatalogueArtwork): string[] {
    return BIDDER_EMAILS.map(idOf).filter((id) => id !== artwork.artistId && id !== artwork.galleryId);
  }

  private async schedule(
    auctionId: string,
    artwork: CatalogueArtwork,
    startsAt: number,
    endsAt: number,
    at: number,
    saleId: string | null = null,
  ) {
    const { startingBid, reserve } = demoPrices(artwork);
    return this.run(
      auctionId,
      {
        type: 'ScheduleAuction',
        scheduledBy: ACTOR,
        auctionId,
        lotId: artwork.id,
        saleId,
        sellerId: artwork.artistId,
        consignorId: artwork.galleryId ?? null,
        startingBid,
        reserve,
        increments: DEMO_INCREMENTS,
        premiumTiers: DEMO_PREMIUM,
        startsAt: iso(startsAt),
        endsAt: iso(endsAt),
        artwork: lotArtwork(artwork),
      },
      at,
    );
  }

  /**
   * Bids at the minimum in turn, `count` times, the last bidder going past the reserve when `toReserve`. The turn
   * starts where it makes `lastBidder` (when given and allowed to bid) place the last bid.
   */
  private async bidRound(
    auctionId: string,
    artwork: CatalogueArtwork,
    count: number,
    at: (k: number) => number,
    toReserve: boolean,
    lastBidder?: string,
  ) {
    const bidders = this.bidders(artwork);
    const last = lastBidder ? bidders.indexOf(lastBidder) : -1;
    const shift = last < 0 ? 0 : (last - ((count - 1) % bidders.length) + bidders.length) % bidders.length;
    let state: AuctionState | null = null;
    for (let k = 0; k < count; k++) {
      const bidderId = bidders[(k + shift) % bidders.length]!;
      const minimum: number | null = state
        ? nextValidAmounts(state, bidderId).minimum
        : demoPrices(artwork).startingBid;
      if (minimum === null) return;
      const amount: number = toReserve && k === count - 1 ? Math.max(minimum, demoPrices(artwork).reserve) : minimum;
      state = (
        await this.run(
          auctionId,
          { type: 'PlaceBid', auctionId, bidderId, amount, at: iso(at(k)), bidder: verified },
          at(k),
        )
      ).state;
    }
  }

  async ended(i: number, now: number) {
    const auctionId = demoAuctionId(`ended-${i}`);
    if ((await this.runtime.storage.events.readStream(streamName('auction', auctionId))).length > 0) return;
    const artwork = this.artworks[(this.artworks.length - 1 - i + this.artworks.length * 5) % this.artworks.length]!;
    const startsAt = now - (12 - i) * DAY;
    const endsAt = startsAt + 3 * DAY;
    await this.schedule(auctionId, artwork, startsAt, endsAt, startsAt - DAY);
    await this.run(auctionId, { type: 'OpenAuction', auctionId, at: iso(startsAt) }, startsAt);
    // Lots 0–2 sell (lot 0 to the demo collector); 3–4 end with their reserve not met.
    const winner = i === 0 ? idOf('collector@example.sa') : undefined;
    await this.bidRound(auctionId, artwork, 3 + i, (k) => startsAt + (k + 1) * 6 * HOUR, i < 3, winner);
    await this.run(auctionId, { type: 'CloseAuction', auctionId, at: iso(endsAt) }, endsAt);
  }

  async live(artwork: CatalogueArtwork, i: number, now: number) {
    const auctionId = randomUUID();
    const startsAt = now - HOUR;
    await this.schedule(auctionId, artwork, startsAt, now + (1 + i) * DAY + (i * 5 + 3) * HOUR, startsAt);
    await this.run(auctionId, { type: 'OpenAuction', auctionId, at: iso(startsAt) }, startsAt);
    await this.bidRound(auctionId, artwork, 2 + i, (k) => startsAt + (k + 1) * 10 * 60_000, false);
  }

  /** The upcoming lots form one sale, closing two minutes apart. */
  async upcoming(artwork: CatalogueArtwork, i: number, saleId: string, now: number) {
    const startsAt = now + DAY;
    await this.schedule(randomUUID(), artwork, startsAt, startsAt + 2 * DAY + i * 2 * 60_000, now, saleId);
  }
}

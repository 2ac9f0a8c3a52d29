/**
 * A past year of offers on the demo gallery's works (marketplace scope; see demo/seed-demo.ts, after the orders
 * demo): other demo members offer now and then, and the gallery declines, counters (the counter left to expire),
 * lets an offer expire, or accepts it and is paid by bank transfer. Every step is the same command the API runs,
 * back-dated by the `now` each command takes (the analytics demo back-dates its view counts the same way), so the
 * offers tab of `/analytics` and the platform's figures show a spread over the months, for every period.
 *
 * The collector is not among the buyers (its orders are the orders demo's two), and at most a third of the works
 * offered on are sold, so the gallery keeps works for sale (the orders journey offers on two). The catalogue's
 * reservation and sale take the order command's time too: a sold work was sold the day its offer was paid, and the
 * gallery's sales spread over the year with its offers.
 * The buyers make no other offers in the demo: a restart that finds any of theirs adds nothing.
 */
import type { INestApplication } from '@nestjs/common';
import type { Runtime } from '../../platform/runtime.js';
import { DomainError } from '../../platform/errors/domain-errors.js';
import { demoAccountAccess } from '../../identity/index.js';
import { OrderCommands, DEFAULT_OFFER_HOURS } from '../application/order-commands.js';
import { OrderQueries } from '../application/order-queries.js';
import { demoGalleryWorksForSale } from './demo-gallery-works.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** When offers came, in days ago: every ten days over the year, every five in the last quarter, every other day in
 * the last fortnight (so a week, a month, a quarter and a year each hold some). */
const OFFER_DAYS = [
  ...Array.from({ length: 27 }, (_, i) => 360 - 10 * i),
  ...Array.from({ length: 15 }, (_, i) => 88 - 5 * i),
  ...Array.from({ length: 6 }, (_, i) => 12 - 2 * i),
];
/** At most this many works are sold by the history (the rest of the catalogue stays as the artworks demo set it). */
const SALES = 6;
/** Works a verified (tier-1) buyer may offer on: the default bid ceiling, in riyals. */
const TIER_ONE_PRICE = 50_000;
const OUTCOMES = ['decline', 'counter', 'expire', 'decline', 'accept', 'counter', 'expire'] as const;

const BUYERS = [
  demoAccountAccess('artist@example.sa', ['artist']),
  demoAccountAccess('organiser@example.sa', ['workshop_organiser']),
  demoAccountAccess('moderator@example.sa', ['moderator']),
  demoAccountAccess('admin@example.sa', ['admin']),
];

export async function seedOrderHistoryDemo(app: INestApplication, runtime: Runtime): Promise<void> {
  const commands = app.get(OrderCommands);
  const queries = app.get(OrderQueries);
  const gallery = demoAccountAccess('gallery@example.sa', ['gallery']);
  // Seeded once: the buyers make no offers elsewhere in the demo, so any offer of theirs means it ran. (Not their
  // orders: an auction the demo closes with one of them winning gives them an order before this runs.)
  for (const buyer of BUYERS) if ((await queries.buyerOffers(buyer)).length > 0) return;
  const works = await demoGalleryWorksForSale(app, { limit: 500, maxPrice: TIER_ONE_PRICE });
  const pool = works;
  // A third of the works at most is sold, so the gallery keeps most of its catalogue for sale.
  const sales = Math.min(SALES, Math.floor(pool.length / 3));
  const sold = new Set<string>();
  const started = Date.now();
  let made = 0;
  const skipped: Record<string, number> = {};
  for (const [n, daysAgo] of OFFER_DAYS.entries()) {
    const buyer = BUYERS[n % BUYERS.length]!;
    const outcome = OUTCOMES[n % OUTCOMES.length]!;
    const selling = outcome === 'accept' && sold.size < sales;
    // Not the buyer's own work (the demo artist's works are among the gallery's), nor one sold before.
    const open = pool.filter((w) => w.artistId !== buyer.userId && !sold.has(w.id));
    if (open.length === 0) continue;
    const work = selling ? open[Math.floor(open.length / 2)]! : open[(n * 7) % open.length]!;
    const key = `demo-history-${n}`;
    const at = (hours: number) => new Date(started - daysAgo * DAY + (9 + hours) * HOUR);
    try {
      const offer = await commands.makeOffer(
        buyer,
        { artworkId: work.id, amount: Math.round(work.price! * (0.75 + (n % 4) * 0.05)) },
        key,
        at(0),
      );
      made++;
      if (outcome === 'decline') await commands.answer(gallery, offer.id, 'decline', {}, at(5));
      if (outcome === 'counter')
        await commands.answer(
          gallery,
          offer.id,
          'counter',
          { amount: Math.round(work.price! * 0.93), expiresAt: at(5 + 48).toISOString() },
          at(5),
        );
      // Expiry is the timer's sweep at the time it ran; an offer of the last few days is still open.
      const expiry = at(DEFAULT_OFFER_HOURS + 24);
      if ((outcome === 'expire' || outcome === 'counter' || (outcome === 'accept' && !selling)) && +expiry < started)
        await commands.sweep(expiry);
      if (selling) {
        await commands.accept(gallery, offer.id, at(3));
        await commands.checkout(
          buyer,
          offer.id,
          {
            address: DEMO_ADDRESS,
            paymentMethod: 'bank_transfer',
            buyerName: 'Demo Buyer',
            buyerVatNumber: null,
          },
          at(4),
        );
        await commands.confirmTransfer(gallery, offer.id, `DEMO-TRANSFER-${n}`, at(28));
        sold.add(work.id);
      }
    } catch (error) {
      // A buyer whose KYC tier does not reach the work's price, or a work taken meanwhile: that offer is skipped.
      if (!(error instanceof DomainError)) throw error;
      skipped[error.code] = (skipped[error.code] ?? 0) + 1;
    }
  }
  if (made > 0)
    runtime.log('info', 'order history demo seeded', {
      offers: made,
      sold: sold.size,
      skipped,
      ms: Date.now() - started,
    });
}

const DEMO_ADDRESS = {
  recipientName: 'Demo Buyer',
  phone: '+966501234568',
  countryCode: 'SA',
  city: 'Jeddah',
  district: 'Al Rawdah',
  street: 'Prince Sultan Road',
  buildingNumber: '3131',
  postalCode: '23435',
  additionalNumber: '6622',
  shortAddress: 'JRPS3131',
  line2: '',
};

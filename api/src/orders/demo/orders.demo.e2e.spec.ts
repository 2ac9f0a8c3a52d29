/**
 * The orders demo on the seeded marketplace (artworks, the gallery's VAT profile, KYC tiers): the collector's
 * offer countered by the gallery and paid with sandbox STC Pay, a buy-now paid by card, both works sold and the
 * offer's invoice issued; the collector's auction win checked out and paid the same way, showing the lot's
 * invoice from the close; the buy-now then delivered and disputed with photos by the collector, answered with a
 * photo by the gallery, and left open for staff; a second run of both adds nothing to the log.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { seedInOrder } from '../../demo/seed-demo.js';
import { markEventLog } from '../../testing/appended-events.js';
import { seedArtworksDemo } from '../../artworks/index.js';
import { seedProfilesDemo } from '../../profiles/index.js';
import { seedInvoicingDemo } from '../../invoicing/index.js';
import { seedAuctionsDemo } from '../../auctions/index.js';
import { seedKycDemo } from '../../kyc/index.js';
import { eventually } from '../../testing/eventually.js';
import { seedOrdersDemo } from './orders.demo.js';
import { seedDisputesDemo } from './disputes.demo.js';

let stack: TestStack;
const dataDir = `/tmp/ga-test-orders-demo-${process.pid}-${Date.now()}`;

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg', env: { DATA_DIR: dataDir } });
  await seedInOrder(stack.http.app, stack.runtime, [
    seedProfilesDemo,
    seedArtworksDemo,
    seedAuctionsDemo,
    seedInvoicingDemo,
    seedKycDemo,
  ]);
}, 240_000);
afterAll(async () => {
  await stack?.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('an offer countered and paid, a buy-now paid, an auction win paid, the invoices issued; once', async () => {
  await seedOrdersDemo(stack.http.app, stack.runtime);
  const collector = await stack.signIn('collector@example.sa');
  const orders = (await stack.call(collector, 'GET', '/api/orders/mine')).body as Array<{
    id: string;
    source: string;
    status: string;
    artworkId: string;
    offer: { rounds: Array<{ by: string }> } | null;
  }>;
  expect(orders.map((o) => [o.source, o.status]).sort()).toEqual([
    ['auction', 'paid'],
    ['buy_now', 'paid'],
    ['offer', 'paid'],
  ]);
  const won = orders.find((o) => o.source === 'auction')!;
  await eventually(async () => (await stack.call(collector, 'GET', `/api/orders/${won.id}`)).body.invoice, 60_000);
  const offer = orders.find((o) => o.source === 'offer')!;
  expect(offer.offer!.rounds.map((r) => r.by)).toEqual(['buyer', 'seller']);
  for (const o of orders)
    expect((await stack.call(null, 'GET', `/api/artworks/${o.artworkId}`)).body.availability).toBe('sold');
  await eventually(async () => (await stack.call(collector, 'GET', `/api/orders/${offer.id}`)).body.invoice, 60_000);

  // The demo dispute: the buy-now delivered, reported with a photo, answered with one, open for staff.
  await seedDisputesDemo(stack.http.app, stack.runtime);
  const bought = orders.find((o) => o.source === 'buy_now')!;
  const disputed = (await stack.call(collector, 'GET', `/api/orders/${bought.id}`)).body;
  expect(disputed).toMatchObject({ status: 'paid', disputeStatus: 'open', dispute: { reason: 'damaged' } });
  expect(disputed.dispute.answer.text).toBeTruthy();
  const photos = disputed.dispute.photos as Array<{ photoId: string; side: string }>;
  expect(photos.map((p) => p.side)).toEqual(['buyer', 'seller']);
  const moderator = await stack.signIn('moderator@example.sa');
  const listed = await stack.call(moderator, 'GET', `/api/admin/disputes?range=[0,24]&filter={"disputeStatus":"open"}`);
  expect(listed.body.map((d: { id: string }) => d.id)).toContain(bought.id);
  const image = await moderator.request(
    `${stack.baseUrl}/api/orders/${bought.id}/dispute/photos/${photos[0]!.photoId}`,
  );
  expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);

  const log = await markEventLog(stack.runtime.storage.events);
  await seedOrdersDemo(stack.http.app, stack.runtime);
  await seedDisputesDemo(stack.http.app, stack.runtime);
  expect(await log.appendedTypes()).toEqual([]);
}, 180_000);

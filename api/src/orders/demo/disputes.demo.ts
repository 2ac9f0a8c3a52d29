/**
 * The demo's dispute (marketplace scope; see demo/seed-demo.ts, after the orders and shipping demos): the
 * collector's buy-now from the gallery is shipped and delivered, then the collector reports it damaged with a photo
 * and the gallery answers with a photo of its packing; the dispute is left open for staff to decide in the
 * back-office. Every step is the command the API runs (photos through the same checks and sealing), each taken only
 * when the order is before it, so a second run appends nothing.
 */
import type { INestApplication } from '@nestjs/common';
import sharp from 'sharp';
import type { Runtime } from '../../platform/runtime.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { demoAccountAccess } from '../../identity/index.js';
import { ShippingCommands, ShippingQueries } from '../../shipping/index.js';
import { OrderDisputes } from '../application/order-disputes.js';
import { OrderQueries } from '../application/order-queries.js';
import { OrderShipping } from '../application/order-shipping.js';

/** How long the seeder waits for the delivery to reach the order (a reactor records it); then it gives up. */
const DELIVERY_WAIT_MS = 30_000;

/** A plain picture standing in for a phone photo (the pipeline re-encodes it like any upload). */
const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

export async function seedDisputesDemo(app: INestApplication, runtime: Runtime): Promise<void> {
  const queries = app.get(OrderQueries);
  const disputes = app.get(OrderDisputes);
  const collector = demoAccountAccess('collector@example.sa', ['collector']);
  const gallery = demoAccountAccess('gallery@example.sa', ['gallery']);
  const order = (await queries.buyerOrders(collector)).find((o) => o.source === 'buy_now' && o.status === 'paid');
  if (!order) return;
  if (!order.dispute) {
    if (!(await deliver(app, order.id, collector, gallery))) {
      runtime.log('warn', 'dispute demo skipped: the delivery did not reach the order in time', {});
      return;
    }
    const description = 'The frame arrived with a cracked corner and the glass is scratched. Photo attached.';
    await disputes.open(collector, order.id, { reason: 'damaged', description }, [
      { buffer: await photo(150, 110, 80) },
    ]);
  }
  const now = await queries.doc(order.id);
  if (now?.dispute && !now.dispute.answer) {
    const answer = 'The work left our studio crated and intact; here is the packing before collection.';
    await disputes.answer(gallery, order.id, answer, [{ buffer: await photo(200, 190, 170) }]);
    runtime.log('info', 'dispute demo seeded', { orderId: order.id });
  }
}

/** Ships and delivers the order unless done, then waits until the order shows its delivery (the dispute window). */
async function deliver(app: INestApplication, orderId: string, buyer: AccountAccess, seller: AccountAccess) {
  const shipping = app.get(ShippingCommands);
  // The paid order's job opens the shipment; opening it here too is harmless (keyed by the order).
  await app.get(OrderShipping).openShipment(orderId);
  const shipment = await app.get(ShippingQueries).order(orderId);
  if (shipment?.status === 'awaiting_shipment')
    await shipping.ship(seller, orderId, { carrier: 'smsa', trackingNumber: 'DEMODISPUTE1' });
  if (shipment?.status !== 'delivered') await shipping.deliver(buyer, orderId);
  const queries = app.get(OrderQueries);
  const until = Date.now() + DELIVERY_WAIT_MS;
  while (Date.now() < until) {
    if ((await queries.doc(orderId))?.disputeWindowClosesAt) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

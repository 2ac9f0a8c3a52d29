/**
 * Demo data of the orders context (marketplace scope; see demo/seed-demo.ts, after KYC: the collector is at
 * tier 2): the collector's offer on one of the gallery's works, countered by the gallery, accepted by the
 * collector and paid with sandbox STC Pay; and a buy-now of another of its works paid by card. Both go through
 * the same commands as the API (work reserved, then sold; the tax invoice issued by the job). The sold demo
 * lots' orders are placed first (as the close's job does, whichever comes first), so their works are reserved
 * before any other is chosen, and the collector's auction win is checked out and paid with sandbox STC Pay like
 * the rest; the other winners' orders wait for their payment. A restart finds the collector's orders there and
 * adds nothing.
 */
import type { INestApplication } from '@nestjs/common';
import type { Runtime } from '../../platform/runtime.js';
import { demoAccountAccess } from '../../identity/index.js';
import { OrderCommands, type CheckoutForm } from '../application/order-commands.js';
import { OrderQueries } from '../application/order-queries.js';
import { demoGalleryWorksForSale } from './demo-gallery-works.js';
import { AuctionWins } from '../application/auction-wins.js';
import { auctionOrderId } from '../application/ids.js';
import { demoEndedLotIds } from '../../auctions/index.js';
import { RIYADH_ADDRESS } from '../domain/riyadh-address.js';

export async function seedOrdersDemo(app: INestApplication, _runtime: Runtime): Promise<void> {
  const commands = app.get(OrderCommands);
  const queries = app.get(OrderQueries);
  const collector = demoAccountAccess('collector@example.sa', ['collector']);
  const gallery = demoAccountAccess('gallery@example.sa', ['gallery']);
  const pay = async (orderId: string, paymentMethod: CheckoutForm['paymentMethod']) => {
    const { payment } = await commands.checkout(collector, orderId, {
      address: RIYADH_ADDRESS,
      paymentMethod,
      buyerName: 'Reem Al-Mansouri',
      buyerVatNumber: null,
    });
    await commands.sandboxOutcome(payment.reference, 'succeed');
  };
  const lots = demoEndedLotIds();
  for (const auctionId of lots) await app.get(AuctionWins).placeOrder(auctionId);
  const won = await queries.doc(auctionOrderId(lots[0]!));
  if (won?.status === 'awaiting_payment' && won.buyerId === collector.userId) await pay(won.id, 'stcpay');
  const placed = (await queries.buyerOrders(collector)).filter((o) => o.source !== 'auction');
  if (placed.length > 0) return;
  const works = await demoGalleryWorksForSale(app, { limit: 50, maxPrice: 40_000 });
  const [offered, bought] = works;
  if (!offered || !bought) return;
  const price = offered.price!;
  const offer = await commands.makeOffer(
    collector,
    { artworkId: offered.id, amount: Math.round(price * 0.8) },
    'demo-offer',
  );
  await commands.answer(gallery, offer.id, 'counter', { amount: Math.round(price * 0.92) });
  await commands.accept(collector, offer.id);
  await pay(offer.id, 'stcpay');
  const order = await commands.buyNow(collector, bought.id, 'demo-buy-now');
  await pay(order.id, 'stripe');
}

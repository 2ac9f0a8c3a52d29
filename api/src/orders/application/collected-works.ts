/**
 * The works a person bought and kept (orders paid, not refunded), newest first: for a collector's public
 * collection page, which another context composes through the orders' public surface. A won lot's order is left
 * out: the collection lists that work as won at auction.
 */
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { ORDERS, type OrderDoc } from '../projections/orders.projection.js';

export async function boughtArtworks(
  reads: ReadStore,
  buyerId: string,
  limit = 200,
): Promise<Array<{ artworkId: string; at: string }>> {
  const paid = await reads.collection<OrderDoc>(ORDERS).find({ filter: { buyerId, status: 'paid' }, limit });
  return paid
    .filter((order) => order.payment !== null && order.source !== 'auction')
    .map((order) => ({ artworkId: order.artworkId, at: order.payment!.paidAt }))
    .sort((a, b) => b.at.localeCompare(a.at));
}

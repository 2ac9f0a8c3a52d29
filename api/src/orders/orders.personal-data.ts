/** The orders context's part of a person's data export: orders and offers as buyer (in full) and as seller
 * (without the buyer's name, VAT number and delivery address: those are the buyer's data). */
import { Inject, Injectable } from '@nestjs/common';
import { docsOf, type PersonalDataSection } from '../platform/personal-data/personal-data-section.js';
import type { ReadStore } from '../platform/read-store/read-store.port.js';
import { READ_STORE } from '../platform/tokens.js';
import { ORDERS, type OrderDoc } from './projections/orders.projection.js';

const withoutBuyer = (order: OrderDoc) =>
  order.checkout
    ? { ...order, checkout: { ...order.checkout, address: null, buyerName: null, buyerVatNumber: null } }
    : order;

@Injectable()
export class OrdersPersonalData implements PersonalDataSection {
  readonly name = 'orders';
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  async collect(userId: string) {
    const [bought, sold] = await Promise.all([
      docsOf<OrderDoc>(this.reads, ORDERS, { buyerId: userId }),
      docsOf<OrderDoc>(this.reads, ORDERS, { sellerIds: { $contains: userId } }),
    ]);
    return { asBuyer: bought, asSeller: sold.filter((o) => o.buyerId !== userId).map(withoutBuyer) };
  }
}

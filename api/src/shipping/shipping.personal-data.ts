/** The shipping context's part of a person's data export: shipments to them (with their address), shipments they
 * sent as seller (without the buyer's address: it is the buyer's data) and their shipping profile. */
import { Inject, Injectable } from '@nestjs/common';
import { docsOf, type PersonalDataSection } from '../platform/personal-data/personal-data-section.js';
import type { ReadStore } from '../platform/read-store/read-store.port.js';
import { READ_STORE } from '../platform/tokens.js';
import { SHIPPING_ORDERS, SHIPPING_PROFILES, type ShippingOrderDoc } from './projections/shipping.projections.js';

@Injectable()
export class ShippingPersonalData implements PersonalDataSection {
  readonly name = 'shipping';
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  async collect(userId: string) {
    const [received, sent, profiles] = await Promise.all([
      docsOf<ShippingOrderDoc>(this.reads, SHIPPING_ORDERS, { buyerId: userId }),
      docsOf<ShippingOrderDoc>(this.reads, SHIPPING_ORDERS, { sellerId: userId }),
      docsOf(this.reads, SHIPPING_PROFILES, { sellerId: userId }),
    ]);
    return {
      received,
      sent: sent.filter((s) => s.buyerId !== userId).map((s) => ({ ...s, address: null })),
      profile: profiles[0] ?? null,
    };
  }
}

/** The `sellerProfiles` read model: what POST /api/invoices copies onto a draft as the seller of record. */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, tracked } from '../../platform/projections/projection.js';
import { SELLER_PROFILE_EVENT_TYPES, type SellerProfile, type SellerProfileEvent } from './seller-profile.decider.js';

export const SELLER_PROFILES = 'sellerProfiles';

export interface SellerProfileDoc extends StreamTracked, SellerProfile {
  id: string;
  updatedAt: string;
  [key: string]: unknown;
}

export const sellerProfilesProjection: Projection<SellerProfileEvent> = {
  name: 'sellerProfiles',
  version: 1,
  eventTypes: SELLER_PROFILE_EVENT_TYPES,
  collections: { [SELLER_PROFILES]: {} },
  async apply(event, ctx) {
    const profiles = ctx.collection<SellerProfileDoc>(SELLER_PROFILES);
    if (alreadyApplied(await profiles.get(event.data.sellerId), event)) return;
    const { sellerId, ...profile } = event.data;
    await profiles.upsert({ id: sellerId, ...profile, updatedAt: event.metadata.occurredAt, ...tracked(event) });
  },
};

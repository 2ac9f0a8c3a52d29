/**
 * Offers and the sales they lead to, into the artwork's seller buckets (the same dimensions as its views): offers
 * received, accepted, declined, countered, withdrawn and expired, and the offers paid for (`offerSales`). An
 * offer's later events name only the order, so the order's artwork and source are remembered from its first event.
 */
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import type { ProjectionContext } from '../../platform/projections/projection.js';
import type { Bumps, Counters } from './buckets.js';
import { artworkDims, keep, ref, type ArtworkRef, type OrderRef } from './refs.js';
import type { AnalyticsSourceEvent } from './source-events.js';

const PLATFORM = 'platform';

const OFFER_OUTCOMES: Partial<Record<AnalyticsSourceEvent['type'], string>> = {
  OfferAccepted: 'offersAccepted',
  OfferDeclined: 'offersDeclined',
  OfferCountered: 'offersCountered',
  OfferWithdrawn: 'offersWithdrawn',
  OfferExpired: 'offersExpired',
};

async function onOrder(ctx: ProjectionContext, order: OrderRef, counters: Counters, bumps: Bumps) {
  const artwork = await ref<ArtworkRef>(ctx, `artwork:${order.artworkId}`);
  const dims = artworkDims(artwork, order.artworkId);
  if (dims.length === 0) dims.push([`profile:${order.sellerId}`, null]);
  for (const [dim, parent] of dims) bumps.add(dim, counters, parent);
  bumps.add(PLATFORM, counters);
}

export async function offerBumps(
  event: StoredEvent<AnalyticsSourceEvent>,
  ctx: ProjectionContext,
  bumps: Bumps,
): Promise<void> {
  switch (event.type) {
    case 'OfferMade': {
      const { orderId, artworkId, sellerId } = event.data;
      const order: OrderRef = { id: `order:${orderId}`, artworkId, sellerId, source: 'offer' };
      await keep(ctx, order);
      return onOrder(ctx, order, { offers: 1 }, bumps);
    }
    case 'OrderPlaced': {
      const { orderId, artworkId, sellerId, source } = event.data;
      if (source !== 'offer') await keep<OrderRef>(ctx, { id: `order:${orderId}`, artworkId, sellerId, source });
      return;
    }
    case 'OrderPaid': {
      const order = await ref<OrderRef>(ctx, `order:${event.data.orderId}`);
      if (order?.source === 'offer') await onOrder(ctx, order, { offerSales: 1 }, bumps);
      return;
    }
    case 'OfferAccepted':
    case 'OfferDeclined':
    case 'OfferCountered':
    case 'OfferWithdrawn':
    case 'OfferExpired': {
      const order = await ref<OrderRef>(ctx, `order:${event.data.orderId}`);
      if (order) await onOrder(ctx, order, { [OFFER_OUTCOMES[event.type]!]: 1 }, bumps);
      return;
    }
    default:
      return;
  }
}

/**
 * Shipping read models: `shipping_profiles` (one per seller) and `shipping_orders` (one per order, with its
 * tracking history in time order, the status the events give, handling time and whether it shipped on time).
 * Erasure removes a seller's profile and blanks a buyer's delivery address on their orders.
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, creationStamp, tracked } from '../../platform/projections/projection.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import type { UserForgotten } from '../../identity/index.js';
import { SHIPPING_EVENT_TYPES } from '../domain/shipping.events.js';
import type { Carrier, ShippingAddress, ShippingEvent, ShippingProfile } from '../domain/shipping.events.js';
import type { ShippingStatus, TrackingSource } from '../domain/shipping.events.js';
import { advances } from '../domain/shipping-order.decider.js';

export const SHIPPING_PROFILES = 'shipping_profiles';
export const SHIPPING_ORDERS = 'shipping_orders';

export interface ShippingProfileDoc extends Doc, ShippingProfile, StreamTracked {
  sellerId: string;
  createdAt: string;
  updatedAt: string;
}

export interface TrackingEntry {
  status: ShippingStatus;
  at: string;
  place: string;
  description: string;
  source: TrackingSource | 'seller' | 'delivery';
}

export interface ShippingOrderDoc extends Doc, StreamTracked {
  orderId: string;
  orderNumber: string;
  sellerId: string;
  buyerId: string;
  providerId: string | null;
  artworkId: string;
  artworkTitle: string;
  address: ShippingAddress | null;
  carrier: Carrier | null;
  trackingNumber: string | null;
  status: ShippingStatus;
  statusAt: string;
  shipBy: string;
  shippedAt: string | null;
  /** Hours from opening to shipping (null until shipped). */
  handlingHours: number | null;
  /** Shipped by `shipBy` (null until shipped). */
  onTime: boolean | null;
  deliveredAt: string | null;
  deliveryConfirmedBy: string | null;
  disputeWindowEndsAt: string | null;
  events: TrackingEntry[];
  createdAt: string;
  updatedAt: string;
}

export const shippingProfilesProjection: Projection<ShippingEvent | UserForgotten> = {
  name: 'shipping_profiles',
  version: 1,
  eventTypes: ['ShippingProfileSaved', 'UserForgotten'],
  collections: { [SHIPPING_PROFILES]: {} },
  async apply(event, ctx) {
    const profiles = ctx.collection<ShippingProfileDoc>(SHIPPING_PROFILES);
    if (event.type === 'UserForgotten') {
      await profiles.delete(event.data.userId);
      return;
    }
    if (event.type !== 'ShippingProfileSaved') return;
    const existing = await profiles.get(event.data.sellerId);
    if (alreadyApplied(existing, event)) return;
    await profiles.upsert({
      id: event.data.sellerId,
      ...event.data,
      createdAt: existing?.createdAt ?? event.metadata.occurredAt,
      updatedAt: event.metadata.occurredAt,
      ...tracked(event),
    });
  },
};

const byTime = (a: TrackingEntry, b: TrackingEntry) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0);

export const shippingOrdersProjection: Projection<ShippingEvent | UserForgotten> = {
  name: 'shipping_orders',
  version: 1,
  eventTypes: [...SHIPPING_EVENT_TYPES.filter((t) => t !== 'ShippingProfileSaved'), 'UserForgotten'],
  collections: {
    [SHIPPING_ORDERS]: {
      indexes: [
        { fields: ['sellerId', 'createdAt'] },
        { fields: ['providerId', 'createdAt'] },
        { fields: ['buyerId'] },
        { fields: ['trackingNumber'] },
        { fields: ['status'] },
      ],
      textFields: ['orderNumber', 'artworkTitle', 'trackingNumber'],
    },
  },
  async apply(event, ctx) {
    const orders = ctx.collection<ShippingOrderDoc>(SHIPPING_ORDERS);
    if (event.type === 'UserForgotten') {
      for (const order of await orders.find({ filter: { buyerId: event.data.userId }, limit: 1000 }))
        await orders.patch(order.id, { address: null });
      return;
    }
    if (event.type === 'ShippingProfileSaved') return;
    const at = event.metadata.occurredAt;
    if (event.type === 'ShippingOrderOpened') {
      const d = event.data;
      if (await orders.get(d.orderId)) return;
      await orders.upsert({
        id: d.orderId,
        orderId: d.orderId,
        orderNumber: d.orderNumber,
        sellerId: d.sellerId,
        buyerId: d.buyerId,
        providerId: null,
        artworkId: d.artworkId,
        artworkTitle: d.artworkTitle,
        address: d.address,
        carrier: d.carrier,
        trackingNumber: null,
        status: 'awaiting_shipment',
        statusAt: at,
        shipBy: d.shipBy,
        shippedAt: null,
        handlingHours: null,
        onTime: null,
        deliveredAt: null,
        deliveryConfirmedBy: null,
        disputeWindowEndsAt: null,
        events: [],
        ...creationStamp(event),
      });
      return;
    }
    const doc = await orders.get(event.data.orderId);
    if (!doc || alreadyApplied(doc, event)) return;
    let next: ShippingOrderDoc = { ...doc, updatedAt: at, ...tracked(event) };
    switch (event.type) {
      case 'ShipmentDispatched': {
        const { carrier, trackingNumber, providerId, shippedAt } = event.data;
        const shippedEntry: TrackingEntry = {
          status: 'shipped',
          at: shippedAt,
          place: '',
          description: `${carrier} ${trackingNumber}`,
          source: 'seller',
        };
        next = {
          ...next,
          carrier,
          trackingNumber,
          providerId,
          status: 'shipped',
          statusAt: shippedAt,
          shippedAt,
          handlingHours: Math.round(((Date.parse(shippedAt) - Date.parse(doc.createdAt)) / 3_600_000) * 10) / 10,
          onTime: shippedAt <= doc.shipBy,
          events: [...doc.events, shippedEntry].sort(byTime),
        };
        break;
      }
      case 'TrackingEventRecorded': {
        const { status, at: when, place, description, source } = event.data;
        const moves = advances(doc.status, doc.statusAt, when);
        next = {
          ...next,
          ...(moves ? { status, statusAt: when } : {}),
          events: [...doc.events, { status, at: when, place, description, source }].sort(byTime),
        };
        break;
      }
      case 'DeliveryConfirmed': {
        const { deliveredAt, confirmedBy, disputeWindowEndsAt } = event.data;
        next = {
          ...next,
          status: 'delivered',
          statusAt: doc.status === 'delivered' ? doc.statusAt : deliveredAt,
          deliveredAt,
          deliveryConfirmedBy: confirmedBy,
          disputeWindowEndsAt,
        };
        break;
      }
    }
    await orders.upsert(next);
  },
};

export const SHIPPING_PROJECTIONS = [shippingProfilesProjection, shippingOrdersProjection] as Projection[];

/**
 * Events of the shipping context: a seller's shipping profile (`shippingProfile-<sellerId>`) and each shipping
 * order (`shippingOrder-<orderId>`): opened when an order is paid, dispatched with a carrier and tracking number,
 * tracking events with time, place and description (by hand or from a carrier's signed webhook), and delivery
 * confirmed, which starts the dispute window.
 */
import type { DomainEvent } from '../../platform/commands/decider.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export const CARRIERS = ['sandbox', 'smsa', 'aramex', 'spl', 'dhl'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const SHIPPING_STATUSES = [
  'awaiting_shipment',
  'shipped',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'returned',
  'exception',
] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];

/** What a tracking event may report (awaiting shipment and shipped come from the seller's own commands). */
export const TRACKING_STATUSES = ['in_transit', 'out_for_delivery', 'delivered', 'returned', 'exception'] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

export interface ShippingProfile {
  businessName: string;
  contactPerson: string;
  contactPhone: string;
  contactEmail: string;
  /** Whole halalas (1 SAR = 100 halalas). */
  domesticRate: number;
  internationalRate: number;
  handlingDays: number;
  defaultCarrier: Carrier;
  notes: string | null;
}

/** The delivery address as checkout records it (Saudi national address fields optional elsewhere). */
export interface ShippingAddress {
  recipientName: string;
  phone: string;
  /** ISO 3166-1 alpha-2, e.g. SA, AE. */
  country: string;
  city: string;
  line1: string;
  line2?: string | null;
  district?: string | null;
  postalCode?: string | null;
  buildingNumber?: string | null;
  additionalNumber?: string | null;
}

export interface ShippingOrderOpenedData {
  orderId: string;
  orderNumber: string;
  sellerId: string;
  buyerId: string;
  artworkId: string;
  artworkTitle: string;
  address: ShippingAddress;
  carrier: Carrier | null;
  /** When the seller should have shipped by, from their handling days (ISO time). */
  shipBy: string;
}

export type TrackingSource = 'manual' | 'webhook';

export type ShippingEvent =
  | DomainEvent<'ShippingProfileSaved', { sellerId: string } & ShippingProfile>
  | DomainEvent<'ShippingOrderOpened', ShippingOrderOpenedData>
  | DomainEvent<
      'ShipmentDispatched',
      { orderId: string; carrier: Carrier; trackingNumber: string; providerId: string | null; shippedAt: string }
    >
  | DomainEvent<
      'TrackingEventRecorded',
      {
        orderId: string;
        status: TrackingStatus;
        /** When the carrier saw it (ISO time); older than the current status's time: history only. */
        at: string;
        place: string;
        description: string;
        source: TrackingSource;
        /** The carrier's delivery id (webhooks), so a repeated delivery records nothing. */
        deliveryId: string | null;
      }
    >
  | DomainEvent<
      'DeliveryConfirmed',
      {
        orderId: string;
        confirmedBy: string;
        by: 'buyer' | 'seller' | 'provider' | 'staff' | 'carrier';
        deliveredAt: string;
        disputeWindowEndsAt: string;
      }
    >;

/** What the orders context reacts to: the order is in the buyer's hands, its payout falls due after it. */
export type DeliveryConfirmed = Extract<ShippingEvent, { type: 'DeliveryConfirmed' }>;

export type ShippingEventType = ShippingEvent['type'];

export const SHIPPING_EVENT_TYPES = eventTypesOf<ShippingEvent>()([
  'ShippingProfileSaved',
  'ShippingOrderOpened',
  'ShipmentDispatched',
  'TrackingEventRecorded',
  'DeliveryConfirmed',
]);

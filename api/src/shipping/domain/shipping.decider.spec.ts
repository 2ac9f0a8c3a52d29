/** Shipping: the seller's profile and its field rules; a shipping order from opening to delivery, tracking in
 * time order, repeated webhook deliveries, who may do what, and the dispute window. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { shippingProfileDecider } from './shipping-profile.decider.js';
import { shippingOrderDecider, type ShippingOrderCommand } from './shipping-order.decider.js';
import type { ShippingEvent, ShippingOrderOpenedData, ShippingProfile } from './shipping.events.js';

const profile: ShippingProfile = {
  businessName: 'Desert Light Gallery',
  contactPerson: 'Noura',
  contactPhone: '+966 50 123 4567',
  contactEmail: 'ship@gallery.sa',
  domesticRate: 5000,
  internationalRate: 25000,
  handlingDays: 3,
  defaultCarrier: 'smsa',
  notes: null,
};
const saved: ShippingEvent = { type: 'ShippingProfileSaved', data: { sellerId: 'seller', ...profile } };

const profileSpec = specFor(shippingProfileDecider);
const spec = specFor(shippingOrderDecider);

describe('SaveShippingProfile', () => {
  it('records every field, trimmed; the same profile again records nothing', () => {
    profileSpec([])
      .when({
        type: 'SaveShippingProfile',
        sellerId: 'seller',
        profile: { ...profile, businessName: ' Desert Light Gallery ', contactEmail: 'Ship@Gallery.sa', notes: ' ' },
      })
      .then([saved]);
    profileSpec([saved]).when({ type: 'SaveShippingProfile', sellerId: 'seller', profile }).then([]);
    profileSpec([saved])
      .when({ type: 'SaveShippingProfile', sellerId: 'seller', profile: { ...profile, handlingDays: 5 } })
      .then([{ type: 'ShippingProfileSaved', data: { sellerId: 'seller', ...profile, handlingDays: 5 } }]);
  });
  it('refuses each bad field by name, in both languages', () => {
    const bad: Array<[Partial<ShippingProfile>, string]> = [
      [{ businessName: '' }, 'businessName'],
      [{ contactPerson: ' ' }, 'contactPerson'],
      [{ contactPhone: 'call me' }, 'contactPhone'],
      [{ contactEmail: 'nobody' }, 'contactEmail'],
      [{ domesticRate: -1 }, 'domesticRate'],
      [{ internationalRate: 12.5 }, 'internationalRate'],
      [{ handlingDays: 0 }, 'handlingDays'],
      [{ handlingDays: 61 }, 'handlingDays'],
      [{ defaultCarrier: 'pigeon' as never }, 'defaultCarrier'],
      [{ notes: 'x'.repeat(1001) }, 'notes'],
    ];
    for (const [change, field] of bad)
      profileSpec([])
        .when({ type: 'SaveShippingProfile', sellerId: 'seller', profile: { ...profile, ...change } })
        .thenError('validation_failed', field);
  });
});

const opening: ShippingOrderOpenedData = {
  orderId: 'o1',
  orderNumber: 'GA-0001',
  sellerId: 'seller',
  buyerId: 'buyer',
  artworkId: 'art',
  artworkTitle: 'Dunes at Dusk',
  address: { recipientName: 'Layla', phone: '+966500000000', country: 'SA', city: 'Riyadh', line1: '12 Olaya St' },
  carrier: null,
  shipBy: '2026-11-29T00:00:00.000Z',
};
const seller = { userId: 'seller', staff: false };
const buyer = { userId: 'buyer', staff: false };
const provider = { userId: 'shipper', staff: false };
const stranger = { userId: 'someone', staff: false };
const admin = { userId: 'admin', staff: true };
const now = '2026-11-26T10:00:00.000Z';

const openedEvent: ShippingEvent = { type: 'ShippingOrderOpened', data: opening };
const ship = (over: Partial<Extract<ShippingOrderCommand, { type: 'ShipOrder' }>> = {}): ShippingOrderCommand => ({
  type: 'ShipOrder',
  orderId: 'o1',
  actor: seller,
  carrier: 'smsa',
  trackingNumber: 'SMSA12345',
  providerId: 'shipper',
  now,
  ...over,
});
const shipped: ShippingEvent = {
  type: 'ShipmentDispatched',
  data: { orderId: 'o1', carrier: 'smsa', trackingNumber: 'SMSA12345', providerId: 'shipper', shippedAt: now },
};
const track = (
  over: Partial<Extract<ShippingOrderCommand, { type: 'RecordTracking' }>> = {},
): ShippingOrderCommand => ({
  type: 'RecordTracking',
  orderId: 'o1',
  actor: provider,
  status: 'in_transit',
  at: '2026-11-26T12:00:00.000Z',
  place: 'Riyadh hub',
  description: 'Departed facility',
  source: 'manual',
  deliveryId: null,
  now: '2026-11-26T13:00:00.000Z',
  ...over,
});
const tracked = (
  status: 'in_transit' | 'out_for_delivery' | 'delivered' | 'returned' | 'exception',
  at: string,
  deliveryId: string | null = null,
): ShippingEvent => ({
  type: 'TrackingEventRecorded',
  data: {
    orderId: 'o1',
    status,
    at,
    place: 'Riyadh hub',
    description: 'Departed facility',
    source: deliveryId ? 'webhook' : 'manual',
    deliveryId,
  },
});

describe('OpenShippingOrder', () => {
  it('opens once per order; opening again records nothing', () => {
    spec([]).when({ type: 'OpenShippingOrder', data: opening }).then([openedEvent]);
    spec([openedEvent]).when({ type: 'OpenShippingOrder', data: opening }).then([]);
  });
  it('refuses a missing field or address line by name', () => {
    spec([])
      .when({ type: 'OpenShippingOrder', data: { ...opening, orderNumber: '' } })
      .thenError('validation_failed', 'orderNumber');
    spec([])
      .when({ type: 'OpenShippingOrder', data: { ...opening, address: { ...opening.address, city: '' } } })
      .thenError('validation_failed', 'address.city');
    spec([])
      .when({ type: 'OpenShippingOrder', data: { ...opening, carrier: 'pigeon' as never } })
      .thenError('validation_failed', 'carrier');
  });
});

describe('ShipOrder', () => {
  it('the seller ships with a carrier and tracking number, assigning a provider; the same again records nothing', () => {
    spec([openedEvent]).when(ship()).then([shipped]);
    spec([openedEvent, shipped]).when(ship()).then([]);
    spec([openedEvent])
      .when(ship({ actor: admin, providerId: null }))
      .then([{ ...shipped, data: { ...shipped.data, providerId: null } } as ShippingEvent]);
  });
  it('only the seller (or an admin) ships, only once, only an opened order', () => {
    spec([openedEvent])
      .when(ship({ actor: buyer }))
      .thenError('not_shipping_party');
    spec([openedEvent])
      .when(ship({ actor: stranger }))
      .thenError('not_shipping_party');
    spec([openedEvent, shipped])
      .when(ship({ trackingNumber: 'OTHER999' }))
      .thenError('shipping_order_shipped');
    spec([]).when(ship()).thenError('shipping_order_missing');
  });
  it('refuses a bad carrier, tracking number or provider by name', () => {
    spec([openedEvent])
      .when(ship({ carrier: 'pigeon' }))
      .thenError('validation_failed', 'carrier');
    spec([openedEvent])
      .when(ship({ trackingNumber: 'a b' }))
      .thenError('validation_failed', 'trackingNumber');
    spec([openedEvent])
      .when(ship({ providerId: 'buyer' }))
      .thenError('validation_failed', 'providerId');
  });
});

describe('RecordTracking', () => {
  it('the assigned provider or the seller records a tracking event with time, place and description', () => {
    spec([openedEvent, shipped])
      .when(track())
      .then([tracked('in_transit', '2026-11-26T12:00:00.000Z')]);
    spec([openedEvent, shipped])
      .when(track({ actor: seller, status: 'exception' }))
      .then([tracked('exception', '2026-11-26T12:00:00.000Z')]);
  });
  it('the buyer, a stranger, an order not yet shipped and bad fields are refused', () => {
    spec([openedEvent, shipped])
      .when(track({ actor: buyer }))
      .thenError('not_shipping_party');
    spec([openedEvent, shipped])
      .when(track({ actor: stranger }))
      .thenError('not_shipping_party');
    spec([openedEvent])
      .when(track({ actor: seller }))
      .thenError('shipping_order_not_shipped');
    spec([openedEvent, shipped])
      .when(track({ status: 'shipped' }))
      .thenError('validation_failed', 'status');
    spec([openedEvent, shipped])
      .when(track({ at: 'yesterday' }))
      .thenError('validation_failed', 'at');
    spec([openedEvent, shipped])
      .when(track({ at: '2026-11-27T13:00:00.000Z' }))
      .thenError('validation_failed', 'at');
    spec([openedEvent, shipped])
      .when(track({ place: ' ' }))
      .thenError('validation_failed', 'place');
    spec([openedEvent, shipped])
      .when(track({ description: '' }))
      .thenError('validation_failed', 'description');
  });
  it('a repeated webhook delivery records nothing', () => {
    const first = tracked('in_transit', '2026-11-26T12:00:00.000Z', 'd1');
    spec([openedEvent, shipped, first])
      .when(track({ actor: null, source: 'webhook', deliveryId: 'd1' }))
      .then([]);
  });
  it('an older report is kept as history and does not move the status back', () => {
    const out = tracked('out_for_delivery', '2026-11-26T15:00:00.000Z', 'd2');
    const late = track({
      actor: null,
      source: 'webhook',
      deliveryId: 'd1',
      at: '2026-11-26T12:00:00.000Z',
      now: '2026-11-26T16:00:00.000Z',
    });
    spec([openedEvent, shipped, out])
      .when(late)
      .then([tracked('in_transit', '2026-11-26T12:00:00.000Z', 'd1')]);
    // Then a delivery report older than "out for delivery" does not confirm delivery either.
    spec([openedEvent, shipped, out])
      .when({ ...late, status: 'delivered', deliveryId: 'd3' } as ShippingOrderCommand)
      .then([tracked('delivered', '2026-11-26T12:00:00.000Z', 'd3')]);
  });
  it('a carrier reporting delivery confirms it and starts the dispute window', () => {
    spec([openedEvent, shipped])
      .when(track({ actor: null, source: 'webhook', deliveryId: 'd9', status: 'delivered' }))
      .then([
        tracked('delivered', '2026-11-26T12:00:00.000Z', 'd9'),
        {
          type: 'DeliveryConfirmed',
          data: {
            orderId: 'o1',
            confirmedBy: 'carrier:smsa',
            by: 'carrier',
            deliveredAt: '2026-11-26T12:00:00.000Z',
            disputeWindowEndsAt: '2026-12-03T12:00:00.000Z',
          },
        },
      ]);
  });
  it('a person cannot record on a closed shipment; a carrier report after it is history only', () => {
    const returned = tracked('returned', '2026-11-26T12:00:00.000Z');
    spec([openedEvent, shipped, returned])
      .when(track({ at: '2026-11-26T12:30:00.000Z' }))
      .thenError('shipping_order_closed');
    spec([openedEvent, shipped, returned])
      .when(track({ actor: null, source: 'webhook', deliveryId: 'late', at: '2026-11-26T12:30:00.000Z' }))
      .then([tracked('in_transit', '2026-11-26T12:30:00.000Z', 'late')]);
  });
});

describe('ConfirmDelivery', () => {
  const confirm = (actor = buyer): ShippingOrderCommand => ({
    type: 'ConfirmDelivery',
    orderId: 'o1',
    actor,
    now: '2026-11-28T09:00:00.000Z',
  });
  const confirmed: ShippingEvent = {
    type: 'DeliveryConfirmed',
    data: {
      orderId: 'o1',
      confirmedBy: 'buyer',
      by: 'buyer',
      deliveredAt: '2026-11-28T09:00:00.000Z',
      disputeWindowEndsAt: '2026-12-05T09:00:00.000Z',
    },
  };
  it('the buyer confirms delivery of a shipped order; the dispute window ends 7 days later; once', () => {
    spec([openedEvent, shipped]).when(confirm()).then([confirmed]);
    spec([openedEvent, shipped, confirmed]).when(confirm()).then([]);
  });
  it('the seller or the provider may record it too', () => {
    spec([openedEvent, shipped])
      .when(confirm(provider))
      .then([{ ...confirmed, data: { ...confirmed.data, confirmedBy: 'shipper', by: 'provider' } } as ShippingEvent]);
  });
  it('a stranger, an order not shipped and a returned order are refused', () => {
    spec([openedEvent, shipped]).when(confirm(stranger)).thenError('not_shipping_party');
    spec([openedEvent]).when(confirm()).thenError('shipping_order_not_in_transit');
    spec([openedEvent, shipped, tracked('returned', '2026-11-26T12:00:00.000Z')])
      .when(confirm())
      .thenError('shipping_order_not_in_transit');
  });
});

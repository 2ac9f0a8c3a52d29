import type { BoundedContext } from '../platform/bounded-context.js';
import { SHIPPING_EVENT_SPECS } from './domain/shipping.event-specs.js';
import { shippingProfileDecider } from './domain/shipping-profile.decider.js';
import { shippingOrderDecider } from './domain/shipping-order.decider.js';
import { SHIPPING_PROJECTIONS } from './projections/shipping.projections.js';

/** The shipping context: sellers' `shippingProfile-<sellerId>` and each order's `shippingOrder-<orderId>` stream
 * (HTTP in shipping.module.ts). */
export const shippingContext: BoundedContext = {
  name: 'shipping',
  eventSpecs: SHIPPING_EVENT_SPECS,
  deciders: [shippingProfileDecider, shippingOrderDecider] as BoundedContext['deciders'],
  projections: SHIPPING_PROJECTIONS,
};

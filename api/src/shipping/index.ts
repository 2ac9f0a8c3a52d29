/**
 * The shipping context's public surface: what other contexts and the composition roots (contexts.ts, demo/, cli/)
 * may import. When an order is paid, the orders context calls `ShippingCommands.openForOrder(input)` (import
 * `ShippingModule` for it); it is idempotent per `orderId`. The orders context reacts to `DeliveryConfirmed` (the
 * shipping order's id is the order's) to schedule the seller's payout.
 */
export { shippingContext } from './shipping.context.js';
export { ShippingModule } from './shipping.module.js';
export { ShippingCommands, type OpenShippingOrderInput } from './application/shipping-commands.js';
export { ShippingQueries, type ShippingOrderView, type ShippingAnalytics } from './application/shipping-queries.js';
export { CarrierWebhooks } from './application/carrier-webhooks.js';
export type {
  Carrier,
  DeliveryConfirmed,
  ShippingAddress,
  ShippingProfile,
  ShippingStatus,
} from './domain/shipping.events.js';
export { CARRIERS, SHIPPING_STATUSES } from './domain/shipping.events.js';
export { seedShippingDemo } from './demo/shipping.demo.js';
export { ShippingPersonalData } from './shipping.personal-data.js';

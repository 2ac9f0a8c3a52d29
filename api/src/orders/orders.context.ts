import type { BoundedContext } from '../platform/bounded-context.js';
import { ORDER_EVENT_SPECS } from './domain/orders.event-specs.js';
import { orderDecider } from './domain/order.decider.js';
import { ORDERS_PROJECTIONS } from './projections/orders.projection.js';
import { sellerPaymentsDecider } from './domain/seller-payments.decider.js';
import { sellerRecoveryDecider } from './domain/seller-recovery.decider.js';
import { sellerPaymentsProjection } from './projections/seller-payments.projection.js';

/** The orders context: each offer's or order's hash-chained `order-<id>` stream and its read model, each
 * seller's payment settings (`sellerPayments-<userId>`) and theirs, and what each seller's payouts kept back of
 * what they owe (`sellerRecovery-<sellerId>`, read by the settlement only) (HTTP in orders.module.ts). */
export const ordersContext: BoundedContext = {
  name: 'orders',
  eventSpecs: ORDER_EVENT_SPECS,
  deciders: [orderDecider, sellerPaymentsDecider, sellerRecoveryDecider] as BoundedContext['deciders'],
  projections: [...ORDERS_PROJECTIONS, sellerPaymentsProjection] as BoundedContext['projections'],
};

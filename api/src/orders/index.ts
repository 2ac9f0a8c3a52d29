/**
 * The orders context's public surface: what other contexts and the composition roots (contexts.ts, demo/, cli/)
 * may import. A shipping context reacts to `OrderPaid` (seller, buyer, work, amounts) and reads the delivery
 * address through OrderQueries. Everything else in this folder is internal.
 */
export { ordersContext } from './orders.context.js';
export { OrdersModule } from './orders.module.js';
export { OrderQueries } from './application/order-queries.js';
export { boughtArtworks } from './application/collected-works.js';
export { CommissionSales, type CommissionSale } from './application/commission-sales.js';
export type { OrderPaid, OrderPaidData, OrderEvent } from './domain/orders.events.js';
export { payoutDueDate } from './domain/checkout-rules.js';
export { seedOrdersDemo } from './demo/orders.demo.js';
export { OrdersPersonalData } from './orders.personal-data.js';
export { seedOrderHistoryDemo } from './demo/orders-history.demo.js';
export { seedDisputesDemo } from './demo/disputes.demo.js';

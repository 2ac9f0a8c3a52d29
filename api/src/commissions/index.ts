/**
 * The commissions context's public surface: what other contexts and the composition roots (contexts.ts, demo/,
 * cli/) may import. Everything else in this folder is internal (the dependency rule in api/.dependency-cruiser.cjs).
 */
export { commissionsContext } from './commissions.context.js';
export { CommissionsModule } from './commissions.module.js';
export { CommissionQueries } from './application/commission-queries.js';
export { seedCommissionsDemo } from './demo/commissions.demo.js';
export type {
  CommissionPosted,
  BidAccepted as CommissionBidAccepted,
  CommissionCompleted,
} from './domain/commission.events.js';
export { CommissionsPersonalData } from './commissions.personal-data.js';

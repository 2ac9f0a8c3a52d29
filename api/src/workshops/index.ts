/**
 * The workshops context's public surface: what other contexts and the composition roots (app.module.ts,
 * contexts.ts, demo/, cli/) may import. Everything else in this folder is internal.
 */
export { workshopsContext } from './workshops.context.js';
export { WorkshopsModule } from './workshops.module.js';
export { seedWorkshopsDemo } from './demo/workshops.demo.js';
export type { RegistrationPlaced, RegistrationCheckedIn } from './domain/workshops.events.js';
export { WorkshopsPersonalData } from './workshops.personal-data.js';
export { RegistrationPayments, type LedgerRow } from './application/registration-payments.js';
export { RegistrationRefunds } from './application/registration-refunds.service.js';

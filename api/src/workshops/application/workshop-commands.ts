/**
 * The old name of the payment outcomes' service, from before the workshops context's commands were split into
 * workshop-writes, registration-commands, organiser-records, payment-outcomes and art-event-commands. Kept only
 * because STC Pay's checkout (owned and changed elsewhere at the same time) injects it by this name to apply a
 * confirmed payment; it is the same class, so Nest injects the one PaymentOutcomes. Drop it once that file imports
 * PaymentOutcomes.
 */
export { PaymentOutcomes as WorkshopCommands } from './payment-outcomes.service.js';

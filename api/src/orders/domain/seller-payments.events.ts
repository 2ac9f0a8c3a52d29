/**
 * Events of a seller's payment settings (`sellerPayments-<userId>`, one stream per artist, gallery or organiser):
 * which payment methods their buyers may use, and the bank account their payouts go to. The account holder's name
 * and the IBAN are the seller's personal data, encrypted with their key in the log (erasing them destroys it).
 */
import type { DomainEvent } from '../../platform/commands/decider.js';
import type { PaymentMethod } from './orders.events.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export type PaymentMethodsChosen = DomainEvent<
  'PaymentMethodsChosen',
  { sellerId: string; methods: PaymentMethod[]; at: string }
>;
export type PayoutAccountGiven = DomainEvent<
  'PayoutAccountGiven',
  { sellerId: string; accountHolder: string; iban: string; at: string }
>;

export type SellerPaymentsEvent = PaymentMethodsChosen | PayoutAccountGiven;

export const SELLER_PAYMENTS_EVENT_TYPES = eventTypesOf<SellerPaymentsEvent>()([
  'PaymentMethodsChosen',
  'PayoutAccountGiven',
]);

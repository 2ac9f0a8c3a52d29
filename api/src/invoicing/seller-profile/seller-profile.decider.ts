import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import { fieldProblem, forbidden, validationError } from '../../platform/errors/domain-errors.js';
import type { InvoiceSellerSnapshot } from '../domain/invoice.events.js';
import { sellerIsVatRegistered } from '../domain/invoice.validation.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

/** The facts a seller of record must have before issuing tax invoices (VAT and CR numbers, address). */
export type SellerProfile = Omit<InvoiceSellerSnapshot, 'sellerId'>;

export type SellerProfileSet = DomainEvent<'SellerProfileSet', { sellerId: string } & SellerProfile>;
export type SellerProfileEvent = SellerProfileSet;
export const SELLER_PROFILE_EVENT_TYPES = eventTypesOf<SellerProfileEvent>()(['SellerProfileSet']);

export type SellerProfileCommand = {
  type: 'SetSellerProfile';
  sellerId: string;
  actorId: string;
  profile: SellerProfile;
};
export type SellerProfileState = { profile: SellerProfile | null };

/** Stream `sellerProfile-<userId>`: the seller's own tax identity, copied onto each invoice it drafts. */
export const sellerProfileDecider: Decider<SellerProfileState, SellerProfileCommand, SellerProfileEvent> = {
  category: 'sellerProfile',
  initialState: () => ({ profile: null }),
  evolve: (_state, event) => {
    const { sellerId: _s, ...profile } = event.data;
    return { profile };
  },
  decide(command, state) {
    if (command.actorId !== command.sellerId) {
      throw forbidden('Only the seller can change their seller profile.', 'لا يغيّر ملف البائع إلا البائع نفسه.');
    }
    if (!sellerIsVatRegistered({ sellerId: command.sellerId, ...command.profile })) {
      throw validationError([
        fieldProblem(
          'vat_number',
          'invalid_vat_number',
          'A VAT number has 15 digits and begins and ends with 3.',
          'الرقم الضريبي مكوّن من 15 رقمًا يبدأ بالرقم 3 وينتهي به.',
        ),
      ]);
    }
    if (state.profile && JSON.stringify(state.profile) === JSON.stringify(command.profile)) return [];
    return [{ type: 'SellerProfileSet', data: { sellerId: command.sellerId, ...command.profile } }];
  },
};

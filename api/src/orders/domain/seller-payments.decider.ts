/**
 * A seller's payment settings (`sellerPayments-<userId>`): every method accepted until they choose, at least one
 * always on; a payout account is a holder's name and a Saudi IBAN (mod-97 checked), given together. Saving what is
 * already on file records nothing. Once the seller is erased, their account reads back as null (the log's copy is
 * encrypted with their destroyed key), so payouts wait for new details.
 */
import type { Decider } from '../../platform/commands/decider.js';
import { fieldProblem, validationError, type FieldProblem } from '../../platform/errors/domain-errors.js';
import { PAYMENT_METHODS, paymentMethodNames, type PaymentMethod } from './orders.events.js';
import type { SellerPaymentsEvent } from './seller-payments.events.js';
import { isSaudiIban, normaliseIban } from './iban.js';

export interface SellerPaymentsState {
  methods: PaymentMethod[];
  accountHolder: string | null;
  iban: string | null;
  accountGivenAt: string | null;
}

export type SellerPaymentsCommand = {
  type: 'UpdatePaymentSettings';
  sellerId: string;
  methods?: string[];
  accountHolder?: string;
  iban?: string;
  now: string;
};

/** The methods in the order checkout lists them, each once. */
const ordered = (methods: string[]) => PAYMENT_METHODS.filter((m) => methods.includes(m));

export const sellerPaymentsDecider: Decider<SellerPaymentsState, SellerPaymentsCommand, SellerPaymentsEvent> = {
  category: 'sellerPayments',
  initialState: () => ({ methods: [...PAYMENT_METHODS], accountHolder: null, iban: null, accountGivenAt: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'PaymentMethodsChosen':
        return { ...state, methods: event.data.methods };
      case 'PayoutAccountGiven':
        return {
          ...state,
          // null once the seller's key is destroyed (the codec decrypts to null).
          accountHolder: event.data.accountHolder || null,
          iban: event.data.iban || null,
          accountGivenAt: event.data.at,
        };
    }
  },
  decide(command, state) {
    const problems: FieldProblem[] = [];
    // A field sent as null is a field not sent (the HTTP layer lets an optional field be null).
    const methods = command.methods ?? undefined;
    if (methods !== undefined) {
      if (methods.some((m) => !(PAYMENT_METHODS as readonly string[]).includes(m)))
        problems.push(
          fieldProblem(
            'methods',
            'isIn',
            `Choose among ${paymentMethodNames(PAYMENT_METHODS, 'en')}.`,
            `اختر من بين ${paymentMethodNames(PAYMENT_METHODS, 'ar')}.`,
          ),
        );
      else if (methods.length === 0)
        problems.push(
          fieldProblem(
            'methods',
            'arrayNotEmpty',
            'Keep at least one payment method on.',
            'أبقِ طريقة دفع واحدة على الأقل.',
          ),
        );
    }
    const holder = command.accountHolder?.trim();
    const iban = command.iban == null ? undefined : normaliseIban(command.iban);
    const givingAccount = holder !== undefined || iban !== undefined;
    if (givingAccount && !holder)
      problems.push(
        fieldProblem('accountHolder', 'isNotEmpty', 'Give the account holder’s name.', 'اذكر اسم صاحب الحساب.'),
      );
    if (givingAccount && !(iban && isSaudiIban(iban)))
      problems.push(
        fieldProblem(
          'iban',
          'isIban',
          'Give a Saudi IBAN: SA followed by 22 digits, with correct check digits.',
          'أدخل رقم آيبان سعوديًا: SA يليها 22 رقمًا، بأرقام تحقق صحيحة.',
        ),
      );
    if (problems.length > 0) throw validationError(problems);

    const events: SellerPaymentsEvent[] = [];
    if (methods !== undefined) {
      const chosen = ordered(methods);
      if (chosen.join() !== state.methods.join())
        events.push({
          type: 'PaymentMethodsChosen',
          data: { sellerId: command.sellerId, methods: chosen, at: command.now },
        });
    }
    if (givingAccount && (holder !== state.accountHolder || iban !== state.iban))
      events.push({
        type: 'PayoutAccountGiven',
        data: { sellerId: command.sellerId, accountHolder: holder!, iban: iban!, at: command.now },
      });
    return events;
  },
};

/** A seller's payment settings: methods chosen (at least one stays on), a payout account with a checked Saudi IBAN.
 * Given past events, when a command, then events or an error naming the field. */
import { describe, expect, it } from '@jest/globals';
import { fold } from '../../platform/commands/decider.js';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { sellerPaymentsDecider, type SellerPaymentsCommand } from './seller-payments.decider.js';
import type { SellerPaymentsEvent } from './seller-payments.events.js';
import type { PaymentMethod } from './orders.events.js';

const now = '2026-11-26T10:00:00.000Z';
const iban = 'SA0380000000608010167519';
const update = (over: Partial<SellerPaymentsCommand> = {}): SellerPaymentsCommand => ({
  type: 'UpdatePaymentSettings',
  sellerId: 's1',
  now,
  ...over,
});
const chosen = (methods: PaymentMethod[]): SellerPaymentsEvent => ({
  type: 'PaymentMethodsChosen',
  data: { sellerId: 's1', methods, at: now },
});
const account: SellerPaymentsEvent = {
  type: 'PayoutAccountGiven',
  data: { sellerId: 's1', accountHolder: 'Gallery Athr', iban, at: now },
};

const spec = specFor(sellerPaymentsDecider);

describe('seller payment settings', () => {
  it('accepts every method until the seller chooses', () => {
    expect(fold(sellerPaymentsDecider, []).methods).toEqual(['stcpay', 'stripe', 'paypal', 'bank_transfer']);
  });

  it('switches a method off, keeping checkout’s order and no duplicates', () => {
    spec([])
      .when(update({ methods: ['bank_transfer', 'stcpay', 'stcpay'] }))
      .then([chosen(['stcpay', 'bank_transfer'])]);
  });

  it('takes a field sent as null for one not sent (a fuzzed {methods: null} was a server error)', () => {
    spec([chosen(['stcpay'])])
      .when(update({ methods: null as unknown as undefined, iban: null as unknown as undefined }))
      .then([]);
  });

  it('records nothing when the methods are those on file', () => {
    spec([chosen(['stcpay'])])
      .when(update({ methods: ['stcpay'] }))
      .then([]);
    spec([])
      .when(update({ methods: ['paypal', 'stcpay', 'stripe', 'bank_transfer'] }))
      .then([]);
  });

  it('keeps at least one method on, and knows only checkout’s methods', () => {
    spec([])
      .when(update({ methods: [] }))
      .thenError('validation_failed', 'methods');
    const unknown = spec([])
      .when(update({ methods: ['cash'] }))
      .thenError('validation_failed', 'methods');
    expect(unknown.details[0]).toMatchObject({
      message: 'Choose among STC Pay, Credit or debit card, PayPal, Bank transfer.',
      messageAr: 'اختر من بين STC Pay، بطاقة ائتمان أو مدى، باي بال، تحويل بنكي.',
    });
  });

  it('records a payout account with the IBAN normalised', () => {
    spec([])
      .when(update({ accountHolder: ' Gallery Athr ', iban: 'sa03 8000 0000 6080 1016 7519' }))
      .then([account]);
    spec([account])
      .when(update({ accountHolder: 'Gallery Athr', iban }))
      .then([]);
  });

  it('refuses a bad IBAN or a missing holder, naming the field', () => {
    const bad = spec([]).when(update({ accountHolder: 'Gallery Athr', iban: 'SA0480000000608010167519' }));
    expect(bad.thenError('validation_failed', 'iban').details.map((d) => d.field)).toEqual(['iban']);
    spec([])
      .when(update({ accountHolder: '', iban }))
      .thenError('validation_failed', 'accountHolder');
    spec([])
      .when(update({ accountHolder: 'Gallery Athr' }))
      .thenError('validation_failed', 'iban');
  });

  it('an erased seller’s account reads back as null: payouts wait for new details', () => {
    const erased: SellerPaymentsEvent = {
      type: 'PayoutAccountGiven',
      data: { sellerId: 's1', accountHolder: null as never, iban: null as never, at: now },
    };
    expect(fold(sellerPaymentsDecider, [account, erased])).toMatchObject({ iban: null, accountHolder: null });
    expect(fold(sellerPaymentsDecider, [erased]).iban).toBeNull();
  });
});

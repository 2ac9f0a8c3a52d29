/** Promo codes on the workshop's stream: created and deactivated by the organiser, used with a seat, never over. */
import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { workshopDecider, type WorkshopCommand } from './workshop.decider.js';
import { created, now, published, seatTaken, take } from './testing/workshop-fixtures.js';
import type { PromoTerms, WorkshopEvent } from './workshops.events.js';
import { seatAmounts } from './pricing.js';
import { details } from './testing/workshop-fixtures.js';

const terms = (over: Partial<PromoTerms> = {}): PromoTerms => ({
  code: 'Ramadan-10',
  kind: 'percentage',
  amount: 10,
  tierIds: [],
  maxUses: null,
  validUntil: null,
  ...over,
});
const create = (over: Partial<PromoTerms> = {}, actorId = 'org'): WorkshopCommand => ({
  type: 'CreatePromoCode',
  actorId,
  isAdmin: false,
  terms: terms(over),
  now,
});
const codeCreated = (over: Partial<PromoTerms> = {}): WorkshopEvent => ({
  type: 'PromoCodeCreated',
  data: { workshopId: 'w', actorId: 'org', createdAt: now.toISOString(), ...terms(over), code: 'RAMADAN-10' },
});
const redeemed = (registrationId: string, promoDiscount = 30, tierId = 'early'): WorkshopEvent => ({
  type: 'PromoCodeRedeemed',
  data: { workshopId: 'w', code: 'RAMADAN-10', registrationId, tierId, promoDiscount },
});

const spec = specFor(workshopDecider);

describe('creating and deactivating promo codes', () => {
  it('creates a code in upper case, for the organiser or staff only', () => {
    spec([created]).when(create()).then([codeCreated()]);
    spec([created]).when(create({}, 'someone')).thenError('not_workshop_organiser');
    spec([created])
      .when({ ...create(), actorId: 'admin', isAdmin: true } as WorkshopCommand)
      .then([{ ...codeCreated(), data: { ...codeCreated().data, actorId: 'admin' } } as WorkshopEvent]);
  });
  it('refuses a duplicate code in any case, and names each bad field', () => {
    spec([created, codeCreated()])
      .when(create({ code: 'ramadan-10' }))
      .thenError('validation_failed', 'code');
    spec([created])
      .when(create({ code: 'a b' }))
      .thenError('validation_failed', 'code');
    spec([created])
      .when(create({ amount: 101 }))
      .thenError('validation_failed', 'amount');
    spec([created])
      .when(create({ kind: 'fixed', amount: 0 }))
      .thenError('validation_failed', 'amount');
    spec([created])
      .when(create({ tierIds: ['vip'] }))
      .thenError('validation_failed', 'tierIds');
    spec([created])
      .when(create({ validUntil: '2026-02-01T00:00:00Z' }))
      .thenError('validation_failed', 'validUntil');
  });
  it('deactivates a code once; a deactivated code is refused at registration', () => {
    const off: WorkshopEvent = {
      type: 'PromoCodeDeactivated',
      data: { workshopId: 'w', code: 'RAMADAN-10', actorId: 'org' },
    };
    const deactivate = { type: 'DeactivatePromoCode', code: 'ramadan-10', actorId: 'org', isAdmin: false } as const;
    spec([created, codeCreated()]).when(deactivate).then([off]);
    spec([created, codeCreated(), off]).when(deactivate).then([]);
    spec([created, codeCreated()])
      .when({ ...deactivate, actorId: 'someone' })
      .thenError('not_workshop_organiser');
    spec([created, published, codeCreated(), off])
      .when(take({ promoCode: 'RAMADAN-10', clientTotal: 270 }))
      .thenError('validation_failed', 'promoCode');
  });
});

describe('registering with a promo code', () => {
  it('takes the code off the early-bird price and counts the use with the seat', () => {
    spec([created, published, codeCreated()])
      .when(take({ promoCode: 'ramadan-10', clientTotal: 270 }))
      .then([
        redeemed('r1'),
        {
          type: 'WorkshopSeatTaken',
          data: {
            workshopId: 'w',
            registrationId: 'r1',
            userId: 'u1',
            tierId: 'early',
            paymentMethod: 'stcpay',
            ...seatAmounts(details.ticketTiers[0]!, details.paymentMethods[0]!, now, {
              kind: 'percentage',
              amount: 10,
            }),
          },
        },
      ]);
    expect(
      seatAmounts(details.ticketTiers[0]!, details.paymentMethods[0]!, now, { kind: 'percentage', amount: 10 }),
    ).toMatchObject({ discountAmount: 130, totalAmount: 270 });
  });
  it('never takes a total below zero', () => {
    const amounts = seatAmounts(details.ticketTiers[0]!, details.paymentMethods[0]!, now, {
      kind: 'fixed',
      amount: 999,
    });
    expect(amounts).toMatchObject({ discountAmount: 400, totalAmount: 0, transactionFee: 0, amountDue: 0 });
  });
  it('refuses an unknown, expired, used-up or not-applicable code, naming promoCode', () => {
    const base = [created, published];
    spec(base)
      .when(take({ promoCode: 'NOPE' }))
      .thenError('validation_failed', 'promoCode');
    spec([...base, codeCreated({ validUntil: '2026-03-01T09:00:00Z' })])
      .when(take({ promoCode: 'RAMADAN-10', clientTotal: 270 }))
      .thenError('validation_failed', 'promoCode');
    spec([...base, codeCreated({ maxUses: 1 }), seatTaken('r0', 'u0'), redeemed('r0', 40, 'standard')])
      .when(take({ promoCode: 'RAMADAN-10', clientTotal: 270 }))
      .thenError('validation_failed', 'promoCode');
    spec([...base, codeCreated({ tierIds: ['standard'] })])
      .when(take({ promoCode: 'RAMADAN-10', clientTotal: 270 }))
      .thenError('validation_failed', 'promoCode');
  });
  it('counts uses up to the maximum, and a released seat gives its use back', () => {
    const used = [created, published, codeCreated({ maxUses: 2 }), seatTaken('r0', 'u0'), redeemed('r0', 40)];
    const second = take({ registrationId: 'r2', userId: 'u2', promoCode: 'RAMADAN-10', clientTotal: 270 });
    spec(used)
      .when(second)
      .then([redeemed('r2'), expect.objectContaining({ type: 'WorkshopSeatTaken' }) as never]);
    const full = [...used, seatTaken('r3', 'u3'), redeemed('r3', 40)];
    spec(full).when(second).thenError('validation_failed', 'promoCode');
    const released: WorkshopEvent = {
      type: 'WorkshopSeatReleased',
      data: { workshopId: 'w', registrationId: 'r3', tierId: 'standard', reason: 'expired' },
    };
    spec([...full, released])
      .when(second)
      .then([redeemed('r2'), expect.objectContaining({ type: 'WorkshopSeatTaken' }) as never]);
  });
});

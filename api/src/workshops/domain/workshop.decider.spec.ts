/** Workshops: details checked, organiser-only edits, publishing, and the seat rules of registration. */
import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { fold } from '../../platform/commands/decider.js';
import { workshopDecider } from './workshop.decider.js';
import { created, details, now, published, seatTaken, take } from './testing/workshop-fixtures.js';
import { seatAmounts } from './pricing.js';
import type { WorkshopEvent } from './workshops.events.js';

const spec = specFor(workshopDecider);

describe('pricing (SPEC section 9)', () => {
  it('takes price × discountPercentage / 100 off while the early bird runs, and adds the provider fee', () => {
    expect(seatAmounts(details.ticketTiers[0]!, details.paymentMethods[0]!, now)).toEqual({
      price: 400,
      quantity: 1,
      discountAmount: 100,
      totalAmount: 300,
      transactionFee: 5.5,
      amountDue: 305.5,
      currency: 'SAR',
    });
    const after = seatAmounts(details.ticketTiers[0]!, details.paymentMethods[0]!, new Date('2026-03-16T00:00:00Z'));
    expect(after.discountAmount).toBe(0);
    expect(after.totalAmount).toBe(400);
  });
});

describe('organising a workshop', () => {
  it('creates a draft once and publishes it only with a tier and an active payment method', () => {
    spec([]).when({ type: 'CreateWorkshop', workshopId: 'w', organiserId: 'org', details }).then([created]);
    spec([created]).when({ type: 'CreateWorkshop', workshopId: 'w', organiserId: 'org', details }).then([]);
    spec([created]).when({ type: 'PublishWorkshop', actorId: 'org', isAdmin: false }).then([published]);
    const bare: WorkshopEvent = { type: 'WorkshopCreated', data: { ...created.data, ticketTiers: [] } as never };
    spec([bare]).when({ type: 'PublishWorkshop', actorId: 'org', isAdmin: false }).thenError('workshop_incomplete');
  });
  it('lets only the organiser or an admin edit', () => {
    spec([created])
      .when({ type: 'UpdateWorkshop', actorId: 'someone', isAdmin: false, details, now, holdMs: 60_000 })
      .thenError('not_workshop_organiser');
    spec([created])
      .when({
        type: 'UpdateWorkshop',
        actorId: 'admin',
        isAdmin: true,
        details: { ...details, title: 'New' },
        now,
        holdMs: 60_000,
      })
      .then([{ type: 'WorkshopUpdated', data: { workshopId: 'w', actorId: 'admin', ...details, title: 'New' } }]);
  });
  it('refuses duplicate tier ids and a select field without options', () => {
    const tiers = [details.ticketTiers[0]!, details.ticketTiers[0]!];
    spec([])
      .when({
        type: 'CreateWorkshop',
        workshopId: 'w',
        organiserId: 'org',
        details: { ...details, ticketTiers: tiers },
      })
      .thenError('validation_failed', 'ticketTiers.1.id');
    const fields = [{ ...details.registrationFields[0]!, fieldOptions: [] }];
    spec([])
      .when({
        type: 'CreateWorkshop',
        workshopId: 'w',
        organiserId: 'org',
        details: { ...details, registrationFields: fields },
      })
      .thenError('validation_failed', 'registrationFields.0.fieldOptions');
  });
});

describe('taking a seat', () => {
  it('takes a seat at the server’s amounts, once per registration id', () => {
    const [event] = workshopDecider.decide(take(), fold(workshopDecider, [created, published]));
    expect(event).toEqual({
      type: 'WorkshopSeatTaken',
      data: expect.objectContaining({ registrationId: 'r1', tierId: 'early', discountAmount: 100, totalAmount: 300 }),
    });
    spec([created, published, event!]).when(take()).then([]);
  });
  it('refuses a draft, a cancelled or a started workshop', () => {
    spec([created]).when(take()).thenError('registration_closed');
    spec([created, published, { type: 'WorkshopCancelled', data: { workshopId: 'w', actorId: 'org' } }])
      .when(take())
      .thenError('registration_closed');
    spec([created, published])
      .when(take({ now: new Date('2026-04-02T00:00:00Z') }))
      .thenError('registration_closed');
  });
  it('names the unknown tier, the unknown or inactive method and the missing or invalid answer', () => {
    spec([created, published])
      .when(take({ ticketTierId: 'vip' }))
      .thenError('validation_failed', 'ticketTierId');
    spec([created, published])
      .when(take({ paymentMethod: 'paypal' }))
      .thenError('validation_failed', 'paymentMethod');
    spec([created, published])
      .when(take({ customResponses: {} }))
      .thenError('validation_failed', 'customResponses.experience');
    spec([created, published])
      .when(take({ customResponses: { experience: 'lots' } }))
      .thenError('validation_failed', 'customResponses.experience');
  });
  it('reads only the answers given, even for a field named like an object property', () => {
    const fields = [{ ...details.registrationFields[0]!, fieldName: 'constructor', fieldType: 'text' as const }];
    const odd: WorkshopEvent = {
      type: 'WorkshopCreated',
      data: { ...created.data, registrationFields: fields } as never,
    };
    spec([odd, published])
      .when(take({ customResponses: {} }))
      .thenError('validation_failed', 'customResponses.constructor');
  });
  it('refuses a total that is not the server’s, naming the right one', () => {
    const error = spec([created, published])
      .when(take({ clientTotal: 400 }))
      .thenError('wrong_total', 'totalAmount');
    expect(error.message).toContain('300.00 SAR');
  });
  it('never oversells: one seat per person, the tier’s maximum and the workshop’s', () => {
    const base = [created, published];
    spec([...base, seatTaken('r0', 'u1')])
      .when(take({ clientTotal: 300 }))
      .thenError('already_registered');
    spec([...base, seatTaken('r0', 'u0', 'early')])
      .when(take())
      .thenError('tier_sold_out');
    spec([...base, seatTaken('a', 'x'), seatTaken('b', 'y'), seatTaken('c', 'z')])
      .when(take({ ticketTierId: 'standard', clientTotal: 400 }))
      .thenError('workshop_full');
    spec([
      ...base,
      seatTaken('a', 'x'),
      seatTaken('b', 'y'),
      seatTaken('c', 'z'),
      {
        type: 'WorkshopSeatReleased',
        data: { workshopId: 'w', registrationId: 'c', tierId: 'standard', reason: 'expired' },
      },
    ])
      .when(take({ ticketTierId: 'standard', clientTotal: 400 }))
      .then([expect.objectContaining({ type: 'WorkshopSeatTaken' }) as never]);
  });
  it('releases a seat once', () => {
    spec([created, published, seatTaken('a', 'x')])
      .when({ type: 'ReleaseSeat', registrationId: 'a', reason: 'payment_failed', now, holdMs: 60_000 })
      .then([
        {
          type: 'WorkshopSeatReleased',
          data: { workshopId: 'w', registrationId: 'a', tierId: 'standard', reason: 'payment_failed' },
        },
      ]);
    spec([created, published])
      .when({ type: 'ReleaseSeat', registrationId: 'a', reason: 'payment_failed', now, holdMs: 60_000 })
      .then([]);
  });
});

describe('several seats in one registration', () => {
  /** The fixture workshop (3 seats, one early bird) letting a person take up to 3. */
  const several: WorkshopEvent = {
    type: 'WorkshopCreated',
    data: { workshopId: 'w', organiserId: 'org', ...details, maxSeatsPerPerson: 3 },
  };
  const base = [several, published];
  const code = (c: string, kind: 'percentage' | 'fixed', amount: number): WorkshopEvent => ({
    type: 'PromoCodeCreated',
    data: {
      workshopId: 'w',
      actorId: 'org',
      createdAt: now.toISOString(),
      code: c,
      kind,
      amount,
      tierIds: [],
      maxUses: null,
      validUntil: null,
    },
  });
  const standard = (quantity: number, clientTotal: number, over = {}) =>
    take({ ticketTierId: 'standard', quantity, clientTotal, ...over });

  it('takes the seats at the price of each, the fee once on the total', () => {
    const [event] = workshopDecider.decide(standard(2, 800), fold(workshopDecider, base));
    expect(event).toEqual({
      type: 'WorkshopSeatTaken',
      data: expect.objectContaining({
        quantity: 2,
        price: 400,
        discountAmount: 0,
        totalAmount: 800,
        transactionFee: 13, // 1.5% of 800 + 1
        amountDue: 813,
      }),
    });
  });
  it('counts every seat against the tier and the workshop', () => {
    spec(base)
      .when(take({ quantity: 2, clientTotal: 600 }))
      .thenError('tier_sold_out');
    spec([...base, seatTaken('a', 'x')])
      .when(standard(3, 1200))
      .thenError('workshop_full');
    const [two] = workshopDecider.decide(standard(2, 800), fold(workshopDecider, [...base, seatTaken('a', 'x')]));
    spec([...base, seatTaken('a', 'x'), two!])
      .when(standard(1, 400, { userId: 'u2', registrationId: 'r2' }))
      .thenError('workshop_full');
    spec([...base, two!])
      .when({
        type: 'UpdateWorkshop',
        actorId: 'org',
        isAdmin: false,
        details: { ...details, maxParticipants: 1 },
        now,
        holdMs: 1,
      })
      .thenError('validation_failed', 'maxParticipants');
  });
  it('names quantity beyond the seats a person may take (one when the organiser set none)', () => {
    spec(base).when(standard(4, 1600)).thenError('validation_failed', 'quantity');
    spec(base).when(standard(0, 0)).thenError('validation_failed', 'quantity');
    spec([created, published]).when(standard(2, 800)).thenError('validation_failed', 'quantity');
  });
  it('takes a percentage code off every seat, a fixed one once', () => {
    const [ten] = workshopDecider.decide(
      standard(2, 720, { promoCode: 'TEN' }),
      fold(workshopDecider, [...base, code('TEN', 'percentage', 10)]),
    );
    expect(ten).toMatchObject({ type: 'PromoCodeRedeemed', data: { promoDiscount: 80 } });
    const [fifty] = workshopDecider.decide(
      standard(2, 750, { promoCode: 'FIFTY' }),
      fold(workshopDecider, [...base, code('FIFTY', 'fixed', 50)]),
    );
    expect(fifty).toMatchObject({ type: 'PromoCodeRedeemed', data: { promoDiscount: 50 } });
  });
  it('refuses more seats per person than the workshop has', () => {
    spec([])
      .when({
        type: 'CreateWorkshop',
        workshopId: 'w',
        organiserId: 'org',
        details: { ...details, maxSeatsPerPerson: 4 },
      })
      .thenError('validation_failed', 'maxSeatsPerPerson');
  });
});

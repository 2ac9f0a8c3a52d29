/** One tier, registration field or payment method at a time: organiser-only, named problems, sold seats bind. */
import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { fold } from '../../platform/commands/decider.js';
import { workshopDecider } from './workshop.decider.js';
import type { ListItemCommand } from './workshop-lists.js';
import { created, details, now, published, seatTaken } from './testing/workshop-fixtures.js';
import type { TicketTier, WorkshopEvent } from './workshops.events.js';

const by = { actorId: 'org', isAdmin: false, now, holdMs: 60_000 };
const vip: TicketTier = {
  ...details.ticketTiers[1]!,
  id: 'vip',
  tierName: 'VIP',
  tierNameAr: 'كبار الزوار',
  price: 900,
};
const updated = (over: Partial<typeof details>): WorkshopEvent => ({
  type: 'WorkshopUpdated',
  data: { workshopId: 'w', actorId: 'org', ...details, ...over },
});
const [early, standard] = details.ticketTiers as [TicketTier, TicketTier];

const spec = specFor(workshopDecider);

describe('a workshop’s lists, one item at a time', () => {
  it('adds, changes and removes a tier as the workshop’s new details', () => {
    spec([created])
      .when({ type: 'AddListItem', list: 'ticketTiers', item: vip, ...by })
      .then([updated({ ticketTiers: [early, standard, vip] })]);
    spec([created])
      .when({ type: 'ChangeListItem', list: 'ticketTiers', itemId: 'standard', changes: { price: 450 }, ...by })
      .then([updated({ ticketTiers: [early, { ...standard, price: 450 }] })]);
    spec([created])
      .when({ type: 'RemoveListItem', list: 'ticketTiers', itemId: 'standard', ...by })
      .then([updated({ ticketTiers: [early] })]);
  });

  it('edits registration fields and payment methods the same way', () => {
    const [field] = details.registrationFields;
    spec([created])
      .when({ type: 'ChangeListItem', list: 'registrationFields', itemId: 'f1', changes: { isRequired: false }, ...by })
      .then([updated({ registrationFields: [{ ...field!, isRequired: false }] })]);
    spec([created])
      .when({ type: 'RemoveListItem', list: 'paymentMethods', itemId: 'm2', ...by })
      .then([updated({ paymentMethods: [details.paymentMethods[0]!] })]);
  });

  it('lets only the organiser or an admin edit, and not a cancelled workshop', () => {
    const command: ListItemCommand = { type: 'AddListItem', list: 'ticketTiers', item: vip, ...by };
    spec([created])
      .when({ ...command, actorId: 'someone' })
      .thenError('not_workshop_organiser');
    expect(
      workshopDecider.decide({ ...command, actorId: 'admin', isAdmin: true }, fold(workshopDecider, [created])),
    ).toHaveLength(1);
    spec([created, { type: 'WorkshopCancelled', data: { workshopId: 'w', actorId: 'org' } }])
      .when(command)
      .thenError('workshop_cancelled');
  });

  it('names the item’s own field: a taken id, a provider listed twice, options a select needs', () => {
    spec([created])
      .when({ type: 'AddListItem', list: 'ticketTiers', item: standard, ...by })
      .thenError('validation_failed', 'id');
    spec([created])
      .when({
        type: 'ChangeListItem',
        list: 'paymentMethods',
        itemId: 'm2',
        changes: { paymentProvider: 'stcpay' },
        ...by,
      })
      .thenError('validation_failed', 'paymentProvider');
    spec([created])
      .when({ type: 'ChangeListItem', list: 'registrationFields', itemId: 'f1', changes: { fieldOptions: [] }, ...by })
      .thenError('validation_failed', 'fieldOptions');
    spec([created])
      .when({ type: 'ChangeListItem', list: 'ticketTiers', itemId: 'standard', changes: { maxQuantity: 99 }, ...by })
      .thenError('validation_failed', 'maxQuantity');
  });

  it('answers not found for an item the workshop does not have', () => {
    spec([created])
      .when({ type: 'RemoveListItem', list: 'registrationFields', itemId: 'nope', ...by })
      .thenError('not_found');
    spec([created])
      .when({ type: 'ChangeListItem', list: 'ticketTiers', itemId: 'nope', changes: { price: 1 }, ...by })
      .thenError('not_found');
  });

  it('never deletes a tier with sales nor lowers its maximum below the seats sold, by item or by PATCH', () => {
    const sold = [created, published, seatTaken('a', 'x'), seatTaken('b', 'y')];
    spec(sold)
      .when({ type: 'RemoveListItem', list: 'ticketTiers', itemId: 'standard', ...by })
      .thenError('tier_has_sales');
    spec(sold)
      .when({ type: 'ChangeListItem', list: 'ticketTiers', itemId: 'standard', changes: { maxQuantity: 1 }, ...by })
      .thenError('validation_failed', 'maxQuantity');
    spec(sold)
      .when({ type: 'ChangeListItem', list: 'ticketTiers', itemId: 'standard', changes: { maxQuantity: 2 }, ...by })
      .then([updated({ ticketTiers: [early, { ...standard, maxQuantity: 2 }] })]);
    spec(sold)
      .when({ type: 'UpdateWorkshop', details: { ...details, ticketTiers: [early] }, ...by })
      .thenError('validation_failed', 'ticketTiers');
    // The tier nobody bought goes.
    spec(sold)
      .when({ type: 'RemoveListItem', list: 'ticketTiers', itemId: 'early', ...by })
      .then([updated({ ticketTiers: [standard] })]);
  });
});

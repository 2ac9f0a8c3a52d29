/**
 * One item of a workshop's three lists (ticket tiers, registration fields, payment methods) added, changed or
 * removed on its own, as the organiser's screens edit them. Each becomes the whole workshop's new details and goes
 * through the same rules as a PATCH of the workshop (one `WorkshopUpdated` on its stream), with the problems named
 * by the item's own fields. Sold seats bind: a tier with sales is never removed, nor its maximum set below them.
 */
import { fieldProblem, DomainError, illegalState, notFound } from '../../platform/errors/domain-errors.js';
import { validationError } from '../../platform/errors/domain-errors.js';
import type { FieldProblem } from '../../platform/errors/domain-errors.js';
import type { Actor } from './promo-codes.js';
import type { OfferTiming } from './waitlist.js';
import type { RegistrationField, TicketTier, WorkshopDetails, WorkshopPaymentMethod } from './workshops.events.js';

export interface ListItems {
  ticketTiers: TicketTier;
  registrationFields: RegistrationField;
  paymentMethods: WorkshopPaymentMethod;
}
export type WorkshopList = keyof ListItems;
export const WORKSHOP_LISTS: WorkshopList[] = ['ticketTiers', 'registrationFields', 'paymentMethods'];

type PerList<T> = { [L in WorkshopList]: { list: L } & T }[WorkshopList];
export type ListItemCommand = (
  | ({ type: 'AddListItem' } & PerList<{ item: ListItems[WorkshopList] }>)
  | ({ type: 'ChangeListItem'; itemId: string } & PerList<{ changes: Partial<ListItems[WorkshopList]> }>)
  | ({ type: 'RemoveListItem'; itemId: string } & PerList<object>)
) &
  Actor &
  OfferTiming;

const NAMES: Record<WorkshopList, [string, string]> = {
  ticketTiers: ['Ticket tier', 'فئة التذاكر'],
  registrationFields: ['Registration field', 'حقل التسجيل'],
  paymentMethods: ['Payment method', 'طريقة الدفع'],
};

/** Seats held per tier (every live registration's quantity). */
export function soldPerTier(seats: Record<string, { tierId: string; quantity: number }>): Record<string, number> {
  const sold: Record<string, number> = {};
  for (const seat of Object.values(seats)) sold[seat.tierId] = (sold[seat.tierId] ?? 0) + seat.quantity;
  return sold;
}

/** The rule every edit of the tiers keeps: a tier with sales stays, with room for what it sold. */
export function checkSoldTiers(details: WorkshopDetails, sold: Record<string, number>): void {
  const problems: FieldProblem[] = [];
  for (const [tierId, count] of Object.entries(sold)) {
    const i = details.ticketTiers.findIndex((t) => t.id === tierId);
    const tier = details.ticketTiers[i];
    if (!tier)
      problems.push({
        field: 'ticketTiers',
        code: 'tier_has_sales',
        message: `The ticket tier ${tierId} has sales and cannot be removed.`,
        messageAr: `لفئة التذاكر ${tierId} مبيعات فلا يمكن حذفها.`,
      });
    else if (tier.maxQuantity !== null && tier.maxQuantity < count)
      problems.push({
        field: `ticketTiers.${i}.maxQuantity`,
        code: 'min',
        message: `${count} seats of this tier are sold: its maximum cannot be lower.`,
        messageAr: `بيع من هذه الفئة ${count} مقعدًا: لا يكون حدّها الأقصى أقل من ذلك.`,
      });
  }
  if (problems.length > 0) throw validationError(problems);
}

/** The workshop's details with the command's item added, changed or removed (refused before any rule runs). */
export function detailsWithItem(
  details: WorkshopDetails,
  command: ListItemCommand,
  sold: Record<string, number>,
): { details: WorkshopDetails; index: number } {
  const items = details[command.list] as Array<{ id: string }>;
  const id = command.type === 'AddListItem' ? command.item.id : command.itemId;
  const index = items.findIndex((item) => item.id === id);
  const [what, whatAr] = NAMES[command.list];
  const next = (list: Array<{ id: string }>, at: number) => ({
    details: { ...details, [command.list]: list },
    index: at,
  });
  if (command.type === 'AddListItem') {
    if (index >= 0)
      throw validationError([
        fieldProblem('id', 'unique', `${what} ${id} already exists.`, `${whatAr} ${id} موجود بالفعل.`),
      ]);
    return next([...items, command.item], items.length);
  }
  if (index < 0) throw notFound(what, whatAr);
  if (command.type === 'RemoveListItem') {
    if (command.list === 'ticketTiers' && (sold[id] ?? 0) > 0)
      throw illegalState(
        'tier_has_sales',
        'This ticket tier has sales and cannot be deleted.',
        'لهذه الفئة مبيعات فلا يمكن حذفها.',
      );
    return next(
      items.filter((_, i) => i !== index),
      -1,
    );
  }
  return next(
    items.map((item, i) => (i === index ? { ...item, ...command.changes, id } : item)),
    index,
  );
}

/** Problems the whole-workshop rules name (`ticketTiers.2.maxQuantity`) renamed to the item's field (`maxQuantity`). */
export function asItemProblems(error: unknown, list: WorkshopList, index: number): unknown {
  if (!(error instanceof DomainError) || error.kind !== 'validation') return error;
  const prefix = `${list}.${index}.`;
  return new DomainError(
    error.kind,
    error.code,
    error.message,
    error.messageAr,
    error.details.map((p) => (p.field.startsWith(prefix) ? { ...p, field: p.field.slice(prefix.length) } : p)),
  );
}

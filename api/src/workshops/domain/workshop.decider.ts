/**
 * One workshop (`workshop-<id>`): its organiser's details (tiers, registration fields, payment methods), its
 * life (draft → published → cancelled) and every seat taken or released. Seats live on this one stream, so
 * the append with the revision read is what keeps `maxParticipants` and each tier's `maxQuantity`: two people
 * taking the last seat cannot both succeed (the second append fails, reruns, and finds the workshop full).
 */
import { refundPolicyProblems } from './refund-policy.js';
import type { Decider } from '../../platform/commands/decider.js';
import { DomainError, fieldProblem, forbidden, illegalState, notFound } from '../../platform/errors/domain-errors.js';
import { validationError } from '../../platform/errors/domain-errors.js';
import type { FieldProblem } from '../../platform/errors/domain-errors.js';
import { promoPart, seatAmounts } from './pricing.js';
import { decidePromoCodes, evolvePromoCodes, releaseUse, usableCode } from './promo-codes.js';
import type { Actor, PromoCode, PromoCodeCommand } from './promo-codes.js';
import { sessionProblems } from './workshop-sessions.js';
import { decideAttendeeMail, type MailAttendees } from './attendee-mail.js';
import { asItemProblems, checkSoldTiers, detailsWithItem, soldPerTier } from './workshop-lists.js';
import type { ListItemCommand } from './workshop-lists.js';
import { MAX_CANCELLATION_POLICY, seatsPerPerson } from './workshops.events.js';
import type { PaymentProvider, WorkshopDetails, WorkshopEvent } from './workshops.events.js';
import { decideWaitlist, evolveWaitlist, liveOffer, noRoom, withOffers } from './waitlist.js';
import type { OfferTiming, WaitingPlace, WaitlistCommand } from './waitlist.js';

export type WorkshopStatus = 'draft' | 'published' | 'cancelled';

export interface Seat {
  tierId: string;
  userId: string;
  /** Seats this registration holds. */
  quantity: number;
}

export type WorkshopState =
  | { status: 'none' }
  | {
      status: WorkshopStatus;
      workshopId: string;
      organiserId: string;
      details: WorkshopDetails;
      seats: Record<string, Seat>;
      /** In joining order (waitlist.ts). */
      waitlist: WaitingPlace[];
      /** By upper-case code (promo-codes.ts). */
      promoCodes: Record<string, PromoCode>;
    };

/** Who acts, and whether they act as staff (admins edit any workshop). */
export type { Actor };

export interface TakeSeat {
  type: 'TakeSeat';
  workshopId: string;
  registrationId: string;
  userId: string;
  ticketTierId: string;
  paymentMethod: string;
  /** What the client computed: refused when it is not what the server computes. */
  clientTotal: number;
  customResponses: Record<string, string>;
  /** A promo code as typed (any case), or null. */
  promoCode?: string | null;
  /** Seats wanted (1 when left out), up to the workshop's seats per person. */
  quantity?: number;
  now: Date;
  /** How long a seat this frees (the person's offer of another tier) is held for the next one waiting. */
  holdMs: number;
}

export type WorkshopCommand =
  | { type: 'CreateWorkshop'; workshopId: string; organiserId: string; details: WorkshopDetails }
  /** Timed: seats a raised capacity frees go to the waiting list at once, held for `holdMs`. */
  | ({ type: 'UpdateWorkshop'; details: WorkshopDetails } & Actor & OfferTiming)
  | ({ type: 'PublishWorkshop' } & Actor)
  | ({ type: 'CancelWorkshop' } & Actor)
  | TakeSeat
  | ({
      type: 'ReleaseSeat';
      registrationId: string;
      reason: 'payment_failed' | 'expired' | 'cancelled';
    } & OfferTiming)
  | ListItemCommand
  | MailAttendees
  | WaitlistCommand
  | PromoCodeCommand;

export function checkDetails(details: WorkshopDetails): void {
  const problems: FieldProblem[] = [];
  if (Number.isNaN(Date.parse(details.startDate)))
    problems.push(fieldProblem('startDate', 'isDate', 'Enter a valid start date.', 'أدخل تاريخ بدء صالحًا.'));
  else problems.push(...sessionProblems(details.startDate, details.sessions));
  const ids = new Set<string>();
  details.ticketTiers.forEach((tier, i) => {
    if (ids.has(tier.id))
      problems.push(
        fieldProblem(
          `ticketTiers.${i}.id`,
          'unique',
          'Each ticket tier needs its own id.',
          'لكل فئة تذاكر معرّف خاص بها.',
        ),
      );
    ids.add(tier.id);
    if (tier.maxQuantity !== null && tier.maxQuantity > details.maxParticipants)
      problems.push(
        fieldProblem(
          `ticketTiers.${i}.maxQuantity`,
          'max',
          'A tier cannot hold more seats than the workshop.',
          'لا تتسع فئة التذاكر لأكثر من مقاعد الورشة.',
        ),
      );
  });
  if (details.maxSeatsPerPerson !== undefined && details.maxSeatsPerPerson > details.maxParticipants)
    problems.push(
      fieldProblem(
        'maxSeatsPerPerson',
        'max',
        'A person cannot take more seats than the workshop has.',
        'لا يأخذ شخص واحد مقاعد أكثر مما في الورشة.',
      ),
    );
  const providers = new Set<string>();
  details.paymentMethods.forEach((method, i) => {
    if (providers.has(method.paymentProvider))
      problems.push(
        fieldProblem(
          `paymentMethods.${i}.paymentProvider`,
          'unique',
          'Each payment provider can be listed once.',
          'يُذكر كل مزوّد دفع مرة واحدة.',
        ),
      );
    providers.add(method.paymentProvider);
  });
  const names = new Set<string>();
  details.registrationFields.forEach((field, i) => {
    if (names.has(field.fieldName))
      problems.push(
        fieldProblem(
          `registrationFields.${i}.fieldName`,
          'unique',
          'Each registration field needs its own name.',
          'لكل حقل تسجيل اسم خاص به.',
        ),
      );
    names.add(field.fieldName);
    if (field.fieldType === 'select' && field.fieldOptions.length === 0)
      problems.push(
        fieldProblem(
          `registrationFields.${i}.fieldOptions`,
          'isNotEmpty',
          'A select field needs options.',
          'يحتاج حقل الاختيار إلى خيارات.',
        ),
      );
  });
  problems.push(...refundPolicyProblems(details.refundPolicy), ...policyTextProblems(details));
  if (problems.length > 0) throw validationError(problems);
}

/** Each language's cancellation policy within its length (commands from outside HTTP do not pass the DTO). */
function policyTextProblems(details: WorkshopDetails): FieldProblem[] {
  const fields = [
    ['cancellationPolicy', 'The cancellation policy', 'سياسة الإلغاء'],
    ['cancellationPolicyAr', 'The Arabic cancellation policy', 'سياسة الإلغاء بالعربية'],
  ] as const;
  return fields
    .filter(([field]) => (details[field] ?? '').length > MAX_CANCELLATION_POLICY)
    .map(([field, en, ar]) =>
      fieldProblem(
        field,
        'maxLength',
        `${en} must be at most ${MAX_CANCELLATION_POLICY} characters.`,
        `يجب ألا تتجاوز ${ar} ${MAX_CANCELLATION_POLICY} حرف.`,
      ),
    );
}

function mayEdit(state: Extract<WorkshopState, { organiserId: string }>, actor: Actor): void {
  if (!actor.isAdmin && actor.actorId !== state.organiserId)
    throw forbidden(
      'Only the workshop’s organiser can change it.',
      'لا يعدّل الورشة إلا منظّمها.',
      'not_workshop_organiser',
    );
}

const closed = () =>
  illegalState('registration_closed', 'Registration for this workshop is closed.', 'التسجيل في هذه الورشة مغلق.');

function takeSeat(command: TakeSeat, state: Extract<WorkshopState, { organiserId: string }>): WorkshopEvent[] {
  if (state.seats[command.registrationId]) return [];
  if (state.status !== 'published' || new Date(state.details.startDate).getTime() <= command.now.getTime())
    throw closed();
  const { details } = state;
  const tier = details.ticketTiers.find((t) => t.id === command.ticketTierId);
  const method = details.paymentMethods.find((m) => m.paymentProvider === command.paymentMethod && m.isActive);
  const problems: FieldProblem[] = [];
  if (!tier)
    problems.push(
      fieldProblem(
        'ticketTierId',
        'unknown_tier',
        'Choose one of this workshop’s tickets.',
        'اختر إحدى تذاكر هذه الورشة.',
      ),
    );
  if (!method)
    problems.push(
      fieldProblem(
        'paymentMethod',
        'unknown_payment_method',
        'Choose one of this workshop’s payment methods.',
        'اختر إحدى طرق الدفع في هذه الورشة.',
      ),
    );
  for (const field of details.registrationFields) {
    const given = Object.hasOwn(command.customResponses, field.fieldName)
      ? command.customResponses[field.fieldName]
      : undefined;
    const answer = typeof given === 'string' ? given.trim() : '';
    if (field.isRequired && answer === '')
      problems.push(
        fieldProblem(
          `customResponses.${field.fieldName}`,
          'isNotEmpty',
          `${field.fieldLabel} is required.`,
          `${field.fieldLabelAr} مطلوب.`,
        ),
      );
    else if (
      answer !== '' &&
      field.fieldType === 'select' &&
      !field.fieldOptions.includes(answer) &&
      !field.fieldOptionsAr.includes(answer)
    )
      problems.push(
        fieldProblem(
          `customResponses.${field.fieldName}`,
          'isIn',
          `Choose one of the options for ${field.fieldLabel}.`,
          `اختر أحد خيارات ${field.fieldLabelAr}.`,
        ),
      );
  }
  const quantity = command.quantity ?? 1;
  const perPerson = seatsPerPerson(details);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > perPerson)
    problems.push(
      fieldProblem(
        'quantity',
        'max',
        `Choose between 1 and ${perPerson} seats.`,
        `اختر من مقعد واحد إلى ${perPerson} مقاعد.`,
      ),
    );
  const promo =
    tier && command.promoCode ? usableCode(state.promoCodes, command.promoCode, tier.id, command.now) : null;
  if (promo && 'problem' in promo) problems.push(promo.problem);
  if (problems.length > 0) throw validationError(problems);
  const code = promo && 'code' in promo ? promo.code : null;
  if (Object.values(state.seats).some((s) => s.userId === command.userId))
    throw illegalState(
      'already_registered',
      'You are already registered for this workshop.',
      'أنت مسجّل في هذه الورشة بالفعل.',
    );
  // A seat offered from the waiting list is held for its person alone: theirs to take, nobody else's.
  const place = state.waitlist.find((p) => p.userId === command.userId && p.tierId === tier!.id);
  const full = noRoom(state, tier!.id, liveOffer(place, command.now) ? command.userId : undefined, quantity);
  if (full === 'workshop_full')
    throw illegalState('workshop_full', 'This workshop is full.', 'اكتمل عدد المشاركين في هذه الورشة.');
  if (full === 'tier_sold_out')
    throw illegalState('tier_sold_out', 'This ticket is sold out.', 'نفدت تذاكر هذه الفئة.');
  const amounts = seatAmounts(tier!, method!, command.now, code, quantity);
  if (Math.abs(amounts.totalAmount - command.clientTotal) > 0.005) {
    const total = `${amounts.totalAmount.toFixed(2)} ${amounts.currency}`;
    const discount = `${amounts.discountAmount.toFixed(2)} ${amounts.currency}`;
    throw new DomainError(
      'illegal_state',
      'wrong_total',
      `The total is ${total} (discount ${discount}), not ${command.clientTotal.toFixed(2)}.`,
      `الإجمالي ${total} (الخصم ${discount})، لا ${command.clientTotal.toFixed(2)}.`,
      [
        fieldProblem(
          'totalAmount',
          'wrong_total',
          `The total is ${amounts.totalAmount.toFixed(2)}.`,
          `الإجمالي ${amounts.totalAmount.toFixed(2)}.`,
        ),
        fieldProblem(
          'discountAmount',
          'computed',
          `The discount is ${amounts.discountAmount.toFixed(2)}.`,
          `الخصم ${amounts.discountAmount.toFixed(2)}.`,
        ),
      ],
    );
  }
  const taken: WorkshopEvent = {
    type: 'WorkshopSeatTaken',
    data: {
      workshopId: state.workshopId,
      registrationId: command.registrationId,
      userId: command.userId,
      tierId: tier!.id,
      paymentMethod: method!.paymentProvider as PaymentProvider,
      ...amounts,
    },
  };
  const redeemed: WorkshopEvent[] = code
    ? [
        {
          type: 'PromoCodeRedeemed',
          data: {
            workshopId: state.workshopId,
            code: code.code,
            registrationId: command.registrationId,
            tierId: tier!.id,
            promoDiscount: promoPart(tier!, command.now, code, quantity),
          },
        },
      ]
    : [];
  // The use before the seat: the seat's event ends the append, so the read models that wait for it (the
  // workshop's counts, the waiting list) find it last; the promo codes' read model, which takes the use alone, is
  // waited for by its transaction (see ProjectionEngine.waitForPosition).
  return withOffers(state, [...redeemed, taken], command, evolveOpen);
}

export const workshopDecider: Decider<WorkshopState, WorkshopCommand, WorkshopEvent> = {
  category: 'workshop',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === 'WorkshopCreated') {
      const { workshopId, organiserId, ...details } = event.data;
      return { status: 'draft', workshopId, organiserId, details, seats: {}, waitlist: [], promoCodes: {} };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'WorkshopUpdated': {
        const { workshopId: _w, actorId: _a, ...details } = event.data;
        return { ...state, details };
      }
      case 'WorkshopPublished':
        return { ...state, status: 'published' };
      case 'WorkshopCancelled':
        return { ...state, status: 'cancelled' };
      case 'WorkshopSeatTaken':
        return {
          ...state,
          seats: {
            ...state.seats,
            [event.data.registrationId]: {
              tierId: event.data.tierId,
              userId: event.data.userId,
              quantity: event.data.quantity ?? 1,
            },
          },
          // Their place (and any offer) is used up: a seat of their own now.
          waitlist: state.waitlist.filter((p) => p.userId !== event.data.userId),
        };
      case 'WorkshopSeatReleased': {
        const { [event.data.registrationId]: _released, ...seats } = state.seats;
        return releaseUse({ ...state, seats }, event.data.registrationId);
      }
      case 'WaitlistJoined':
      case 'WaitlistLeft':
      case 'WaitlistSeatOffered':
      case 'WaitlistOfferLapsed':
        return evolveWaitlist(state, event);
      case 'PromoCodeCreated':
      case 'PromoCodeDeactivated':
      case 'PromoCodeRedeemed':
        return evolvePromoCodes(state, event);
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'CreateWorkshop') {
      if (state.status !== 'none') return [];
      checkDetails(command.details);
      return [
        {
          type: 'WorkshopCreated',
          data: { workshopId: command.workshopId, organiserId: command.organiserId, ...command.details },
        },
      ];
    }
    if (state.status === 'none') throw notFound('Workshop', 'الورشة');
    switch (command.type) {
      case 'UpdateWorkshop':
        return updateWorkshop(state, command);
      case 'AddListItem':
      case 'ChangeListItem':
      case 'RemoveListItem': {
        mayEdit(state, command);
        const { details, index } = detailsWithItem(state.details, command, soldPerTier(state.seats));
        try {
          const { actorId, isAdmin, now, holdMs } = command;
          return updateWorkshop(state, { type: 'UpdateWorkshop', details, actorId, isAdmin, now, holdMs });
        } catch (error) {
          throw asItemProblems(error, command.list, index);
        }
      }
      case 'PublishWorkshop':
        mayEdit(state, command);
        if (state.status === 'cancelled') throw workshopCancelled();
        if (state.details.ticketTiers.length === 0 || state.details.paymentMethods.every((m) => !m.isActive))
          throw illegalState(
            'workshop_incomplete',
            'Add at least one ticket tier and one active payment method before publishing.',
            'أضف فئة تذاكر واحدة وطريقة دفع مفعّلة واحدة على الأقل قبل النشر.',
          );
        return state.status === 'published'
          ? []
          : [{ type: 'WorkshopPublished', data: { workshopId: state.workshopId, actorId: command.actorId } }];
      case 'CancelWorkshop':
        mayEdit(state, command);
        return state.status === 'cancelled'
          ? []
          : [{ type: 'WorkshopCancelled', data: { workshopId: state.workshopId, actorId: command.actorId } }];
      case 'TakeSeat':
        return takeSeat(command, state);
      case 'ReleaseSeat': {
        const seat = state.seats[command.registrationId];
        if (!seat) return [];
        const released: WorkshopEvent = {
          type: 'WorkshopSeatReleased',
          data: {
            workshopId: state.workshopId,
            registrationId: command.registrationId,
            tierId: seat.tierId,
            reason: command.reason,
          },
        };
        return withOffers(state, [released], command, evolveOpen);
      }
      case 'JoinWaitlist':
      case 'LeaveWaitlist':
      case 'LapseOffers':
        return decideWaitlist(command, state, evolveOpen);
      case 'CreatePromoCode':
      case 'DeactivatePromoCode':
        return decidePromoCodes(command, state);
      case 'MailAttendees':
        return decideAttendeeMail(command, state);
    }
  },
};

type Open = Extract<WorkshopState, { organiserId: string }>;

function updateWorkshop(state: Open, command: Extract<WorkshopCommand, { type: 'UpdateWorkshop' }>): WorkshopEvent[] {
  mayEdit(state, command);
  if (state.status === 'cancelled') throw workshopCancelled();
  checkDetails(command.details);
  if (command.details.maxParticipants < Object.values(state.seats).reduce((n, s) => n + s.quantity, 0))
    throw validationError([
      fieldProblem(
        'maxParticipants',
        'min',
        'More people are registered than this many seats.',
        'عدد المسجّلين أكبر من هذا العدد من المقاعد.',
      ),
    ]);
  checkSoldTiers(command.details, soldPerTier(state.seats));
  // A raised capacity (the workshop's or a tier's) is offered to the people waiting straight away.
  return withOffers(
    state,
    [
      {
        type: 'WorkshopUpdated',
        data: { workshopId: state.workshopId, actorId: command.actorId, ...command.details },
      },
    ],
    command,
    evolveOpen,
  );
}
/** Evolve for a workshop that exists (its events never make it `none` again). */
const evolveOpen = (state: Open, event: WorkshopEvent) => workshopDecider.evolve(state, event) as Open;

const workshopCancelled = () => illegalState('workshop_cancelled', 'This workshop is cancelled.', 'هذه الورشة ملغاة.');

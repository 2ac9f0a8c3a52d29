/**
 * A workshop's promo codes: the organiser (or staff) creates and deactivates them as commands on the workshop's
 * stream, lists them with their uses, and anyone who may register asks what a code makes a ticket cost before
 * paying. The price check answers with the same rules and amounts the seat's decision uses.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { fieldProblem, forbidden, validationError } from '../../platform/errors/domain-errors.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { READ_STORE } from '../../platform/tokens.js';
import { workshopDecider } from '../domain/workshop.decider.js';
import { seatAmounts, promoPart } from '../domain/pricing.js';
import { normaliseCode, usableCode } from '../domain/promo-codes.js';
import type { PromoTerms } from '../domain/workshops.events.js';
import { PROMO_CODES, promoCodeKey, promoCodesProjection } from '../projections/promo-codes.projection.js';
import type { PromoCodeDoc } from '../projections/promo-codes.projection.js';
import type { WorkshopDoc } from '../projections/workshops.projections.js';
import { WorkshopsWriter } from './run-command.js';
import { isStaff, WorkshopQueries } from './workshop-queries.js';

export interface PromoCheck {
  code: string;
  ticketTierId: string;
  paymentMethod?: string;
  /** Seats the registration would take (1 when left out). */
  quantity?: number;
}

const view = ({ registrationIds: _r, ...doc }: PromoCodeDoc) => doc;

@Injectable()
export class PromoCodesService {
  constructor(
    private readonly writer: WorkshopsWriter,
    private readonly workshops: WorkshopQueries,
    @Inject(READ_STORE) private readonly reads: ReadStore,
  ) {}

  private get codes() {
    return this.reads.collection<PromoCodeDoc>(PROMO_CODES);
  }

  private async organised(workshopId: string, user: AccountAccess): Promise<WorkshopDoc> {
    const doc = await this.workshops.workshopDoc(workshopId, user);
    if (!isStaff(user) && doc.organiserId !== user.userId)
      throw forbidden(
        'Only the workshop’s organiser can manage its promo codes.',
        'لا يدير رموز خصم الورشة إلا منظّمها.',
        'not_workshop_organiser',
      );
    return doc;
  }

  async list(user: AccountAccess, workshopId: string) {
    const workshop = await this.organised(workshopId, user);
    return this.ofWorkshop(workshop.id);
  }

  /** Every code of a workshop, newest first (the organiser's list and the back-office's show page). */
  async ofWorkshop(workshopId: string) {
    const docs = await this.codes.find({
      filter: { workshopId },
      sort: [{ field: 'createdAt', direction: 'desc' }],
      limit: 500,
    });
    return docs.map(view);
  }

  async create(user: AccountAccess, workshopId: string, terms: PromoTerms) {
    const workshop = await this.organised(workshopId, user);
    await this.run(user, workshop.id, { type: 'CreatePromoCode', terms, now: new Date() });
    return view((await this.codes.get(promoCodeKey(workshop.id, normaliseCode(terms.code))))!);
  }

  async deactivate(user: AccountAccess, workshopId: string, code: string) {
    const workshop = await this.organised(workshopId, user);
    await this.run(user, workshop.id, { type: 'DeactivatePromoCode', code });
    return view((await this.codes.get(promoCodeKey(workshop.id, normaliseCode(code))))!);
  }

  private run(
    user: AccountAccess,
    workshopId: string,
    command: { type: 'CreatePromoCode'; terms: PromoTerms; now: Date } | { type: 'DeactivatePromoCode'; code: string },
  ) {
    const actor = { actorId: user.userId, isAdmin: isStaff(user) };
    return this.writer.run(
      workshopDecider,
      workshopId,
      { ...command, ...actor },
      user.userId,
      promoCodesProjection.name,
      40,
    );
  }

  /** What a ticket costs with a code, or a 400 naming `promoCode` (the registration re-checks on its stream). */
  async check(user: AccountAccess, workshopId: string, query: PromoCheck, now = new Date()) {
    const workshop = await this.workshops.workshopDoc(workshopId, user);
    const tier = workshop.ticketTiers.find((t) => t.id === query.ticketTierId);
    if (!tier)
      throw validationError([
        fieldProblem(
          'ticketTierId',
          'unknown_tier',
          'Choose one of this workshop’s tickets.',
          'اختر إحدى تذاكر هذه الورشة.',
        ),
      ]);
    const doc = await this.codes.get(promoCodeKey(workshop.id, normaliseCode(query.code)));
    const codes = doc ? { [doc.code]: { ...doc, usedBy: doc.registrationIds } } : {};
    const usable = usableCode(codes, query.code, tier.id, now);
    if ('problem' in usable) throw validationError([usable.problem]);
    const method = workshop.paymentMethods.find((m) => m.paymentProvider === query.paymentMethod && m.isActive) ?? {
      transactionFeePercentage: 0,
      fixedTransactionFee: 0,
    };
    return {
      code: usable.code.code,
      kind: usable.code.kind,
      amount: usable.code.amount,
      ticketTierId: tier.id,
      promoDiscount: promoPart(tier, now, usable.code, query.quantity),
      ...seatAmounts(tier, method, now, usable.code, query.quantity),
    };
  }
}

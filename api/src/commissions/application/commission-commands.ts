/**
 * The commissions context's writes. Each runs a decider through the CommandRunner and waits for the read model,
 * so the answer and the next read show it. Who bids for which artist, which images a form names and who is a
 * thread's party are looked up here, then handed to the pure deciders.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ReadYourWrites } from '../../platform/commands/command-context.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { DomainError, fieldProblem, forbidden, notFound } from '../../platform/errors/domain-errors.js';
import { READ_STORE } from '../../platform/tokens.js';
import type { Doc, ReadStore } from '../../platform/read-store/read-store.port.js';
import { ArtworkCommands, CATEGORIES } from '../../artworks/index.js';
import { CommissionSales } from '../../orders/index.js';
import { commissionDecider, deliveredWorkOf, offerableArtwork } from '../domain/commission.decider.js';
import type { CommissionCommand } from '../domain/commission.decider.js';
import { threadDecider, type ThreadCommand } from '../domain/commission-thread.decider.js';
import type { BidTerms, CommissionDetails, ImageRef, Lang, Milestone } from '../domain/commission.events.js';
import { requiredFields } from '../domain/commission.rules.js';
import { commissionsProjection, type BidDoc, type CommissionDoc } from '../projections/commissions.projection.js';
import { commissionMessagesProjection } from '../projections/commission-messages.projection.js';
import { CommissionQueries, isModerator } from './commission-queries.js';

/** Uploads of the image pipeline (`POST /api/images`): the artworks context's `images` read model, by name. */
const UPLOADED_IMAGES = 'images';
type UploadedImage = Doc & ImageRef & { uploadedBy: string };

const CATEGORY_KEYS = Object.keys(CATEGORIES);
const today = (now: Date) => now.toISOString().slice(0, 10);

/** One artwork id per commission (UUID-shaped, from the request's id), so a retried or doubled click makes one. */
export function artworkIdFor(commissionId: string): string {
  const h = createHash('sha256').update(`commission-artwork:${commissionId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export type DetailsForm = Omit<CommissionDetails, 'referenceImages'> & { referenceImageIds: string[] };
export type TermsForm = Omit<BidTerms, 'sketches'> & { sketchImageIds: string[] };

/** Many bidders write one commission's stream at once (bids, the one accepted bid): more retries than the default. */
const CONTESTED = { maxAttempts: 10 };

@Injectable()
export class CommissionCommands {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly queries: CommissionQueries,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly artworks: ArtworkCommands,
    private readonly sales: CommissionSales,
  ) {}

  private commission(id: string, command: CommissionCommand, actorId: string | null) {
    return this.writes.runAs(commissionDecider, id, command, actorId, commissionsProjection.name, CONTESTED);
  }

  /** The images a form names: each an upload of this person's through the image pipeline, or a 400 naming the field. */
  async images(ids: string[], userId: string, field: string): Promise<ImageRef[]> {
    if (ids.length === 0) return [];
    const found = await this.reads.collection<UploadedImage>(UPLOADED_IMAGES).getMany([...new Set(ids)]);
    const own = new Map(found.filter((i) => i.uploadedBy === userId).map((i) => [i.id, i]));
    if (ids.some((id) => !own.has(id)))
      throw requiredFields([
        fieldProblem(field, 'unknown_image', 'Upload the image first, then choose it.', 'ارفع الصورة أولًا ثم اخترها.'),
      ]);
    return ids.map((id) => {
      const { url, thumbnailUrl } = own.get(id)!;
      return { id, url, thumbnailUrl };
    });
  }

  private async details(form: DetailsForm, userId: string): Promise<CommissionDetails> {
    const { referenceImageIds, ...rest } = form;
    return { ...rest, referenceImages: await this.images(referenceImageIds, userId, 'referenceImageIds') };
  }

  private async terms(form: TermsForm, userId: string): Promise<BidTerms> {
    const { sketchImageIds, ...rest } = form;
    return { ...rest, sketches: await this.images(sketchImageIds, userId, 'sketchImageIds') };
  }

  async post(user: AccountAccess, form: DetailsForm, lang: Lang, id: string = randomUUID(), now = new Date()) {
    const details = await this.details(form, user.userId);
    await this.commission(
      id,
      {
        type: 'PostCommission',
        commissionId: id,
        collectorId: user.userId,
        collectorLang: lang,
        details,
        categories: CATEGORY_KEYS,
        today: today(now),
        now: now.toISOString(),
      },
      user.userId,
    );
    return this.queries.one(id, user);
  }

  async edit(user: AccountAccess, id: string, changes: Partial<DetailsForm>, now = new Date()) {
    const doc = await this.queries.doc(id);
    const current: DetailsForm = { ...doc, referenceImageIds: doc.referenceImages.map((i) => i.id) };
    // A DTO's absent fields may arrive as undefined properties: they keep the current value.
    const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    const form = { ...current, ...given } as DetailsForm;
    // Images already on the request stay valid as they are; only new ones are checked as the collector's uploads.
    const kept = new Map(doc.referenceImages.map((i) => [i.id, i]));
    const added = await this.images(
      form.referenceImageIds.filter((i) => !kept.has(i)),
      user.userId,
      'referenceImageIds',
    );
    const addedById = new Map(added.map((i) => [i.id, i]));
    const { referenceImageIds, ...rest } = form;
    const details: CommissionDetails = {
      title: rest.title,
      titleAr: rest.titleAr,
      description: rest.description,
      descriptionAr: rest.descriptionAr,
      category: rest.category,
      medium: rest.medium,
      style: rest.style,
      dimensions: rest.dimensions,
      budgetMin: rest.budgetMin,
      budgetMax: rest.budgetMax,
      deadline: rest.deadline,
      visibility: rest.visibility,
      invitedArtistIds: rest.invitedArtistIds,
      referenceImages: referenceImageIds.map((i) => kept.get(i) ?? addedById.get(i)!),
    };
    await this.commission(
      id,
      { type: 'EditCommission', actorId: user.userId, details, categories: CATEGORY_KEYS, today: today(now) },
      user.userId,
    );
    return this.queries.one(id, user);
  }

  /** The artist bids as itself (its own profile, if any); a gallery names an artist it represents or manages. */
  async bid(
    user: AccountAccess,
    id: string,
    form: TermsForm & { artistId?: string },
    lang: Lang,
    now = new Date(),
    bidId: string = randomUUID(),
  ) {
    await this.queries.doc(id);
    let artistId: string | null;
    if (user.roles.includes('artist') && !form.artistId) {
      artistId = (await this.queries.ownArtistProfile(user.userId))?.id ?? null;
    } else if (user.roles.includes('gallery') && form.artistId) {
      if (!(await this.queries.galleryActsFor(user.userId, form.artistId)))
        throw forbidden(
          'A gallery bids only for an artist it represents.',
          'لا يقدّم المعرض عروضًا إلا لفنان يمثّله.',
          'not_represented',
        );
      artistId = form.artistId;
    } else if (user.roles.includes('artist')) {
      const own = await this.queries.ownArtistProfile(user.userId);
      if (!own || own.id !== form.artistId)
        throw forbidden('You may bid only as yourself.', 'يمكنك تقديم العرض باسمك فقط.', 'not_represented');
      artistId = own.id;
    } else {
      throw forbidden(
        'Only artists, and galleries for their artists, bid on commissions.',
        'لا يقدّم العروض إلا الفنانون والمعارض لفنانيها.',
        'not_an_artist',
      );
    }
    const { artistId: _a, ...termsForm } = form;
    await this.commission(
      id,
      {
        type: 'PlaceBid',
        bidId,
        artistId,
        bidderId: user.userId,
        bidderLang: lang,
        terms: await this.terms(termsForm, user.userId),
        now: now.toISOString(),
      },
      user.userId,
    );
    return this.queries.one(id, user);
  }

  async updateBid(user: AccountAccess, id: string, bidId: string, change: Partial<TermsForm> | 'withdraw') {
    const doc = await this.queries.doc(id);
    const bid = this.queries.bidOf(doc, bidId);
    if (change === 'withdraw') {
      await this.commission(id, { type: 'WithdrawBid', bidId, actorId: user.userId }, user.userId);
    } else {
      const kept = new Map(bid.sketches.map((s) => [s.id, s]));
      const ids = change.sketchImageIds ?? bid.sketches.map((s) => s.id);
      const added = new Map(
        (
          await this.images(
            ids.filter((i) => !kept.has(i)),
            user.userId,
            'sketchImageIds',
          )
        ).map((i) => [i.id, i]),
      );
      const terms: BidTerms = {
        amount: change.amount ?? bid.amount,
        timelineDays: change.timelineDays ?? bid.timelineDays,
        proposal: change.proposal ?? bid.proposal,
        sketches: ids.map((i) => kept.get(i) ?? added.get(i)!),
      };
      await this.commission(id, { type: 'ReviseBid', bidId, actorId: user.userId, terms }, user.userId);
    }
    return this.queries.one(id, user);
  }

  async accept(user: AccountAccess, id: string, bidId: string, now = new Date()) {
    await this.queries.doc(id);
    await this.commission(
      id,
      { type: 'AcceptBid', bidId, actorId: user.userId, today: today(now), now: now.toISOString() },
      user.userId,
    );
    return this.queries.one(id, user);
  }

  async milestone(user: AccountAccess, id: string, milestone: Milestone, action: 'submit' | 'approve', note = '') {
    await this.queries.doc(id);
    const command: CommissionCommand =
      action === 'submit'
        ? { type: 'SubmitMilestone', actorId: user.userId, milestone, note }
        : { type: 'ApproveMilestone', actorId: user.userId, milestone, now: new Date().toISOString() };
    await this.commission(id, command, user.userId);
    return this.queries.one(id, user);
  }

  async cancel(user: AccountAccess, id: string, reason: string | null) {
    await this.queries.doc(id);
    await this.commission(id, { type: 'CancelCommission', actorId: user.userId, reason }, user.userId);
    return this.queries.one(id, user);
  }

  /** Closes every open request whose deadline passed without an accepted bid (the scheduled sweep). */
  async closeExpired(now = new Date()) {
    const due = await this.queries.commissions.find({
      filter: { status: 'open', deadline: { $lt: today(now) } },
      limit: 500,
    });
    let closed = 0;
    for (const doc of due) {
      const result = await this.commission(
        doc.id,
        { type: 'CloseExpired', today: today(now), now: now.toISOString() },
        null,
      );
      closed += result.events.length;
    }
    return { closed };
  }

  /**
   * The commissioned artist turns the completed work into a draft artwork of its own (through the artworks
   * context): the request's texts, category, medium, style and dimensions, and the images the artist names (its
   * uploads; the bid's sketches by default). The request's stream records the link.
   */
  async toArtwork(user: AccountAccess, id: string, imageIds: string[] | undefined, now = new Date()) {
    const doc = await this.queries.doc(id);
    const accepted = deliveredWorkOf(doc, this.acceptedBid(doc), user.userId) as BidDoc;
    const artworkId = doc.artworkId ?? artworkIdFor(id);
    if (!doc.artworkId) {
      const asGallery = !user.roles.includes('artist') && user.roles.includes('gallery');
      const title = doc.title || doc.titleAr;
      const titleAr = doc.titleAr || doc.title;
      try {
        await this.artworks.create(
          { userId: user.userId, roles: user.roles },
          {
            ...(asGallery && accepted.artistId ? { artistId: accepted.artistId } : {}),
            title,
            titleAr,
            description: doc.description || doc.descriptionAr,
            descriptionAr: doc.descriptionAr || doc.description,
            category: doc.category,
            medium: doc.medium,
            style: doc.style,
            dimensions: doc.dimensions,
            year: now.getUTCFullYear(),
            provenance: `Commissioned work: ${title}`,
            images: imageIds ?? accepted.sketches.map((s) => s.id),
          },
          artworkId,
        );
      } catch (error) {
        // A doubled click: the first made the artwork; this one only links it.
        if (error instanceof DomainError && error.code === 'artwork_exists') {
          // linked below
        } else if (error instanceof DomainError && error.kind === 'validation') {
          // The artworks context names its own field `images`; this endpoint's is `imageIds`.
          throw requiredFields(error.details.map((d) => (d.field === 'images' ? { ...d, field: 'imageIds' } : d)));
        } else throw error;
      }
    }
    await this.commission(
      id,
      { type: 'LinkArtwork', actorId: user.userId, artworkId, now: now.toISOString() },
      user.userId,
    );
    return { artworkId, commission: await this.queries.one(id, user) };
  }

  private acceptedBid(doc: CommissionDoc): BidDoc | undefined {
    return doc.bids.find((b) => b.id === doc.acceptedBidId);
  }

  /**
   * The commissioned artist offers the work (already an artwork of its own) to the collector at the accepted bid's
   * amount: the orders context places the one order that reserves it for the collector (nobody else may buy it),
   * then the request's stream records the link. The collector pays through the usual checkout.
   */
  async offerForSale(user: AccountAccess, id: string, now = new Date()) {
    const doc = await this.queries.doc(id);
    const accepted = deliveredWorkOf(doc, this.acceptedBid(doc), user.userId);
    const orderId = this.sales.orderIdFor(id);
    const artworkId = offerableArtwork({ artworkId: doc.artworkId, saleOrderId: doc.sale?.orderId ?? null }, orderId);
    // The amount is the bid's in halalas (the read model keeps a bid's amount as the event gave it).
    await this.sales.offer(
      { commissionId: id, artworkId, collectorId: doc.collectorId, amountHalalas: accepted.amount },
      user.userId,
    );
    await this.commission(
      id,
      { type: 'OfferWorkForSale', actorId: user.userId, orderId, now: now.toISOString() },
      user.userId,
    );
    return this.queries.one(id, user);
  }

  /** A moderator hides or restores a request, or one bid of it, with the reason (the decider checks both). */
  async moderate(
    moderator: AccountAccess,
    id: string,
    action: 'hide' | 'restore',
    reason: string,
    bidId: string | null = null,
    now = new Date(),
  ) {
    const doc = await this.queries.doc(id);
    if (bidId) this.queries.bidOf(doc, bidId);
    const who = { moderatorId: moderator.userId, moderator: isModerator(moderator), reason };
    const command: CommissionCommand = bidId
      ? action === 'hide'
        ? { type: 'HideBid', bidId, now: now.toISOString(), ...who }
        : { type: 'RestoreBid', bidId, ...who }
      : action === 'hide'
        ? { type: 'HideCommission', now: now.toISOString(), ...who }
        : { type: 'RestoreCommission', ...who };
    await this.commission(id, command, moderator.userId);
    return this.queries.doc(id);
  }

  private thread(bidId: string, command: ThreadCommand, actorId: string) {
    return this.writes.runAs(threadDecider, bidId, command, actorId, commissionMessagesProjection.name, CONTESTED);
  }

  async postMessage(
    user: AccountAccess,
    id: string,
    bidId: string,
    body: string,
    attachmentIds: string[],
    messageId: string = randomUUID(),
    now = new Date(),
  ) {
    const { doc, bid, party } = await this.queries.thread(id, bidId, user);
    if (!party)
      throw forbidden(
        'Only the two parties write in this thread.',
        'لا يكتب في المحادثة إلا طرفاها.',
        'not_thread_party',
      );
    const attachments = await this.images(attachmentIds, user.userId, 'attachmentImageIds');
    const threadOpen =
      (bid.status === 'active' || bid.status === 'accepted') && doc.status !== 'cancelled' && doc.status !== 'closed';
    await this.thread(
      bidId,
      {
        type: 'PostMessage',
        commissionId: id,
        bidId,
        messageId,
        authorId: user.userId,
        body,
        attachments,
        threadOpen,
        now: now.toISOString(),
      },
      user.userId,
    );
    return this.queries.threadMessages(id, bidId, user);
  }

  async reportMessage(user: AccountAccess, id: string, bidId: string, messageId: string, reason: string) {
    const { party } = await this.queries.thread(id, bidId, user);
    if (!party)
      throw forbidden('Only the two parties report in this thread.', 'لا يبلّغ إلا طرفا المحادثة.', 'not_thread_party');
    await this.thread(
      bidId,
      { type: 'ReportMessage', commissionId: id, bidId, messageId, reporterId: user.userId, reason },
      user.userId,
    );
    return { reported: true };
  }

  async hideMessage(moderator: AccountAccess, messageId: string) {
    if (!isModerator(moderator)) throw forbidden('Moderators only.', 'للمشرفين فقط.');
    const message = await this.queries.messages.get(messageId);
    if (!message) throw notFound('Message', 'الرسالة');
    await this.thread(
      message.bidId,
      {
        type: 'HideMessage',
        commissionId: message.commissionId,
        bidId: message.bidId,
        messageId,
        moderatorId: moderator.userId,
      },
      moderator.userId,
    );
    return this.queries.messages.get(messageId);
  }
}

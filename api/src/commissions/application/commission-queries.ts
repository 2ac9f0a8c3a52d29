/**
 * Reads of the commissions read models (never the event store): the public list of open requests with facets,
 * a collector's and an artist's own, one request as its viewer may see it, and a bid thread for its two parties
 * (and for moderators once a message of it was reported). Names come from the users and artists read models.
 */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { Filter, ReadStore } from '../../platform/read-store/read-store.port.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { forbidden, notFound } from '../../platform/errors/domain-errors.js';
import { USERS, type UserDoc } from '../../identity/index.js';
import { CommissionSales } from '../../orders/index.js';
import { ARTISTS, GALLERIES, type ArtistDoc, type GalleryDoc } from '../../profiles/index.js';
import { commissionNotFound } from '../domain/commission.rules.js';
import { COMMISSIONS, type BidDoc, type CommissionDoc } from '../projections/commissions.projection.js';
import { COMMISSION_MESSAGES, type CommissionMessageDoc } from '../projections/commission-messages.projection.js';
import { commissionView, messageView, type Names } from './commission-views.js';

export interface CommissionFilters {
  q?: string;
  category?: string;
  medium?: string;
  /** Halalas: requests whose budget range reaches these bounds. */
  budgetMin?: number;
  budgetMax?: number;
  deadlineFrom?: string;
  deadlineTo?: string;
  page: number;
  pageSize: number;
}

export const isModerator = (user: AccountAccess | null) =>
  !!user && (user.roles.includes('admin') || user.roles.includes('moderator'));

/** Who may read a bid's thread and write in it: the collector, the bidder, and the artist's own account. */
export const threadParties = (doc: CommissionDoc, bid: BidDoc, artistUserId: string | null) =>
  [doc.collectorId, bid.bidderId, ...(artistUserId ? [artistUserId] : [])].filter((v, i, a) => a.indexOf(v) === i);

@Injectable()
export class CommissionQueries {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly sales: CommissionSales,
  ) {}

  get commissions() {
    return this.reads.collection<CommissionDoc>(COMMISSIONS);
  }
  get messages() {
    return this.reads.collection<CommissionMessageDoc>(COMMISSION_MESSAGES);
  }

  async doc(id: string): Promise<CommissionDoc> {
    const doc = await this.commissions.get(id);
    if (!doc) throw commissionNotFound();
    return doc;
  }

  bidOf(doc: CommissionDoc, bidId: string): BidDoc {
    const bid = doc.bids.find((b) => b.id === bidId);
    if (!bid) throw notFound('Bid', 'العرض');
    return bid;
  }

  /** The artist profile an account owns (null when it has none yet). */
  async ownArtistProfile(userId: string): Promise<ArtistDoc | null> {
    const [own] = await this.reads.collection<ArtistDoc>(ARTISTS).find({ filter: { userId }, limit: 1 });
    return own ?? null;
  }

  /** True when the gallery account represents this artist or manages its profile. */
  async galleryActsFor(userId: string, artistId: string): Promise<boolean> {
    const [gallery] = await this.reads.collection<GalleryDoc>(GALLERIES).find({ filter: { userId }, limit: 1 });
    if (!gallery) return false;
    if (gallery.representedArtistIds.includes(artistId)) return true;
    const artist = await this.reads.collection<ArtistDoc>(ARTISTS).get(artistId);
    return artist?.managedBy === gallery.id;
  }

  async artistUserId(artistId: string | null): Promise<string | null> {
    if (!artistId) return null;
    return (await this.reads.collection<ArtistDoc>(ARTISTS).get(artistId))?.userId ?? null;
  }

  /**
   * Whether the viewer may see the request at all: public ones everyone; invited ones their parties and staff;
   * one a moderator hid, its collector and staff only.
   */
  private async canSee(doc: CommissionDoc, user: AccountAccess | null): Promise<boolean> {
    const staff = isModerator(user) || !!user?.roles.includes('auditor');
    if (doc.hidden) return staff || (!!user && doc.collectorId === user.userId);
    if (doc.visibility === 'public' || staff) return true;
    if (!user) return false;
    if (doc.collectorId === user.userId || doc.bidderIds.includes(user.userId)) return true;
    if (doc.invitedArtistIds.includes(user.userId)) return true;
    const own = await this.ownArtistProfile(user.userId);
    return !!own && doc.invitedArtistIds.includes(own.id);
  }

  async list(filters: CommissionFilters) {
    const filter: Filter = { status: 'open', visibility: 'public', hidden: false };
    if (filters.category) filter.category = filters.category;
    if (filters.medium) filter.medium = filters.medium;
    if (filters.budgetMin !== undefined) filter.budgetMax = { $gte: filters.budgetMin };
    if (filters.budgetMax !== undefined) filter.budgetMin = { $lte: filters.budgetMax };
    if (filters.deadlineFrom || filters.deadlineTo)
      filter.deadline = {
        ...(filters.deadlineFrom ? { $gte: filters.deadlineFrom } : {}),
        ...(filters.deadlineTo ? { $lte: filters.deadlineTo } : {}),
      };
    const text = filters.q
      ? { query: filters.q, fields: ['title', 'titleAr', 'description', 'descriptionAr'] }
      : undefined;
    const [{ items, facets }, total] = await Promise.all([
      this.commissions.findWithFacets(
        {
          filter,
          text,
          sort: [{ field: 'deadline', direction: 'asc' }],
          offset: (filters.page - 1) * filters.pageSize,
          limit: filters.pageSize,
        },
        { fields: ['category', 'medium'], limit: 30 },
      ),
      this.commissions.count({ filter, text }),
    ]);
    const names = await this.names(items);
    return { items: items.map((d) => commissionView(d, null, names)), total, facets };
  }

  /** The collector's requests and the requests the account bid on (itself, or as a gallery for its artists). */
  async mine(user: AccountAccess) {
    const own = await this.ownArtistProfile(user.userId);
    const [posted, byBidder, byArtist] = await Promise.all([
      this.commissions.find({
        filter: { collectorId: user.userId },
        sort: [{ field: 'postedAt', direction: 'desc' }],
        limit: 200,
      }),
      this.commissions.find({ filter: { bidderIds: { $contains: user.userId } }, limit: 200 }),
      own ? this.commissions.find({ filter: { artistIds: { $contains: own.id } }, limit: 200 }) : Promise.resolve([]),
    ]);
    // A request a moderator hid stays its collector's only.
    const bidOn = [...new Map([...byBidder, ...byArtist].map((d) => [d.id, d])).values()]
      .filter((d) => !d.hidden)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    const names = await this.names([...posted, ...bidOn]);
    const viewer = { user, artistId: own?.id ?? null };
    return {
      asCollector: posted.map((d) => commissionView(d, viewer, names)),
      asArtist: bidOn.map((d) => commissionView(d, viewer, names)),
    };
  }

  async one(id: string, user: AccountAccess | null) {
    const doc = await this.doc(id);
    if (!(await this.canSee(doc, user))) throw commissionNotFound();
    const own = user ? await this.ownArtistProfile(user.userId) : null;
    const names = await this.names([doc]);
    const sale = this.seesSale(doc, user) ? await this.saleOf(doc) : null;
    return commissionView(doc, user ? { user, artistId: own?.id ?? null } : null, names, sale);
  }

  /** The order selling the commissioned work, with its number and status (null until the artist offers it). */
  saleOf(doc: CommissionDoc) {
    return doc.sale ? this.sales.sale(doc.sale.orderId) : Promise.resolve(null);
  }

  /** The order selling the work is the collector's, the commissioned artist's and staff's to see. */
  private seesSale(doc: CommissionDoc, user: AccountAccess | null): boolean {
    if (!user) return false;
    const artist = doc.bids.find((b) => b.id === doc.acceptedBidId)?.bidderId;
    return (
      user.userId === doc.collectorId || user.userId === artist || isModerator(user) || user.roles.includes('auditor')
    );
  }

  /** The thread's parties, or a moderator once a message of it was reported; everyone else is refused. */
  async thread(id: string, bidId: string, user: AccountAccess) {
    const doc = await this.doc(id);
    const bid = this.bidOf(doc, bidId);
    const artistUserId = await this.artistUserId(bid.artistId);
    // A hidden bid is out of the collector's sight, its thread too (reading and writing): it answers as if absent,
    // as the request's detail leaves the bid out. Its artist still reads it, and staff as before.
    if (bid.hidden && user.userId === doc.collectorId && user.userId !== bid.bidderId && user.userId !== artistUserId)
      throw notFound('Bid', 'العرض');
    const parties = threadParties(doc, bid, artistUserId);
    const party = parties.includes(user.userId);
    if (!party) {
      const reported = isModerator(user) && (await this.messages.count({ filter: { bidId, reported: true } })) > 0;
      if (!reported)
        throw forbidden(
          'Only the collector and this bid’s artist read its messages.',
          'لا يقرأ الرسائل إلا طرفا العرض.',
          'not_thread_party',
        );
    }
    return { doc, bid, parties, party };
  }

  async threadMessages(id: string, bidId: string, user: AccountAccess) {
    const { parties } = await this.thread(id, bidId, user);
    const docs = await this.messages.find({
      filter: { bidId },
      sort: [{ field: 'postedAt', direction: 'asc' }],
      limit: 500,
    });
    const users = await this.reads.collection<UserDoc>(USERS).getMany(parties);
    const nameOf = new Map(users.map((u) => [u.id, [u.firstName, u.lastName].filter(Boolean).join(' ')]));
    return { items: docs.map((m) => messageView(m, nameOf.get(m.authorId) ?? '')), total: docs.length };
  }

  /** Display names of the collectors and artists of these requests. */
  async names(docs: CommissionDoc[]): Promise<Names> {
    const userIds = new Set<string>();
    const artistIds = new Set<string>();
    for (const d of docs) {
      userIds.add(d.collectorId);
      for (const b of d.bids) {
        userIds.add(b.bidderId);
        if (b.artistId) artistIds.add(b.artistId);
      }
    }
    const [users, artists] = await Promise.all([
      this.reads.collection<UserDoc>(USERS).getMany([...userIds]),
      this.reads.collection<ArtistDoc>(ARTISTS).getMany([...artistIds]),
    ]);
    return {
      users: new Map(users.map((u) => [u.id, [u.firstName, u.lastName].filter(Boolean).join(' ')])),
      artists: new Map(artists.map((a) => [a.id, { name: String(a.name ?? ''), nameAr: String(a.nameAr ?? '') }])),
    };
  }
}

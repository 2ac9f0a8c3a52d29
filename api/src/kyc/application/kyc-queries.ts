/**
 * KYC reads: a person's own case (tier recomputed for today, so an expired document stops counting at once),
 * the reviewers' queue, and the one question other contexts ask: may this person do X for this amount?
 */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { Filter, FindOptions, ReadStore } from '../../platform/read-store/read-store.port.js';
import { KYC_CASES, type KycCaseDoc } from '../projections/kyc-cases.projection.js';
import { mayDo, tierNeeded, tierOf, type KycAction, type KycPermission } from '../domain/kyc-tiers.js';
import type { Tier } from '../domain/kyc.events.js';
import { daysAfter, EXPIRY_SOON_DAYS, expiryBadge } from '../domain/kyc-expiry.js';
import { SettingsQueries } from '../../settings/index.js';

export const todayOf = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** The queue's filters that are not equalities. */
export interface QueueFilters {
  minWaitingDays: number | null;
  expiringSoon: boolean;
}

@Injectable()
export class KycQueries {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly settings: SettingsQueries,
  ) {}

  private get cases() {
    return this.reads.collection<KycCaseDoc>(KYC_CASES);
  }

  /**
   * The highest bid (SAR) a tier-1 person may place, the one place the ceiling is read: the platform settings'
   * (admins change it without a restart), `KYC_BID_CEILING` until then.
   */
  bidCeiling(): Promise<number> {
    return this.settings.value('kycBidCeiling');
  }

  /** The person's tier today (0 when they never submitted anything). */
  async tierOf(userId: string, now = new Date()): Promise<Tier> {
    const found = await this.cases.get(userId);
    return found ? tierOf(found.documents, todayOf(now), found.staffVerified) : 0;
  }

  /** Many people's tiers today in one read (a hot lot's bids of one event-loop turn). */
  async tiersOf(userIds: string[], now = new Date()): Promise<Map<string, Tier>> {
    const today = todayOf(now);
    const found = await this.cases.getMany([...new Set(userIds)]);
    const tiers = new Map<string, Tier>(userIds.map((id) => [id, 0]));
    for (const c of found) tiers.set(c.userId, tierOf(c.documents, today, c.staffVerified));
    return tiers;
  }

  /** May a person at `tier` do `action` for `amount` (SAR)? For callers that read the tier already. */
  async permission(tier: Tier, action: KycAction, amount: number): Promise<KycPermission> {
    return mayDo(tier, action, amount, await this.bidCeiling());
  }

  /** May this person do `action` for `amount` (SAR)? A refusal names the tier needed in English and Arabic. */
  async mayDo(userId: string, action: KycAction, amount: number, now = new Date()): Promise<KycPermission> {
    return this.permission(await this.tierOf(userId, now), action, amount);
  }

  /**
   * `mayDo` for a caller that needs only the decision: an action that needs no tier (a free workshop) is allowed
   * without reading the person's case, a round trip every free registration of a crowd paid for nothing.
   */
  async allows(
    userId: string,
    action: KycAction,
    amount: number,
    now = new Date(),
  ): Promise<{ allowed: true } | KycPermission> {
    if (tierNeeded(action, amount, await this.bidCeiling()) === 0) return { allowed: true };
    return this.mayDo(userId, action, amount, now);
  }

  async caseOf(userId: string, now = new Date()) {
    const found = await this.cases.get(userId);
    const today = todayOf(now);
    const documents = found?.documents ?? [];
    return {
      id: userId,
      userId,
      tier: tierOf(documents, today, found?.staffVerified),
      staffVerified: found?.staffVerified ?? false,
      status: found?.status ?? 'settled',
      bidCeiling: await this.bidCeiling(),
      documents: documents.map(({ fileKey: _f, ...d }) => ({
        ...d,
        expired: d.expiresOn !== null && d.expiresOn < today,
        expiry: expiryBadge(d, today),
      })),
      requests: found?.requests ?? [],
      history: found?.history ?? [],
    };
  }

  /** The person's own documents with their file keys (internal: the owner's export reads the bytes). */
  async caseWithFiles(userId: string) {
    return (await this.cases.get(userId))?.documents ?? [];
  }

  /** People with an approved document whose expiry has passed (`today` as YYYY-MM-DD). */
  async withExpiredApprovals(today: string): Promise<string[]> {
    const ids: string[] = [];
    for await (const c of this.casesAboveTierZero())
      if (c.documents.some((d) => d.status === 'approved' && d.expiresOn !== null && d.expiresOn < today))
        ids.push(c.userId);
    return ids;
  }

  /** Approved documents expiring within `days` days of `today` (not yet expired): the notices' candidates. */
  async withExpiringApprovals(today: string, days: number): Promise<Array<{ userId: string; documentId: string }>> {
    const limit = daysAfter(today, days);
    const found: Array<{ userId: string; documentId: string }> = [];
    for await (const c of this.casesAboveTierZero())
      for (const d of c.documents)
        if (d.status === 'approved' && d.expiresOn !== null && d.expiresOn >= today && d.expiresOn <= limit)
          found.push({ userId: c.userId, documentId: d.id });
    return found;
  }

  /** Every case above tier 0 (only those hold approved documents), a page at a time, for the expiry sweeps. */
  private async *casesAboveTierZero(): AsyncGenerator<KycCaseDoc> {
    for (let offset = 0; ; offset += 500) {
      const page = await this.cases.find({
        filter: { tier: { $gt: 0 } },
        sort: [{ field: 'id', direction: 'asc' }],
        offset,
        limit: 500,
      });
      yield* page;
      if (page.length < 500) return;
    }
  }

  /** The case holding a document (null when there is none). */
  async caseWithDocument(documentId: string): Promise<KycCaseDoc | null> {
    return (await this.cases.find({ filter: { documentIds: { $contains: documentId } }, limit: 1 }))[0] ?? null;
  }

  /**
   * The queue: waiting cases unless the filter names a status (or asks for expiring ones, whose cases are mostly
   * settled); `minWaitingDays` keeps the older ones, `expiringSoon` those whose next expiry is within 30 days or
   * past.
   */
  async queue(
    options: FindOptions & { offset: number; limit: number },
    { minWaitingDays, expiringSoon }: QueueFilters,
    now = new Date(),
  ) {
    const today = todayOf(now);
    const filter: Filter = { ...(expiringSoon ? {} : { status: 'waiting' }), ...options.filter };
    if (minWaitingDays !== null)
      filter.waitingSince = { $lte: new Date(now.getTime() - minWaitingDays * 86_400_000).toISOString() };
    if (expiringSoon) filter.nextExpiry = { $lte: daysAfter(today, EXPIRY_SOON_DAYS) };
    const page = { sort: options.sort, offset: options.offset, limit: options.limit };
    const [items, total] = await Promise.all([this.cases.find({ filter, ...page }), this.cases.count({ filter })]);
    return {
      total,
      items: items.map((c) => ({
        id: c.userId,
        userId: c.userId,
        status: c.status,
        tier: tierOf(c.documents, today, c.staffVerified),
        tierAsked: c.tierAsked,
        nextExpiry: c.nextExpiry ?? null,
        expiry: c.nextExpiry ? expiryBadge({ status: 'approved', expiresOn: c.nextExpiry }, today) : null,
        waitingSince: c.waitingSince,
        waitingHours: c.waitingSince ? Math.floor((now.getTime() - Date.parse(c.waitingSince)) / 3_600_000) : null,
        documents: c.documents.map(({ fileKey: _f, ...d }) => ({ ...d, expiry: expiryBadge(d, today) })),
        requests: c.requests,
        history: c.history,
      })),
    };
  }
}

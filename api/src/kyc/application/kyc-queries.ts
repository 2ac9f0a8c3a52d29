/**
 * KYC reads: a person's own case (tier recomputed for today, so an expired document stops counting at once),
 * the reviewers' queue, and the one question other contexts ask: may this person do X for this amount?
 */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { Filter, FindOptions, ReadStore } from '../../platform/read-store/read-store.port.js';
import { KYC_CASES, type KycCaseDoc } from '../projections/kyc-cases.projection.js';
import { mayDo, tierOf, type KycAction, type KycPermission } from '../domain/kyc-tiers.js';
import type { Tier } from '../domain/kyc.events.js';
import { SettingsQueries } from '../../settings/index.js';

export const todayOf = (now: Date = new Date()) => now.toISOString().slice(0, 10);

@Injectable()
export class KycQueries {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly settings: SettingsQueries,
  ) {}

  /** The ceiling in force: the platform settings' (admins change it without a restart), KYC_BID_CEILING until then. */
  private bidCeiling(): Promise<number> {
    return this.settings.value('kycBidCeiling');
  }

  private get cases() {
    return this.reads.collection<KycCaseDoc>(KYC_CASES);
  }

  /** The person's tier today (0 when they never submitted anything). */
  async tierOf(userId: string, now = new Date()): Promise<Tier> {
    const found = await this.cases.get(userId);
    return found ? tierOf(found.documents, todayOf(now)) : 0;
  }

  /** May this person do `action` for `amount` (SAR)? A refusal names the tier needed in English and Arabic. */
  async mayDo(userId: string, action: KycAction, amount: number, now = new Date()): Promise<KycPermission> {
    return mayDo(await this.tierOf(userId, now), action, amount, await this.bidCeiling());
  }

  async caseOf(userId: string, now = new Date()) {
    const found = await this.cases.get(userId);
    const today = todayOf(now);
    const documents = found?.documents ?? [];
    return {
      id: userId,
      userId,
      tier: tierOf(documents, today),
      status: found?.status ?? 'settled',
      bidCeiling: await this.bidCeiling(),
      documents: documents.map(({ fileKey: _f, ...d }) => ({
        ...d,
        expired: d.expiresOn !== null && d.expiresOn < today,
      })),
      requests: found?.requests ?? [],
      history: found?.history ?? [],
    };
  }

  /** People with an approved document whose expiry has passed (`today` as YYYY-MM-DD). */
  async withExpiredApprovals(today: string): Promise<string[]> {
    const ids: string[] = [];
    for (let offset = 0; ; offset += 500) {
      const page = await this.cases.find({
        filter: { tier: { $gt: 0 } },
        sort: [{ field: 'id', direction: 'asc' }],
        offset,
        limit: 500,
      });
      for (const c of page)
        if (c.documents.some((d) => d.status === 'approved' && d.expiresOn !== null && d.expiresOn < today))
          ids.push(c.userId);
      if (page.length < 500) return ids;
    }
  }

  /** The case holding a document (null when there is none). */
  async caseWithDocument(documentId: string): Promise<KycCaseDoc | null> {
    return (await this.cases.find({ filter: { documentIds: { $contains: documentId } }, limit: 1 }))[0] ?? null;
  }

  /** The queue: waiting cases unless the filter names a status; `minWaitingDays` keeps the older ones. */
  async queue(
    options: FindOptions & { offset: number; limit: number },
    minWaitingDays: number | null,
    now = new Date(),
  ) {
    const filter: Filter = { status: 'waiting', ...options.filter };
    if (minWaitingDays !== null)
      filter.waitingSince = { $lte: new Date(now.getTime() - minWaitingDays * 86_400_000).toISOString() };
    const page = { sort: options.sort, offset: options.offset, limit: options.limit };
    const [items, total] = await Promise.all([this.cases.find({ filter, ...page }), this.cases.count({ filter })]);
    return {
      total,
      items: items.map((c) => ({
        id: c.userId,
        userId: c.userId,
        status: c.status,
        tier: tierOf(c.documents, todayOf(now)),
        tierAsked: c.tierAsked,
        waitingSince: c.waitingSince,
        waitingHours: c.waitingSince ? Math.floor((now.getTime() - Date.parse(c.waitingSince)) / 3_600_000) : null,
        documents: c.documents.map(({ fileKey: _f, ...d }) => d),
        requests: c.requests,
        history: c.history,
      })),
    };
  }
}

/**
 * A person's own journey (`/analytics/dashboard`): their stage and what they did in the period (favourites,
 * follows, inquiries, bids, wins, registrations, attendance); for staff also the cohort of people by stage.
 */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { isStaff } from '../../platform/auth/guards/staff-only.js';
import { LIFECYCLE_STAGES, USERS, type UserDoc } from '../../identity/index.js';
import type { Period } from '../domain/riyadh-days.js';
import { AnalyticsQueries } from './analytics-queries.js';

@Injectable()
export class Lifecycle {
  constructor(
    private readonly queries: AnalyticsQueries,
    @Inject(READ_STORE) private readonly reads: ReadStore,
  ) {}

  async of(account: AccountAccess, period: Period, to: string) {
    const [report, user] = await Promise.all([
      this.queries.report([`user:${account.userId}`], period, to),
      this.reads.collection<UserDoc>(USERS).get(account.userId),
    ]);
    return {
      ...report,
      stage: user?.lifecycleStage ?? 'awareness',
      stages: LIFECYCLE_STAGES,
      memberSince: user?.joinedAt ?? null,
      cohort: isStaff(account) ? await this.cohort() : null,
    };
  }

  /** How many people stand at each stage today (staff only). */
  private async cohort(): Promise<Record<string, number>> {
    const facets = await this.reads.collection<UserDoc>(USERS).facets(['lifecycleStage'], { limit: 10 });
    const counts = Object.fromEntries(LIFECYCLE_STAGES.map((stage) => [stage, 0]));
    for (const { value, count } of facets.lifecycleStage ?? []) counts[String(value)] = count;
    return counts;
  }
}

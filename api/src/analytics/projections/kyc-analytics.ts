/**
 * KYC operations into the platform's buckets: documents submitted, approved and rejected a day, and two kinds of
 * level kept as daily changes (`+1`/`-1`) that a report turns into the level at a day's end: documents waiting
 * for a decision (`kycPending`) and people at each tier (`tier0`, `tier1`, `tier2`; everyone starts at 0 when
 * they register). A level is the sum of every change up to that day (application/analytics-report.ts).
 */
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import type { Bumps, Counters } from './buckets.js';
import type { AnalyticsSourceEvent } from './source-events.js';

const PLATFORM = 'platform';

/** Counters that are changes of a level, not counts of a day's events. */
export const LEVEL_COUNTERS = ['kycPending', 'tier0', 'tier1', 'tier2'] as const;

function tierMove(before: number, after: number): Counters {
  if (before === after) return {};
  return { [`tier${before}`]: -1, [`tier${after}`]: 1 };
}

export function kycBumps(event: StoredEvent<AnalyticsSourceEvent>, bumps: Bumps): void {
  switch (event.type) {
    case 'UserRegistered':
      bumps.add(PLATFORM, { tier0: 1 });
      return;
    case 'KycDocumentSubmitted':
      bumps.add(PLATFORM, { kycSubmitted: 1, kycPending: 1 });
      return;
    case 'KycDocumentApproved':
      bumps.add(PLATFORM, { kycApproved: 1, kycPending: -1, ...tierMove(event.data.tierBefore, event.data.tierAfter) });
      return;
    case 'KycDocumentRejected':
      bumps.add(PLATFORM, { kycRejected: 1, kycPending: -1 });
      return;
    case 'KycDocumentExpired':
      bumps.add(PLATFORM, { kycExpired: 1, ...tierMove(event.data.tierBefore, event.data.tierAfter) });
      return;
    case 'KycIdentityVerified':
      bumps.add(PLATFORM, { kycVerified: 1, ...tierMove(event.data.tierBefore, event.data.tierAfter) });
      return;
    default:
      return;
  }
}

/**
 * A person's risk level and lifecycle stage (SPEC section 4), computed from signals the `users` read model keeps
 * (pure: the time is given). Both are explainable: the risk comes with the reasons that gave it.
 *
 * Risk, by points:
 * - KYC tier 0 (e-mail only): +1; tier 2 (identity and address, or a commercial registration): −1;
 * - an account younger than 30 days: +1;
 * - each suspension ever recorded (a dispute staff upheld): +3;
 * - each refused bid that signals abuse (the seller or a party to the lot bidding, or the rate limit hit): +1, at
 *   most +3.
 * 3 points or more is `high`, 2 is `medium`, less is `low`.
 *
 * Lifecycle, moving forward only: `awareness` at sign-up; `consideration` once roles are chosen or the person
 * favourites, follows or asks about a work; `purchase` at the first auction won or workshop registration (orders
 * will count the same); `retention` at a further purchase within 90 days of the one before; `advocacy` when a
 * person who has purchased posts a comment or a discussion.
 */
export const RISK_POINTS = { tierZero: 1, tierTwo: -1, young: 1, suspension: 3, flaggedRefusal: 1 } as const;
export const YOUNG_ACCOUNT_DAYS = 30;
export const FLAGGED_REFUSAL_CAP = 3;
export const RETENTION_DAYS = 90;
export const FLAGGED_REFUSALS = ['seller_cannot_bid', 'rate_limited'] as const;

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export type LifecycleStage = 'awareness' | 'consideration' | 'purchase' | 'retention' | 'advocacy';
const STAGES: LifecycleStage[] = ['awareness', 'consideration', 'purchase', 'retention', 'advocacy'];

export interface AccountSignals {
  kycTier: number;
  joinedAt: string;
  suspensions: number;
  flaggedRefusals: number;
  /** When each purchase happened, keyed by the stream that recorded it (a replay writes the same key). */
  purchases: Record<string, string>;
  setupComplete: boolean;
  engaged: boolean;
  contributed: boolean;
}

export interface RiskAssessment {
  level: RiskLevel;
  score: number;
  /** Codes of the signals that counted, for the back-office to show why. */
  reasons: string[];
}

export function riskOf(signals: AccountSignals, now: string): RiskAssessment {
  const reasons: string[] = [];
  let score = 0;
  const add = (points: number, reason: string) => {
    score += points;
    reasons.push(reason);
  };
  if (signals.kycTier <= 0) add(RISK_POINTS.tierZero, 'kyc_tier_0');
  if (signals.kycTier >= 2) add(RISK_POINTS.tierTwo, 'kyc_tier_2');
  if (Date.parse(now) - Date.parse(signals.joinedAt) < YOUNG_ACCOUNT_DAYS * 86_400_000)
    add(RISK_POINTS.young, 'new_account');
  if (signals.suspensions > 0) add(RISK_POINTS.suspension * signals.suspensions, 'suspended_before');
  if (signals.flaggedRefusals > 0)
    add(RISK_POINTS.flaggedRefusal * Math.min(signals.flaggedRefusals, FLAGGED_REFUSAL_CAP), 'refused_bids');
  return { level: score >= 3 ? 'high' : score >= 2 ? 'medium' : 'low', score, reasons };
}

export function lifecycleOf(signals: AccountSignals, reached: LifecycleStage = 'awareness'): LifecycleStage {
  const dates = Object.values(signals.purchases).sort();
  const repeat = dates.some(
    (d, i) => i > 0 && Date.parse(d) - Date.parse(dates[i - 1]!) <= RETENTION_DAYS * 86_400_000,
  );
  const stage: LifecycleStage =
    dates.length > 0 && signals.contributed
      ? 'advocacy'
      : repeat
        ? 'retention'
        : dates.length > 0
          ? 'purchase'
          : signals.setupComplete || signals.engaged
            ? 'consideration'
            : 'awareness';
  return STAGES.indexOf(stage) >= STAGES.indexOf(reached) ? stage : reached;
}

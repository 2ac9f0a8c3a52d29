/**
 * Trust tiers and what each allows (issue 16). Pure: the date and the bid ceiling are given.
 * - tier 0 (e-mail only): browse, favourite, ask;
 * - tier 1 (identity approved): bid up to the ceiling, register for paid workshops;
 * - tier 2 (identity and proof of address, or a commercial registration): sell, bid without ceiling, payouts.
 * Only approved documents that have not expired count.
 */
import type { DocumentType, Tier } from './kyc.events.js';

export interface TierInput {
  documentType: DocumentType;
  status: string;
  expiresOn: string | null;
}

/** `today` as YYYY-MM-DD: a document expiring on a day counts through that day. */
export const isExpired = (expiresOn: string | null, today: string): boolean => expiresOn !== null && expiresOn < today;

/** `staffVerified`: a reviewer vouched for the identity (the back-office's "verify"), which counts as tier 1. */
export function tierOf(documents: Iterable<TierInput>, today: string, staffVerified = false): Tier {
  const valid = new Set<DocumentType>();
  for (const d of documents) if (d.status === 'approved' && !isExpired(d.expiresOn, today)) valid.add(d.documentType);
  if (valid.has('commercial_registration') || (valid.has('national_id') && valid.has('proof_of_address'))) return 2;
  return valid.has('national_id') || staffVerified ? 1 : 0;
}

export const KYC_ACTIONS = ['bid', 'register_paid_workshop', 'sell', 'receive_payout'] as const;
export type KycAction = (typeof KYC_ACTIONS)[number];

export type KycPermission =
  | { allowed: true; tier: Tier }
  | { allowed: false; tier: Tier; tierNeeded: Tier; code: 'kyc_tier_required'; message: string; messageAr: string };

/** The tier an action needs: a bid above the ceiling needs tier 2; a free workshop needs nothing. */
export function tierNeeded(action: KycAction, amount: number, bidCeiling: number): Tier {
  switch (action) {
    case 'bid':
      return amount > bidCeiling ? 2 : 1;
    case 'register_paid_workshop':
      return amount > 0 ? 1 : 0;
    default:
      return 2;
  }
}

const ACTION_TEXT: Record<KycAction, [string, string]> = {
  bid: ['bid this amount', 'المزايدة بهذا المبلغ'],
  register_paid_workshop: ['register for a paid workshop', 'التسجيل في ورشة مدفوعة'],
  sell: ['sell', 'البيع'],
  receive_payout: ['receive payouts', 'استلام المدفوعات'],
};

const TIER_TEXT: Record<Tier, [string, string]> = {
  0: ['', ''],
  1: ['verified identity (tier 1)', 'هوية موثقة (المستوى 1)'],
  2: [
    'verified identity and address, or a commercial registration (tier 2)',
    'هوية وعنوان موثقان أو سجل تجاري (المستوى 2)',
  ],
};

/** May a person at `tier` do `action` for `amount`? A refusal names the tier needed in English and Arabic. */
export function mayDo(tier: Tier, action: KycAction, amount: number, bidCeiling: number): KycPermission {
  const needed = tierNeeded(action, amount, bidCeiling);
  if (tier >= needed) return { allowed: true, tier };
  const [what, whatAr] = ACTION_TEXT[action];
  const [level, levelAr] = TIER_TEXT[needed];
  return {
    allowed: false,
    tier,
    tierNeeded: needed,
    code: 'kyc_tier_required',
    message: `To ${what} you need ${level}. Upload your documents under Verification.`,
    messageAr: `يلزمك ${levelAr} من أجل ${whatAr}. ارفع وثائقك في صفحة التحقق.`,
  };
}

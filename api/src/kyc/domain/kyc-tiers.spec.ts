/** Tiers from approved, unexpired documents, and the one question other contexts ask. */
import { describe, expect, it } from '@jest/globals';
import { mayDo, tierOf } from './kyc-tiers.js';

const approved = (documentType: string, expiresOn: string | null = null) =>
  ({ documentType, status: 'approved', expiresOn }) as const;

describe('tierOf', () => {
  it('0 with nothing approved, 1 with an identity, 2 with identity and address or a registration', () => {
    expect(tierOf([], '2026-01-01')).toBe(0);
    expect(tierOf([{ ...approved('national_id'), status: 'submitted' }] as never, '2026-01-01')).toBe(0);
    expect(tierOf([approved('national_id')] as never, '2026-01-01')).toBe(1);
    expect(tierOf([approved('proof_of_address')] as never, '2026-01-01')).toBe(0);
    expect(tierOf([approved('national_id'), approved('proof_of_address')] as never, '2026-01-01')).toBe(2);
    expect(tierOf([approved('commercial_registration')] as never, '2026-01-01')).toBe(2);
  });
  it('an expired document no longer counts (it counts through its expiry day)', () => {
    const docs = [approved('national_id', '2026-06-30'), approved('proof_of_address')] as never;
    expect(tierOf(docs, '2026-06-30')).toBe(2);
    expect(tierOf(docs, '2026-07-01')).toBe(0);
  });
});

describe('mayDo', () => {
  const ceiling = 50_000;
  it('allows what the tier covers', () => {
    expect(mayDo(1, 'bid', 50_000, ceiling)).toEqual({ allowed: true, tier: 1 });
    expect(mayDo(2, 'bid', 1_000_000, ceiling)).toEqual({ allowed: true, tier: 2 });
    expect(mayDo(0, 'register_paid_workshop', 0, ceiling)).toEqual({ allowed: true, tier: 0 });
    expect(mayDo(2, 'sell', 0, ceiling).allowed).toBe(true);
  });
  it('refuses naming the tier needed in English and Arabic', () => {
    const refusals = [
      [mayDo(0, 'bid', 100, ceiling), 1],
      [mayDo(1, 'bid', 50_001, ceiling), 2],
      [mayDo(0, 'register_paid_workshop', 300, ceiling), 1],
      [mayDo(1, 'sell', 0, ceiling), 2],
      [mayDo(1, 'receive_payout', 10, ceiling), 2],
    ] as const;
    for (const [answer, needed] of refusals) {
      expect(answer).toMatchObject({ allowed: false, tierNeeded: needed, code: 'kyc_tier_required' });
      if (answer.allowed) continue;
      expect(answer.message).toContain(`tier ${needed}`);
      expect(answer.messageAr).toContain(`المستوى ${needed}`);
    }
  });
});

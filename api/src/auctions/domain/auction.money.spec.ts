import { describe, expect, it } from '@jest/globals';
import { buyersPremium, premiumTiersFromPercent } from './auction.money.js';

describe('premium tiers from SAR and percent', () => {
  it('turns SAR limits into halalas and percents into basis points', () => {
    expect(
      premiumTiersFromPercent([
        { upTo: 100_000, percent: 25 },
        { upTo: 500_000.5, percent: 20.25 },
        { upTo: null, percent: 12.5 },
      ]),
    ).toEqual([
      { upTo: 10_000_000, rateBasisPoints: 2500 },
      { upTo: 50_000_050, rateBasisPoints: 2025 },
      { upTo: null, rateBasisPoints: 1250 },
    ]);
  });

  it('rounds float noise away instead of truncating it', () => {
    // 0.29 * 100 is 28.999999999999996 and 1.1 * 100 is 110.00000000000001 in a double.
    expect(
      premiumTiersFromPercent([
        { upTo: 0.29, percent: 1.1 },
        { upTo: null, percent: 0.07 },
      ]),
    ).toEqual([
      { upTo: 29, rateBasisPoints: 110 },
      { upTo: null, rateBasisPoints: 7 },
    ]);
  });

  it('charges what the settings say: 25% up to SAR 100,000 and 20% above', () => {
    const tiers = premiumTiersFromPercent([
      { upTo: 100_000, percent: 25 },
      { upTo: null, percent: 20 },
    ]);
    // SAR 150,000 hammer: 25,000 + 10,000 SAR of premium.
    expect(buyersPremium(tiers, 15_000_000)).toBe(3_500_000);
  });
});

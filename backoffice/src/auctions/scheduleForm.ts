/** The create form's values → the body of POST /api/admin/auctions (empty optional fields left out, times as UTC ISO). */
type FormValues = Record<string, unknown>;

const blank = (value: unknown) => value === undefined || value === null || value === '';
const iso = (value: unknown) => (blank(value) ? value : new Date(String(value)).toISOString());

export function toScheduleBody(values: FormValues): FormValues {
  const body: FormValues = {
    lotId: values.lotId,
    sellerId: values.sellerId,
    startingBid: values.startingBid,
    startsAt: iso(values.startsAt),
    endsAt: iso(values.endsAt),
    increments: ((values.increments as FormValues[] | undefined) ?? []).map((b) => ({
      from: b.from,
      increment: b.increment,
    })),
    premiumTiers: ((values.premiumTiers as FormValues[] | undefined) ?? []).map((t) => ({
      upTo: blank(t.upTo) ? null : t.upTo,
      ratePercent: t.ratePercent,
    })),
  };
  for (const key of ['artworkId', 'consignorId', 'saleId', 'reserve', 'softCloseMinutes'])
    if (!blank(values[key])) body[key] = values[key];
  return body;
}

/** The part of the platform settings (GET /api/admin/settings/platform) a new auction starts from. */
export interface AuctionSettingValues {
  buyersPremiumTiers?: Array<{ upTo: number | null; percent: number }>;
  softCloseMinutes?: number;
}

/**
 * The create form's starting values: the premium tiers and soft close the platform settings hold now (what the
 * server would apply to a lot scheduled without them), or the product's own until the settings are read.
 */
export function scheduleDefaults(settings: AuctionSettingValues | undefined): FormValues {
  const tiers = settings?.buyersPremiumTiers ?? [
    { upTo: 100_000, percent: 25 },
    { upTo: null, percent: 20 },
  ];
  return {
    softCloseMinutes: settings?.softCloseMinutes ?? 2,
    increments: [{ from: 0, increment: 100 }],
    premiumTiers: tiers.map((t) => ({ upTo: t.upTo, ratePercent: t.percent })),
  };
}

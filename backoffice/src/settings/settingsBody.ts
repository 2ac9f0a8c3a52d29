/** What the settings form sends: the values, the reason, and the revision it was read at (a change made meanwhile
 * by another admin answers 409 instead of being overwritten). */
export interface SettingsRecord {
  id: string;
  revision: number;
  values: Record<string, unknown>;
  reason?: string;
}

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

export const toSettingsBody = (record: SettingsRecord) => {
  const values = { ...record.values };
  if (Array.isArray(values.buyersPremiumTiers))
    values.buyersPremiumTiers = (values.buyersPremiumTiers as Array<{ upTo: unknown; percent: unknown }>).map((t) => ({
      upTo: blankToNull(t.upTo),
      percent: t.percent,
    }));
  return { values, reason: record.reason ?? '', expectedRevision: record.revision };
};

/**
 * The country list of SPEC section 3. `value` is the English key the API stores in `nationality`; `key` names
 * the translation under `catalog.countries`.
 */
export const COUNTRIES = [
  { value: 'Saudi Arabia', key: 'saudiArabia' },
  { value: 'UAE', key: 'uae' },
  { value: 'Kuwait', key: 'kuwait' },
  { value: 'Qatar', key: 'qatar' },
  { value: 'Bahrain', key: 'bahrain' },
  { value: 'Oman', key: 'oman' },
  { value: 'Jordan', key: 'jordan' },
  { value: 'Lebanon', key: 'lebanon' },
  { value: 'Egypt', key: 'egypt' },
  { value: 'Syria', key: 'syria' },
  { value: 'Iraq', key: 'iraq' },
  { value: 'Palestine', key: 'palestine' },
] as const;

/** Translation key of a country, accepting the long and short spellings of the Emirates. */
export function countryKey(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const normalized = value === 'United Arab Emirates' ? 'UAE' : value;
  return COUNTRIES.find((c) => c.value === normalized)?.key;
}

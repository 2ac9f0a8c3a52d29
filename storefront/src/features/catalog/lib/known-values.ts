import type { TFunction } from 'i18next';

/**
 * Free-text artwork fields (condition, frame, edition, insurance, shipping, tags) have no Arabic counterpart in
 * the data. Common values, such as the demo's, are translated under `catalog.values`; others show as entered.
 * Values that would read as an i18next path or namespace are never looked up.
 */
export function knownValue(t: TFunction, value: string | null | undefined, groups: string[] = ['values']): string {
  if (!value) return '';
  if (/[.:]/.test(value)) return value;
  return t(
    groups.map((g) => `catalog.${g}.${value}`),
    { defaultValue: value },
  );
}

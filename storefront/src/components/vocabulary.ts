import type { TFunction } from 'i18next';

/**
 * The catalogue's open vocabularies (`catalog.categories`, `catalog.styles`, `catalog.mediums`…): keys stored by the
 * API, named in the interface's language by the catalogue's texts.
 */

/** The vocabulary's keys, in the order its texts list them. */
export function vocabularyKeys(t: TFunction, vocabulary: string): string[] {
  return Object.keys(t(vocabulary, { returnObjects: true, defaultValue: {} }) as Record<string, string>);
}

/** A value by its name when it is one of the vocabulary's keys, as it was written otherwise. */
export function vocabularyName(t: TFunction, vocabulary: string, value: string): string {
  return value ? t(`${vocabulary}.${value}`, { defaultValue: value }) : value;
}

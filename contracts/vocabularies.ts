/**
 * The names both front ends give the API's open and closed vocabularies, in English and Arabic: the catalogue's (an
 * artwork's or a commission request's style and medium, an artist's main medium; each key the value the API stores:
 * the forms offer these and still allow free text, so a value outside them is shown as written) and the roles. They
 * are texts like the storefront's others (`catalog.styles`, `catalog.mediums`, `catalog.artistMedia`,
 * `roles.names`: the storefront's shared tree holds them, the translation overrides can re-word them) and the
 * back-office names the same fields by them, so a name is written once, in `vocabularies/{en,ar}.json`; the API's
 * messages that list roles name them the same way (a test holds its copy to this one).
 */
import ar from './vocabularies/ar.json';
import en from './vocabularies/en.json';

export const VOCABULARY_TEXTS = { en, ar } as const;

/** One language's vocabularies, each a key → name record: the catalogue's, and the roles. */
export const vocabularyTexts = (language: 'en' | 'ar') => ({
  ...VOCABULARY_TEXTS[language].catalog,
  roles: VOCABULARY_TEXTS[language].roles.names,
});

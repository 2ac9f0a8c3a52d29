/**
 * The catalogue's open vocabularies, named in English and Arabic, for both front ends: an artwork's or a commission
 * request's style and medium, an artist's main medium. Each key is the value the API stores (the forms offer these
 * and still allow free text, so a value outside them is shown as written). They are texts like the storefront's
 * others (`catalog.styles`, `catalog.mediums`, `catalog.artistMedia`: the storefront's shared tree holds them, the
 * translation overrides can re-word them) and the back-office names the same fields by them, so a name is written
 * once, in `vocabularies/{en,ar}.json`.
 */
import ar from './vocabularies/ar.json';
import en from './vocabularies/en.json';

export const VOCABULARY_TEXTS = { en, ar } as const;

/** One language's vocabularies, each a key → name record. */
export const vocabularyTexts = (language: 'en' | 'ar') => VOCABULARY_TEXTS[language].catalog;

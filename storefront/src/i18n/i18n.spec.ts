import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../config/constants';
import { createI18n, translationsOf } from './index';
import { bindDocumentLanguage, initialLanguage, languageFromSearch } from './language';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

/** Keys in `a` and not in `b`. */
function missingKeys(a: Tree, b: Tree): string[] {
  const present = new Set(flatten(b));
  return flatten(a).filter((key) => !present.has(key));
}

// The merged trees: the shared texts plus every feature's own files.
const en = translationsOf('en') as Tree;
const ar = translationsOf('ar') as Tree;

const PLURAL = /_(zero|one|two|few|many|other)$/;

describe('translation files', () => {
  it('detects a key present in one language only', () => {
    expect(missingKeys({ a: { b: 'x', c: 'y' } }, { a: { b: 'x' } })).toEqual(['a.c']);
  });

  it('have exactly the same keys in English and Arabic', () => {
    expect(missingKeys(en, ar)).toEqual([]);
    expect(missingKeys(ar, en)).toEqual([]);
  });

  it('have no empty strings', () => {
    for (const [name, tree] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const empty = flatten(tree).filter(
        (key) => !key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree),
      );
      expect(empty, name).toEqual([]);
    }
  });

  it('give every plural all the forms each language needs (Arabic has six)', () => {
    const bases = new Set(
      flatten(en)
        .filter((k) => PLURAL.test(k))
        .map((k) => k.replace(PLURAL, '')),
    );
    for (const [language, tree] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const keys = new Set(flatten(tree));
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const base of bases) {
        for (const form of forms) expect(keys.has(`${base}_${form}`), `${language} ${base}_${form}`).toBe(true);
      }
    }
  });
});

describe('i18n instance', () => {
  it('picks the Arabic plural form for the count', () => {
    const i18n = createI18n('ar');
    const spots = (count: number) => i18n.t('landing.earlyAccess.spots', { count, n: String(count) });
    expect(spots(0)).toBe('لم يتبقَّ أي مكان');
    expect(spots(1)).toBe('تبقّى مكان واحد');
    expect(spots(2)).toBe('تبقّى مكانان');
    expect(spots(5)).toBe('تبقّت 5 أماكن');
    expect(spots(47)).toBe('تبقّى 47 مكانًا');
    expect(spots(100)).toBe('تبقّى 100 مكان');
  });

  it('uses the English zero, one and other forms', () => {
    const i18n = createI18n('en');
    const spots = (count: number) => i18n.t('landing.earlyAccess.spots', { count, n: String(count) });
    expect([spots(0), spots(1), spots(47)]).toEqual(['No spots remaining', '1 spot remaining', '47 spots remaining']);
  });

  it('falls back to English when an Arabic key is missing, never to the raw key', () => {
    const i18n = createI18n('ar', {
      en: { translation: { greeting: 'Hello', only: { english: 'Only in English' } } },
      ar: { translation: { greeting: 'مرحبًا' } },
    });
    expect(i18n.t('greeting')).toBe('مرحبًا');
    expect(i18n.t('only.english')).toBe('Only in English');
  });

  it('names the catalogue’s vocabularies (shared with the back-office) from the first paint, in each language', () => {
    expect(createI18n('ar').t('catalog.mediums.Acrylic on wall')).toBe('أكريليك على جدار');
    expect(createI18n('ar').t('catalog.styles.calligraphy')).toBe('حروفي');
    expect(createI18n('en').t('catalog.artistMedia.watercolor')).toBe('Watercolour');
  });
});

describe('language choice', () => {
  it('reads ?lang= from any URL and ignores other values', () => {
    expect(languageFromSearch('?lang=ar')).toBe('ar');
    expect(languageFromSearch('?x=1&lang=en')).toBe('en');
    expect(languageFromSearch('?lang=fr')).toBeNull();
  });

  it('prefers the URL, then the remembered choice, then English', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    expect(initialLanguage('', localStorage)).toBe('ar');
    expect(initialLanguage('?lang=en', localStorage)).toBe('en');
    localStorage.clear();
    expect(initialLanguage('', localStorage)).toBe('en');
  });

  it('sets <html lang dir> and remembers the language when it changes', async () => {
    const i18n = createI18n('en');
    const unbind = bindDocumentLanguage(i18n, document, localStorage);
    expect(document.documentElement.dir).toBe('ltr');
    await i18n.changeLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    unbind();
  });
});

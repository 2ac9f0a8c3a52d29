import { describe, expect, it } from '@jest/globals';
import { normalizeForSearch, searchTerms } from './arabic-normalizer.js';

const same = (a: string, b: string) => expect(normalizeForSearch(a)).toBe(normalizeForSearch(b));

describe('normalizeForSearch', () => {
  it('treats taa marbuta and haa alike', () => {
    same('لوحه', 'لوحة');
    expect(normalizeForSearch('لوحة')).toBe('لوحه');
  });

  it('unifies every alef form and the hamza carriers', () => {
    same('احمد', 'أحمد');
    same('اسلامي', 'إسلامي');
    same('امال', 'آمال');
    expect(normalizeForSearch('ٱسم')).toBe('اسم');
    expect(normalizeForSearch('مؤلف')).toBe('مولف');
    expect(normalizeForSearch('رئيس')).toBe('رييس');
  });

  it('treats alef maqsura as yaa, and Persian-keyboard letters as Arabic ones', () => {
    same('مستشفى', 'مستشفي');
    same('کتاب فارسی', 'كتاب فارسي');
  });

  it('strips the definite article so فنون and الفنون meet', () => {
    same('فنون', 'الفنون');
    expect(normalizeForSearch('معرض الفنون الجميلة')).toBe('معرض فنون جميله');
  });

  it('strips و+ال, ب+ال and ل+ل prefixes when three letters remain', () => {
    expect(normalizeForSearch('والفنون')).toBe('فنون');
    expect(normalizeForSearch('بالقلم')).toBe('قلم');
    expect(normalizeForSearch('للبيع')).toBe('بيع');
  });

  it('keeps short words that only look like they carry the article', () => {
    expect(normalizeForSearch('الله')).toBe('الله');
    expect(normalizeForSearch('والد')).toBe('والد');
    expect(normalizeForSearch('بالغ')).toBe('بالغ');
    expect(normalizeForSearch('الفن')).toBe('الفن');
    expect(normalizeForSearch('بالخط')).toBe('بالخط');
  });

  it('ignores diacritics and tatweel', () => {
    same('مَكْتَبَةٌ', 'مكتبة');
    same('خـــط', 'خط');
    same('الشَّمْسُ', 'شمس');
  });

  it('turns Arabic-Indic and Persian digits into Latin digits', () => {
    expect(normalizeForSearch('عام ٢٠٢٤')).toBe('عام 2024');
    expect(normalizeForSearch('۱۹۸۷')).toBe('1987');
  });

  it('is case-insensitive and accent-insensitive for Latin text', () => {
    same('CAFÉ Désert', 'cafe desert');
    expect(normalizeForSearch('Über ﬁne Art')).toBe('uber fine art');
  });

  it('collapses whitespace and punctuation, keeping words apart', () => {
    expect(normalizeForSearch('  Hello,   world!! — (art)\n\tnow ')).toBe('hello world art now');
    expect(normalizeForSearch('خط، عربي؛ جميل؟')).toBe('خط عربي جميل');
    expect(normalizeForSearch('')).toBe('');
    expect(normalizeForSearch('...')).toBe('');
  });

  it('does not split a word at an invisible joiner', () => {
    expect(normalizeForSearch('می\u200Cخواهم')).toBe('ميخواهم');
  });
});

describe('searchTerms', () => {
  it('returns the unique normalised words in order', () => {
    expect(searchTerms('الفنون فنون Art art')).toEqual(['فنون', 'art']);
  });

  it('keeps repeats when asked', () => {
    expect(searchTerms('art Art', { unique: false })).toEqual(['art', 'art']);
  });
});

/**
 * Search normalisation for English and Arabic text. Both the stored search copy and the user's query go
 * through `normalizeForSearch`, so spelling variants meet in one form. PostgreSQL's own Arabic handling is
 * weak (`فنون` does not find `الفنون`), hence this runs in TypeScript and the database only sees the result.
 *
 * Steps, in order:
 * 1. NFKD, then drop every combining mark. This strips Latin accents (é → e), Arabic tashkeel (fatha, damma,
 *    kasra, tanwin, shadda, sukun, dagger alef U+0670) and the hamza/madda marks that NFKD splits off
 *    أ إ آ ؤ ئ, which is exactly "alef forms → ا, ؤ → و, ئ → ي". It also opens presentation forms and
 *    ligatures (ﻻ → لا, ﬁ → fi).
 * 2. Remove tatweel (U+0640) and invisible format characters (ZWNJ, ZWJ, direction marks, soft hyphen),
 *    which sit inside words and must not split them.
 * 3. Map the letters NFKD leaves alone: ٱ → ا, ة → ه, ى → ي, and the Persian-keyboard ی → ي, ک → ك;
 *    Arabic-Indic and Persian digits → 0–9. Then lower-case.
 * 4. Everything that is not a letter or digit becomes a word break; runs of breaks collapse to one space.
 * 5. Per word, strip the definite article: `ال`, `وال` (and the), `بال` (with the) and `لل` (for the: ل + ال
 *    with its alef dropped by spelling). A prefix is stripped only when at least three letters remain, so
 *    short words that merely begin with these letters stay intact (`الله`, `والد`, `بالغ`, `الف`).
 *    `كال`/`فال` are left alone: too many ordinary words begin with them for the rare gain.
 */

const MARKS = /\p{M}/gu;
const INVISIBLE = /[\u0640\p{Cf}]/gu;
const NON_WORD = /[^\p{L}\p{N}]+/u;

const LETTER_MAP: Record<string, string> = {
  '\u0671': '\u0627', // ٱ alef wasla → ا
  '\u0629': '\u0647', // ة taa marbuta → ه
  '\u0649': '\u064A', // ى alef maqsura → ي
  '\u06CC': '\u064A', // ی Farsi yeh → ي
  '\u06A9': '\u0643', // ک keheh → ك
};
const MAPPED_LETTERS = /[\u0671\u0629\u0649\u06CC\u06A9]/g;
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Longest first: `وال` must be tried before `ال`. */
const ARTICLE_PREFIXES = ['\u0648\u0627\u0644', '\u0628\u0627\u0644', '\u0627\u0644', '\u0644\u0644'];
const MIN_STEM = 3;

export function normalizeForSearch(text: string): string {
  return searchTerms(text, { unique: false }).join(' ');
}

/** The normalised words of `text`, in order; unique by default (what a query matches on). */
export function searchTerms(text: string, options: { unique?: boolean } = {}): string[] {
  const words = foldCharacters(text)
    .split(NON_WORD)
    .filter((word) => word.length > 0)
    .map(stripArticle);
  return options.unique === false ? words : [...new Set(words)];
}

function foldCharacters(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(MARKS, '')
      .replace(INVISIBLE, '')
      .replace(MAPPED_LETTERS, (letter) => LETTER_MAP[letter] ?? letter)
      // Both digit blocks start at a code point ending in 0, so the low four bits are the digit's value.
      .replace(EASTERN_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
      .toLowerCase()
  );
}

function stripArticle(word: string): string {
  for (const prefix of ARTICLE_PREFIXES) {
    if (word.startsWith(prefix)) {
      return word.length - prefix.length >= MIN_STEM ? word.slice(prefix.length) : word;
    }
  }
  return word;
}

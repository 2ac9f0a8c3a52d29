import { searchTerms } from './arabic-normalizer.js';

/**
 * What a text query asks, in normalised form, shared by every adapter so they agree on behaviour.
 *
 * A document matches when EVERY query word is found in its search copy, either
 * - as a substring (`فنون` finds `فنونها`, `art` finds `artist`), or
 * - as a near miss: the copy holds one of the word's near words, the words of the collection's vocabulary
 *   (every word its documents have held) whose trigram word-similarity to the query word is at least
 *   SIMILARITY_THRESHOLD; the closest NEAR_WORDS_PER_WORD of them are tried.
 * Resolving near misses against the (small) vocabulary first keeps the document query to plain substring
 * tests that a trigram index answers quickly; scoring similarity against every document's text did not
 * (a 100,000-document test took 220 ms for one misspelt word).
 *
 * Similarity is judged per word, not for the whole query: with a whole-query measure one matching word
 * carries an unrelated one (`calligraphy sculpture` scores 0.55 against a calligraphy title), which makes
 * counts and filtered lists wrong.
 *
 * SIMILARITY_THRESHOLD = 0.5: measured with pg_trgm's word_similarity, a one-letter slip in a word of five or
 * more letters scores 0.5–0.8 (`calligrapy` 0.82, `مخطوته` for `مخطوطه` 0.57, `desrt` 0.5), while unrelated
 * words score near 0. Words shorter than MIN_SIMILARITY_LETTERS letters match by substring only: one wrong
 * letter in a three-letter word leaves half its trigrams, so `art` would also find `are` and `ant`.
 *
 * Without a sort, results are ranked: more query words present as whole words first, then more present as
 * substrings, then closer near misses, then by id.
 */
export const SIMILARITY_THRESHOLD = 0.5;
export const MIN_SIMILARITY_LETTERS = 4;
export const NEAR_WORDS_PER_WORD = 8;
/** Vocabulary words shorter than this are not kept: no fuzzy query word is similar enough to them. */
export const MIN_VOCABULARY_LETTERS = 3;

export interface TextMatch {
  /** The normalised query words, unique, in order. */
  words: string[];
  /** The words long enough to also match by similarity. */
  fuzzyWords: string[];
}

/** Near words per fuzzy query word, closest first (from the adapter's vocabulary). */
export type NearWords = Map<string, string[]>;

/** Null when the query has nothing searchable in it (empty, punctuation only): no text condition at all. */
export function textMatch(query: string): TextMatch | null {
  const words = searchTerms(query);
  if (words.length === 0) return null;
  const fuzzyWords = words.filter((word) => [...word].length >= MIN_SIMILARITY_LETTERS);
  return { words, fuzzyWords };
}

/** pg_trgm's trigrams of normalised text: each word padded with two spaces before and one after. */
export function trigramsOf(normalised: string): string[] {
  const grams = new Set<string>();
  for (const word of normalised.split(' ')) {
    if (!word) continue;
    const letters = [...`  ${word} `];
    for (let i = 0; i + 3 <= letters.length; i++) grams.add(letters.slice(i, i + 3).join(''));
  }
  return [...grams];
}

/** The words worth keeping in a collection's vocabulary, from a normalised search copy (numbers left out:
 * a near miss of a number is another number, not a typo). */
export function vocabularyOf(normalised: string): string[] {
  const kept = normalised
    .split(' ')
    .filter((word) => [...word].length >= MIN_VOCABULARY_LETTERS && !/^[0-9]+$/.test(word));
  return [...new Set(kept)];
}

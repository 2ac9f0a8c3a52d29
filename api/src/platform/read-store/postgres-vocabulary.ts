import type { SqlExecutor } from '../sql/sql-client.js';
import { MIN_VOCABULARY_LETTERS, NEAR_WORDS_PER_WORD, type NearWords, SIMILARITY_THRESHOLD } from './text-match.js';
import { storableJson } from './storable-text.js';

/**
 * A collection's vocabulary: every word its search copies have held, trigram-indexed, so a misspelt query
 * word is resolved to real words first (see text-match.ts). Words of replaced or deleted documents stay
 * until the collection is cleared: a stale near word only adds a substring test that matches nothing.
 */

export interface VocabularyNames {
  /** Quoted, schema-qualified `<collection>__words` table. */
  words: string;
  /** Quoted, schema-qualified `<collection>__near_words` function. */
  nearWords: string;
}

export const vocabularyNames = (schema: string, name: string): VocabularyNames => ({
  words: `"${schema}"."${name}__words"`,
  nearWords: `"${schema}"."${name}__near_words"`,
});

export function vocabularyDdl(schema: string, name: string): string[] {
  const { words, nearWords } = vocabularyNames(schema, name);
  return [
    `CREATE TABLE IF NOT EXISTS ${words} (word text COLLATE "C" PRIMARY KEY)`,
    `CREATE INDEX IF NOT EXISTS "${name}__words_trgm" ON ${words} USING gin (word gin_trgm_ops)`,
    // The SET clause scopes pg_trgm's threshold to this call, so `<%` can use the index without a
    // transaction around it and without leaking the setting into a pooled connection.
    `CREATE OR REPLACE FUNCTION ${nearWords}(query_words jsonb, per_word int)
       RETURNS TABLE (query_word text, word text, score real, overlap real)
       LANGUAGE sql STABLE
       SET pg_trgm.word_similarity_threshold = ${SIMILARITY_THRESHOLD}
     AS $body$
       SELECT q.w, n.word, n.score, n.overlap
         FROM jsonb_array_elements_text(query_words) AS q(w)
        CROSS JOIN LATERAL (
          SELECT v.word, word_similarity(q.w, v.word) AS score, similarity(q.w, v.word) AS overlap
            FROM ${words} v
           WHERE q.w <% v.word AND strpos(v.word, q.w) = 0
           ORDER BY 2 DESC, 3 DESC, 1
           LIMIT per_word) AS n
     $body$`,
  ];
}

/**
 * Completes a statement whose CTE `written` returns the `search` copies just stored: adds their words
 * (numbers left out: a near miss of a number is another number, not a typo).
 * Inserted in sorted order so two concurrent writers take the vocabulary's key locks in the same order
 * and cannot deadlock.
 */
export function vocabularyInsertSql(words: string, written = 'written'): string {
  return `INSERT INTO ${words} (word)
    SELECT DISTINCT w FROM ${written}, regexp_split_to_table(${written}.search, ' ') AS w
     WHERE char_length(w) >= ${MIN_VOCABULARY_LETTERS} AND w !~ '^[0-9]+$'
     ORDER BY w
    ON CONFLICT DO NOTHING`;
}

/** The closest vocabulary words to each fuzzy query word (words it merely contains are left out: a
 * substring test already finds those). */
export async function lookUpNearWords(sql: SqlExecutor, nearWords: string, fuzzyWords: string[]): Promise<NearWords> {
  const found: NearWords = new Map();
  if (fuzzyWords.length === 0) return found;
  const { rows } = await sql.query<{ query_word: string; word: string; score: number; overlap: number }>(
    `SELECT query_word, word, score, overlap FROM ${nearWords}($1::text::jsonb, $2::int)`,
    [storableJson(fuzzyWords), NEAR_WORDS_PER_WORD],
  );
  rows.sort((a, b) => b.score - a.score || b.overlap - a.overlap || (a.word < b.word ? -1 : 1));
  for (const row of rows) found.set(row.query_word, [...(found.get(row.query_word) ?? []), row.word]);
  return found;
}

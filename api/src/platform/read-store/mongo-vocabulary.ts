import { type AnyBulkWriteOperation, type Collection, type Document, MongoBulkWriteError } from 'mongodb';
import { escapeRegex } from './mongo-query.js';
import { NEAR_WORDS_PER_WORD, type NearWords, SIMILARITY_THRESHOLD, trigramsOf, vocabularyOf } from './text-match.js';

/**
 * A collection's vocabulary in MongoDB: `<collection>__words` holds `{ _id: word, grams: [trigrams] }` with a
 * multikey index on `grams`, so near misses are found without Atlas Search (see text-match.ts).
 *
 * The score is the share of the query word's trigrams that the vocabulary word holds (pg_trgm's word
 * similarity without its contiguity rule: equal for the one-letter slips it is meant for, a little more
 * lenient otherwise), ties broken by the Jaccard overlap of the two trigram sets, as pg_trgm's similarity.
 */

interface VocabularyWord {
  _id: string;
  grams: string[];
}

export async function addVocabulary(words: Collection<VocabularyWord>, searchTexts: string[]): Promise<void> {
  const all = [...new Set(searchTexts.flatMap(vocabularyOf))];
  if (all.length === 0) return;
  const operations: AnyBulkWriteOperation<VocabularyWord>[] = all.map((word) => ({
    updateOne: { filter: { _id: word }, update: { $setOnInsert: { grams: trigramsOf(word) } }, upsert: true },
  }));
  try {
    await words.bulkWrite(operations, { ordered: false });
  } catch (error) {
    // Two writers adding the same new word race on the unique _id; the word is there either way.
    if (!(error instanceof MongoBulkWriteError) || !duplicateKeysOnly(error)) throw error;
  }
}

function duplicateKeysOnly(error: MongoBulkWriteError): boolean {
  const errors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
  return errors.length > 0 && errors.every((e) => e.code === 11000);
}

export async function lookUpNearWords(words: Collection<VocabularyWord>, fuzzyWords: string[]): Promise<NearWords> {
  const found: NearWords = new Map();
  await Promise.all(
    fuzzyWords.map(async (word) => {
      const grams = trigramsOf(word);
      const pipeline: Document[] = [
        // Words that contain the query word are left out: a substring test already finds them.
        { $match: { grams: { $in: grams }, _id: { $not: { $regex: escapeRegex(word) } } } },
        { $project: { common: { $size: { $setIntersection: ['$grams', grams] } }, size: { $size: '$grams' } } },
        {
          $project: {
            score: { $divide: ['$common', grams.length] },
            overlap: { $divide: ['$common', { $subtract: [{ $add: ['$size', grams.length] }, '$common'] }] },
          },
        },
        { $match: { score: { $gte: SIMILARITY_THRESHOLD } } },
        { $sort: { score: -1, overlap: -1, _id: 1 } },
        { $limit: NEAR_WORDS_PER_WORD },
      ];
      const near = await words.aggregate<{ _id: string }>(pipeline).toArray();
      if (near.length > 0)
        found.set(
          word,
          near.map((w) => w._id),
        );
    }),
  );
  return found;
}

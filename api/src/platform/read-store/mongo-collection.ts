import { randomUUID } from 'node:crypto';
import { type AnyBulkWriteOperation, type Collection as Mongo, type Document, MongoServerError } from 'mongodb';
import { fieldPathSegments } from './field-path.js';
import { mongoFilter, mongoTextFilter, rankStages, SEARCH, sortStages, textTargets } from './mongo-query.js';
import { addVocabulary, lookUpNearWords } from './mongo-vocabulary.js';
import { pageNumber } from './query-checks.js';
import type { Collection, Doc, FacetCount, FacetOptions, FindOptions } from './read-store.port.js';
import { queriedParts, searchCopy } from './search-text.js';
import { textMatch } from './text-match.js';
import { storableJson, storableText } from './storable-text.js';

export interface MongoCollectionMeta {
  textFields: string[];
}

/** Stored shape: the document (its `id` kept, so filters and sorts on `id` work), `_id` = id, and the
 * search copy; `rev` changes on every write that changes the copy (see `patch`). */
type Stored = Document & { _id: string };

const HIDDEN = ['_id', SEARCH, '__whole', '__substring', '__closeness'];

/** One read-model collection in MongoDB; see mongo-read-store.ts. */
export class MongoCollection<T extends Doc> implements Collection<T> {
  constructor(
    readonly name: string,
    private readonly docs: Mongo<Stored>,
    private readonly words: Mongo<{ _id: string; grams: string[] }>,
    private readonly meta: () => Promise<MongoCollectionMeta>,
  ) {}

  async upsert(doc: T): Promise<void> {
    await this.upsertMany([doc]);
  }

  async upsertMany(docs: T[]): Promise<void> {
    if (docs.length === 0) return;
    const { textFields } = await this.meta();
    const stored = docs.map((doc) => this.stored(doc, textFields));
    // Ordered, so the last of a repeated id wins, as one by one.
    const operations: AnyBulkWriteOperation<Stored>[] = stored.map((doc) => ({
      replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true },
    }));
    await this.docs.bulkWrite(operations, { ordered: true });
    await addVocabulary(
      this.words,
      stored.map((doc) => doc[SEARCH].text as string),
    );
  }

  async insert(doc: T): Promise<boolean> {
    const { textFields } = await this.meta();
    const stored = this.stored(doc, textFields);
    try {
      await this.docs.insertOne(stored);
    } catch (error) {
      if (error instanceof MongoServerError && error.code === 11000) return false;
      throw error;
    }
    await addVocabulary(this.words, [stored[SEARCH].text as string]);
    return true;
  }

  async patch(rawId: string, fields: Partial<T>): Promise<boolean> {
    const id = storableText(rawId);
    const { textFields } = await this.meta();
    const { id: _ignored, ...changes } = asJson(fields) as Record<string, unknown>;
    // `$set` reads a dotted key as a path; the port merges top-level fields, so refuse anything else.
    for (const key of Object.keys(changes))
      if (fieldPathSegments(key).length !== 1) throw new Error(`Bad field ${key}`);
    if (Object.keys(changes).length === 0) return (await this.docs.countDocuments({ _id: id }, { limit: 1 })) > 0;
    if (!textFields.some((field) => field.split('.')[0]! in changes)) {
      return (await this.docs.updateOne({ _id: id }, { $set: changes })).matchedCount > 0;
    }
    // The search copy depends on the merged document. Without transactions (a standalone server has
    // none), mark the write with a fresh revision and store the copy only if no later write replaced it:
    // that later write stores its own copy, computed from a document that already holds this change.
    const rev = randomUUID();
    const after = await this.docs.findOneAndUpdate(
      { _id: id },
      { $set: { ...changes, [`${SEARCH}.rev`]: rev } },
      { returnDocument: 'after' },
    );
    if (!after) return false;
    const copy = searchCopy(after, textFields);
    await this.docs.updateOne(
      { _id: id, [`${SEARCH}.rev`]: rev },
      { $set: { [`${SEARCH}.text`]: copy.text, [`${SEARCH}.parts`]: copy.parts } },
    );
    await addVocabulary(this.words, [copy.text]);
    return true;
  }

  async delete(id: string): Promise<boolean> {
    return (await this.docs.deleteOne({ _id: storableText(id) })).deletedCount > 0;
  }

  async get(id: string): Promise<T | null> {
    const found = await this.docs.findOne({ _id: storableText(id) }, { projection: { _id: 0, [SEARCH]: 0 } });
    return (found as T | null) ?? null;
  }

  async getMany(ids: string[]): Promise<T[]> {
    if (ids.length === 0) return [];
    const found = await this.docs
      .find({ _id: { $in: ids.map(storableText) } }, { projection: { [SEARCH]: 0 } })
      .toArray();
    const byId = new Map(found.map(({ _id, ...doc }) => [_id, doc as T]));
    return ids.flatMap((id) => byId.get(storableText(id)) ?? []);
  }

  async find(options: FindOptions = {}): Promise<T[]> {
    const offset = options.offset === undefined ? 0 : pageNumber('offset', options.offset);
    const limit = options.limit === undefined ? undefined : pageNumber('limit', options.limit);
    const { query, rank } = await this.query(options);
    if (limit === 0) return [];
    const order = options.sort?.length ? sortStages(options.sort) : rank;
    const pipeline: Document[] = [{ $match: query }];
    if (order && Object.keys(order.fields).length > 0) pipeline.push({ $addFields: order.fields });
    pipeline.push({ $sort: { ...order?.sort, _id: 1 } });
    if (offset > 0) pipeline.push({ $skip: offset });
    if (limit !== undefined) pipeline.push({ $limit: limit });
    pipeline.push({ $unset: [...HIDDEN, ...Object.keys(order?.fields ?? {})] });
    return this.docs.aggregate<T>(pipeline).toArray();
  }

  async count(options: Pick<FindOptions, 'filter' | 'text'> = {}): Promise<number> {
    const { query } = await this.query(options);
    return this.docs.countDocuments(query);
  }

  /** One aggregation: `$facet` runs a `$group` per field over the matching documents. */
  async facets(fields: string[], options: FacetOptions = {}): Promise<Record<string, FacetCount[]>> {
    const result: Record<string, FacetCount[]> = Object.fromEntries(fields.map((field) => [field, []]));
    if (fields.length === 0) return result;
    for (const field of fields) fieldPathSegments(field);
    const limit = options.limit === undefined ? undefined : pageNumber('limit', options.limit);
    const { query } = await this.query(options);
    const branches: Document = {};
    fields.forEach((field, i) => {
      branches[`f${i}`] = [
        { $project: { _id: 0, v: `$${field}` } },
        // $unwind takes a scalar as a one-element array and drops null, missing and empty arrays.
        { $unwind: '$v' },
        { $match: { v: { $ne: null } } },
        { $group: { _id: '$v', count: { $sum: 1 } } },
        { $sort: { count: -1, _id: 1 } },
        ...(limit === undefined ? [] : [{ $limit: limit }]),
      ];
    });
    const [faceted] = await this.docs
      .aggregate<Record<string, { _id: FacetCount['value']; count: number }[]>>([
        { $match: query },
        { $facet: branches },
      ])
      .toArray();
    fields.forEach((field, i) => {
      result[field] = (faceted?.[`f${i}`] ?? []).map((row) => ({ value: row._id, count: row.count }));
    });
    return result;
  }

  async findWithFacets(options: FindOptions, facets: { fields: string[]; limit?: number }) {
    const [items, counts] = await Promise.all([
      this.find(options),
      this.facets(facets.fields, { ...options, limit: facets.limit }),
    ]);
    return { items, facets: counts };
  }

  private async query(options: Pick<FindOptions, 'filter' | 'text'>) {
    const { textFields } = await this.meta();
    const filter = mongoFilter(options.filter);
    const match = options.text ? textMatch(options.text.query) : null;
    if (!options.text || !match) return { query: filter, rank: null };
    const positions = queriedParts(this.name, options.text.fields, textFields);
    const near = await lookUpNearWords(this.words, match.fuzzyWords);
    const text = mongoTextFilter(match, near, textTargets(positions));
    return { query: { $and: [filter, text] }, rank: rankStages(match, near, positions) };
  }

  private stored(doc: T, textFields: string[]): Stored {
    if (typeof doc?.id !== 'string' || doc.id.length === 0)
      throw new Error('A read-model document needs a non-empty string id');
    const json = asJson(doc) as Document;
    const copy = searchCopy(json, textFields);
    return { ...json, _id: json.id as string, [SEARCH]: { text: copy.text, parts: copy.parts, rev: randomUUID() } };
  }
}

/**
 * What the PostgreSQL adapter stores: JSON (dates become ISO strings, undefined fields vanish), NUL and lone
 * surrogates replaced the same way (storable-text.ts).
 */
function asJson(value: unknown): unknown {
  return JSON.parse(storableJson(value));
}

/**
 * The slice of the MongoDB driver's Db/Collection API that MongoReadStore uses, held in memory, with queries,
 * aggregation pipelines and updates evaluated by `mingo` (MongoDB's query language in JavaScript). It lets
 * the read-store contract exercise the MongoDB adapter's own logic (filters, text, ranking, sorting, the
 * revision-guarded patch) on machines without MongoDB. It is not MongoDB: the real-server run is
 * mongo-read-store.int.spec.ts, where MONGO_URL is set.
 */
import { aggregate, find, update } from 'mingo';
import { type Db, type Document, MongoBulkWriteError, MongoServerError } from 'mongodb';
import type { MongoConnection } from '../mongo-read-store.js';

type Stored = Document & { _id: unknown };

class InMemoryCollection {
  private docs: Stored[] = [];

  async createIndex(_keys: Document, options: { name?: string } = {}): Promise<string> {
    return options.name ?? 'index';
  }

  async insertOne(doc: Stored): Promise<{ insertedId: unknown }> {
    if (this.docs.some((d) => d._id === doc._id)) throw duplicateKey(doc._id);
    this.docs.push(structuredClone(doc));
    return { insertedId: doc._id };
  }

  async findOne(filter: Document, options: { projection?: Document } = {}): Promise<Stored | null> {
    return (await this.find(filter, options).toArray())[0] ?? null;
  }

  find(filter: Document, options: { projection?: Document; sort?: Document } = {}) {
    const pipeline: Document[] = [{ $match: filter }];
    if (options.sort) pipeline.push({ $sort: options.sort });
    if (options.projection) pipeline.push({ $project: options.projection });
    const results = () => aggregate(structuredClone(this.docs), pipeline) as Stored[];
    return {
      toArray: async () => results(),
      async *[Symbol.asyncIterator]() {
        yield* results();
      },
    };
  }

  aggregate(pipeline: Document[]) {
    return { toArray: async () => aggregate(structuredClone(this.docs), pipeline) };
  }

  async countDocuments(filter: Document, options: { limit?: number } = {}): Promise<number> {
    const n = find(this.docs, filter).all().length;
    return options.limit === undefined ? n : Math.min(n, options.limit);
  }

  async updateOne(filter: Document, change: Document, options: { upsert?: boolean } = {}) {
    const target = this.matching(filter)[0];
    if (target) {
      applyUpdate(target, change, false);
      return { matchedCount: 1, upsertedCount: 0 };
    }
    if (!options.upsert) return { matchedCount: 0, upsertedCount: 0 };
    const created = { _id: filter._id } as Stored;
    applyUpdate(created, change, true);
    await this.insertOne(created);
    return { matchedCount: 0, upsertedCount: 1 };
  }

  async findOneAndUpdate(
    filter: Document,
    change: Document,
    options: { upsert?: boolean; returnDocument?: 'before' | 'after' },
  ) {
    const before = this.matching(filter)[0];
    const snapshot = before ? structuredClone(before) : null;
    await this.updateOne(filter, change, options);
    if (options.returnDocument === 'before') return snapshot;
    return structuredClone(this.matching(filter)[0] ?? null);
  }

  async replaceOne(filter: Document, replacement: Stored, options: { upsert?: boolean } = {}) {
    const index = this.docs.findIndex((d) => d._id === filter._id);
    if (index >= 0) this.docs[index] = structuredClone(replacement);
    else if (options.upsert) this.docs.push(structuredClone(replacement));
    return { matchedCount: index >= 0 ? 1 : 0 };
  }

  async bulkWrite(operations: Document[], options: { ordered?: boolean } = {}) {
    const writeErrors: { code: number; index: number }[] = [];
    for (const [index, operation] of operations.entries()) {
      try {
        if (operation.replaceOne)
          await this.replaceOne(operation.replaceOne.filter, operation.replaceOne.replacement, operation.replaceOne);
        else if (operation.updateOne)
          await this.updateOne(operation.updateOne.filter, operation.updateOne.update, operation.updateOne);
        else throw new Error(`Unsupported bulk operation ${Object.keys(operation).join(', ')}`);
      } catch (error) {
        if (!(error instanceof MongoServerError)) throw error;
        writeErrors.push({ code: Number(error.code), index });
        if (options.ordered !== false) break;
      }
    }
    if (writeErrors.length > 0) {
      throw new MongoBulkWriteError(
        { message: 'bulk write failed', code: writeErrors[0]!.code, writeErrors } as never,
        {} as never,
      );
    }
    return { ok: 1 };
  }

  async deleteOne(filter: Document): Promise<{ deletedCount: number }> {
    const target = this.matching(filter)[0];
    if (target) this.docs = this.docs.filter((d) => d !== target);
    return { deletedCount: target ? 1 : 0 };
  }

  async deleteMany(filter: Document): Promise<{ deletedCount: number }> {
    const doomed = new Set(this.matching(filter));
    this.docs = this.docs.filter((d) => !doomed.has(d));
    return { deletedCount: doomed.size };
  }

  private matching(filter: Document): Stored[] {
    const matched = new Set(find(this.docs, filter).all());
    return this.docs.filter((d) => matched.has(d));
  }
}

/** `$set` through mingo's updater; `$setOnInsert` only when the update creates the document. */
function applyUpdate(target: Stored, change: Document, inserting: boolean): void {
  const { $setOnInsert, ...rest } = change;
  if (inserting && $setOnInsert) update(target, { $set: $setOnInsert });
  if (Object.keys(rest).length > 0) update(target, rest);
}

function duplicateKey(id: unknown): MongoServerError {
  return new MongoServerError({ message: `E11000 duplicate key error: _id ${String(id)}`, code: 11000 } as never);
}

export function inMemoryMongo(): MongoConnection {
  const collections = new Map<string, InMemoryCollection>();
  const db = {
    collection(name: string) {
      if (!collections.has(name)) collections.set(name, new InMemoryCollection());
      return collections.get(name)!;
    },
    async command() {
      return { ok: 1 };
    },
  };
  return { db: db as unknown as Db, connect: async () => undefined, close: async () => collections.clear() };
}

import { createHash } from 'node:crypto';
import { type Db, type Document, MongoClient, MongoServerError } from 'mongodb';
import { assertCollectionName, fieldPathSegments } from './field-path.js';
import { MongoCollection, type MongoCollectionMeta } from './mongo-collection.js';
import { SEARCH } from './mongo-query.js';
import { ReadStoreCollectionMissingError } from './query-checks.js';
import { commitPageInTurn } from './read-store.port.js';
import type { Collection, CollectionSpec, Doc, IndexSpec, PageWrites, ReadStore } from './read-store.port.js';

export interface MongoReadStoreOptions {
  /** Database name; by default the one in the connection string (the driver's default otherwise). */
  dbName?: string;
}

/** What the store needs of a connection: a database, and how to open and close it (tests pass their own). */
export interface MongoConnection {
  db: Db;
  connect(): Promise<unknown>;
  close(): Promise<void>;
}

interface CollectionRecord {
  _id: string;
  spec: CollectionSpec;
}

interface CheckpointRecord {
  _id: string;
  position: string;
  updatedAt: Date;
}

/**
 * The read store over MongoDB (production topology, docker-compose): one MongoDB collection per read-model
 * collection with `_id` = id, a `_search` copy of the normalised text fields, and a `<name>__words`
 * vocabulary for near misses; specs in `_collections`, checkpoints in `_checkpoints`. Written against the
 * driver's documentation; its contract suite runs only where MONGO_URL is set (not on our machines).
 */
export class MongoReadStore implements ReadStore {
  readonly adapterName = 'mongodb';
  private readonly connection: MongoConnection;
  private readonly db: Db;
  private readonly metas = new Map<string, Promise<MongoCollectionMeta>>();

  constructor(url: string | MongoConnection, options: MongoReadStoreOptions = {}) {
    if (typeof url === 'string') {
      const client = new MongoClient(url);
      this.connection = { db: client.db(options.dbName), connect: () => client.connect(), close: () => client.close() };
    } else {
      this.connection = url;
    }
    this.db = this.connection.db;
  }

  async init(): Promise<void> {
    await this.connection.connect();
  }

  async ensureCollection(name: string, spec: CollectionSpec = {}): Promise<void> {
    assertCollectionName(name);
    const docs = this.db.collection(name);
    for (const index of spec.indexes ?? []) {
      await docs.createIndex(indexKeys(index), { name: indexName(index), unique: index.unique ?? false });
    }
    await this.db.collection(`${name}__words`).createIndex({ grams: 1 }, { name: 'grams' });
    const previous = await this.records().findOneAndUpdate(
      { _id: name },
      { $set: { spec } },
      { upsert: true, returnDocument: 'before' },
    );
    const textFields = spec.textFields ?? [];
    this.metas.set(name, Promise.resolve({ textFields }));
    const before = previous?.spec.textFields ?? [];
    if (previous && (before.length !== textFields.length || before.some((f, i) => f !== textFields[i]))) {
      await this.refreshSearchCopies(name);
    }
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    assertCollectionName(name);
    return new MongoCollection<T>(name, this.db.collection(name), this.db.collection(`${name}__words`), () =>
      this.meta(name),
    );
  }

  async clearCollection(name: string): Promise<void> {
    assertCollectionName(name);
    await this.db.collection(name).deleteMany({});
    await this.db.collection(`${name}__words`).deleteMany({});
  }

  async listCollections(): Promise<string[]> {
    const records = await this.records()
      .find({}, { sort: { _id: 1 }, projection: { _id: 1 } })
      .toArray();
    return records.map((record) => record._id);
  }

  async getCheckpoint(projection: string): Promise<string | null> {
    return (await this.checkpoints().findOne({ _id: projection }))?.position ?? null;
  }

  async setCheckpoint(projection: string, position: string): Promise<void> {
    await this.checkpoints().updateOne(
      { _id: projection },
      { $set: { position, updatedAt: new Date() } },
      { upsert: true },
    );
  }

  async setCheckpointIfAbsent(projection: string, position: string): Promise<string> {
    try {
      await this.checkpoints().updateOne(
        { _id: projection },
        { $setOnInsert: { position, updatedAt: new Date() } },
        { upsert: true },
      );
    } catch (error) {
      // Two upserts of a missing document can race to insert it: the loser's duplicate key means it is there.
      if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
    }
    return (await this.getCheckpoint(projection))!;
  }

  async deleteCheckpoint(projection: string): Promise<void> {
    await this.checkpoints().deleteOne({ _id: projection });
  }

  commitPage(writes: PageWrites[], checkpoint: { projection: string; position: string }): Promise<void> {
    return commitPageInTurn(this, writes, checkpoint);
  }

  async ping(): Promise<void> {
    await this.db.command({ ping: 1 });
  }

  async close(): Promise<void> {
    this.metas.clear();
    await this.connection.close();
  }

  private records() {
    return this.db.collection<CollectionRecord>('_collections');
  }

  private checkpoints() {
    return this.db.collection<CheckpointRecord>('_checkpoints');
  }

  private meta(name: string): Promise<MongoCollectionMeta> {
    let meta = this.metas.get(name);
    if (!meta) {
      meta = this.records()
        .findOne({ _id: name })
        .then((record) => {
          if (!record) throw new ReadStoreCollectionMissingError(name);
          return { textFields: record.spec.textFields ?? [] };
        });
      this.metas.set(name, meta);
      meta.catch(() => this.metas.delete(name));
    }
    return meta;
  }

  /** After the declared text fields change, re-derive every document's search copy, a page at a time. */
  private async refreshSearchCopies(name: string): Promise<void> {
    const collection = this.collection(name);
    const cursor = this.db.collection(name).find({}, { projection: { _id: 0, [SEARCH]: 0 } });
    let page: Doc[] = [];
    for await (const doc of cursor) {
      page.push(doc as Document as Doc);
      if (page.length === 500) {
        await collection.upsertMany(page);
        page = [];
      }
    }
    await collection.upsertMany(page);
  }
}

function indexKeys(index: IndexSpec): Record<string, 1> {
  if (index.fields.length === 0) throw new Error('An index names no fields');
  return Object.fromEntries(index.fields.map((field) => (fieldPathSegments(field), [field, 1 as const])));
}

/** Named by a hash of its definition, so ensuring it again finds the same index. */
function indexName(index: IndexSpec): string {
  return `ix_${createHash('sha256')
    .update(`${index.unique ? 'u' : ''}${index.fields.join(',')}`)
    .digest('hex')
    .slice(0, 10)}`;
}

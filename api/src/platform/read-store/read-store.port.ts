/**
 * The read store port: document collections that projections write and queries read. Adapters:
 * PostgreSQL/PGlite (JSONB, one SQL implementation) and MongoDB. Every adapter passes
 * `read-store.contract.ts`, which asserts behaviour (filters, sorts, counts, Arabic matching), not mechanism.
 *
 * Documents are plain JSON objects with a string `id`. Field paths may be dotted (`artist.name`).
 */

export type Doc = { id: string } & Record<string, unknown>;

export type Scalar = string | number | boolean | null;

/** A condition on one field. A bare scalar means equality. */
export type FieldCondition =
  | Scalar
  | {
      $eq?: Scalar;
      $ne?: Scalar;
      $in?: Scalar[];
      $gt?: Scalar;
      $gte?: Scalar;
      $lt?: Scalar;
      $lte?: Scalar;
      $exists?: boolean;
    }
  /** The field is an array containing this value. */
  | { $contains: Scalar };

/** All conditions must hold (AND). */
export type Filter = Record<string, FieldCondition>;

export interface TextQuery {
  /** What the user typed. Matched case-insensitively, after Arabic normalisation, across `fields`;
   * near misses match by trigram similarity. Results are ranked by relevance unless `sort` is given. */
  query: string;
  fields: string[];
}

export interface SortKey {
  field: string;
  direction: 'asc' | 'desc';
}

export interface FindOptions {
  filter?: Filter;
  text?: TextQuery;
  sort?: SortKey[];
  offset?: number;
  limit?: number;
}

/** How many documents hold one value of a field (see `Collection.facets`). */
export interface FacetCount {
  value: Scalar;
  count: number;
}

export interface FacetOptions extends Pick<FindOptions, 'filter' | 'text'> {
  /** At most this many values per field (the most frequent). */
  limit?: number;
}

export interface IndexSpec {
  /** Dotted field paths, in order. */
  fields: string[];
  unique?: boolean;
}

export interface CollectionSpec {
  /** Plain (b-tree or equivalent) indexes for filters and sorts. */
  indexes?: IndexSpec[];
  /** Fields searched by text queries: the adapter keeps a normalised, trigram-indexed copy. */
  textFields?: string[];
}

export interface Collection<T extends Doc = Doc> {
  readonly name: string;
  /** Inserts or replaces the whole document. */
  upsert(doc: T): Promise<void>;
  /** Inserts or replaces many documents in one round trip (projection batches and rebuilds). */
  upsertMany(docs: T[]): Promise<void>;
  /** Inserts only if no document has this id (atomic); false when one already exists. */
  insert(doc: T): Promise<boolean>;
  /** Shallow-merges top-level fields into an existing document; false when it does not exist. */
  patch(id: string, fields: Partial<T>): Promise<boolean>;
  /** False when it did not exist. */
  delete(id: string): Promise<boolean>;
  get(id: string): Promise<T | null>;
  /** In the order of `ids`, skipping missing ones. */
  getMany(ids: string[]): Promise<T[]>;
  find(options?: FindOptions): Promise<T[]>;
  count(options?: Pick<FindOptions, 'filter' | 'text'>): Promise<number>;
  /**
   * Facet counts over the documents the filter and text select: per field, each distinct value with the
   * number of documents holding it, most frequent first (ties by value). An array field counts each of its
   * elements; null and missing values are not counted.
   */
  facets(fields: string[], options?: FacetOptions): Promise<Record<string, FacetCount[]>>;
  /**
   * `find` and `facets` over the same selection, answered together: what a catalogue page needs. Adapters
   * that can read the matches once do (PostgreSQL); the answer is the same as the two calls'.
   */
  findWithFacets(
    options: FindOptions,
    facets: { fields: string[]; limit?: number },
  ): Promise<{ items: T[]; facets: Record<string, FacetCount[]> }>;
}

/** What one projection page changed in one collection. */
export interface PageWrites {
  collection: string;
  upserts: Doc[];
  deletes: string[];
}

/** One collection's part of a page, written through its own calls: the upserts in one batch, then the deletes. */
export async function writeCollection(
  store: Pick<ReadStore, 'collection'>,
  { collection, upserts, deletes }: PageWrites,
): Promise<void> {
  const docs = store.collection(collection);
  if (upserts.length > 0) await docs.upsertMany(upserts);
  for (const id of deletes) await docs.delete(id);
}

/** `commitPage` for adapters without a single-statement form: each collection's writes, then the checkpoint. */
export async function commitPageInTurn(
  store: Pick<ReadStore, 'collection' | 'setCheckpoint'>,
  writes: PageWrites[],
  checkpoint: { projection: string; position: string },
): Promise<void> {
  for (const write of writes) await writeCollection(store, write);
  await store.setCheckpoint(checkpoint.projection, checkpoint.position);
}

export interface ReadStore {
  readonly adapterName: string;
  init(): Promise<void>;
  /** Creates the collection and its indexes if missing (idempotent). Projections call this at start. */
  ensureCollection(name: string, spec?: CollectionSpec): Promise<void>;
  collection<T extends Doc = Doc>(name: string): Collection<T>;
  /** Removes every document of the collection (rebuilds). */
  clearCollection(name: string): Promise<void>;
  /**
   * After a rebuild: reclaims the row versions it left behind and refreshes the planner's statistics (PostgreSQL:
   * `VACUUM ANALYZE`), so the first reads after it do not step over them. Adapters with nothing to do omit it.
   */
  compactCollection?(name: string): Promise<void>;
  listCollections(): Promise<string[]>;
  getCheckpoint(projection: string): Promise<string | null>;
  setCheckpoint(projection: string, position: string): Promise<void>;
  /**
   * Stores the checkpoint unless the projection has one, and returns the one it has then: two replicas that both
   * found none agree on the first one stored, and one found late never moves another's progress back or forth.
   */
  setCheckpointIfAbsent(projection: string, position: string): Promise<string>;
  deleteCheckpoint(projection: string): Promise<void>;
  /**
   * One projection page's writes and the checkpoint after it. PostgreSQL writes them in one statement (one
   * round trip, all or nothing); other adapters one after another, checkpoint last (at-least-once either way).
   */
  commitPage(writes: PageWrites[], checkpoint: { projection: string; position: string }): Promise<void>;
  /** Liveness for /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

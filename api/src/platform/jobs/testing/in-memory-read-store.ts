import { commitPageInTurn } from '../../read-store/read-store.port.js';
import type { Collection, Doc, FindOptions, PageWrites, ReadStore } from '../../read-store/read-store.port.js';
import { facetsInMemory, findInMemory, matchesFind } from '../in-memory-find.js';

/**
 * A ReadStore held in a Map, for tests of code that only stores and lists documents. Text queries match a
 * case-insensitive substring (see in-memory-find.ts; the real adapters' contract suite covers the rest).
 */
export class InMemoryReadStore implements ReadStore {
  readonly adapterName = 'in-memory';
  private readonly collections = new Map<string, Map<string, Doc>>();
  private readonly checkpoints = new Map<string, string>();

  async init(): Promise<void> {}

  async ensureCollection(name: string): Promise<void> {
    if (!this.collections.has(name)) this.collections.set(name, new Map());
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    const docs = () => {
      const found = this.collections.get(name);
      if (!found) throw new Error(`Collection ${name} was not ensured`);
      return found as Map<string, T>;
    };
    const clone = <D>(doc: D): D => structuredClone(doc);
    return {
      name,
      upsert: async (doc) => void docs().set(doc.id, clone(doc)),
      upsertMany: async (many) => many.forEach((doc) => docs().set(doc.id, clone(doc))),
      insert: async (doc) => {
        if (docs().has(doc.id)) return false;
        docs().set(doc.id, clone(doc));
        return true;
      },
      patch: async (id, fields) => {
        const existing = docs().get(id);
        if (existing) docs().set(id, clone({ ...existing, ...fields }));
        return existing !== undefined;
      },
      delete: async (id) => docs().delete(id),
      get: async (id) => (docs().has(id) ? clone(docs().get(id) as T) : null),
      getMany: async (ids) => ids.flatMap((id) => (docs().has(id) ? [clone(docs().get(id) as T)] : [])),
      find: async (options: FindOptions = {}) => findInMemory(docs().values(), options).items.map(clone),
      count: async (options = {}) => [...docs().values()].filter((doc) => matchesFind(doc, options)).length,
      facets: async (fields, options = {}) => facetsInMemory(docs().values(), fields, options),
      findWithFacets: async (options, facets) => ({
        items: findInMemory(docs().values(), options).items.map(clone),
        facets: facetsInMemory(docs().values(), facets.fields, { ...options, limit: facets.limit }),
      }),
    };
  }

  async clearCollection(name: string): Promise<void> {
    this.collections.get(name)?.clear();
  }

  async listCollections(): Promise<string[]> {
    return [...this.collections.keys()];
  }

  async getCheckpoint(projection: string): Promise<string | null> {
    return this.checkpoints.get(projection) ?? null;
  }

  async setCheckpoint(projection: string, position: string): Promise<void> {
    this.checkpoints.set(projection, position);
  }

  async setCheckpointIfAbsent(projection: string, position: string): Promise<string> {
    if (!this.checkpoints.has(projection)) this.checkpoints.set(projection, position);
    return this.checkpoints.get(projection)!;
  }

  async deleteCheckpoint(projection: string): Promise<void> {
    this.checkpoints.delete(projection);
  }

  commitPage(writes: PageWrites[], checkpoint: { projection: string; position: string }): Promise<void> {
    return commitPageInTurn(this, writes, checkpoint);
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}

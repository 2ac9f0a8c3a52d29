import type { Collection, CollectionSpec, Doc, ReadStore } from './read-store.port.js';

/** What the parts of the read-store contract share: the store under test and fresh collections. */
export interface ContractContext {
  store(): ReadStore;
  /** A new, empty collection with this spec. */
  collection<T extends Doc = Doc>(spec?: CollectionSpec): Promise<Collection<T>>;
}

export async function ids(docs: Promise<Doc[]>): Promise<string[]> {
  return (await docs).map((doc) => doc.id);
}

/** Ids in sorted order, for results whose order the query does not define. */
export async function idSet(docs: Promise<Doc[]>): Promise<string[]> {
  return (await ids(docs)).sort();
}

import type { Collection, Doc } from '../read-store/read-store.port.js';
import { TickBatch } from './tick-batch.js';

/**
 * A collection's documents by id, the gets of one event-loop turn read together (`getMany`): a crowd's requests
 * for the same workshop each read it, and their own registration, in one round trip per turn instead of one each.
 * Each read still starts after its call, so a caller sees every write that finished before it asked.
 */
export function docsById<T extends Doc>(collection: () => Collection<T>): TickBatch<string, T | null> {
  return new TickBatch(async (ids) => {
    const found = new Map((await collection().getMany([...new Set(ids)])).map((doc) => [doc.id, doc]));
    // Each caller its own object (a caller may change what it got; the first of an id takes the one read).
    const handed = new Set<string>();
    return ids.map((id) => {
      const doc = found.get(id);
      if (!doc) return null;
      if (handed.has(id)) return structuredClone(doc);
      handed.add(id);
      return doc;
    });
  });
}

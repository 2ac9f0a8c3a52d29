import { describe, expect, it } from '@jest/globals';
import { InMemoryReadStore } from '../jobs/testing/in-memory-read-store.js';
import type { Collection, Doc } from '../read-store/read-store.port.js';
import { docsById } from './docs-by-id.js';

/** The in-memory store's collection, counting its reads by id. */
async function countedCollection() {
  const store = new InMemoryReadStore();
  await store.ensureCollection('things');
  const things = store.collection<Doc>('things');
  await things.upsert({ id: 'a', name: 'first', tags: ['x'] });
  await things.upsert({ id: 'b', name: 'second', tags: [] });
  const reads = { get: 0, getMany: 0 };
  const counted: Collection<Doc> = Object.assign(Object.create(things) as Collection<Doc>, {
    get: (id: string) => {
      reads.get++;
      return things.get(id);
    },
    getMany: (ids: string[]) => {
      reads.getMany++;
      return things.getMany(ids);
    },
  });
  return { things, counted, reads };
}

describe('docsById', () => {
  it('answers the gets of one event-loop turn with one read, each caller with its own copy', async () => {
    const { counted, reads } = await countedCollection();
    const byId = docsById(() => counted);

    const [a1, b, a2, missing] = await Promise.all(['a', 'b', 'a', 'nope'].map((id) => byId.call(id)));

    expect(reads).toEqual({ get: 0, getMany: 1 });
    expect([a1?.name, b?.name, a2?.name, missing]).toEqual(['first', 'second', 'first', null]);
    expect(a1).not.toBe(a2);
    (a1!.tags as string[]).push('changed by one caller');
    expect(a2!.tags).toEqual(['x']);
  });

  it('reads again for a get made after an earlier turn was read, so it sees the writes made since', async () => {
    const { things, counted, reads } = await countedCollection();
    const byId = docsById(() => counted);

    expect((await byId.call('a'))?.name).toBe('first');
    await things.upsert({ id: 'a', name: 'renamed', tags: [] });

    expect((await byId.call('a'))?.name).toBe('renamed');
    expect(reads.getMany).toBe(2);
  });
});

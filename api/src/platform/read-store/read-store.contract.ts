/**
 * The read-store contract: behaviour every adapter must show, asserted through the port only. An adapter's
 * spec file calls `runReadStoreContract` with a factory for a fresh, empty store. Each test works in its own
 * collection, so tests never see each other's documents.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { type ContractContext, ids } from './read-store-contract.context.js';
import type { CollectionSpec, Doc, ReadStore } from './read-store.port.js';
import { describeQueryContract } from './read-store-query.contract.js';
import { describeTextContract } from './read-store-text.contract.js';
import { describeFacetContract } from './read-store-facets.contract.js';
import { describeUnicodeContract } from './read-store-unicode.contract.js';

export type ReadStoreFactory = () => Promise<{ store: ReadStore; cleanup(): Promise<void> }>;

export function runReadStoreContract(adapterName: string, factory: ReadStoreFactory): void {
  describe(`ReadStore contract: ${adapterName}`, () => {
    let store: ReadStore | undefined;
    let cleanup: (() => Promise<void>) | undefined;
    let counter = 0;
    const run = randomBytes(3).toString('hex');
    const context: ContractContext = {
      store: () => store!,
      async collection<T extends Doc>(spec: CollectionSpec = {}) {
        const name = `contract_${run}_${++counter}`;
        await store!.ensureCollection(name, spec);
        return store!.collection<T>(name);
      },
    };

    beforeAll(async () => {
      ({ store, cleanup } = await factory());
      await store.init();
    });
    afterAll(async () => {
      await store?.close();
      await cleanup?.();
    });

    describeDocumentContract(context);
    describeLifecycleContract(context);
    describeQueryContract(context);
    describeTextContract(context);
    describeFacetContract(context);
    describeUnicodeContract(context);
  });
}

type Art = Doc & { title?: string; price?: number; artist?: { name: string; city?: string }; tags?: string[] };

function describeDocumentContract(ctx: ContractContext): void {
  describe('documents', () => {
    it('stores and returns JSON documents as they were written', async () => {
      const c = await ctx.collection<Art>();
      const doc = {
        id: 'a-1',
        title: 'لوحة',
        price: 12.5,
        sold: false,
        note: null,
        artist: { name: 'Noura' },
        tags: ['ink'],
      };
      await c.upsert(doc);
      expect(await c.get('a-1')).toEqual(doc);
      expect(await c.get('missing')).toBeNull();
    });

    it('upsert replaces the whole document', async () => {
      const c = await ctx.collection<Art>();
      await c.upsert({ id: 'a', title: 'First', price: 10 });
      await c.upsert({ id: 'a', title: 'Second' });
      expect(await c.get('a')).toEqual({ id: 'a', title: 'Second' });
      expect(await c.count()).toBe(1);
    });

    it('upsertMany inserts and replaces, the last of a repeated id winning', async () => {
      const c = await ctx.collection<Art>();
      await c.upsert({ id: 'a', title: 'Old' });
      await c.upsertMany([
        { id: 'a', title: 'New' },
        { id: 'b', title: 'B1' },
        { id: 'b', title: 'B2' },
      ]);
      await c.upsertMany([]);
      expect(await c.getMany(['a', 'b'])).toEqual([
        { id: 'a', title: 'New' },
        { id: 'b', title: 'B2' },
      ]);
    });

    it('insert writes only when the id is free', async () => {
      const c = await ctx.collection<Art>();
      expect(await c.insert({ id: 'a', title: 'First' })).toBe(true);
      expect(await c.insert({ id: 'a', title: 'Second' })).toBe(false);
      expect(await c.get('a')).toEqual({ id: 'a', title: 'First' });
    });

    it('patch merges top-level fields and answers whether the document exists', async () => {
      const c = await ctx.collection<Art>();
      await c.upsert({ id: 'a', title: 'T', price: 5, artist: { name: 'Noura', city: 'Riyadh' } });
      expect(await c.patch('a', { price: 7, artist: { name: 'Huda' } })).toBe(true);
      // Shallow: the nested object is replaced, not merged.
      expect(await c.get('a')).toEqual({ id: 'a', title: 'T', price: 7, artist: { name: 'Huda' } });
      expect(await c.patch('nobody', { price: 1 })).toBe(false);
      expect(await c.get('nobody')).toBeNull();
    });

    it('patch keeps text search in step with the document', async () => {
      const c = await ctx.collection<Art>({ textFields: ['title'] });
      await c.upsert({ id: 'a', title: 'Desert Dawn', price: 1 });
      await c.patch('a', { price: 2 });
      expect(await ids(c.find({ text: { query: 'dawn', fields: ['title'] } }))).toEqual(['a']);
      await c.patch('a', { title: 'Sea Light' });
      expect(await ids(c.find({ text: { query: 'dawn', fields: ['title'] } }))).toEqual([]);
      expect(await ids(c.find({ text: { query: 'light', fields: ['title'] } }))).toEqual(['a']);
    });

    it('delete removes a document and answers whether it existed', async () => {
      const c = await ctx.collection<Art>();
      await c.upsert({ id: 'a' });
      expect(await c.delete('a')).toBe(true);
      expect(await c.delete('a')).toBe(false);
      expect(await c.get('a')).toBeNull();
    });

    it('getMany answers in the order asked, skipping missing ids', async () => {
      const c = await ctx.collection<Art>();
      await c.upsertMany(['a', 'b', 'c'].map((id) => ({ id })));
      expect(await ids(c.getMany(['c', 'x', 'a', 'b']))).toEqual(['c', 'a', 'b']);
      expect(await c.getMany([])).toEqual([]);
    });
  });
}

function describeLifecycleContract(ctx: ContractContext): void {
  describe('collections, checkpoints and health', () => {
    it('ensureCollection twice keeps the documents and lists the collection once', async () => {
      const c = await ctx.collection<Art>({ textFields: ['title'], indexes: [{ fields: ['price'] }] });
      await c.upsert({ id: 'a', title: 'Kept' });
      const spec = { textFields: ['title'], indexes: [{ fields: ['price'] }] };
      await ctx.store().ensureCollection(c.name, spec);
      // Two replicas starting together.
      await Promise.all([ctx.store().ensureCollection(c.name, spec), ctx.store().ensureCollection(c.name, spec)]);
      expect(await c.get('a')).toEqual({ id: 'a', title: 'Kept' });
      expect((await ctx.store().listCollections()).filter((n) => n === c.name)).toEqual([c.name]);
    });

    it('a new text field makes existing documents searchable by it', async () => {
      const c = await ctx.collection<Art>({ textFields: ['title'] });
      await c.upsert({ id: 'a', title: 'Dawn', artist: { name: 'Noura' } });
      await ctx.store().ensureCollection(c.name, { textFields: ['title', 'artist.name'] });
      const found = await ctx
        .store()
        .collection(c.name)
        .find({ text: { query: 'noura', fields: ['artist.name'] } });
      expect(found.map((d) => d.id)).toEqual(['a']);
    });

    it('clearCollection empties one collection and leaves it usable', async () => {
      const cleared = await ctx.collection<Art>();
      const other = await ctx.collection<Art>();
      await cleared.upsertMany([{ id: 'a' }, { id: 'b' }]);
      await other.upsert({ id: 'a' });
      await ctx.store().clearCollection(cleared.name);
      expect(await cleared.count()).toBe(0);
      expect(await other.count()).toBe(1);
      await cleared.upsert({ id: 'c' });
      expect(await ids(cleared.find())).toEqual(['c']);
    });

    it('keeps a checkpoint per projection until it is deleted', async () => {
      const store = ctx.store();
      const name = `projection-${randomBytes(4).toString('hex')}`;
      expect(await store.getCheckpoint(name)).toBeNull();
      await store.setCheckpoint(name, '10/3');
      await store.setCheckpoint(`${name}-other`, '1/1');
      await store.setCheckpoint(name, '12/0');
      expect(await store.getCheckpoint(name)).toBe('12/0');
      await store.deleteCheckpoint(name);
      expect(await store.getCheckpoint(name)).toBeNull();
      expect(await store.getCheckpoint(`${name}-other`)).toBe('1/1');
    });

    it('records a checkpoint only where none is, and answers the one kept', async () => {
      const store = ctx.store();
      const name = `projection-${randomBytes(4).toString('hex')}`;
      expect(await store.setCheckpointIfAbsent(name, '5/1')).toBe('5/1');
      expect(await store.setCheckpointIfAbsent(name, '9/0')).toBe('5/1');
      await store.setCheckpoint(name, '7/0');
      expect(await store.setCheckpointIfAbsent(name, '3/0')).toBe('7/0');
      const [first, second] = await Promise.all([
        store.setCheckpointIfAbsent(`${name}-raced`, '1/0'),
        store.setCheckpointIfAbsent(`${name}-raced`, '2/0'),
      ]);
      expect(first).toBe(second);
      expect(await store.getCheckpoint(`${name}-raced`)).toBe(first);
    });

    it('commits a projection page: upserts and deletes in several collections, then the checkpoint', async () => {
      const store = ctx.store();
      const works = await ctx.collection<Art>({ textFields: ['title'] });
      const books = await ctx.collection<Art>();
      await works.upsertMany([
        { id: 'gone', title: 'Old' },
        { id: 'kept', title: 'Kept' },
      ]);
      const name = `projection-${randomBytes(4).toString('hex')}`;
      await store.commitPage(
        [
          {
            collection: works.name,
            upserts: [
              { id: 'new', title: 'Dunes at dusk' },
              { id: 'kept', title: 'Kept, edited' },
            ],
            deletes: ['gone'],
          },
          { collection: books.name, upserts: [{ id: 'b1', price: 5 }], deletes: [] },
        ],
        { projection: name, position: '7/2' },
      );
      expect(await ids(works.find({ sort: [{ field: 'id', direction: 'asc' }] }))).toEqual(['kept', 'new']);
      expect((await works.get('kept'))?.title).toBe('Kept, edited');
      expect(await ids(works.find({ text: { query: 'dunes', fields: ['title'] } }))).toEqual(['new']);
      expect(await books.get('b1')).toEqual({ id: 'b1', price: 5 });
      expect(await store.getCheckpoint(name)).toBe('7/2');
      // A page that wrote nothing still moves the checkpoint.
      await store.commitPage([], { projection: name, position: '9/0' });
      expect(await store.getCheckpoint(name)).toBe('9/0');
    });

    it('refuses names that could smuggle query text', async () => {
      const store = ctx.store();
      const c = await ctx.collection<Art>();
      await expect(store.ensureCollection('x"; DROP TABLE y; --')).rejects.toThrow();
      expect(() => store.collection('a b')).toThrow();
      await expect(c.find({ filter: { "title'); DROP TABLE y; --": 'x' } })).rejects.toThrow();
      await expect(c.find({ sort: [{ field: 'price desc, id', direction: 'asc' }] })).rejects.toThrow();
    });

    it('answers ping', async () => {
      await expect(ctx.store().ping()).resolves.toBeUndefined();
    });
  });
}

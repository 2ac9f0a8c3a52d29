/** Facet counts: part of the read-store contract (see read-store.contract.ts). */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ContractContext } from './read-store-contract.context.js';
import type { Collection, Doc, FindOptions } from './read-store.port.js';

const WORKS: Doc[] = [
  {
    id: 'f1',
    title: 'Desert Dawn',
    category: 'painting',
    year: 2020,
    tags: ['oil', 'desert'],
    status: 'published',
    artist: { city: 'Riyadh' },
  },
  {
    id: 'f2',
    title: 'Sea Light',
    category: 'painting',
    year: 2021,
    tags: ['desert'],
    status: 'published',
    artist: { city: 'Jeddah' },
  },
  {
    id: 'f3',
    title: 'Palm Study',
    category: 'drawing',
    year: 2021,
    tags: [],
    status: 'published',
    artist: { city: 'Riyadh' },
  },
  { id: 'f4', title: 'Old Souk', category: 'sculpture', year: null, status: 'draft', artist: { city: 'Riyadh' } },
  { id: 'f5', title: 'Night Desert', category: 'painting', status: 'published' },
];

export function describeFacetContract(ctx: ContractContext): void {
  describe('facets', () => {
    let works: Collection;

    beforeAll(async () => {
      works = await ctx.collection({ textFields: ['title'], indexes: [{ fields: ['category'] }] });
      await works.upsertMany(WORKS);
    });

    it('counts each value, most frequent first, ties by value', async () => {
      const facets = await works.facets(['category', 'artist.city']);
      expect(facets.category).toEqual([
        { value: 'painting', count: 3 },
        { value: 'drawing', count: 1 },
        { value: 'sculpture', count: 1 },
      ]);
      expect(facets['artist.city']).toEqual([
        { value: 'Riyadh', count: 3 },
        { value: 'Jeddah', count: 1 },
      ]);
    });

    it('skips null and missing values and counts numbers as numbers', async () => {
      expect((await works.facets(['year'])).year).toEqual([
        { value: 2021, count: 2 },
        { value: 2020, count: 1 },
      ]);
    });

    it('counts every element of an array field', async () => {
      expect((await works.facets(['tags'])).tags).toEqual([
        { value: 'desert', count: 2 },
        { value: 'oil', count: 1 },
      ]);
    });

    it('counts only what the filter and the text query select', async () => {
      const filtered = await works.facets(['category'], { filter: { status: 'published' } });
      expect(filtered.category).toEqual([
        { value: 'painting', count: 3 },
        { value: 'drawing', count: 1 },
      ]);
      const searched = await works.facets(['category', 'tags'], {
        text: { query: 'desert', fields: ['title'] },
        filter: { status: 'published' },
      });
      expect(searched).toEqual({
        category: [{ value: 'painting', count: 2 }],
        tags: [
          { value: 'desert', count: 1 },
          { value: 'oil', count: 1 },
        ],
      });
    });

    it('keeps the most frequent values up to the limit, and answers every field asked', async () => {
      const facets = await works.facets(['category', 'nothing'], { limit: 2 });
      expect(facets).toEqual({
        category: [
          { value: 'painting', count: 3 },
          { value: 'drawing', count: 1 },
        ],
        nothing: [],
      });
      expect(await works.facets([])).toEqual({});
    });

    it('findWithFacets answers what find and facets answer, the page in order', async () => {
      const cases: FindOptions[] = [
        { filter: { status: 'published' }, sort: [{ field: 'title', direction: 'asc' as const }], offset: 1, limit: 2 },
        { text: { query: 'desert', fields: ['title'] }, limit: 10 },
        { filter: { category: 'painting' }, sort: [{ field: 'year', direction: 'desc' as const }] },
        { filter: { category: 'weaving' } },
      ];
      for (const options of cases) {
        const both = await works.findWithFacets(options, { fields: ['category', 'tags'], limit: 1 });
        expect(both.items).toEqual(await works.find(options));
        expect(both.facets).toEqual(
          await works.facets(['category', 'tags'], { filter: options.filter, text: options.text, limit: 1 }),
        );
      }
      expect(
        await works.findWithFacets({ limit: 1, sort: [{ field: 'id', direction: 'asc' }] }, { fields: [] }),
      ).toEqual({ items: [WORKS[0]], facets: {} });
    });

    it('refuses a field path that could smuggle query text', async () => {
      await expect(works.facets(["category'); DROP TABLE y; --"])).rejects.toThrow();
      await expect(works.findWithFacets({}, { fields: ["category'); DROP TABLE y; --"] })).rejects.toThrow();
    });
  });
}

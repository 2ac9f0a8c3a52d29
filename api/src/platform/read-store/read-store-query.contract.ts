/** Filters, sorting, paging and counting: part of the read-store contract (see read-store.contract.ts). */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { type ContractContext, idSet, ids } from './read-store-contract.context.js';
import type { Collection, Doc, FindOptions } from './read-store.port.js';

// Prices are chosen so text order (10000 < 1200 < 800 < 95) differs from numeric order.
const ARTWORKS: Doc[] = [
  {
    id: 'w1',
    title: 'Desert Dawn',
    price: 1200,
    status: 'listed',
    year: 2019,
    tags: ['oil', 'desert'],
    artist: { name: 'Noura', city: 'Riyadh' },
    listedAt: '2024-01-05T10:00:00Z',
  },
  {
    id: 'w2',
    title: 'Sea Light',
    price: 800,
    status: 'sold',
    year: 2021,
    tags: ['watercolour'],
    artist: { name: 'Fahad', city: 'Jeddah' },
    listedAt: '2024-02-10T08:30:00Z',
  },
  {
    id: 'w3',
    title: 'Palm Study',
    price: 95,
    status: 'listed',
    year: 2021,
    tags: ['ink', 'desert'],
    artist: { name: 'Huda', city: 'Dammam' },
    listedAt: '2023-12-31T23:59:59Z',
    featured: true,
  },
  {
    id: 'w4',
    title: 'Old Souk',
    price: 10000,
    status: 'draft',
    artist: { name: 'Noura', city: 'Riyadh' },
    featured: false,
    discount: null,
  },
  {
    id: 'w5',
    title: 'Night Market',
    price: 2000.5,
    status: 'listed',
    year: 2020,
    tags: [],
    artist: { name: 'Omar' },
    listedAt: '2024-01-05T09:00:00Z',
  },
];

export function describeQueryContract(ctx: ContractContext): void {
  describe('queries', () => describeQueries(ctx));
}

function describeQueries(ctx: ContractContext): void {
  let works: Collection;
  const found = (filter: FindOptions['filter']) => idSet(works.find({ filter }));
  const sorted = (options: FindOptions) => ids(works.find(options));

  beforeAll(async () => {
    works = await ctx.collection({
      indexes: [{ fields: ['status', 'price'] }, { fields: ['artist.city'] }, { fields: ['year'] }],
    });
    await works.upsertMany(ARTWORKS);
  });

  describe('filters', () => {
    it('without options, finds everything', async () => {
      expect(await idSet(works.find())).toEqual(['w1', 'w2', 'w3', 'w4', 'w5']);
    });

    it('matches equality on strings, numbers and booleans', async () => {
      expect(await found({ status: 'listed' })).toEqual(['w1', 'w3', 'w5']);
      expect(await found({ year: 2021 })).toEqual(['w2', 'w3']);
      expect(await found({ featured: true })).toEqual(['w3']);
      expect(await found({ featured: { $eq: false } })).toEqual(['w4']);
      expect(await found({ status: 'LISTED' })).toEqual([]);
    });

    it('treats equality with null as "null or missing"', async () => {
      expect(await found({ featured: null })).toEqual(['w1', 'w2', 'w5']);
      expect(await found({ discount: null })).toEqual(['w1', 'w2', 'w3', 'w4', 'w5']);
    });

    it('$ne excludes the value and keeps documents missing the field', async () => {
      expect(await found({ status: { $ne: 'listed' } })).toEqual(['w2', 'w4']);
      expect(await found({ year: { $ne: 2021 } })).toEqual(['w1', 'w4', 'w5']);
      expect(await found({ featured: { $ne: null } })).toEqual(['w3', 'w4']);
    });

    it('$in matches any of the values; an empty list matches nothing', async () => {
      expect(await found({ status: { $in: ['sold', 'draft'] } })).toEqual(['w2', 'w4']);
      expect(await found({ year: { $in: [2019, 2020] } })).toEqual(['w1', 'w5']);
      expect(await found({ status: { $in: [] } })).toEqual([]);
    });

    it('compares numbers as numbers', async () => {
      expect(await found({ price: { $gt: 900 } })).toEqual(['w1', 'w4', 'w5']);
      expect(await found({ price: { $gte: 800, $lt: 2000.5 } })).toEqual(['w1', 'w2']);
      expect(await found({ price: { $lte: 95 } })).toEqual(['w3']);
      expect(await found({ year: { $gt: 0 } })).toEqual(['w1', 'w2', 'w3', 'w5']);
    });

    it('compares strings and ISO dates as strings', async () => {
      expect(await found({ title: { $gte: 'O', $lt: 'S' } })).toEqual(['w3', 'w4']);
      expect(await found({ listedAt: { $gte: '2024-01-01' } })).toEqual(['w1', 'w2', 'w5']);
      expect(await found({ listedAt: { $lt: '2024-01-05T10:00:00Z' } })).toEqual(['w3', 'w5']);
      // A string bound never matches numbers.
      expect(await found({ price: { $gt: '0' } })).toEqual([]);
    });

    it('$exists tells present (even null) from missing', async () => {
      expect(await found({ year: { $exists: true } })).toEqual(['w1', 'w2', 'w3', 'w5']);
      expect(await found({ tags: { $exists: false } })).toEqual(['w4']);
      expect(await found({ discount: { $exists: true } })).toEqual(['w4']);
    });

    it('$contains matches arrays holding the value', async () => {
      expect(await found({ tags: { $contains: 'desert' } })).toEqual(['w1', 'w3']);
      expect(await found({ tags: { $contains: 'ink' } })).toEqual(['w3']);
      expect(await found({ status: { $contains: 'listed' } })).toEqual([]);
    });

    it('follows dotted paths into nested objects', async () => {
      expect(await found({ 'artist.city': 'Riyadh' })).toEqual(['w1', 'w4']);
      expect(await found({ 'artist.name': { $in: ['Huda', 'Omar'] } })).toEqual(['w3', 'w5']);
      expect(await found({ 'artist.city': { $exists: false } })).toEqual(['w5']);
    });

    it('requires every condition', async () => {
      expect(await found({ status: 'listed', price: { $lt: 1500 } })).toEqual(['w1', 'w3']);
      expect(await found({ status: 'listed', 'artist.city': 'Riyadh', tags: { $contains: 'desert' } })).toEqual(['w1']);
    });

    it('rejects an unknown operator', async () => {
      await expect(works.find({ filter: { price: { $regex: '.*' } as never } })).rejects.toThrow();
    });
  });

  describe('sorting, paging and counting', () => {
    it('sorts numbers numerically, both ways', async () => {
      expect(await sorted({ sort: [{ field: 'price', direction: 'asc' }] })).toEqual(['w3', 'w2', 'w1', 'w5', 'w4']);
      expect(await sorted({ sort: [{ field: 'price', direction: 'desc' }] })).toEqual(['w4', 'w5', 'w1', 'w2', 'w3']);
    });

    it('sorts strings as text, including through dotted paths', async () => {
      expect(await sorted({ sort: [{ field: 'title', direction: 'asc' }] })).toEqual(['w1', 'w5', 'w4', 'w3', 'w2']);
      expect(await sorted({ sort: [{ field: 'artist.name', direction: 'asc' }] })).toEqual([
        'w2',
        'w3',
        'w1',
        'w4',
        'w5',
      ]);
    });

    it('puts missing values last in either direction, ties in id order', async () => {
      expect(await sorted({ sort: [{ field: 'year', direction: 'asc' }] })).toEqual(['w1', 'w5', 'w2', 'w3', 'w4']);
      expect(await sorted({ sort: [{ field: 'year', direction: 'desc' }] })).toEqual(['w2', 'w3', 'w5', 'w1', 'w4']);
    });

    it('sorts on several keys', async () => {
      const sort = [
        { field: 'status', direction: 'asc' as const },
        { field: 'price', direction: 'desc' as const },
      ];
      expect(await sorted({ sort })).toEqual(['w4', 'w5', 'w1', 'w3', 'w2']);
    });

    it('pages with offset and limit, and pages add up to the whole list', async () => {
      const sort = [{ field: 'price', direction: 'asc' as const }];
      expect(await sorted({ sort, offset: 1, limit: 2 })).toEqual(['w2', 'w1']);
      expect(await sorted({ sort, limit: 0 })).toEqual([]);
      expect(await sorted({ sort, offset: 10 })).toEqual([]);
      const pages: string[] = [];
      for (let offset = 0; offset < 6; offset += 2)
        pages.push(...(await sorted({ sort: [{ field: 'status', direction: 'asc' }], offset, limit: 2 })));
      expect(pages.sort()).toEqual(['w1', 'w2', 'w3', 'w4', 'w5']);
      await expect(works.find({ limit: -1 })).rejects.toThrow();
    });

    it('filters before paging', async () => {
      const options: FindOptions = {
        filter: { status: 'listed' },
        sort: [{ field: 'price', direction: 'desc' }],
        limit: 2,
      };
      expect(await sorted(options)).toEqual(['w5', 'w1']);
    });

    it('counts everything or what a filter selects', async () => {
      expect(await works.count()).toBe(5);
      expect(await works.count({ filter: { status: 'listed' } })).toBe(3);
      expect(await works.count({ filter: { price: { $gt: 100000 } } })).toBe(0);
    });
  });
}

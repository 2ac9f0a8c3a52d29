/** Text queries in English and Arabic: part of the read-store contract (see read-store.contract.ts). */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { type ContractContext, idSet, ids } from './read-store-contract.context.js';
import type { Collection, Doc, FindOptions } from './read-store.port.js';

const FIELDS = ['title', 'titleAr', 'artist.name', 'tags'];

const WORKS: Doc[] = [
  {
    id: 't1',
    title: 'Desert Calligraphy',
    titleAr: 'لوحة الخط العربي',
    artist: { name: 'أحمد الشهري' },
    tags: ['calligraphy'],
    status: 'listed',
    price: 500,
  },
  {
    id: 't2',
    title: 'Islamic Arts Collection',
    titleAr: 'مجموعة الفنون الإسلامية',
    artist: { name: 'Sara Al-Qahtani' },
    status: 'listed',
    price: 1500,
  },
  { id: 't3', title: 'Café Morning', titleAr: 'صَبَاحُ المَقْهَى', artist: { name: 'إبراهيم' }, status: 'sold', price: 300 },
  {
    id: 't4',
    title: 'Ancient Manuscript',
    titleAr: 'مخطوطة قديمة',
    artist: { name: 'Noura' },
    status: 'listed',
    price: 900,
  },
  {
    id: 't5',
    title: 'Portrait',
    titleAr: 'بورتريه',
    artist: { name: 'Huda' },
    tags: ['فنون', 'oil'],
    status: 'listed',
    price: 200,
  },
  { id: 't6', title: 'Hospital Sketch', titleAr: 'رسم المستشفى', artist: { name: 'Omar' }, status: 'draft', price: 50 },
  {
    id: 't7',
    title: 'Diwani Script',
    titleAr: 'خـــط ديواني',
    artist: { name: 'Fahad' },
    status: 'listed',
    price: 700,
  },
];

export function describeTextContract(ctx: ContractContext): void {
  describe('text queries', () => describeText(ctx));
}

function describeText(ctx: ContractContext): void {
  let works: Collection;
  const search = (query: string, options: Omit<FindOptions, 'text'> = {}, fields = FIELDS) =>
    idSet(works.find({ ...options, text: { query, fields } }));

  beforeAll(async () => {
    works = await ctx.collection({ textFields: FIELDS, indexes: [{ fields: ['status'] }] });
    await works.upsertMany(WORKS);
  });

  it('matches English case- and accent-insensitively, across fields and arrays', async () => {
    expect(await search('calligraphy')).toEqual(['t1']);
    expect(await search('CALLIGRAPHY')).toEqual(['t1']);
    expect(await search('cafe')).toEqual(['t3']);
    expect(await search('noura')).toEqual(['t4']);
  });

  it('matches taa marbuta and haa alike', async () => {
    expect(await search('لوحه')).toEqual(['t1']);
    expect(await search('لوحة')).toEqual(['t1']);
  });

  it('matches with or without hamza on alef', async () => {
    expect(await search('احمد')).toEqual(['t1']);
    expect(await search('أحمد')).toEqual(['t1']);
    expect(await search('ابراهيم')).toEqual(['t3']);
    expect(await search('الاسلاميه')).toEqual(['t2']);
  });

  it('matches with or without the article ال', async () => {
    expect(await search('فنون')).toEqual(['t2', 't5']);
    expect(await search('الفنون')).toEqual(['t2', 't5']);
    expect(await search('الشهري')).toEqual(['t1']);
  });

  it('matches alef maqsura and yaa alike', async () => {
    expect(await search('مستشفي')).toEqual(['t6']);
    expect(await search('المستشفى')).toEqual(['t6']);
  });

  it('ignores diacritics and tatweel on either side', async () => {
    expect(await search('صباح')).toEqual(['t3']);
    expect(await search('مَخْطُوطَة')).toEqual(['t4']);
    expect(await search('ديـــواني')).toEqual(['t7']);
    expect(await search('خط ديواني')).toEqual(['t7']);
  });

  it('finds a one-letter typo by similarity', async () => {
    expect(await search('calligrapy')).toEqual(['t1']);
    expect(await search('manuscrpt')).toEqual(['t4']);
    expect(await search('مخطوته')).toEqual(['t4']);
  });

  it('requires every word, and finds nothing for unrelated words', async () => {
    expect(await search('desert calligraphy')).toEqual(['t1']);
    expect(await search('فنون اسلاميه')).toEqual(['t2']);
    expect(await search('portrait فنون')).toEqual(['t5']);
    expect(await search('calligraphy sculpture')).toEqual([]);
    expect(await search('sculpture')).toEqual([]);
    expect(await search('نحت')).toEqual([]);
  });

  it('treats a query with nothing searchable in it as no text condition', async () => {
    expect(await works.count({ text: { query: ' ... ', fields: FIELDS } })).toBe(WORKS.length);
  });

  it('searches only the fields named', async () => {
    expect(await search('لوحه', {}, ['title'])).toEqual([]);
    expect(await search('لوحه', {}, ['titleAr'])).toEqual(['t1']);
    expect(await search('calligraphy', {}, ['artist.name'])).toEqual([]);
    expect(await search('فنون', {}, ['tags'])).toEqual(['t5']);
    await expect(works.find({ text: { query: 'listed', fields: ['status'] } })).rejects.toThrow();
  });

  it('combines with filters, sorting, paging and counting', async () => {
    expect(await search('فنون', { filter: { status: 'listed' } })).toEqual(['t2', 't5']);
    expect(await search('فنون', { filter: { status: 'listed', price: { $lt: 1000 } } })).toEqual(['t5']);
    const text = { query: 'الفنون', fields: FIELDS };
    expect(await ids(works.find({ text, sort: [{ field: 'price', direction: 'desc' }], limit: 1 }))).toEqual(['t2']);
    expect(await works.count({ text })).toBe(2);
    expect(await works.count({ text, filter: { price: { $lt: 1000 } } })).toBe(1);
  });

  it('ranks exact matches above near misses unless a sort is given', async () => {
    const ranked = await ctx.collection({ textFields: ['title'] });
    await ranked.upsertMany([
      { id: 'a-near', title: 'Calligraphic Forms', price: 1 },
      { id: 'z-exact', title: 'Calligraphy Lessons', price: 2 },
      { id: 'm-other', title: 'Desert Sun', price: 3 },
    ]);
    const text = { query: 'calligraphy', fields: ['title'] };
    expect(await ids(ranked.find({ text }))).toEqual(['z-exact', 'a-near']);
    expect(await ids(ranked.find({ text, sort: [{ field: 'price', direction: 'asc' }] }))).toEqual([
      'a-near',
      'z-exact',
    ]);
  });
}

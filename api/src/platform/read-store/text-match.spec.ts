import { describe, expect, it } from '@jest/globals';
import { queriedParts, searchCopy, UnsearchedFieldError } from './search-text.js';
import { textMatch, trigramsOf, vocabularyOf } from './text-match.js';

describe('textMatch', () => {
  it('normalises the query and marks the words long enough for near misses', () => {
    expect(textMatch('Al-Fanoun  الفنون فن')).toEqual({
      words: ['al', 'fanoun', 'فنون', 'فن'],
      fuzzyWords: ['fanoun', 'فنون'],
    });
  });

  it('has no condition for a query with nothing searchable', () => {
    expect(textMatch(' ...؟ ')).toBeNull();
  });
});

describe('trigramsOf', () => {
  it('pads each word as pg_trgm does', () => {
    expect(trigramsOf('cat')).toEqual(['  c', ' ca', 'cat', 'at ']);
    expect(trigramsOf('خط')).toEqual(['  خ', ' خط', 'خط ']);
  });
});

describe('vocabularyOf', () => {
  it('keeps unique words of three letters or more, but no numbers', () => {
    expect(vocabularyOf('desert 2024 خط لوحه desert')).toEqual(['desert', 'لوحه']);
  });
});

describe('searchCopy', () => {
  it('normalises each declared field, following dotted paths and arrays', () => {
    const doc = { id: 'a', title: 'Café', artist: { name: 'أحمد' }, tags: ['الفنون', 7], flag: true };
    expect(searchCopy(doc, ['title', 'artist.name', 'tags', 'flag', 'missing'])).toEqual({
      parts: ['cafe', 'احمد', 'فنون 7', '', ''],
      text: 'cafe احمد فنون 7',
    });
  });
});

describe('queriedParts', () => {
  const declared = ['title', 'titleAr', 'artist.name'];

  it('uses the whole copy when the query names every declared field, or none', () => {
    expect(queriedParts('works', ['artist.name', 'title', 'titleAr'], declared)).toBeNull();
    expect(queriedParts('works', [], declared)).toBeNull();
  });

  it('answers the positions of a subset', () => {
    expect(queriedParts('works', ['artist.name', 'title'], declared)).toEqual([0, 2]);
  });

  it('refuses a field that was not declared', () => {
    expect(() => queriedParts('works', ['status'], declared)).toThrow(UnsearchedFieldError);
  });
});

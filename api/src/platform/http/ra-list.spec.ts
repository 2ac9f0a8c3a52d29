import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors/domain-errors.js';
import { MAX_LIST_OFFSET, parseRaList, parseRange, type RaListSpec } from './ra-list.js';

const spec: RaListSpec = {
  filters: { status: 'eq' },
  textFields: ['name'],
  sortable: ['name'],
  defaultSort: { field: 'name', direction: 'asc' },
  keyset: true,
};

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a 400');
}

describe('admin list paging is bounded', () => {
  it('answers a range within the caps as offset and limit', () => {
    expect(parseRange('[20,29]', 100)).toEqual({ offset: 20, limit: 10 });
    expect(parseRange(undefined, 100)).toEqual({ offset: 0, limit: 25 });
    expect(parseRange(`[${MAX_LIST_OFFSET},${MAX_LIST_OFFSET + 99}]`, 100)).toEqual({
      offset: MAX_LIST_OFFSET,
      limit: 100,
    });
  });

  it.each([
    ['a page larger than the cap', '[0,100]', /at most 100 rows/],
    ['a start past the deepest offset', `[${MAX_LIST_OFFSET + 1},${MAX_LIST_OFFSET + 10}]`, /after=<last id>/],
    ['a huge start', '[1e12,1e12]', /at most 10000 rows in/],
    ['not integers', '[0.5,2]', /0 ≤ start ≤ end/],
  ])('refuses %s with 400 naming range in English and Arabic', (_what, range, message) => {
    const error = refusal(() => parseRaList({ range }, spec));
    expect(error).toBeInstanceOf(DomainError);
    expect(error.details[0]).toMatchObject({ field: 'range', message: expect.stringMatching(message) });
    expect(error.details[0]!.messageAr).toMatch(/[\u0600-\u06FF]/);
  });

  it('pages by key where the list allows it: rows after the given id, in id order', () => {
    expect(parseRaList({ after: 'u-42', range: '[0,49]', filter: '{"status":"verified"}' }, spec)).toMatchObject({
      filter: { status: 'verified', id: { $gt: 'u-42' } },
      sort: [{ field: 'id', direction: 'asc' }],
      offset: 0,
      limit: 50,
    });
    expect(refusal(() => parseRaList({ after: 'u-42', range: '[50,99]' }, spec)).details[0]!.field).toBe('after');
    expect(refusal(() => parseRaList({ after: 'u-42' }, { ...spec, keyset: false })).details[0]!.field).toBe('after');
  });
});

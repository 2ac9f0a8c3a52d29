import { describe, expect, it } from '@jest/globals';
import { parseRaList, type RaListSpec } from './ra-list.js';

const spec: RaListSpec = {
  filters: { status: 'eq' },
  textFields: ['name'],
  sortable: ['id'],
  defaultSort: { field: 'id', direction: 'asc' },
};

describe('parseRaList', () => {
  it('accepts the id filter react-admin sends for getMany, on any list', () => {
    const { filter } = parseRaList({ filter: JSON.stringify({ id: ['a', 'b'] }) }, spec);
    expect(filter).toEqual({ id: { $in: ['a', 'b'] } });
  });

  it('refuses a filter the list does not declare, naming it', () => {
    expect(() => parseRaList({ filter: JSON.stringify({ secret: 1 }) }, spec)).toThrow(
      expect.objectContaining({ details: [expect.objectContaining({ field: 'filter.secret' })] }),
    );
  });

  it('sorts by id on any list, as react-admin does by default', () => {
    expect(parseRaList({ sort: JSON.stringify(['id', 'DESC']) }, { ...spec, sortable: ['name'] }).sort).toEqual([
      { field: 'id', direction: 'desc' },
    ]);
  });

  it('maps declared filters', () => {
    expect(parseRaList({ filter: JSON.stringify({ status: 'hidden' }) }, spec).filter).toEqual({ status: 'hidden' });
  });
});

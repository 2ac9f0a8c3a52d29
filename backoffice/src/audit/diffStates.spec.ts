import { describe, expect, it } from 'vitest';
import { diffStates, jsonEqual } from './diffStates';

describe('diffStates', () => {
  it('reports added, removed and changed keys, sorted by path', () => {
    const before = { status: 'active', firstName: 'A', bio: 'x' };
    const after = { status: 'suspended', firstName: 'A', suspensionReason: 'Spam' };
    expect(diffStates(before, after)).toEqual([
      { path: 'bio', kind: 'removed', before: 'x' },
      { path: 'status', kind: 'changed', before: 'active', after: 'suspended' },
      { path: 'suspensionReason', kind: 'added', after: 'Spam' },
    ]);
  });

  it('walks nested objects and names the dotted path', () => {
    expect(
      diffStates({ profile: { city: 'Riyadh', phone: '1' } }, { profile: { city: 'Jeddah', phone: '1' } }),
    ).toEqual([{ path: 'profile.city', kind: 'changed', before: 'Riyadh', after: 'Jeddah' }]);
  });

  it('compares arrays whole, in order', () => {
    expect(diffStates({ roles: ['artist'] }, { roles: ['artist', 'moderator'] })).toEqual([
      { path: 'roles', kind: 'changed', before: ['artist'], after: ['artist', 'moderator'] },
    ]);
    expect(diffStates({ roles: ['a', 'b'] }, { roles: ['a', 'b'] })).toEqual([]);
  });

  it('treats the state before the first event (null) as empty: everything is added', () => {
    expect(diffStates(null, { id: 'u1', roles: [] })).toEqual([
      { path: 'id', kind: 'added', after: 'u1' },
      { path: 'roles', kind: 'added', after: [] },
    ]);
  });

  it('reports a key set to null as changed, not removed', () => {
    expect(diffStates({ email: 'a@b' }, { email: null })).toEqual([
      { path: 'email', kind: 'changed', before: 'a@b', after: null },
    ]);
  });

  it('finds nothing between equal states whatever their key order', () => {
    expect(diffStates({ a: 1, b: { c: [1, { d: 2 }] } }, { b: { c: [1, { d: 2 }] }, a: 1 })).toEqual([]);
  });

  it('diffs scalar states at the root path', () => {
    expect(diffStates(1, 2)).toEqual([{ path: '', kind: 'changed', before: 1, after: 2 }]);
  });
});

describe('jsonEqual', () => {
  it('ignores key order but not array order or types', () => {
    expect(jsonEqual({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual('1', 1)).toBe(false);
    expect(jsonEqual({ a: undefined }, { b: undefined })).toBe(false);
  });
});

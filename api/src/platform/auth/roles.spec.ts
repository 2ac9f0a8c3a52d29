/** The API names roles in its messages exactly as both front ends do. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { ROLE_NAMES, ROLES, roleNames } from './roles.js';

const shared = (language: 'en' | 'ar'): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../../contracts/vocabularies/${language}.json`, import.meta.url), 'utf8'))
    .roles.names;

describe('role names', () => {
  it.each(['en', 'ar'] as const)('are the front ends’ names of every role (%s)', (language) => {
    const names = shared(language);
    expect(Object.keys(names).sort()).toEqual([...ROLES].sort());
    for (const role of ROLES) expect(ROLE_NAMES[role][language]).toBe(names[role]);
  });

  it('list roles in the reader’s language, an unknown one as it is', () => {
    expect(roleNames(['artist', 'gallery'], 'en')).toBe('Artist, Gallery');
    expect(roleNames(['artist', 'gallery', 'curator'], 'ar')).toBe('فنان، معرض فني، curator');
  });
});

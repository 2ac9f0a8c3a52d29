import { describe, expect, it } from '@jest/globals';
import { safeReturnTo } from './return-to.js';

/** Ways of leaving our origin (or hiding a scheme) that a return URL might try. */
const ESCAPES = [
  '//x',
  '/\\x',
  '/.//x',
  '/..//x',
  '/a/..//x',
  '/%2f%2fx',
  '/%2F%2Fx',
  '/%5cx',
  '/%2e/%2fx',
  '/%2e%2e//x',
  '\\\\x',
  'https:x',
  'https://x',
  'javascript:alert(1)',
  'java\tscript:alert(1)',
  '/\t/x',
  '/\n/x',
  '/\r/x',
  '\t//x',
  '\n//x',
  '/%09/x',
  '/%0a/x',
  '/%0d/x',
  '/%00',
];

/** Each escape as written, encoded as a whole, encoded after its first character, and encoded twice. */
const encodedForms = (raw: string): [string, string][] => [
  ['as written', raw],
  ['encoded', encodeURIComponent(raw)],
  ['encoded after the first character', raw[0] + encodeURIComponent(raw.slice(1))],
  ['encoded twice after the first character', raw[0] + encodeURIComponent(encodeURIComponent(raw.slice(1)))],
];

describe('safeReturnTo', () => {
  it.each([
    ['/artworks?page=2#top', '/artworks?page=2#top'],
    ['/ar/معارض', '/ar/%D9%85%D8%B9%D8%A7%D8%B1%D8%B6'],
    ['/role-selection', '/role-selection'],
    ['/backoffice/', '/backoffice/'],
    ['/artworks/./a', '/artworks/a'],
    ['/search?q=a%2Fb', '/search?q=a%2Fb'],
  ])('keeps a path on our origin: %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each(ESCAPES.flatMap((raw) => encodedForms(raw).map(([form, value]) => [value, form, raw])))(
    'return URL normalised before the same-origin check: sends %j (%s %j) home',
    (value) => {
      expect(safeReturnTo(value)).toBe('/');
    },
  );

  it.each([
    'relative/path',
    '',
    '/api/logout',
    '/api/%6cogout',
    '/api/login?returnTo=/x',
    '/oidc/session/end',
    '/x/../oidc/session/end',
    '/%252525252f',
    '/%zz',
    '/' + 'a'.repeat(2001),
  ])('sends %j home instead', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it('ignores anything that is not a string', () => {
    expect(safeReturnTo(['/a', '/b'])).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
  });
});

import { describe, expect, it } from '@jest/globals';
import { safeReturnTo } from './return-to.js';

describe('safeReturnTo', () => {
  it.each([
    ['/artworks?page=2#top', '/artworks?page=2#top'],
    ['/ar/معارض', '/ar/%D9%85%D8%B9%D8%A7%D8%B1%D8%B6'],
    ['/role-selection', '/role-selection'],
  ])('keeps a path on our origin: %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\tx',
    'relative/path',
    '',
    '/api/logout',
    '/api/login?returnTo=/x',
    '/oidc/session/end',
    '/' + 'a'.repeat(2001),
  ])('sends %j home instead', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it('ignores anything that is not a string', () => {
    expect(safeReturnTo(['/a', '/b'])).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
  });
});

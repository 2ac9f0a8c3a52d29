import { describe, expect, it } from '@jest/globals';
import { isOwnTopLevelNavigation, type LogoutRequestHeaders } from './logout-navigation.js';

const OURS = new Set(['https://gulfart.example']);

describe('GET /api/logout ends the session only for a top-level navigation', () => {
  it.each<[string, LogoutRequestHeaders]>([
    ['a link on one of our pages', { secFetchDest: 'document', secFetchSite: 'same-origin', secFetchMode: 'navigate' }],
    ['the address bar', { secFetchDest: 'document', secFetchSite: 'none', secFetchMode: 'navigate' }],
    ['an older browser following our link', { referer: 'https://gulfart.example/artworks' }],
    ['an older browser, typed', {}],
  ])('signs out for %s', (_, headers) => {
    expect(isOwnTopLevelNavigation(headers, OURS)).toBe(true);
  });

  it.each<[string, LogoutRequestHeaders]>([
    ['an <img> on our own page', { secFetchDest: 'image', secFetchSite: 'same-origin', secFetchMode: 'no-cors' }],
    ['an <img> on another site', { secFetchDest: 'image', secFetchSite: 'cross-site', secFetchMode: 'no-cors' }],
    ['a fetch from another origin', { secFetchDest: 'empty', secFetchSite: 'same-site', secFetchMode: 'cors' }],
    ['a fetch from our own page', { secFetchDest: 'empty', secFetchSite: 'same-origin', secFetchMode: 'cors' }],
    ['an iframe', { secFetchDest: 'iframe', secFetchSite: 'same-origin', secFetchMode: 'navigate' }],
    ['a link on another site', { secFetchDest: 'document', secFetchSite: 'cross-site', secFetchMode: 'navigate' }],
    ['a fetch that says only its mode', { secFetchMode: 'cors' }],
    ['an older browser on another site', { referer: 'https://evil.example/page' }],
    ['an older browser with a foreign Origin', { origin: 'https://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
  ])('keeps the session for %s', (_, headers) => {
    expect(isOwnTopLevelNavigation(headers, OURS)).toBe(false);
  });
});

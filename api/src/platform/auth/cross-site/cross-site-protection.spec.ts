import { describe, expect, it } from '@jest/globals';
import { isCrossSiteWrite } from './cross-site-protection.js';

const ours = new Set(['https://art.example']);

describe('isCrossSiteWrite', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])('never refuses %s', (method) => {
    expect(isCrossSiteWrite(method, { origin: 'https://evil.example', secFetchSite: 'cross-site' }, ours)).toBe(false);
  });

  it.each([
    ['our Origin', { origin: 'https://art.example' }, false],
    ['our Origin, same-origin fetch', { origin: 'https://art.example', secFetchSite: 'same-origin' }, false],
    ['no Origin or Referer (not a browser)', {}, false],
    ['our Referer without Origin', { referer: 'https://art.example/artworks/1' }, false],
    ['a foreign Origin', { origin: 'https://evil.example' }, true],
    ['a sibling subdomain', { origin: 'https://shop.art.example', secFetchSite: 'same-site' }, true],
    ['another port', { origin: 'https://art.example:8443' }, true],
    ['Origin null', { origin: 'null' }, true],
    ['a malformed Origin', { origin: 'not a url' }, true],
    ['cross-site even with our Origin', { origin: 'https://art.example', secFetchSite: 'cross-site' }, true],
    ['a foreign Referer', { referer: 'https://evil.example/' }, true],
    ['Origin wins over Referer', { origin: 'https://evil.example', referer: 'https://art.example/' }, true],
  ])('POST with %s → refused: %s', (_name, headers, refused) => {
    expect(isCrossSiteWrite('POST', headers, ours)).toBe(refused);
  });

  it.each(['PUT', 'PATCH', 'DELETE', 'post'])('checks %s like POST', (method) => {
    expect(isCrossSiteWrite(method, { origin: 'https://evil.example' }, ours)).toBe(true);
  });
});

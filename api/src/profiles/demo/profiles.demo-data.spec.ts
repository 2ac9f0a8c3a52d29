import { describe, expect, it } from '@jest/globals';
import { DEMO_ARTISTS, DEMO_GALLERIES, DEMO_ARTIST_ACCOUNT_ID, DEMO_GALLERY_ACCOUNT_ID } from './profiles.demo-data.js';

const COUNTRIES = [
  'Saudi Arabia',
  'UAE',
  'Kuwait',
  'Qatar',
  'Bahrain',
  'Oman',
  'Jordan',
  'Lebanon',
  'Egypt',
  'Syria',
  'Iraq',
  'Palestine',
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ARABIC = /[\u0600-\u06FF]/;

describe('demo artists and galleries', () => {
  it('has at least 40 bilingual artists from every listed country, with unique fixed ids', () => {
    expect(DEMO_ARTISTS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DEMO_ARTISTS.map((a) => a.id)).size).toBe(DEMO_ARTISTS.length);
    expect(new Set(DEMO_ARTISTS.map((a) => a.nationality))).toEqual(new Set(COUNTRIES));
    for (const a of DEMO_ARTISTS) {
      expect(a.id).toMatch(UUID);
      expect(a.nameAr).toMatch(ARABIC);
      expect(a.biographyAr).toMatch(ARABIC);
      expect(a.locationAr).toMatch(ARABIC);
      expect(a.biography).toMatch(/[A-Za-z]/);
    }
  });

  it('gives the demo artist account its own profile', () => {
    expect(DEMO_ARTISTS.find((a) => a.id === DEMO_ARTIST_ACCOUNT_ID)).toMatchObject({
      userId: DEMO_ARTIST_ACCOUNT_ID,
      nationality: 'Saudi Arabia',
    });
  });

  it('has 12 galleries in Gulf cities, including the demo gallery account, representing known artists', () => {
    expect(DEMO_GALLERIES).toHaveLength(12);
    expect(new Set(DEMO_GALLERIES.map((g) => g.id)).size).toBe(12);
    expect(DEMO_GALLERIES.find((g) => g.id === DEMO_GALLERY_ACCOUNT_ID)).toMatchObject({
      userId: DEMO_GALLERY_ACCOUNT_ID,
    });
    const artistIds = new Set(DEMO_ARTISTS.map((a) => a.id));
    for (const g of DEMO_GALLERIES) {
      expect(COUNTRIES.slice(0, 6)).toContain(g.country);
      expect(g.nameAr).toMatch(ARABIC);
      expect(g.representedArtistIds.length).toBeGreaterThan(0);
      for (const id of g.representedArtistIds) expect(artistIds.has(id)).toBe(true);
      for (const x of g.exhibitions) for (const id of x.artistIds) expect(artistIds.has(id)).toBe(true);
      expect(g.events.length).toBeGreaterThan(0);
    }
  });
});

import { describe, expect, it } from '@jest/globals';
import { loadStorefrontTexts } from './storefront-texts.js';

describe("the storefront's shipped texts, as the translation overrides check them", () => {
  it('are read from the repository: shared and feature keys, dotted, in both languages', async () => {
    const texts = await loadStorefrontTexts();
    expect(texts.get('home.welcome')?.en).toMatch(/Welcome back/);
    expect(texts.get('home.welcome')?.ar).toMatch(/[\u0600-\u06FF]/);
    expect([...texts.keys()].some((key) => key.startsWith('newsletter.'))).toBe(true);
    // The catalogue's vocabularies, kept beside the API's contract for both front ends, are the storefront's texts too.
    expect(texts.get('catalog.mediums.Bronze')).toEqual({ en: 'Bronze', ar: 'برونز' });
  });

  it('refuse to load from a place that holds none, naming it, rather than refusing every override later', async () => {
    await expect(loadStorefrontTexts('/nowhere/storefront/src')).rejects.toThrow('/nowhere/storefront/src');
  });
});

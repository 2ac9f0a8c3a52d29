import { describe, expect, it } from 'vitest';
import { directionOf, resolveInitialLocale } from './localeStore';

describe('resolveInitialLocale', () => {
  it('takes ?lang= first, then the remembered choice, then English', () => {
    expect(resolveInitialLocale('?lang=ar', 'en')).toBe('ar');
    expect(resolveInitialLocale('?x=1&lang=en', 'ar')).toBe('en');
    expect(resolveInitialLocale('', 'ar')).toBe('ar');
    expect(resolveInitialLocale('?lang=fr', null)).toBe('en');
    expect(resolveInitialLocale('', 'de')).toBe('en');
  });

  it('gives Arabic right-to-left and English left-to-right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});

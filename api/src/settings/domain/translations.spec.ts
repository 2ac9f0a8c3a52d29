/** The storefront's text overrides: per language, set or reverted; shipped keys only; placeholders kept. */
import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { placeholdersOf, translationsDecider, type ChangeTranslation } from './translations.js';

const shipped = { en: 'Welcome back, {{name}}!', ar: 'مرحبًا بعودتك يا {{name}}!' };
const change = (values: Partial<ChangeTranslation>): ChangeTranslation => ({
  type: 'ChangeTranslation',
  key: 'home.welcome',
  reason: 'Warmer greeting',
  shipped,
  ...values,
});
const overriddenAr = {
  type: 'TranslationOverridden' as const,
  data: {
    key: 'home.welcome',
    language: 'ar' as const,
    value: 'أهلًا {{name}}',
    previous: null,
    reason: 'Warmer greeting',
  },
};

const spec = specFor(translationsDecider);

describe('ChangeTranslation', () => {
  it('overrides a language, leaving the other; the same text again records nothing', () => {
    spec([])
      .when(change({ ar: 'أهلًا {{name}}' }))
      .then([overriddenAr]);
    spec([overriddenAr])
      .when(change({ ar: 'أهلًا {{name}}', en: undefined }))
      .then([]);
  });

  it('records the text it replaces, both languages at once', () => {
    spec([overriddenAr])
      .when(change({ en: 'Hello again, {{name}}', ar: 'أهلًا وسهلًا {{name}}' }))
      .then([
        {
          type: 'TranslationOverridden',
          data: {
            key: 'home.welcome',
            language: 'en',
            value: 'Hello again, {{name}}',
            previous: null,
            reason: 'Warmer greeting',
          },
        },
        { ...overriddenAr, data: { ...overriddenAr.data, value: 'أهلًا وسهلًا {{name}}', previous: 'أهلًا {{name}}' } },
      ]);
  });

  it('reverts to the shipped text, once', () => {
    spec([overriddenAr])
      .when(change({ ar: null, reason: '' }))
      .then([
        {
          type: 'TranslationReverted',
          data: { key: 'home.welcome', language: 'ar', previous: 'أهلًا {{name}}', reason: '' },
        },
      ]);
    spec([])
      .when(change({ ar: null }))
      .then([]);
  });

  it('refuses a key the storefront does not ship, by name', () => {
    spec([])
      .when(change({ key: 'home.nope', shipped: null, en: 'x' }))
      .thenError('validation_failed', 'key');
  });

  it('refuses an empty text and a placeholder lost or invented, naming the language', () => {
    spec([])
      .when(change({ en: '  ' }))
      .thenError('validation_failed', 'en');
    spec([])
      .when(change({ ar: 'أهلًا' }))
      .thenError('validation_failed', 'ar');
    spec([])
      .when(change({ en: 'Hi {{name}} from {{city}}' }))
      .thenError('validation_failed', 'en');
    spec([])
      .when(change({ en: 'x'.repeat(2_001) }))
      .thenError('validation_failed', 'en');
  });
});

describe('placeholdersOf', () => {
  it('finds each {{name}} once, spaces allowed', () => {
    expect(placeholdersOf('{{count}} works by {{ name }}, {{count}} sold')).toEqual(['count', 'name']);
    expect(placeholdersOf('No placeholder {here}')).toEqual([]);
  });
});

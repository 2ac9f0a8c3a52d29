import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './index';
import { ensureFeatureTexts } from './feature-texts';
import { applyOverrides, loadOverrides } from './overrides';

afterEach(() => vi.unstubAllGlobals());

const overrides = {
  revision: 3,
  en: { 'home.welcome': 'Good to see you, {{name}}!', 'newsletter.confirm.title': 'Your subscription' },
  ar: { 'home.welcome': 'سعداء برؤيتك يا {{name}}!' },
};

describe('translation overrides from the back-office', () => {
  it('replace the bundled text in each language, placeholders filled, the other texts untouched', () => {
    const i18n = createI18n('en');
    applyOverrides(i18n, overrides);
    expect(i18n.t('home.welcome', { name: 'Noura' })).toBe('Good to see you, Noura!');
    expect(i18n.t('home.welcomeNoName')).toBe('Welcome back!');
    expect(i18n.t('home.welcome', { name: 'نورة', lng: 'ar' })).toBe('سعداء برؤيتك يا نورة!');
  });

  it("stay over a feature's texts loaded afterwards", async () => {
    const i18n = createI18n('en');
    applyOverrides(i18n, overrides);
    await ensureFeatureTexts(i18n);
    expect(i18n.t('newsletter.confirm.title')).toBe('Your subscription');
    expect(i18n.t('newsletter.confirm.title', { lng: 'ar' })).not.toBe('Your subscription');
  });

  it('are fetched at start; the bundled texts stay when the call fails', async () => {
    const fetchMock = vi.fn(
      async (_url: RequestInfo | URL) => new Response(JSON.stringify(overrides), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const i18n = createI18n('ar');
    expect(await loadOverrides(i18n)).toBe(true);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/translations');
    expect(i18n.t('home.welcome', { name: 'نورة' })).toBe('سعداء برؤيتك يا نورة!');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    const bundled = createI18n('en');
    expect(await loadOverrides(bundled)).toBe(false);
    expect(bundled.t('home.welcome', { name: 'Noura' })).toBe('Welcome back, Noura!');
  });
});

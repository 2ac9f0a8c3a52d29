/**
 * The interface language, held outside react-admin so that the parts above <Admin> (MUI theme direction,
 * RTL style cache, <html lang dir>) and the HTTP client (which error text to show) follow it too.
 */
export const LOCALES = ['en', 'ar'] as const;
export type AppLocale = (typeof LOCALES)[number];
export type Direction = 'ltr' | 'rtl';

const STORAGE_KEY = 'backoffice.lang';

export const isAppLocale = (value: unknown): value is AppLocale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const directionOf = (locale: AppLocale): Direction => (locale === 'ar' ? 'rtl' : 'ltr');

/** `?lang=ar` in the address wins (shareable links), then the remembered choice, then English. */
export const resolveInitialLocale = (search: string, remembered: string | null): AppLocale => {
  const fromUrl = new URLSearchParams(search).get('lang');
  if (isAppLocale(fromUrl)) return fromUrl;
  return isAppLocale(remembered) ? remembered : 'en';
};

const readRemembered = (): string | null => {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null; // storage can be blocked (private mode); the language then lasts for the visit
  }
};

const remember = (locale: AppLocale): void => {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  } catch {
    // not remembered, still applied
  }
};

// Remembered at once: a `?lang=` choice must survive the round trip through the identity provider.
let current: AppLocale = resolveInitialLocale(globalThis.location?.search ?? '', readRemembered());
remember(current);
const listeners = new Set<() => void>();

export const getLocale = (): AppLocale => current;

export const setLocale = (locale: AppLocale): void => {
  current = locale;
  remember(locale);
  applyToDocument(locale);
  listeners.forEach((listener) => listener());
};

export const subscribeLocale = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** `<html lang dir>` set once here: portalled dialogs and menus inherit the direction from it. */
export const applyToDocument = (locale: AppLocale): void => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
};

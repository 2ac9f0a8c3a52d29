import { fetchUtils, HttpError } from 'react-admin';
import { type AppLocale, getLocale } from './i18n/localeStore';
import type { ApiErrorBody } from './types';

const isApiError = (body: unknown): body is ApiErrorBody =>
  typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).message === 'string';

/** The server sends every error in English and Arabic; show the one of the interface language. */
export const localizedErrorMessage = (body: unknown, locale: AppLocale): string | undefined => {
  if (!isApiError(body)) return undefined;
  const pick = (en: string, arabic?: string) => (locale === 'ar' && arabic ? arabic : en);
  const main = pick(body.message, body.messageAr);
  const details = (body.details ?? []).map((detail) => pick(detail.message, detail.messageAr));
  return details.length ? `${main} (${details.join(locale === 'ar' ? '؛ ' : '; ')})` : main;
};

/**
 * fetchJson with the session cookie and JSON headers. Errors become HttpErrors whose message is the
 * server's text in the current language; a network failure becomes a translation key react-admin shows.
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (options.body !== undefined && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
  } catch (error) {
    if (error instanceof HttpError) {
      const message = localizedErrorMessage(error.body, getLocale()) ?? error.message;
      throw new HttpError(message, error.status, error.body);
    }
    if (error instanceof TypeError) throw new HttpError('app.error.network', 0);
    throw error;
  }
};

export type HttpClient = typeof httpClient;

import type { Language } from '../config/constants';
import { HttpError } from './http';

/**
 * The message to show for a failed call, in the interface language: the server's `messageAr` when the
 * interface is Arabic, its `message` otherwise, and `fallback` (a translated generic text) when the server said
 * nothing usable.
 */
export function errorMessage(error: unknown, language: Language, fallback: string): string {
  const body = error instanceof HttpError ? error.body : undefined;
  const localized = language === 'ar' ? (body?.messageAr ?? body?.message) : body?.message;
  return localized?.trim() ? localized : fallback;
}

/** Per-field messages from the server's `details`, in the interface language. */
export function errorDetails(error: unknown, language: Language): string[] {
  if (!(error instanceof HttpError) || !error.body?.details) return [];
  return error.body.details
    .map((d) => (language === 'ar' ? (d.messageAr ?? d.message) : d.message))
    .filter((m): m is string => Boolean(m?.trim()));
}

import type { Language } from '../config/constants';
import { HttpError } from './http';

/** The server's per-field messages (the `details` of a 400), keyed by field, in the interface language. */
export function serverFieldErrors(error: unknown, language: Language): Record<string, string> {
  if (!(error instanceof HttpError) || !error.body?.details) return {};
  const out: Record<string, string> = {};
  for (const detail of error.body.details) {
    if (!detail.field) continue;
    // "images.0", "exhibitions[0].title" and the like belong to their top-level field.
    const field = detail.field.split(/[.[]/)[0]!;
    const text = language === 'ar' ? (detail.messageAr ?? detail.message) : detail.message;
    if (text && !out[field]) out[field] = text;
  }
  return out;
}

/** The server's per-field messages keyed by the whole field path (`sessions[0].endsAt`), for forms of rows. */
export function serverFieldErrorsByPath(error: unknown, language: Language): Record<string, string> {
  if (!(error instanceof HttpError) || !error.body?.details) return {};
  const out: Record<string, string> = {};
  for (const d of error.body.details) {
    const text = language === 'ar' ? (d.messageAr ?? d.message) : d.message;
    if (d.field && text && !out[d.field]) out[d.field] = text;
  }
  return out;
}

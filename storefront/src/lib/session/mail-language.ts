import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../../config/constants';
import { sendJson } from '../http';
import { profileQuery } from './profile';

/** PUT /api/profile/language: the language the signed-in person's e-mails are written in. */
export function saveMailLanguage(language: Language): Promise<{ language: Language }> {
  return sendJson<{ language: Language }>('PUT', '/api/profile/language', { language });
}

/** The cached profile holds the saved choice, so nothing asks to record it again. */
export function rememberMailLanguage(client: QueryClient, { language }: { language: Language }): void {
  client.setQueryData(profileQuery.queryKey, (p) => (p ? { ...p, language } : p));
}

/** Fire and forget: saves the choice, and a failure says nothing (English or the previous choice applies). */
export function recordMailLanguage(client: QueryClient, language: Language): void {
  saveMailLanguage(language)
    .then((saved) => rememberMailLanguage(client, saved))
    .catch(() => undefined);
}

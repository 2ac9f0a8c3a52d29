import type { Language } from '../../config/constants';
import { sendJson } from '../http';

/** PUT /api/profile/language: the language the signed-in person's e-mails are written in. */
export function saveMailLanguage(language: Language): Promise<{ language: Language }> {
  return sendJson<{ language: Language }>('PUT', '/api/profile/language', { language });
}

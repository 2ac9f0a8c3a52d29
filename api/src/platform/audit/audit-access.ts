/**
 * Who reads which streams through the audit API (pure). Auditors and admins read every stream; moderators only
 * the categories they moderate. Secret material (sealed signing keys, tokens, passwords) is never served to
 * anyone: it is withheld wherever it appears in an event or a folded state.
 */
import { forbidden } from '../errors/domain-errors.js';

/** What moderators moderate: works and their images, community posts and inquiries, users' moderation history. */
export const MODERATED_CATEGORIES: readonly string[] = ['artwork', 'image', 'comment', 'discussion', 'inquiry', 'user'];

export function mayReadCategory(roles: readonly string[], category: string): boolean {
  if (roles.includes('admin') || roles.includes('auditor')) return true;
  return roles.includes('moderator') && MODERATED_CATEGORIES.includes(category);
}

/** A stream-name prefix a moderator may list: it must name one of their categories (`artwork-…`). */
export function mayListPrefix(roles: readonly string[], prefix: string): boolean {
  if (roles.includes('admin') || roles.includes('auditor')) return true;
  const category = prefix.split('-')[0]!;
  return prefix.includes('-') && mayReadCategory(roles, category);
}

export const notYourCategory = () =>
  forbidden(
    'Moderators read only the streams they moderate: artworks, images, comments, discussions, inquiries and users.',
    'يطّلع المشرفون على السجلات التي يشرفون عليها فقط: الأعمال الفنية والصور والتعليقات والنقاشات والاستفسارات والمستخدمين.',
    'audit_category_forbidden',
  );

/** Field names that hold secret material, whatever the event. */
const SECRET_FIELD = /(privatekey|secret|password|token)$/i;
export const WITHHELD = '[withheld]';

/** A copy with every secret field replaced, at any depth. */
export function withoutSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutSecrets) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, field]) => [
      key,
      SECRET_FIELD.test(key) && field !== null && field !== undefined ? WITHHELD : withoutSecrets(field),
    ]),
  ) as T;
}

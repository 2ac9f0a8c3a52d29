/**
 * The storefront's texts as admins override them (`translations-storefront`): for any text the storefront ships
 * (its bundled English and Arabic files), an override in either language, or a revert to the shipped text. Each
 * change is an event naming the key, the language, the text before and after and why; who is the actor. A key the
 * storefront does not ship is refused, and an override keeps every `{{placeholder}}` of the shipped text (and adds
 * none: the storefront fills in only those it knows).
 */
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import { validationError, type FieldProblem } from '../../platform/errors/domain-errors.js';
import { REASON_MAX } from './settings-rules.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export const TRANSLATION_LANGUAGES = ['en', 'ar'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** The one stream of the storefront's overrides. */
export const TRANSLATIONS_STREAM_ID = 'storefront';
export const TRANSLATION_MAX = 2_000;

export interface ShippedText {
  en: string;
  ar: string;
}

export type TranslationEvent =
  | DomainEvent<
      'TranslationOverridden',
      { key: string; language: TranslationLanguage; value: string; previous: string | null; reason: string }
    >
  | DomainEvent<
      'TranslationReverted',
      { key: string; language: TranslationLanguage; previous: string; reason: string }
    >;

export const TRANSLATION_EVENT_TYPES = eventTypesOf<TranslationEvent>()([
  'TranslationOverridden',
  'TranslationReverted',
]);

/**
 * One key's change: per language a new text, `null` to go back to the shipped one, or absent to leave it.
 * `shipped` is the storefront's bundled text of the key (null when it ships no such key).
 */
export interface ChangeTranslation {
  type: 'ChangeTranslation';
  key: string;
  en?: string | null;
  ar?: string | null;
  reason: string;
  shipped: ShippedText | null;
}

export interface TranslationsState {
  revision: number;
  /** `<language>:<key>` → the override in force. */
  overrides: Record<string, string>;
}

const slot = (language: TranslationLanguage, key: string) => `${language}:${key}`;

/** The `{{name}}` placeholders of a text, each once, in order. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((m) => m[1]!))];
}

export function checkTranslation(
  language: TranslationLanguage,
  value: string,
  shipped: ShippedText,
): FieldProblem | null {
  if (typeof value !== 'string' || value.trim() === '' || value.length > TRANSLATION_MAX)
    return {
      field: language,
      code: 'text',
      message: `Enter the text, up to ${TRANSLATION_MAX} characters (leave it empty to use the shipped text).`,
      messageAr: `أدخل النص بما لا يتجاوز ${TRANSLATION_MAX} حرف (اتركه فارغًا لاستخدام النص الأصلي).`,
    };
  const wanted = placeholdersOf(shipped[language]);
  const given = placeholdersOf(value);
  const missing = wanted.filter((p) => !given.includes(p));
  const unknown = given.filter((p) => !wanted.includes(p));
  if (missing.length > 0 || unknown.length > 0) {
    const list = (names: string[]) => names.map((p) => `{{${p}}}`).join(', ');
    return {
      field: language,
      code: 'placeholders',
      message:
        missing.length > 0
          ? `Keep the placeholders of the shipped text: ${list(missing)} missing.`
          : `Only the placeholders of the shipped text can be used: ${list(unknown)} unknown.`,
      messageAr:
        missing.length > 0
          ? `أبقِ على العناصر النائبة في النص الأصلي: ${list(missing)} غير موجودة.`
          : `لا يمكن استخدام إلا العناصر النائبة في النص الأصلي: ${list(unknown)} غير معروفة.`,
    };
  }
  return null;
}

function problemsOf(command: ChangeTranslation): FieldProblem[] {
  if (command.shipped === null)
    return [
      {
        field: 'key',
        code: 'unknownKey',
        message: `The storefront has no text "${command.key}".`,
        messageAr: `لا يوجد في المتجر نص بالمفتاح "${command.key}".`,
      },
    ];
  const problems: FieldProblem[] = [];
  for (const language of TRANSLATION_LANGUAGES) {
    const value = command[language];
    if (value === undefined || value === null) continue;
    const problem = checkTranslation(language, value, command.shipped);
    if (problem) problems.push(problem);
  }
  if (typeof command.reason !== 'string' || command.reason.length > REASON_MAX)
    problems.push({
      field: 'reason',
      code: 'maxLength',
      message: `Maximum ${REASON_MAX} characters.`,
      messageAr: `الحد الأقصى ${REASON_MAX} حرفًا.`,
    });
  return problems;
}

export const translationsDecider: Decider<TranslationsState, ChangeTranslation, TranslationEvent> = {
  category: 'translations',
  initialState: () => ({ revision: -1, overrides: {} }),
  evolve(state, event) {
    const overrides = { ...state.overrides };
    const at = slot(event.data.language, event.data.key);
    if (event.type === 'TranslationOverridden') overrides[at] = event.data.value;
    else delete overrides[at];
    return { revision: state.revision + 1, overrides };
  },
  decide(command, state) {
    const problems = problemsOf(command);
    if (problems.length > 0) throw validationError(problems);
    const { key } = command;
    const reason = command.reason.trim();
    const events: TranslationEvent[] = [];
    for (const language of TRANSLATION_LANGUAGES) {
      const value = command[language];
      const previous = state.overrides[slot(language, key)] ?? null;
      if (value === undefined) continue;
      if (value === null) {
        if (previous !== null) events.push({ type: 'TranslationReverted', data: { key, language, previous, reason } });
      } else if (value !== previous) {
        events.push({ type: 'TranslationOverridden', data: { key, language, value, previous, reason } });
      }
    }
    return events;
  },
};

/**
 * The text of one transactional mail as admins revise it (`mailTemplate-<name>`): each revision gives the subject,
 * greeting and paragraphs in English and Arabic, with `{{variable}}` placeholders among those the mail declares
 * (email/template-catalog.ts), and why; who is the actor. A revert goes back to an earlier revision's text or to
 * the shipped one, and is a revision too. Every change is made against the revision the admin read, so two admins
 * editing at once cannot silently undo each other.
 */
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import { DomainError, validationError, type FieldProblem } from '../../platform/errors/domain-errors.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export const MAIL_TEMPLATE_LANGUAGES = ['en', 'ar'] as const;
export type MailTemplateLanguage = (typeof MAIL_TEMPLATE_LANGUAGES)[number];

export const SUBJECT_MAX = 200;
export const GREETING_MAX = 300;
export const PARAGRAPH_MAX = 2_000;
export const PARAGRAPHS_MAX = 12;
export const TEMPLATE_REASON_MAX = 500;

export interface MailTemplateText {
  subject: string;
  greeting: string;
  paragraphs: string[];
}
export type MailTemplateTexts = Record<MailTemplateLanguage, MailTemplateText>;

export type MailTemplateEvent =
  | DomainEvent<'MailTemplateRevised', { name: string; text: MailTemplateTexts; reason: string }>
  | DomainEvent<
      'MailTemplateReverted',
      /** `toRevision` null: back to the shipped text (`text` null). */
      { name: string; toRevision: number | null; text: MailTemplateTexts | null; reason: string }
    >;

export const MAIL_TEMPLATE_EVENT_TYPES = eventTypesOf<MailTemplateEvent>()([
  'MailTemplateRevised',
  'MailTemplateReverted',
]);

interface Against {
  name: string;
  reason: string;
  /** The stream revision the admin's form was read at (-1 before any change). */
  expectedRevision: number;
  /** The variables the mail declares; null when no editable mail has this name. */
  variables: readonly string[] | null;
}

export type MailTemplateCommand =
  (Against & { type: 'Revise'; text: MailTemplateTexts }) | (Against & { type: 'Revert'; toRevision: number | null });

export interface MailTemplateState {
  revision: number;
  /** The text each `MailTemplateRevised` brought, by its revision. */
  revised: Record<number, MailTemplateTexts>;
  /** The text in force (null: the shipped one). */
  current: MailTemplateTexts | null;
}

/** The `{{name}}` placeholders of a text, each once, in order. */
export function variablesIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((m) => m[1]!))];
}

const problem = (field: string, code: string, message: string, messageAr: string): FieldProblem => ({
  field,
  code,
  message,
  messageAr,
});

function fieldProblems(field: string, value: unknown, max: number, required: boolean, known: readonly string[]) {
  if (typeof value !== 'string' || value.length > max || (required && value.trim() === ''))
    return [
      problem(
        field,
        'text',
        required ? `Enter a text of at most ${max} characters.` : `At most ${max} characters.`,
        required ? `أدخل نصًا لا يتجاوز ${max} حرفًا.` : `الحد الأقصى ${max} حرفًا.`,
      ),
    ];
  const unknown = variablesIn(value).filter((v) => !known.includes(v));
  if (unknown.length === 0) return [];
  const list = unknown.map((v) => `{{${v}}}`).join(', ');
  return [
    problem(
      field,
      'unknownVariable',
      `This mail has no variable ${list}; it offers: ${known.join(', ')}.`,
      `لا يتضمن هذا البريد المتغير ${list}؛ المتاح: ${known.join('، ')}.`,
    ),
  ];
}

export function textProblems(text: MailTemplateTexts, known: readonly string[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const lang of MAIL_TEMPLATE_LANGUAGES) {
    const at = `text.${lang}`;
    const t = (text as Partial<MailTemplateTexts> | null)?.[lang];
    if (typeof t !== 'object' || t === null) {
      problems.push(problem(at, 'required', 'Give the text in this language.', 'أدخل النص بهذه اللغة.'));
      continue;
    }
    problems.push(...fieldProblems(`${at}.subject`, t.subject, SUBJECT_MAX, true, known));
    problems.push(...fieldProblems(`${at}.greeting`, t.greeting, GREETING_MAX, false, known));
    if (!Array.isArray(t.paragraphs) || t.paragraphs.length < 1 || t.paragraphs.length > PARAGRAPHS_MAX)
      problems.push(
        problem(
          `${at}.paragraphs`,
          'paragraphs',
          `From 1 to ${PARAGRAPHS_MAX} paragraphs.`,
          `من فقرة واحدة إلى ${PARAGRAPHS_MAX} فقرة.`,
        ),
      );
    else
      t.paragraphs.forEach((p, i) =>
        problems.push(...fieldProblems(`${at}.paragraphs.${i}`, p, PARAGRAPH_MAX, true, known)),
      );
  }
  return problems;
}

function commonProblems(command: MailTemplateCommand, state: MailTemplateState): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (command.variables === null)
    problems.push(
      problem('name', 'unknownTemplate', `No mail is named "${command.name}".`, `لا يوجد بريد باسم "${command.name}".`),
    );
  if (typeof command.reason !== 'string' || command.reason.length > TEMPLATE_REASON_MAX)
    problems.push(
      problem(
        'reason',
        'maxLength',
        `At most ${TEMPLATE_REASON_MAX} characters.`,
        `الحد الأقصى ${TEMPLATE_REASON_MAX} حرفًا.`,
      ),
    );
  if (command.type === 'Revise' && command.variables !== null)
    problems.push(...textProblems(command.text, command.variables));
  if (command.type === 'Revert' && command.toRevision !== null && !state.revised[command.toRevision])
    problems.push(
      problem(
        'toRevision',
        'noSuchRevision',
        `Revision ${command.toRevision} holds no text of this mail.`,
        `المراجعة ${command.toRevision} لا تحتوي نصًا لهذا البريد.`,
      ),
    );
  return problems;
}

const changedMeanwhile = (expected: number, actual: number) =>
  new DomainError(
    'concurrency',
    'changed_meanwhile',
    `This mail's text was changed since you opened it (revision ${actual}, yours ${expected}). Reload it and make your change again.`,
    `تغيّر نص هذا البريد منذ فتحته (المراجعة ${actual}، ومراجعتك ${expected}). أعد تحميله وأجرِ تعديلك مرة أخرى.`,
  );

const trimmed = (text: MailTemplateTexts): MailTemplateTexts => {
  const one = (t: MailTemplateText) => ({
    subject: t.subject.trim(),
    greeting: t.greeting.trim(),
    paragraphs: t.paragraphs.map((p) => p.trim()),
  });
  return { en: one(text.en), ar: one(text.ar) };
};

export const mailTemplateDecider: Decider<MailTemplateState, MailTemplateCommand, MailTemplateEvent> = {
  category: 'mailTemplate',
  initialState: () => ({ revision: -1, revised: {}, current: null }),
  evolve(state, event) {
    const revision = state.revision + 1;
    if (event.type === 'MailTemplateRevised')
      return { revision, revised: { ...state.revised, [revision]: event.data.text }, current: event.data.text };
    return { revision, revised: state.revised, current: event.data.text };
  },
  decide(command, state) {
    const problems = commonProblems(command, state);
    if (problems.length > 0) throw validationError(problems);
    if (command.expectedRevision !== state.revision) throw changedMeanwhile(command.expectedRevision, state.revision);
    const { name } = command;
    const reason = command.reason.trim();
    if (command.type === 'Revise')
      return [{ type: 'MailTemplateRevised', data: { name, text: trimmed(command.text), reason } }];
    if (command.toRevision === null && state.current === null) return [];
    const text = command.toRevision === null ? null : state.revised[command.toRevision]!;
    return [{ type: 'MailTemplateReverted', data: { name, toRevision: command.toRevision, text, reason } }];
  },
};

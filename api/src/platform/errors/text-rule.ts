/**
 * One rule for every text the API accepts (bodies, queries, route parameters), applied by a global pipe after
 * the validation pipe: no C0 or C1 control characters (tab and line breaks only in fields marked `@MultiLine()`),
 * no lone UTF-16 surrogates, no Unicode non-characters. Such text is never what a person typed, and the read
 * stores cannot all keep it (PostgreSQL's jsonb refuses NUL and lone surrogates).
 */
import 'reflect-metadata';
import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { validationError, type FieldProblem } from './domain-errors.js';

const MULTI_LINE_KEY = 'ga:multiLineFields';

/** Marks a text field (or a list of texts) where tab, line feed and carriage return are allowed. */
export function MultiLine(): PropertyDecorator {
  return (target, property) => {
    const inherited: (string | symbol)[] = Reflect.getMetadata(MULTI_LINE_KEY, target) ?? [];
    Reflect.defineMetadata(MULTI_LINE_KEY, [...inherited, property], target);
  };
}

function isMultiLine(holder: object, property: string): boolean {
  const fields: (string | symbol)[] | undefined = Reflect.getMetadata(MULTI_LINE_KEY, holder);
  return fields?.includes(property) ?? false;
}

// Control characters are exactly what these two look for.
/* eslint-disable no-control-regex */
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** U+FDD0–U+FDEF and the last two code points of each of the 17 planes. */
const NON_CHARACTER = new RegExp(
  `[\\uFDD0-\\uFDEF${Array.from({ length: 17 }, (_, plane) => {
    const hex = plane.toString(16);
    return `\\u{${hex}FFFE}\\u{${hex}FFFF}`;
  }).join('')}]`,
  'u',
);

/** Whether a text passes the rule (exported for the fuzzer and the tests). */
export function isAcceptableText(text: string, multiLine = false): boolean {
  return !(
    (multiLine ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(text) ||
    LONE_SURROGATE.test(text) ||
    NON_CHARACTER.test(text)
  );
}

const PROBLEM = {
  code: 'textCharacters',
  message: 'Contains characters that are not allowed (control characters or invalid Unicode).',
  messageAr: 'يحتوي على أحرف غير مسموح بها (أحرف تحكم أو ترميز يونيكود غير صالح).',
};

/** Deep enough for any form we take; the body parser refuses deeper documents before this runs. */
const MAX_WALK_DEPTH = 64;

const join = (parent: string, key: string | number) => (parent ? `${parent}.${key}` : String(key));

function collectProblems(
  value: unknown,
  field: string,
  multiLine: boolean,
  depth: number,
  out: FieldProblem[],
  everyFieldMultiLine = false,
) {
  if (typeof value === 'string') {
    if (!isAcceptableText(value, multiLine)) out.push({ field: field || 'body', ...PROBLEM });
    return;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_WALK_DEPTH) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => collectProblems(item, join(field, i), multiLine, depth + 1, out, everyFieldMultiLine));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isAcceptableText(key)) out.push({ field: join(field, key), ...PROBLEM });
    const lines = everyFieldMultiLine || isMultiLine(value, key);
    collectProblems(item, join(field, key), lines, depth + 1, out, everyFieldMultiLine);
  }
}

/**
 * The global pipe, in two stages around the validation pipe: `before` refuses what no field takes (so no validator
 * ever sees a lone surrogate: validator's isEmail threw URIError on one and answered 500), `after` refuses tab and
 * line breaks outside the fields the DTOs mark `@MultiLine()`. Bodies, queries and route parameters; custom
 * parameters (the signed-in user, files) pass.
 */
export class TextRulePipe implements PipeTransform {
  constructor(private readonly stage: 'before' | 'after') {}

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const problems: FieldProblem[] = [];
    const field = metadata.type === 'body' ? '' : (metadata.data ?? '');
    collectProblems(value, field, this.stage === 'before', 0, problems, this.stage === 'before');
    if (problems.length > 0) throw validationError(problems);
    return value;
  }
}

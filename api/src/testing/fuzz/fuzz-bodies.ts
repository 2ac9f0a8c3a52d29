/**
 * Request bodies for the fuzzer, generated from an operation's JSON schema (the OpenAPI document's): a valid
 * body, then one of many ways to spoil it — wrong types, missing and unknown fields, huge strings, control
 * characters, lone surrogates, prototype keys, deep nesting, numbers at and past their bounds. Deterministic for
 * a seed. Bodies are raw text, since JSON.stringify cannot write `__proto__` keys, `-0` or `1e309`.
 */
import type { JsonSchema } from '../../platform/http/openapi-schemas.js';

/** A small seeded generator (mulberry32): the same seed, the same requests. */
export class Rng {
  constructor(private state: number) {}
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(max: number): number {
    return Math.floor(this.next() * max);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

export interface FuzzBody {
  mutation: string;
  text: string;
  contentType: string;
}

export type Resolve = (schema: JsonSchema) => JsonSchema;

const WORDS = ['لوحة', 'Najdi door', 'أحمد', 'Riyadh', 'خط عربي', 'oil on canvas', 'Jeddah 2026'];
const NASTY_TEXT = [
  'a\u0000b',
  '\u0007bell',
  'c1\u0085',
  '\uD800',
  'x\uDC00y',
  '\uFFFE',
  '\u{10FFFF}',
  'tab\there',
  'line\nbreak',
  '\u202Eevil',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  "$& $` $'",
  '{{constructor}}',
  '../../etc/passwd',
  '%00',
  '\\u0000',
];
const EDGE_NUMBERS = ['5e-324', '1e308', '-0', '1e309', '-1e309', '9007199254740993', '0.1', '-1', '0', '1e-7'];

export function validValue(schema: JsonSchema, rng: Rng, resolve: Resolve, depth = 0): unknown {
  schema = resolve(schema);
  if (schema.enum?.length) return rng.pick(schema.enum);
  switch (schema.type) {
    case 'string':
      return validString(schema, rng);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const max = schema.maximum ?? min + 1000;
      const value = min + rng.next() * (max - min);
      return schema.type === 'integer' ? Math.floor(value) : Math.round(value * 100) / 100;
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'array': {
      if (depth > 4) return [];
      const count = Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, rng.int(3)));
      return Array.from({ length: count }, () =>
        validValue(schema.items ?? { type: 'string' }, rng, resolve, depth + 1),
      );
    }
    case 'object':
    default: {
      if (!schema.properties) return schema.type === 'object' ? {} : rng.pick(WORDS);
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties)) {
        if (schema.required?.includes(key) || rng.chance(0.6)) out[key] = validValue(property, rng, resolve, depth + 1);
      }
      return out;
    }
  }
}

function validString(schema: JsonSchema, rng: Rng): string {
  if (schema.format === 'email') return `fuzz${rng.int(1e6)}@example.sa`;
  if (schema.format === 'uri') return `https://example.sa/${rng.int(1e6)}`;
  if (schema.format === 'date-time') return new Date(Date.UTC(2027, rng.int(12), 1 + rng.int(27))).toISOString();
  if (schema.pattern) return rng.pick(['+966 50 123 4567', 'abc', '2026-01-01', '/media/images/x.webp', '10']);
  const word = rng.pick(WORDS);
  const max = schema.maxLength ?? 200;
  const min = schema.minLength ?? 0;
  return (word.length >= min ? word : word.padEnd(min, 'ا')).slice(0, max);
}

/** A spoiled body for the schema: one mutation, named for the report. */
export function fuzzBody(schema: JsonSchema | undefined, rng: Rng, resolve: Resolve): FuzzBody {
  const base = schema ? validValue(schema, rng, resolve) : {};
  const object = base && typeof base === 'object' && !Array.isArray(base) ? (base as Record<string, unknown>) : {};
  const properties = schema ? (resolve(schema).properties ?? {}) : {};
  const keys = Object.keys(properties);
  const json = (value: unknown, mutation: string): FuzzBody => ({
    mutation,
    text: JSON.stringify(value),
    contentType: 'application/json',
  });
  const raw = (mutation: string, text: string): FuzzBody => ({ mutation, text, contentType: 'application/json' });
  const field = keys.length ? rng.pick(keys) : 'field';
  const with_ = (value: unknown) => ({ ...object, [field]: value });
  const mutations: (() => FuzzBody)[] = [
    () => json(base, 'valid'),
    () => json(base, 'valid'),
    () => {
      const { [field]: _dropped, ...rest } = object;
      return json(rest, 'missing field');
    },
    () => json({ ...object, [`unknown${rng.int(100)}`]: rng.pick(WORDS) }, 'unknown field'),
    () => json(with_(rng.pick([42, true, null, [], {}, 'text', [1, 2], { a: 1 }])), 'wrong type'),
    () => json(with_('ب'.repeat(rng.pick([300, 5_001, 100_000]))), 'huge string'),
    () => json(with_(rng.pick(NASTY_TEXT)), 'control characters and bad Unicode'),
    () => json(with_([rng.pick(NASTY_TEXT)]), 'bad Unicode in a list'),
    () =>
      raw('prototype key', withRaw(object, rng.pick(['__proto__', 'constructor', 'prototype']), '{"role":"admin"}')),
    () => {
      const depth = rng.pick([20, 200, 5_000]);
      return raw('deep nesting', withRaw(object, field, `${'['.repeat(depth)}${']'.repeat(depth)}`));
    },
    () => raw('number at or past a bound', withRaw(object, field, edgeNumber(properties[field], rng, resolve))),
    () => json(rng.pick([[], 'text', 42, null, [object]]), 'not an object'),
    () => raw('broken JSON', JSON.stringify(object).slice(0, -1)),
    () => ({
      mutation: 'not JSON',
      text: 'a=1&b=2',
      contentType: rng.pick(['text/plain', 'application/x-www-form-urlencoded']),
    }),
  ];
  return rng.pick(mutations)();
}

/** The object's JSON with one more member written as raw JSON text. */
function withRaw(object: Record<string, unknown>, key: string, rawValue: string): string {
  const { [key]: _replaced, ...rest } = object;
  const text = JSON.stringify(rest);
  const member = `${JSON.stringify(key)}:${rawValue}`;
  return text === '{}' ? `{${member}}` : `${text.slice(0, -1)},${member}}`;
}

function edgeNumber(schema: JsonSchema | undefined, rng: Rng, resolve: Resolve): string {
  const s = schema ? resolve(schema) : {};
  const bounds = [s.minimum, s.maximum, s.exclusiveMinimum, s.minLength, s.maxLength].filter(
    (n): n is number => typeof n === 'number',
  );
  const near = bounds.flatMap((b) => [b - 1, b, b + 1, b + 0.5]).map(String);
  return rng.pick([...EDGE_NUMBERS, ...near]);
}

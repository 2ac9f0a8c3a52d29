import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIFECYCLE_STAGES, RISK_LEVELS, ROLES, USER_STATUSES } from '../types';
import { ar } from './ar';
import { en } from './en';
import { createI18nProvider, withFallback } from './i18nProvider';
import { ARABIC_PLURAL_FORMS } from './plural';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a message tree as [dotted key, text]. */
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

const enLeaves = new Map(leaves(en as Tree));
const arLeaves = new Map(leaves(ar as Tree));
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('translations: English and Arabic have the same keys', () => {
  it('has every English key in Arabic, react-admin’s own ra.* messages included', () => {
    const missing = [...enLeaves.keys()].filter((key) => !arLeaves.has(key));
    expect(missing).toEqual([]);
    expect([...enLeaves.keys()].filter((key) => key.startsWith('ra.')).length).toBeGreaterThan(150);
  });

  it('has no Arabic key that English lacks', () => {
    expect([...arLeaves.keys()].filter((key) => !enLeaves.has(key))).toEqual([]);
  });

  it('leaves no Arabic message empty (ra.boolean.null is a blank by design)', () => {
    const empty = [...arLeaves].filter(([key, text]) => !text.trim() && key !== 'ra.boolean.null');
    expect(empty).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const differing = [...enLeaves].filter(([key, text]) => {
      const arabic = arLeaves.get(key) ?? '';
      // A plural's zero form may say "none" without the number: compare the union over all forms.
      return JSON.stringify([...new Set(placeholders(text))]) !== JSON.stringify([...new Set(placeholders(arabic))]);
    });
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});

describe('translations: plurals', () => {
  it('writes every Arabic plural with Polyglot’s six forms', () => {
    const plurals = [...arLeaves].filter(([, text]) => text.includes('||||'));
    expect(plurals.length).toBeGreaterThan(10);
    const wrong = plurals.filter(([, text]) => text.split('||||').length !== ARABIC_PLURAL_FORMS);
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it('gives Arabic a plural wherever English has one', () => {
    const lacking = [...enLeaves]
      .filter(([, text]) => text.includes('||||'))
      .filter(([key]) => !(arLeaves.get(key) ?? '').includes('||||'));
    expect(lacking.map(([key]) => key)).toEqual([]);
  });

  it('picks the right Arabic form for 0, 1, 2, 3–10, 11–99 and 100', () => {
    const i18n = createI18nProvider('ar');
    const say = (n: number) => i18n.translate('audit.stream.eventCount', { smart_count: n, count: String(n) });
    expect(say(0)).toBe('لا توجد أحداث');
    expect(say(1)).toBe('حدث واحد');
    expect(say(2)).toBe('حدثان');
    expect(say(7)).toBe('7 أحداث');
    expect(say(11)).toBe('11 حدثًا');
    expect(say(100)).toBe('100 حدث');
    expect(say(103)).toBe('103 أحداث');
  });

  it('shows a plural resource name in menus and titles, where react-admin passes smart_count 2', () => {
    const i18n = createI18nProvider('ar');
    expect(i18n.translate('resources.users.name', { smart_count: 2 })).toBe('المستخدمون');
    expect(i18n.translate('resources.users.name', { smart_count: 1 })).toBe('مستخدم');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 2 })).toBe('عنصران محددان');
  });
});

describe('translations: every value the UI names has a label in both languages', () => {
  const groups = {
    'vocabularies.roles': ROLES,
    'resources.users.status': USER_STATUSES,
    'resources.users.riskLevel': RISK_LEVELS,
    'resources.users.lifecycleStage': LIFECYCLE_STAGES,
  };
  it.each(Object.entries(groups))('%s', (group, values) => {
    for (const value of values) {
      expect(enLeaves.has(`${group}.${value}`)).toBe(true);
      expect(arLeaves.has(`${group}.${value}`)).toBe(true);
    }
  });
});

describe('translations: every literal key the code uses exists', () => {
  const srcDir = join(__dirname, '..');
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.spec.ts'))
    .map((file) => [file, readFileSync(join(srcDir, file), 'utf8')] as const);
  // translate('a.b'), label="a.b", title="a.b", primaryText="a.b", section="a.b", label: 'a.b', notify('a.b'
  const pattern =
    /(?:translate\(|notify\(|(?:label|title|primaryText|section)=|label: )["']((?:app|audit|dashboard|resources|ra)\.[\w.-]+)["']/g;
  const used = files.flatMap(([file, text]) => [...text.matchAll(pattern)].map((match) => [file, match[1]] as const));

  it('finds the keys (the scan itself works)', () => {
    expect(used.length).toBeGreaterThan(40);
  });

  it('has each of them in English (and so, by parity, in Arabic)', () => {
    expect(used.filter(([, key]) => !enLeaves.has(key))).toEqual([]);
  });
});

describe('withFallback', () => {
  it('keeps Arabic where present and fills gaps from English, at any depth', () => {
    const merged = withFallback({ a: { b: 'ب' } }, { a: { b: 'b', c: 'c' }, d: 'd' });
    expect(merged).toEqual({ a: { b: 'ب', c: 'c' }, d: 'd' });
  });
});

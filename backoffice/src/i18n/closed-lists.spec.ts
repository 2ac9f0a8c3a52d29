/**
 * Every value of the closed lists the API declares (its OpenAPI enums, through @gulf-art/contracts) has a name in
 * both languages where the back-office shows it as a chip, so a value added to the API cannot reach a screen raw.
 */
import { describe, expect, it } from 'vitest';
import { ARTWORK_CATEGORIES, LOCATION_TYPES, SKILL_LEVELS, WORKSHOP_CATEGORIES } from '@gulf-art/contracts';
import { ar } from './ar';
import { en } from './en';

const lists: Array<[group: string, values: readonly string[]]> = [
  ['resources.workshops.category', WORKSHOP_CATEGORIES],
  ['resources.workshops.skillLevel', SKILL_LEVELS],
  ['resources.workshops.locationType', LOCATION_TYPES],
  ['resources.commissions.category', ARTWORK_CATEGORIES],
];

const at = (messages: object, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);

describe('closed lists in the back-office', () => {
  for (const [language, messages] of [
    ['en', en],
    ['ar', ar],
  ] as const)
    it(`names every value in ${language}`, () => {
      const missing = lists.flatMap(([group, values]) =>
        values.filter((value) => typeof at(messages, `${group}.${value}`) !== 'string').map((v) => `${group}.${v}`),
      );
      expect(missing).toEqual([]);
    });
});

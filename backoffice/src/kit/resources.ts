import { type ComponentType, lazy } from 'react';

/**
 * A screen that loads on first visit, from a module's named export: the console's first paint carries only
 * the shell and the overview.
 */
export const lazyNamed = <K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

/** How a record is named in references and titles: the first of these fields that has a value, else its id. */
export const representedBy =
  (...fields: string[]) =>
  (record: { id: string | number } & Record<string, unknown>): string =>
    String(fields.map((field) => record[field]).find((value) => typeof value === 'string' && value) ?? record.id);

/** A long text's first words, for names in menus and references. */
export const excerpt = (text: string | undefined, length = 60): string =>
  text && text.length > length ? `${text.slice(0, length)}…` : (text ?? '');

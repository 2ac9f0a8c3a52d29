/**
 * Names that adapters splice into queries (SQL identifiers, JSON path keys, MongoDB field paths) are checked
 * here first, so a caller can never inject through a field or collection name. Values always travel as
 * parameters; only these validated names are ever written into query text.
 */

const SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
// No double underscore: adapters name a collection's companions `<name>__words`, `<name>__search`.
const COLLECTION = /^(?!.*__)[A-Za-z][A-Za-z0-9_]{0,47}$/;
const MAX_DEPTH = 8;

export class InvalidReadStoreNameError extends Error {
  constructor(kind: string, value: string, rule: string) {
    super(`Invalid ${kind} ${JSON.stringify(value)}: ${rule}`);
  }
}

/** `artist.name` → ['artist', 'name']; throws on anything but letters, digits and underscores per segment. */
export function fieldPathSegments(path: string): string[] {
  const segments = path.split('.');
  if (segments.length > MAX_DEPTH || !segments.every((s) => SEGMENT.test(s))) {
    throw new InvalidReadStoreNameError(
      'field path',
      path,
      `dot-separated names of letters, digits and underscores, not starting with a digit, at most ${MAX_DEPTH} deep`,
    );
  }
  return segments;
}

/** Collection names start with a letter, so internal names (`_checkpoints`, `_collections`) never clash. */
export function assertCollectionName(name: string): string {
  if (!COLLECTION.test(name)) {
    throw new InvalidReadStoreNameError(
      'collection name',
      name,
      'a letter, then up to 47 letters, digits or single underscores',
    );
  }
  return name;
}

/** Reads a dotted path from a plain document; undefined when any step is missing. */
export function valueAtPath(doc: Record<string, unknown>, path: string): unknown {
  let current: unknown = doc;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

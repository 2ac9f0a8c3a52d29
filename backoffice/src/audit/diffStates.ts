/** One difference between two folded states, at a dotted path ("profile.city"); "" is the state itself. */
export interface StateChange {
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Structural equality for JSON values: key order does not matter, array order does. */
export const jsonEqual = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && jsonEqual(a[key], b[key]));
  }
  return false;
};

const join = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);

const walk = (before: unknown, after: unknown, path: string, changes: StateChange[]): void => {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const key of keys) {
      const next = join(path, key);
      if (!(key in after)) changes.push({ path: next, kind: 'removed', before: before[key] });
      else if (!(key in before)) changes.push({ path: next, kind: 'added', after: after[key] });
      else walk(before[key], after[key], next, changes);
    }
    return;
  }
  // An object that appears or vanishes (the state before the first event is null) lists its keys one by
  // one as added or removed; a scalar set to null is a change.
  if (isPlainObject(after) && (before === null || before === undefined)) return walk({}, after, path, changes);
  if (isPlainObject(before) && (after === null || after === undefined)) return walk(before, {}, path, changes);
  // Arrays and scalars are compared whole: a changed list of roles reads better as one line.
  if (!jsonEqual(before, after)) changes.push({ path, kind: 'changed', before, after });
};

/** The added, removed and changed keys between two states, sorted by path. */
export const diffStates = (before: unknown, after: unknown): StateChange[] => {
  const changes: StateChange[] = [];
  walk(before, after, '', changes);
  return changes.sort((a, b) => a.path.localeCompare(b.path));
};

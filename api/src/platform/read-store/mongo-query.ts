import type { Document } from 'mongodb';
import { fieldPathSegments } from './field-path.js';
import { conditionEntries, inValues, rangeBound, scalar, sortDirection } from './query-checks.js';
import type { Filter, SortKey } from './read-store.port.js';
import type { NearWords, TextMatch } from './text-match.js';

/**
 * MongoDB query documents for the port's find options. MongoDB's own rules already match the contract for
 * null (equal to missing), $ne (keeps missing), $exists (null counts as present) and ranges (compared only
 * within one type: `$gt: 5` never matches a string). `$contains` uses `$elemMatch` so only arrays match.
 * Field paths are validated first; values are BSON values, never spliced into anything.
 */

export const SEARCH = '_search';

export function mongoFilter(filter: Filter | undefined): Document {
  const query: Document = {};
  for (const [path, condition] of Object.entries(filter ?? {})) {
    fieldPathSegments(path);
    const clause: Document = {};
    for (const [operator, value] of conditionEntries(condition)) {
      if (operator === '$in') clause.$in = inValues(value);
      else if (operator === '$exists') clause.$exists = Boolean(value);
      else if (operator === '$contains') clause.$elemMatch = { $eq: scalar(value) };
      else if (operator === '$eq' || operator === '$ne') clause[operator] = scalar(value);
      else clause[operator] = rangeBound(operator, value);
    }
    query[path] = clause;
  }
  return query;
}

/** Where a text query looks: the whole normalised copy, or the parts of the fields it names. */
export function textTargets(partPositions: number[] | null): string[] {
  return partPositions === null ? [`${SEARCH}.text`] : partPositions.map((i) => `${SEARCH}.parts.${i}`);
}

/** Every query word, or one of its near words, as a substring of one of the targets. */
export function mongoTextFilter(match: TextMatch, near: NearWords, targets: string[]): Document {
  return {
    $and: match.words.map((word) => ({
      $or: variants(word, near).flatMap((variant) =>
        targets.map((target) => ({ [target]: { $regex: escapeRegex(variant) } })),
      ),
    })),
  };
}

/** The searched text as an aggregation expression (parts joined by spaces, as the PostgreSQL adapter does). */
function targetExpression(partPositions: number[] | null): Document | string {
  if (partPositions === null) return `$${SEARCH}.text`;
  const parts = partPositions.map((i) => ({ $ifNull: [{ $arrayElemAt: [`$${SEARCH}.parts`, i] }, ''] }));
  return { $concat: parts.flatMap((part, i) => (i === 0 ? [part] : [' ', part])) };
}

/**
 * Relevance, as the PostgreSQL adapter ranks: query words present as whole words, then as substrings
 * (both descending), then how close the near word that matched was (ascending).
 */
export function rankStages(
  match: TextMatch,
  near: NearWords,
  partPositions: number[] | null,
): { fields: Document; sort: Document } {
  const input = targetExpression(partPositions);
  const found = (pattern: string) => ({ $cond: [{ $regexMatch: { input, regex: pattern } }, 1, 0] });
  const closeness = match.words
    .filter((word) => variants(word, near).length > 1)
    .map((word) => {
      const options = variants(word, near);
      return {
        $switch: {
          branches: options.map((variant, i) => ({
            case: { $regexMatch: { input, regex: escapeRegex(variant) } },
            then: i,
          })),
          default: options.length,
        },
      };
    });
  return {
    fields: {
      __whole: { $add: match.words.map((word) => found(`(^| )${escapeRegex(word)}( |$)`)) },
      __substring: { $add: match.words.map((word) => found(escapeRegex(word))) },
      __closeness: { $add: [0, ...closeness] },
    },
    sort: { __whole: -1, __substring: -1, __closeness: 1 },
  };
}

/** Sort keys with missing values last in either direction: a 0/1 "missing" key before each field. */
export function sortStages(sort: SortKey[]): { fields: Document; sort: Document } {
  const fields: Document = {};
  const order: Document = {};
  sort.forEach(({ field, direction }, i) => {
    fieldPathSegments(field);
    fields[`__missing${i}`] = { $cond: [{ $eq: [{ $type: `$${field}` }, 'missing'] }, 1, 0] };
    order[`__missing${i}`] = 1;
    order[field] = sortDirection(direction) === 'asc' ? 1 : -1;
  });
  return { fields, sort: order };
}

function variants(word: string, near: NearWords): string[] {
  return [word, ...(near.get(word) ?? [])];
}

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

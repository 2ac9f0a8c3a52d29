import { fieldPathSegments } from './field-path.js';
import { conditionEntries, inValues, pageNumber, rangeBound, scalar, sortDirection } from './query-checks.js';
import type { FieldCondition, Filter, Scalar, SortKey } from './read-store.port.js';
import type { NearWords, TextMatch } from './text-match.js';
import { storableJson } from './storable-text.js';

/**
 * SQL fragments for the JSONB read store. Field paths are validated and spliced in as JSON keys
 * (`doc->'artist'->'name'`), exactly as the expression indexes are written, so the planner can match them;
 * every value is a numbered parameter. Values are compared as jsonb, which orders numbers numerically and
 * strings by the database collation (C.UTF-8 on our servers and PGlite: code-point order, as MongoDB).
 */

export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** A JSON value as a jsonb parameter; sent as text so both drivers pass it through untouched. */
  json(value: unknown): string {
    return `${this.add(storableJson(value))}::text::jsonb`;
  }
}

/** `artist.name` → `(doc->'artist'->'name')`, the form used by queries and expression indexes alike. */
export function jsonField(path: string): string {
  return `(doc${fieldPathSegments(path)
    .map((segment) => `->'${segment}'`)
    .join('')})`;
}

export function filterSql(filter: Filter | undefined, params: SqlParams): string[] {
  return Object.entries(filter ?? {}).flatMap(([path, condition]) => conditionSql(jsonField(path), condition, params));
}

function conditionSql(field: string, condition: FieldCondition, params: SqlParams): string[] {
  return conditionEntries(condition).map(([operator, value]) => operatorSql(field, operator, value, params));
}

const RANGE: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

function operatorSql(field: string, operator: string, value: unknown, params: SqlParams): string {
  switch (operator) {
    case '$eq':
      return equals(field, scalar(value), params);
    case '$ne':
      // Missing fields are "not equal" too, as in MongoDB.
      return value === null
        ? `(${field} IS NOT NULL AND ${field} <> 'null'::jsonb)`
        : `${field} IS DISTINCT FROM ${params.json(scalar(value))}`;
    case '$in': {
      const values = inValues(value);
      const present = values.filter((v) => v !== null).map((v) => params.json(v));
      const alternatives = present.length > 0 ? [`${field} IN (${present.join(', ')})`] : [];
      if (values.includes(null)) alternatives.push(isNull(field));
      return alternatives.length > 0 ? `(${alternatives.join(' OR ')})` : 'FALSE';
    }
    case '$exists':
      return value ? `${field} IS NOT NULL` : `${field} IS NULL`;
    case '$contains':
      // jsonb containment of a one-element array: true only when the field is an array holding the value.
      return `${field} @> ${params.json([scalar(value)])}`;
    default: {
      const bound = rangeBound(operator, value);
      // jsonb orders values of different types by type; the type check keeps `> 5` to numbers, as MongoDB does.
      return `(${field} ${RANGE[operator]} ${params.json(bound)} AND jsonb_typeof(${field}) = '${typeof bound}')`;
    }
  }
}

/** Equality with null matches a missing field too (MongoDB's rule, so both adapters agree). */
function equals(field: string, value: Scalar, params: SqlParams): string {
  return value === null ? isNull(field) : `${field} = ${params.json(value)}`;
}

function isNull(field: string): string {
  return `(${field} IS NULL OR ${field} = 'null'::jsonb)`;
}

/** Missing values sort last in either direction; ties are broken by id so pages never overlap. */
export function sortSql(sort: SortKey[]): string[] {
  return sort.map(({ field, direction }) => `${jsonField(field)} ${sortDirection(direction).toUpperCase()} NULLS LAST`);
}

/** The normalised text to search: the indexed `search` column, or the named subset of its parts. */
export function textTarget(partPositions: number[] | null): string {
  if (partPositions === null) return 'search';
  return `concat_ws(' ', ${partPositions.map((i) => `NULLIF(search_parts->>${i}, '')`).join(', ')})`;
}

/**
 * Every query word as a substring, or one of its near words as a substring (see text-match.ts): only LIKE
 * tests, which the trigram GIN index on `search` answers. The ranking (used when no sort is given) counts
 * whole-word and substring hits and how close the near word that matched was.
 */
export function textSql(
  match: TextMatch,
  near: NearWords,
  target: string,
  params: SqlParams,
): { where: string; rank: () => string[] } {
  const perWord = match.words.map((word) => {
    const likes = [word, ...(near.get(word) ?? [])].map((v) => `${target} LIKE ${params.add(`%${escapeLike(v)}%`)}`);
    return { word, likes };
  });
  const where = perWord.map(({ likes }) => (likes.length === 1 ? likes[0]! : `(${likes.join(' OR ')})`)).join(' AND ');
  const rank = () => {
    const padded = `(' ' || ${target} || ' ')`;
    const whole = perWord.map(({ word }) => `(${padded} LIKE ${params.add(`% ${escapeLike(word)} %`)})::int`);
    const substring = perWord.map(({ likes }) => `(${likes[0]})::int`);
    const closeness = perWord
      .filter(({ likes }) => likes.length > 1)
      .map(
        ({ likes }) => `CASE ${likes.map((like, i) => `WHEN ${like} THEN ${i}`).join(' ')} ELSE ${likes.length} END`,
      );
    return [
      `${whole.join(' + ')} DESC`,
      `${substring.join(' + ')} DESC`,
      ...(closeness.length ? [`${closeness.join(' + ')} ASC`] : []),
    ];
  };
  return { where: `(${where})`, rank };
}

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Facet counts in one statement: the matching rows are read once, keeping only the faceted values (a
 * materialised CTE of small jsonb values, not whole documents); scalars are grouped directly, arrays
 * unnested, then each field's counts are ranked, most frequent first, optionally cut per field.
 */
export function facetSql(
  table: string,
  where: string,
  fields: string[],
  limit: number | undefined,
  params: SqlParams,
): string {
  return `WITH matched AS MATERIALIZED (SELECT ${facetColumns(fields)} FROM ${table}${where}),
          ${facetCtes(fields)}
          SELECT f, value, n FROM ranked${facetCut(limit, params)} ORDER BY f, n DESC, value`;
}

/**
 * A page of documents and the facet counts of all the matches in one statement: the matching rows are read
 * once into a small materialised set (id, sort keys, faceted values — not whole documents), the page is cut
 * from it and only its documents are fetched. Rows come back tagged and sorted: `p` rows carry the page's
 * documents in order, `f` rows a facet value and its count.
 */
export function pageWithFacetsSql(
  table: string,
  where: string,
  order: string[],
  offset: number | undefined,
  limit: number | undefined,
  fields: string[],
  facetLimit: number | undefined,
  params: SqlParams,
): string {
  const keys = order.map((entry) => {
    const parts = /^([\s\S]*?)\s+(ASC|DESC)(\s+NULLS LAST)?$/.exec(entry);
    return parts
      ? { expression: parts[1]!, direction: `${parts[2]}${parts[3] ?? ''}` }
      : { expression: entry, direction: '' };
  });
  const keyColumns = keys.map((key, i) => `${key.expression} AS k${i}`).join(', ');
  const pageOrder = keys.map((key, i) => `k${i} ${key.direction}`.trim()).join(', ');
  const columns = [keyColumns, ...(fields.length ? [facetColumns(fields)] : [])].join(', ');
  return `WITH matched AS MATERIALIZED (SELECT id, ${columns} FROM ${table}${where}),
          ${fields.length ? `${facetCtes(fields)},` : ''}
          page AS (SELECT id, row_number() OVER (ORDER BY ${pageOrder}) AS o FROM matched ORDER BY ${pageOrder}${pageSql(offset, limit, params)})
          SELECT 'p' AS kind, page.o::int AS f, t.doc AS value, 0 AS n FROM page JOIN ${table} t ON t.id = page.id
          ${fields.length ? `UNION ALL SELECT 'f', f, value, n FROM ranked${facetCut(facetLimit, params)}` : ''}
          ORDER BY kind, f, n DESC, value`;
}

function facetColumns(fields: string[]): string {
  return fields.map((field, i) => `${jsonField(field)} AS f${i}`).join(', ');
}

/** `counted` and `ranked` over a `matched` CTE holding the faceted values as columns f0, f1, … */
function facetCtes(fields: string[]): string {
  const perField = fields.map(
    (_field, i) => `
    SELECT ${i} AS f, f${i} AS value, count(*) AS n FROM matched
     WHERE jsonb_typeof(f${i}) NOT IN ('array', 'null') GROUP BY f${i}
    UNION ALL
    SELECT ${i}, e.value, count(*) FROM matched CROSS JOIN LATERAL jsonb_array_elements(f${i}) AS e(value)
     WHERE jsonb_typeof(f${i}) = 'array' AND e.value <> 'null'::jsonb GROUP BY e.value`,
  );
  return `counted AS (SELECT f, value, sum(n)::int AS n FROM (${perField.join(' UNION ALL ')}) AS parts GROUP BY f, value),
          ranked AS (SELECT f, value, n, row_number() OVER (PARTITION BY f ORDER BY n DESC, value) AS r FROM counted)`;
}

function facetCut(limit: number | undefined, params: SqlParams): string {
  return limit === undefined ? '' : ` WHERE r <= ${params.add(pageNumber('limit', limit))}`;
}

export function pageSql(offset: number | undefined, limit: number | undefined, params: SqlParams): string {
  let sql = '';
  if (limit !== undefined) sql += ` LIMIT ${params.add(pageNumber('limit', limit))}`;
  if (offset !== undefined) sql += ` OFFSET ${params.add(pageNumber('offset', offset))}`;
  return sql;
}

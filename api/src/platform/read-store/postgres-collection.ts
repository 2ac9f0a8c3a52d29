import type { SqlClient } from '../sql/sql-client.js';
import type { Collection, Doc, FacetCount, FacetOptions, FindOptions } from './read-store.port.js';
import { facetSql, filterSql, pageSql, pageWithFacetsSql, SqlParams, sortSql, textSql } from './postgres-query.js';
import { textTarget } from './postgres-query.js';
import { lookUpNearWords, type VocabularyNames, vocabularyInsertSql } from './postgres-vocabulary.js';
import { queriedParts, searchCopy } from './search-text.js';
import { textMatch } from './text-match.js';
import { storableJson, storableText } from './storable-text.js';

export interface CollectionMeta {
  name: string;
  /** Quoted, schema-qualified table name. */
  table: string;
  vocabulary: VocabularyNames;
  textFields: string[];
}

/** One read-model collection as a JSONB table; see postgres-read-store.ts. */
export class PostgresCollection<T extends Doc> implements Collection<T> {
  constructor(
    readonly name: string,
    private readonly sql: SqlClient,
    private readonly meta: () => Promise<CollectionMeta>,
  ) {}

  async upsert(doc: T): Promise<void> {
    await this.upsertMany([doc]);
  }

  async upsertMany(docs: T[]): Promise<void> {
    if (docs.length === 0) return;
    const meta = await this.meta();
    // One statement for the whole batch, its words added to the collection's vocabulary.
    await this.sql.query(
      `WITH written AS (${upsertSql(meta.table, '$1')}) ${vocabularyInsertSql(meta.vocabulary.words)}`,
      [upsertRows(docs, meta.textFields)],
    );
  }

  async insert(doc: T): Promise<boolean> {
    const { table, vocabulary, textFields } = await this.meta();
    const { search, search_parts } = searchColumns(doc, textFields);
    const { rows } = await this.sql.query<{ n: number }>(
      `WITH written AS (
         INSERT INTO ${table} (id, doc, search, search_parts) VALUES ($1, $2::text::jsonb, $3, $4::text::jsonb)
         ON CONFLICT (id) DO NOTHING
         RETURNING search),
       vocabulary AS (${vocabularyInsertSql(vocabulary.words)})
       SELECT count(*)::int AS n FROM written`,
      [storableText(documentId(doc)), storableJson(doc), storableText(search), storableJson(search_parts)],
    );
    return Number(rows[0]?.n ?? 0) > 0;
  }

  async patch(id: string, fields: Partial<T>): Promise<boolean> {
    const { table, vocabulary, textFields } = await this.meta();
    const { id: _ignored, ...changes } = fields as Record<string, unknown>;
    const merge = `UPDATE ${table} SET doc = doc || $2::text::jsonb WHERE id = $1 RETURNING doc`;
    const touchesText = textFields.some((field) => field.split('.')[0]! in changes);
    if (!touchesText) return (await this.sql.query(merge, [storableText(id), storableJson(changes)])).rowCount > 0;
    // The search copy depends on the merged document: recompute it in the same transaction, whose row
    // lock keeps a concurrent patch from interleaving between the two statements.
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<{ doc: T }>(merge, [storableText(id), storableJson(changes)]);
      if (rows.length === 0) return false;
      const { search, search_parts } = searchColumns(rows[0]!.doc, textFields);
      await tx.query(
        `WITH written AS (
           UPDATE ${table} SET search = $2, search_parts = $3::text::jsonb WHERE id = $1 RETURNING search)
         ${vocabularyInsertSql(vocabulary.words)}`,
        [storableText(id), storableText(search), storableJson(search_parts)],
      );
      return true;
    });
  }

  async delete(id: string): Promise<boolean> {
    const { table } = await this.meta();
    return (await this.sql.query(`DELETE FROM ${table} WHERE id = $1`, [storableText(id)])).rowCount > 0;
  }

  async get(id: string): Promise<T | null> {
    const { table } = await this.meta();
    const { rows } = await this.sql.query<{ doc: T }>(`SELECT doc FROM ${table} WHERE id = $1`, [storableText(id)]);
    return rows[0]?.doc ?? null;
  }

  async getMany(ids: string[]): Promise<T[]> {
    if (ids.length === 0) return [];
    const { table } = await this.meta();
    const { rows } = await this.sql.query<{ doc: T }>(
      `SELECT doc FROM ${table} WHERE id IN (SELECT jsonb_array_elements_text($1::text::jsonb))`,
      [storableJson(ids)],
    );
    const byId = new Map(rows.map((row) => [row.doc.id, row.doc]));
    return ids.flatMap((id) => byId.get(storableText(id)) ?? []);
  }

  async find(options: FindOptions = {}): Promise<T[]> {
    const { table, where, rank, params } = await this.conditions(options);
    const order = options.sort?.length ? sortSql(options.sort) : rank();
    const statement =
      `SELECT doc FROM ${table}${where} ORDER BY ${[...order, 'id'].join(', ')}` +
      pageSql(options.offset, options.limit, params);
    const { rows } = await this.sql.query<{ doc: T }>(statement, params.values);
    return rows.map((row) => row.doc);
  }

  async count(options: Pick<FindOptions, 'filter' | 'text'> = {}): Promise<number> {
    const { table, where, params } = await this.conditions(options);
    const { rows } = await this.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table}${where}`,
      params.values,
    );
    return Number(rows[0]?.n ?? 0);
  }

  async facets(fields: string[], options: FacetOptions = {}): Promise<Record<string, FacetCount[]>> {
    const result: Record<string, FacetCount[]> = Object.fromEntries(fields.map((field) => [field, []]));
    if (fields.length === 0) return result;
    const { table, where, params } = await this.conditions(options);
    const statement = facetSql(table, where, fields, options.limit, params);
    const { rows } = await this.sql.query<{ f: number; value: FacetCount['value']; n: number }>(
      statement,
      params.values,
    );
    for (const row of rows) result[fields[row.f]!]!.push({ value: row.value, count: Number(row.n) });
    return result;
  }

  async findWithFacets(options: FindOptions, facets: { fields: string[]; limit?: number }) {
    const { table, where, rank, params } = await this.conditions(options);
    const order = [...(options.sort?.length ? sortSql(options.sort) : rank()), 'id'];
    const statement = pageWithFacetsSql(
      table,
      where,
      order,
      options.offset,
      options.limit,
      facets.fields,
      facets.limit,
      params,
    );
    const { rows } = await this.sql.query<{ kind: 'p' | 'f'; f: number; value: unknown; n: number }>(
      statement,
      params.values,
    );
    const counts: Record<string, FacetCount[]> = Object.fromEntries(facets.fields.map((field) => [field, []]));
    const items: T[] = [];
    // Rows come sorted: the page's documents in order, then each field's counts, most frequent first.
    for (const row of rows) {
      if (row.kind === 'p') items.push(row.value as T);
      else counts[facets.fields[row.f]!]!.push({ value: row.value as FacetCount['value'], count: Number(row.n) });
    }
    return { items, facets: counts };
  }

  private async conditions(options: Pick<FindOptions, 'filter' | 'text'>) {
    const { table, vocabulary, textFields } = await this.meta();
    const params = new SqlParams();
    const clauses = filterSql(options.filter, params);
    const match = options.text ? textMatch(options.text.query) : null;
    let rank = (): string[] => [];
    if (options.text && match) {
      const target = textTarget(queriedParts(this.name, options.text.fields, textFields));
      const near = await lookUpNearWords(this.sql, vocabulary.nearWords, match.fuzzyWords);
      const text = textSql(match, near, target, params);
      clauses.push(text.where);
      rank = text.rank;
    }
    const where = clauses.length > 0 ? ` WHERE ${clauses.join(' AND ')}` : '';
    return { table, where, rank, params };
  }
}

/**
 * An INSERT … ON CONFLICT of the rows in the JSON parameter `param` (see `upsertRows`), returning each row's
 * search text for the vocabulary.
 */
export function upsertSql(table: string, param: string): string {
  return `INSERT INTO ${table} (id, doc, search, search_parts)
    SELECT r.id, r.doc, r.search, r.search_parts
      FROM jsonb_to_recordset(${param}::text::jsonb) AS r(id text, doc jsonb, search text, search_parts jsonb)
    ON CONFLICT (id) DO UPDATE
      SET doc = EXCLUDED.doc, search = EXCLUDED.search, search_parts = EXCLUDED.search_parts
    RETURNING search`;
}

/**
 * The parameter for `upsertSql`: each document with its search columns. The last write of an id wins, as it
 * would one by one (ON CONFLICT refuses to touch a row twice in one statement).
 */
export function upsertRows(docs: Doc[], textFields: string[]): string {
  const latest = new Map(docs.map((doc) => [documentId(doc), doc]));
  return storableJson([...latest.values()].map((doc) => ({ id: doc.id, doc, ...searchColumns(doc, textFields) })));
}

function searchColumns(doc: Record<string, unknown>, textFields: string[]) {
  const copy = searchCopy(doc, textFields);
  return { search: copy.text, search_parts: copy.parts };
}

function documentId(doc: Doc): string {
  if (typeof doc?.id !== 'string' || doc.id.length === 0)
    throw new Error('A read-model document needs a non-empty string id');
  return doc.id;
}

import { createHash } from 'node:crypto';
import { assertCollectionName } from './field-path.js';
import { jsonField } from './postgres-query.js';
import { vocabularyDdl } from './postgres-vocabulary.js';
import type { CollectionSpec, IndexSpec } from './read-store.port.js';

/**
 * DDL of the JSONB read store. Everything is `IF NOT EXISTS`, so ensuring a collection twice (or from two
 * processes, which the caller serialises with an advisory lock) changes nothing. Runs on PostgreSQL 15
 * and on PGlite (PostgreSQL 18); one statement per query, as PGlite's extended protocol requires.
 */

const SCHEMA_NAME = /^[a-z][a-z0-9_]{0,47}$/;

export function assertSchemaName(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid read-store schema name ${JSON.stringify(schema)}`);
  return schema;
}

export const qualified = (schema: string, table: string): string => `"${schema}"."${table}"`;

export function storeDdl(schema: string): string[] {
  return [
    // pg_trgm serves text search; unaccent is kept available for SQL written by hand against read models.
    'CREATE EXTENSION IF NOT EXISTS pg_trgm',
    'CREATE EXTENSION IF NOT EXISTS unaccent',
    `CREATE SCHEMA IF NOT EXISTS "${schema}"`,
    `CREATE TABLE IF NOT EXISTS ${qualified(schema, '_collections')} (
       name text PRIMARY KEY,
       spec jsonb NOT NULL,
       updated_at timestamptz NOT NULL DEFAULT now())`,
    `CREATE TABLE IF NOT EXISTS ${qualified(schema, '_checkpoints')} (
       projection text PRIMARY KEY,
       position text NOT NULL,
       updated_at timestamptz NOT NULL DEFAULT now())`,
  ];
}

/**
 * One table per collection. `search` is the normalised concatenation of the declared text fields (computed
 * in TypeScript, see search-text.ts) and `search_parts` the same per field, for queries naming a subset.
 * `id` is COLLATE "C" so its order (the tie-break of every sort) is byte order, as MongoDB's `_id`.
 */
export function collectionDdl(schema: string, name: string, spec: CollectionSpec): string[] {
  assertCollectionName(name);
  const table = qualified(schema, name);
  const statements = [
    `CREATE TABLE IF NOT EXISTS ${table} (
       id text COLLATE "C" PRIMARY KEY,
       doc jsonb NOT NULL,
       search text NOT NULL DEFAULT '',
       search_parts jsonb NOT NULL DEFAULT '[]'::jsonb)`,
  ];
  if ((spec.textFields ?? []).length > 0) {
    statements.push(`CREATE INDEX IF NOT EXISTS "${name}__search" ON ${table} USING gin (search gin_trgm_ops)`);
  }
  statements.push(...vocabularyDdl(schema, name));
  for (const index of spec.indexes ?? []) statements.push(indexDdl(name, table, index));
  return statements;
}

/** A b-tree over the jsonb expressions the filters and sorts use; named by a hash of its definition. */
function indexDdl(name: string, table: string, index: IndexSpec): string {
  if (index.fields.length === 0) throw new Error(`An index of ${name} names no fields`);
  const columns = index.fields.map(jsonField).join(', ');
  const hash = createHash('sha256')
    .update(`${index.unique ? 'u' : ''}${columns}`)
    .digest('hex')
    .slice(0, 10);
  return `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS "${name}__ix_${hash}" ON ${table} (${columns})`;
}

/** Serialises DDL of one read store across processes (two API replicas starting together). */
export const DDL_LOCK_SQL = 'SELECT pg_advisory_xact_lock(hashtextextended($1, 0))';

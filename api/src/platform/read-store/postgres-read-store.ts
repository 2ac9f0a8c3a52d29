import type { SqlClient } from '../sql/sql-client.js';
import { assertCollectionName } from './field-path.js';
import { type CollectionMeta, PostgresCollection, upsertRows, upsertSql } from './postgres-collection.js';
import { assertSchemaName, collectionDdl, DDL_LOCK_SQL, qualified, storeDdl } from './postgres-schema.js';
import { vocabularyInsertSql, vocabularyNames } from './postgres-vocabulary.js';
import { ReadStoreCollectionMissingError } from './query-checks.js';
import type { Collection, CollectionSpec, Doc, PageWrites, ReadStore } from './read-store.port.js';
import { storableText } from './storable-text.js';

export interface PostgresReadStoreOptions {
  /** PostgreSQL schema holding the read models (default `read_store`), apart from the event store's tables. */
  schema?: string;
  /** Close the SqlClient on `close()`. Off by default: the client is usually shared with the event store. */
  ownsClient?: boolean;
}

/**
 * The read store over PostgreSQL: one JSONB table per collection, the same SQL on a PostgreSQL 15 server
 * (PgSqlClient) and in-process PGlite (PgliteSqlClient). Each collection's spec is kept in `_collections`,
 * so a process that did not ensure a collection itself (an API replica serving queries) still knows its
 * text fields; specs are cached per process and picked up again on restart.
 */
export class PostgresReadStore implements ReadStore {
  readonly adapterName: string;
  private readonly schema: string;
  private readonly metas = new Map<string, Promise<CollectionMeta>>();
  private initialised: Promise<void> | null = null;

  constructor(
    private readonly sql: SqlClient,
    private readonly options: PostgresReadStoreOptions = {},
  ) {
    this.schema = assertSchemaName(options.schema ?? 'read_store');
    this.adapterName = sql.kind === 'pglite' ? 'pglite' : 'postgres';
  }

  init(): Promise<void> {
    this.initialised ??= this.ddl(storeDdl(this.schema)).catch((error: unknown) => {
      this.initialised = null;
      throw error;
    });
    return this.initialised;
  }

  async ensureCollection(name: string, spec: CollectionSpec = {}): Promise<void> {
    assertCollectionName(name);
    await this.init();
    const table = this.table(name);
    const textFields = spec.textFields ?? [];
    const previous = await this.sql.transaction(async (tx) => {
      await tx.query(DDL_LOCK_SQL, [`${this.schema}.read_store`]);
      for (const statement of collectionDdl(this.schema, name, spec)) await tx.query(statement);
      const { rows } = await tx.query<{ spec: CollectionSpec }>(
        `SELECT spec FROM ${this.table('_collections')} WHERE name = $1`,
        [name],
      );
      await tx.query(
        `INSERT INTO ${this.table('_collections')} (name, spec) VALUES ($1, $2::text::jsonb)
         ON CONFLICT (name) DO UPDATE SET spec = EXCLUDED.spec, updated_at = now()`,
        [name, JSON.stringify(spec)],
      );
      return rows[0]?.spec ?? null;
    });
    const meta: CollectionMeta = { name, table, vocabulary: vocabularyNames(this.schema, name), textFields };
    this.metas.set(name, Promise.resolve(meta));
    if (previous && !sameFields(previous.textFields ?? [], textFields)) await this.refreshSearchCopies(name);
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    assertCollectionName(name);
    return new PostgresCollection<T>(name, this.sql, () => this.meta(name));
  }

  async clearCollection(name: string): Promise<void> {
    assertCollectionName(name);
    if (await this.exists(name))
      await this.sql.query(`TRUNCATE ${this.table(name)}, ${vocabularyNames(this.schema, name).words}`);
  }

  async compactCollection(name: string): Promise<void> {
    assertCollectionName(name);
    if (await this.exists(name)) await this.sql.exec(`VACUUM (ANALYZE) ${this.table(name)}`);
  }

  async listCollections(): Promise<string[]> {
    await this.init();
    const { rows } = await this.sql.query<{ name: string }>(
      `SELECT name FROM ${this.table('_collections')} ORDER BY name`,
    );
    return rows.map((row) => row.name);
  }

  async getCheckpoint(projection: string): Promise<string | null> {
    await this.init();
    const { rows } = await this.sql.query<{ position: string }>(
      `SELECT position FROM ${this.table('_checkpoints')} WHERE projection = $1`,
      [projection],
    );
    return rows[0]?.position ?? null;
  }

  async setCheckpoint(projection: string, position: string): Promise<void> {
    await this.init();
    await this.sql.query(
      `INSERT INTO ${this.table('_checkpoints')} (projection, position) VALUES ($1, $2)
       ON CONFLICT (projection) DO UPDATE SET position = EXCLUDED.position, updated_at = now()`,
      [projection, position],
    );
  }

  async setCheckpointIfAbsent(projection: string, position: string): Promise<string> {
    await this.init();
    await this.sql.query(
      `INSERT INTO ${this.table('_checkpoints')} (projection, position) VALUES ($1, $2) ON CONFLICT (projection) DO NOTHING`,
      [projection, position],
    );
    // A statement of its own: in the insert's snapshot a row another replica committed meanwhile is not there.
    return (await this.getCheckpoint(projection))!;
  }

  /**
   * Every collection's upserts (with their vocabulary words) and deletes, and the checkpoint, as one statement
   * of data-modifying CTEs: one round trip per page, and a page is written whole or not at all.
   */
  async commitPage(writes: PageWrites[], checkpoint: { projection: string; position: string }): Promise<void> {
    await this.init();
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const steps: string[] = [];
    for (const [i, { collection, upserts, deletes }] of writes.entries()) {
      const meta = await this.meta(collection);
      if (upserts.length > 0) {
        steps.push(`written_${i} AS (${upsertSql(meta.table, param(upsertRows(upserts, meta.textFields)))})`);
        steps.push(`words_${i} AS (${vocabularyInsertSql(meta.vocabulary.words, `written_${i}`)})`);
      }
      if (deletes.length > 0)
        steps.push(
          `deleted_${i} AS (DELETE FROM ${meta.table} WHERE id = ANY(${param(deletes.map(storableText))}::text[]))`,
        );
    }
    await this.sql.query(
      `${steps.length > 0 ? `WITH ${steps.join(',\n')}\n` : ''}INSERT INTO ${this.table('_checkpoints')} (projection, position)
       VALUES (${param(checkpoint.projection)}, ${param(checkpoint.position)})
       ON CONFLICT (projection) DO UPDATE SET position = EXCLUDED.position, updated_at = now()`,
      params,
    );
  }

  async deleteCheckpoint(projection: string): Promise<void> {
    await this.init();
    await this.sql.query(`DELETE FROM ${this.table('_checkpoints')} WHERE projection = $1`, [projection]);
  }

  async ping(): Promise<void> {
    await this.sql.query('SELECT 1');
  }

  async close(): Promise<void> {
    this.metas.clear();
    if (this.options.ownsClient) await this.sql.close();
  }

  private table(name: string): string {
    return qualified(this.schema, name);
  }

  private async exists(name: string): Promise<boolean> {
    await this.init();
    const { rows } = await this.sql.query(`SELECT 1 FROM ${this.table('_collections')} WHERE name = $1`, [name]);
    return rows.length > 0;
  }

  private meta(name: string): Promise<CollectionMeta> {
    let meta = this.metas.get(name);
    if (!meta) {
      meta = this.loadMeta(name);
      this.metas.set(name, meta);
      meta.catch(() => this.metas.delete(name)); // a collection ensured later must be found then
    }
    return meta;
  }

  private async loadMeta(name: string): Promise<CollectionMeta> {
    await this.init();
    const { rows } = await this.sql.query<{ spec: CollectionSpec }>(
      `SELECT spec FROM ${this.table('_collections')} WHERE name = $1`,
      [name],
    );
    if (rows.length === 0) throw new ReadStoreCollectionMissingError(name);
    return {
      name,
      table: this.table(name),
      vocabulary: vocabularyNames(this.schema, name),
      textFields: rows[0]!.spec.textFields ?? [],
    };
  }

  /** After the declared text fields change, re-derive every document's search copy, a page at a time. */
  private async refreshSearchCopies(name: string): Promise<void> {
    const collection = this.collection(name);
    let after = '';
    for (;;) {
      const { rows } = await this.sql.query<{ doc: Doc }>(
        `SELECT doc FROM ${this.table(name)} WHERE id > $1 ORDER BY id LIMIT 500`,
        [after],
      );
      if (rows.length === 0) return;
      await collection.upsertMany(rows.map((row) => row.doc));
      after = rows[rows.length - 1]!.doc.id;
    }
  }

  private async ddl(statements: string[]): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.query(DDL_LOCK_SQL, [`${this.schema}.read_store`]);
      for (const statement of statements) await tx.query(statement);
    });
  }
}

function sameFields(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((field, i) => field === b[i]);
}

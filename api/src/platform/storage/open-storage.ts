/**
 * Chooses the storage adapters from the configuration (DESIGN.md section 2):
 * - EVENTSTORE_URL / MONGO_URL: the production adapters (EventStoreDB, MongoDB);
 * - DATABASE_URL: a PostgreSQL server for both ports;
 * - otherwise embedded: PGlite in DATA_DIR/pglite, locked while open.
 */
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import type { EventStore } from '../event-store/event-store.port.js';
import type { ReadStore } from '../read-store/read-store.port.js';
import type { SqlClient } from '../sql/sql-client.js';
import { PgSqlClient } from '../sql/pg-sql-client.js';
import { PgliteSqlClient } from '../sql/pglite-sql-client.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { PostgresReadStore } from '../read-store/postgres-read-store.js';

export interface Storage {
  events: EventStore;
  reads: ReadStore;
  /** The SQL client when a PostgreSQL adapter is in use (health checks, tests). */
  sql: SqlClient | null;
  describe: string;
  close(): Promise<void>;
}

export async function openStorage(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'eventstoreUrl' | 'mongoUrl'>,
): Promise<Storage> {
  let sql: SqlClient | null = null;
  const needSql = !config.eventstoreUrl || !config.mongoUrl;
  if (needSql) {
    sql = config.databaseUrl
      ? new PgSqlClient(config.databaseUrl)
      : await PgliteSqlClient.open(join(config.dataDir, 'pglite'));
  }
  const events: EventStore = config.eventstoreUrl
    ? new (await import('../event-store/eventstoredb-event-store.js')).EventStoreDbEventStore(config.eventstoreUrl)
    : new PostgresEventStore(sql!);
  const reads: ReadStore = config.mongoUrl
    ? new (await import('../read-store/mongo-read-store.js')).MongoReadStore(config.mongoUrl)
    : new PostgresReadStore(sql!);
  return storageOver(
    events,
    reads,
    sql,
    `events: ${events.adapterName}; read models: ${reads.adapterName}` +
      (sql?.kind === 'pglite' ? ` (embedded in ${config.dataDir})` : ''),
  );
}

/** The two stores (and the SQL client under them, where there is one), set up, and closed together. */
export async function storageOver(
  events: EventStore,
  reads: ReadStore,
  sql: SqlClient | null,
  describe: string,
): Promise<Storage> {
  await events.init();
  await reads.init();
  return {
    events,
    reads,
    sql,
    describe,
    async close() {
      await events.close();
      await reads.close();
      await sql?.close();
    },
  };
}

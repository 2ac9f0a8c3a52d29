/**
 * One small SQL surface shared by the PostgreSQL event store and read store, so the same SQL runs on a
 * PostgreSQL server (through `pg`) and in-process (through PGlite). Write SQL that runs on PostgreSQL 15
 * (the machines' server) and 18 (PGlite): no MERGE ... RETURNING, no JSON_TABLE.
 *
 * Integer columns of type int8 come back as strings from `pg` and as numbers or bigints from PGlite:
 * cast them in SQL (`::text`) and parse them in the adapter, never rely on the driver's choice.
 */
export interface SqlResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface SqlExecutor {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<SqlResult<Row>>;
}

export interface SqlClient extends SqlExecutor {
  readonly kind: 'pg' | 'pglite';
  /** Runs `work` in one transaction on one connection; rolls back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons, without parameters (schema migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (a wake-up signal: notifications can be lost while a
   * connection is down, so callers also poll). Resolves once listening; the returned function stops it.
   * Optional: a client without it gives no notifications.
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

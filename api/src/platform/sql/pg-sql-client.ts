import pg from 'pg';
import type { SqlClient, SqlExecutor, SqlResult } from './sql-client.js';

/** SqlClient over a `pg` connection pool (a PostgreSQL server). */
export class PgSqlClient implements SqlClient {
  readonly kind = 'pg' as const;
  private readonly pool: pg.Pool;

  constructor(connectionString: string, options: { max?: number; applicationName?: string } = {}) {
    this.pool = new pg.Pool({
      connectionString,
      max: options.max ?? 20,
      application_name: options.applicationName ?? 'gulf-art',
    });
    // An idle client that errors (server restart) must not crash the process; the pool replaces it.
    this.pool.on('error', () => undefined);
  }

  async query<Row>(text: string, params: unknown[] = []): Promise<SqlResult<Row>> {
    const result = await this.pool.query(text, params as unknown[]);
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const tx: SqlExecutor = {
      async query<Row>(text: string, params: unknown[] = []) {
        const result = await client.query(text, params as unknown[]);
        return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
      },
    };
    try {
      await client.query('BEGIN');
      const value = await work(tx);
      await client.query('COMMIT');
      return value;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

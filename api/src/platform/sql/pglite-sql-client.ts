import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SqlClient, SqlExecutor, SqlResult } from './sql-client.js';
import { DataDirLock } from './data-dir-lock.js';

/**
 * SqlClient over PGlite: PostgreSQL compiled to WebAssembly, in this process. One connection, so
 * transactions are serialised by PGlite itself. Pass `dataDir` to persist (locked while open), or nothing
 * for an in-memory database (tests).
 */
export class PgliteSqlClient implements SqlClient {
  readonly kind = 'pglite' as const;

  private constructor(
    private readonly db: PGlite,
    private readonly lock: DataDirLock | null,
  ) {}

  static async open(dataDir?: string): Promise<PgliteSqlClient> {
    const lock = dataDir ? DataDirLock.acquire(dataDir) : null;
    try {
      const db = await PGlite.create(
        dataDir ? { dataDir, extensions: { pg_trgm, unaccent } } : { extensions: { pg_trgm, unaccent } },
      );
      return new PgliteSqlClient(db, lock);
    } catch (error) {
      lock?.release();
      throw error;
    }
  }

  /**
   * An in-memory database started from a dump of another one's data folder (`dumpDataDir`): about a second, where
   * creating one from nothing takes several (the tests clone one prepared empty database this way).
   */
  static async fromDump(dump: Blob): Promise<PgliteSqlClient> {
    return new PgliteSqlClient(await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm, unaccent } }), null);
  }

  /** The data folder as an uncompressed tarball, for `fromDump`. */
  async dump(): Promise<Blob> {
    return this.db.dumpDataDir('none');
  }

  async query<Row>(text: string, params: unknown[] = []): Promise<SqlResult<Row>> {
    const result = await this.db.query<Row>(text, params as unknown[]);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }

  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(async (t) =>
      work({
        async query<Row>(text: string, params: unknown[] = []) {
          const result = await t.query<Row>(text, params as unknown[]);
          return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
        },
      }),
    );
  }

  /** PGlite delivers NOTIFYs issued in this same instance (one process: the data folder is locked). */
  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const stop = await this.db.listen(channel, onNotify);
    return async () => {
      if (!this.db.closed) await stop();
    };
  }

  async close(): Promise<void> {
    try {
      // close() checkpoints, so the next open does not replay the write-ahead log.
      await this.db.close();
    } finally {
      this.lock?.release();
    }
  }
}

import pg from 'pg';
import type { SqlClient, SqlExecutor, SqlResult } from './sql-client.js';

/** SqlClient over a `pg` connection pool (a PostgreSQL server). */
export class PgSqlClient implements SqlClient {
  readonly kind = 'pg' as const;
  private readonly pool: pg.Pool;
  private readonly listener: PgListener;

  constructor(connectionString: string, options: { max?: number; applicationName?: string } = {}) {
    const application_name = options.applicationName ?? 'gulf-art';
    this.pool = new pg.Pool({ connectionString, max: options.max ?? 20, application_name });
    // An idle client that errors (server restart) must not crash the process; the pool replaces it.
    this.pool.on('error', () => undefined);
    this.listener = new PgListener({ connectionString, application_name: `${application_name}-listen` });
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

  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    return this.listener.add(channel, onNotify);
  }

  async close(): Promise<void> {
    await this.listener.end();
    await this.pool.end();
  }
}

/**
 * One dedicated connection (outside the pool: a pooled one would be handed to other queries) that LISTENs
 * for every channel this process asked for. Opened on the first listen, ended when the last stops. After a
 * connection error it reconnects a second later; the notifications missed meanwhile are covered by the
 * callers' polling, and every handler is called once on reconnect in case one was missed.
 */
class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private retry: NodeJS.Timeout | undefined;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();

  constructor(private readonly config: pg.ClientConfig) {}

  async add(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    const set = this.handlers.get(channel) ?? new Set();
    this.handlers.set(channel, set);
    set.add(handler);
    try {
      const client = await this.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await this.remove(channel, handler);
      throw error;
    }
    return () => this.remove(channel, handler);
  }

  async end(): Promise<void> {
    this.handlers.clear();
    clearTimeout(this.retry);
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async remove(channel: string, handler: (payload: string) => void): Promise<void> {
    const set = this.handlers.get(channel);
    set?.delete(handler);
    if (set?.size) return;
    this.handlers.delete(channel);
    if (this.handlers.size === 0) await this.end();
    else await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client(this.config);
    client.on('notification', (message) => {
      this.handlers.get(message.channel)?.forEach((handler) => handler(message.payload ?? ''));
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    this.client = client;
    return client;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    if (this.handlers.size === 0) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.relisten(), 1000);
    this.retry.unref(); // never the reason the process stays up
  }

  private async relisten(): Promise<void> {
    try {
      const client = await this.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      for (const set of this.handlers.values()) set.forEach((handler) => handler(''));
    } catch {
      if (this.client) this.lost(this.client);
      else if (this.handlers.size) this.retry = setTimeout(() => void this.relisten(), 1000).unref();
    }
  }
}

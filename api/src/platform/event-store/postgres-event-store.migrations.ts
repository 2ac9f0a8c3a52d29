import type { SqlClient } from '../sql/sql-client.js';

/**
 * Versioned schema migrations of the PostgreSQL event store. A migration, once released, is never edited:
 * a change is a new version. Each statement runs on its own (PGlite's extended protocol takes one
 * statement per query). SQL must run on PostgreSQL 15 (the server) and 18 (PGlite).
 */
export interface Migration {
  version: number;
  name: string;
  statements: (schema: string) => string[];
}

export const notifyChannel = (schema: string): string => `${schema}_appended`;

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'streams, events and the append function',
    statements: (s) => [
      // COLLATE "C" makes stream-prefix LIKE filters use the b-tree indexes on stream_name. No index on
      // last_recorded_at: updates of a stream's row then stay heap-only (HOT), which a hot stream needs more
      // than the audit listing needs a sorted index.
      `CREATE TABLE ${s}.streams (
         stream_name text COLLATE "C" PRIMARY KEY,
         revision bigint NOT NULL,
         last_recorded_at timestamptz NOT NULL)`,
      // tx_id is the writing transaction's id: readers order by (tx_id, seq) and only read below the
      // oldest running transaction, so a row that commits late can never land behind a reader's checkpoint.
      `CREATE TABLE ${s}.events (
         seq bigserial PRIMARY KEY,
         tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
         stream_name text COLLATE "C" NOT NULL,
         revision bigint NOT NULL,
         event_id uuid NOT NULL,
         type text NOT NULL,
         data jsonb NOT NULL,
         metadata jsonb NOT NULL,
         recorded_at timestamptz NOT NULL DEFAULT now(),
         CONSTRAINT events_stream_revision UNIQUE (stream_name, revision),
         CONSTRAINT events_stream_event_id UNIQUE (stream_name, event_id))`,
      `CREATE INDEX events_global_order ON ${s}.events (tx_id, seq)`,
      `CREATE INDEX events_type_order ON ${s}.events (type, tx_id, seq)`,
      appendFunction(s, 'CREATE FUNCTION'),
    ],
  },
  {
    // Databases created before the stored-id lookup became an index lookup (see appendFunction) still hold
    // the old function, which scanned the whole stream; this brings them up to date.
    version: 2,
    name: 'append function: stored event ids looked up by index',
    statements: (s) => [appendFunction(s, 'CREATE OR REPLACE FUNCTION')],
  },
];

/**
 * One statement per append (one round trip, one implicit transaction). The per-stream advisory lock is
 * taken before the transaction has an xid (an advisory lock does not assign one; the first write does):
 * the next appender of the stream gets its xid only after we commit, so its xid is higher than ours and
 * (tx_id, seq) order agrees with revision order inside every stream. The streams row then holds the
 * current revision that the expected-revision check reads.
 */
function appendFunction(s: string, create: 'CREATE FUNCTION' | 'CREATE OR REPLACE FUNCTION'): string {
  return `${create} ${s}.append_events(
      p_stream text, p_expected_kind text, p_expected_revision bigint, p_events jsonb)
    RETURNS TABLE (r_outcome text, r_revision bigint, r_commit text, r_prepare text)
    LANGUAGE plpgsql AS $fn$
    DECLARE
      v_count int := jsonb_array_length(p_events);
      v_ids uuid[] := ARRAY(SELECT (x->>'eventId')::uuid FROM jsonb_array_elements(p_events) x);
      v_stored int;
      v_current bigint;
      v_seq bigint;
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtextextended(p_stream, 0));
      -- = ANY(array) keeps this an index lookup of each id; a join with the JSON elements was planned as a
      -- scan of the whole stream, which made appends to a long stream ever slower.
      SELECT count(*)::int, max(e.revision) INTO v_stored, v_current
        FROM ${s}.events e
       WHERE e.stream_name = p_stream AND e.event_id = ANY(v_ids);
      IF v_stored = v_count THEN
        RETURN QUERY SELECT 'duplicate'::text, e.revision, e.tx_id::text, e.seq::text
          FROM ${s}.events e WHERE e.stream_name = p_stream AND e.revision = v_current;
        RETURN;
      ELSIF v_stored > 0 THEN
        RETURN QUERY SELECT 'partial_duplicate'::text, NULL::bigint, NULL::text, NULL::text;
        RETURN;
      END IF;
      SELECT st.revision INTO v_current FROM ${s}.streams st WHERE st.stream_name = p_stream;
      IF (p_expected_kind = 'no_stream' AND v_current IS NOT NULL)
         OR (p_expected_kind = 'stream_exists' AND v_current IS NULL)
         OR (p_expected_kind = 'exact' AND v_current IS DISTINCT FROM p_expected_revision) THEN
        RETURN QUERY SELECT 'wrong_revision'::text, v_current, NULL::text, NULL::text;
        RETURN;
      END IF;
      INSERT INTO ${s}.streams AS st (stream_name, revision, last_recorded_at)
        VALUES (p_stream, coalesce(v_current, -1) + v_count, now())
        ON CONFLICT (stream_name) DO UPDATE
          SET revision = excluded.revision, last_recorded_at = excluded.last_recorded_at;
      WITH inserted AS (
        INSERT INTO ${s}.events (stream_name, revision, event_id, type, data, metadata)
        SELECT p_stream, coalesce(v_current, -1) + x.ord, (x.e->>'eventId')::uuid, x.e->>'type',
               x.e->'data', x.e->'metadata'
          FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(e, ord)
         ORDER BY x.ord
        RETURNING seq)
      SELECT max(inserted.seq) INTO v_seq FROM inserted;
      RETURN QUERY SELECT 'appended'::text, coalesce(v_current, -1) + v_count,
        pg_current_xact_id()::text, v_seq::text;
    END
    $fn$`;
}

/** Applies the pending migrations in one transaction, serialised across processes by an advisory lock. */
export async function migrate(client: SqlClient, schema: string): Promise<number[]> {
  return client.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${schema}.migrations`]);
    await tx.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await tx.query(`CREATE TABLE IF NOT EXISTS ${schema}.migrations (
      version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await tx.query<{ version: number }>(`SELECT version FROM ${schema}.migrations`);
    const applied = new Set(rows.map((row) => Number(row.version)));
    const done: number[] = [];
    for (const migration of MIGRATIONS.filter((m) => !applied.has(m.version))) {
      for (const statement of migration.statements(schema)) await tx.query(statement);
      await tx.query(`INSERT INTO ${schema}.migrations (version, name) VALUES ($1, $2)`, [
        migration.version,
        migration.name,
      ]);
      done.push(migration.version);
    }
    return done;
  });
}

// Projection rebuild throughput: seeds a log of user events (registrations, profile updates with
// encrypted personal data, role choices, sign-ins), then rebuilds the `users` read model from position
// zero and reports events/s, on the PostgreSQL server and on PGlite. Target: 5,000 events/s on the server.
import { randomUUID } from 'node:crypto';
import {
  PgSqlClient,
  PgliteSqlClient,
  PostgresEventStore,
  PostgresReadStore,
  loadConfig,
  createRuntime,
  createLogger,
  registerContexts,
  CONTEXTS,
} from '../api/dist/bench-surface.js';
import { printTable, formatRate } from './lib/table.mjs';
import { createTempDatabase } from './lib/temp-database.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 5000);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  SESSION_SECRET: 'bench-session-secret-0123456789abcdefghij',
  CHAIN_SIGNING_KEY: 'bench-chain-signing-key-0123456789abcdef',
  PII_MASTER_KEY: 'bench-personal-data-master-key-012345678',
});

async function measure(label, sql, onClose) {
  const events = new PostgresEventStore(sql);
  const reads = new PostgresReadStore(sql);
  await events.init();
  await reads.init();
  const storage = {
    events,
    reads,
    sql,
    describe: label,
    async close() {
      await events.close();
      await reads.close();
      await sql.close();
      await onClose?.();
    },
  };
  const runtime = await createRuntime(config, { storage, logger: createLogger('warn'), localLeases: true });
  registerContexts(runtime, CONTEXTS);
  const context = { actorId: null, correlationId: randomUUID(), causationId: 'bench', now: new Date() };
  let total = 0;
  for (let start = 0; start < USERS; start += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, USERS - start) }, async (_, k) => {
        const i = start + k;
        const userId = randomUUID();
        const list = [
          {
            type: 'UserRegistered',
            data: {
              userId,
              issuer: 'dev',
              subject: `s${i}`,
              email: `u${i}@example.sa`,
              emailVerified: true,
              firstName: `سارة ${i}`,
              lastName: 'Al-Zahrani',
            },
          },
          {
            type: 'ProfileUpdated',
            data: {
              userId,
              firstName: `سارة ${i}`,
              lastName: 'Al-Zahrani',
              phone: '+966500000000',
              location: 'جدة',
              bio: 'Calligraphy collector',
            },
          },
          { type: 'RolesChosen', data: { userId, roles: ['collector'] } },
          { type: 'UserSignedIn', data: { userId } },
          { type: 'UserVerified', data: { userId, note: null } },
        ];
        const encoded = await Promise.all(list.map((e) => runtime.codec.encode(e, `user-${userId}`, context)));
        await events.append(`user-${userId}`, encoded, { expectedRevision: 'no_stream' });
        total += list.length;
      }),
    );
  }
  const { events: projected, seconds } = await runtime.projections.rebuild('users');
  await runtime.close();
  return [label, total, projected, Number(seconds.toFixed(2)), formatRate(projected / seconds)];
}

const rows = [];
const db = await createTempDatabase('bench_rebuild');
rows.push(await measure('PostgreSQL server', new PgSqlClient(db.url), () => db.drop()));
rows.push(await measure('PGlite (in memory)', await PgliteSqlClient.open()));
console.log(
  `\nProjection rebuild: the users read model, ${USERS.toLocaleString('en-US')} users (personal data decrypted per event)\n`,
);
printTable(['store', 'events in log', 'events projected', 'seconds', 'events/s'], rows);

/**
 * `npm start`: the whole product in one process — API, storefront, back-office and the job workers —
 * on PORT (default 3000), with embedded storage under DATA_DIR unless DATABASE_URL (or the production
 * adapters) are set. Without REDIS_URL a local redis-server child process is started and stopped with us.
 */
import 'reflect-metadata';
import { loadConfig, ConfigError, type AppConfig } from './platform/config/app-config.js';
import { withDevSecrets } from './platform/config/dev-secrets.js';
import { startLocalRedis, type LocalRedis } from './platform/jobs/local-redis.js';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRuntime } from './platform/runtime.js';
import { createHttpApp } from './app.js';
import { seedDemo } from './demo/seed-demo.js';
import { DataDirLockedError } from './platform/sql/data-dir-lock.js';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig(withDevSecrets(process.env));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  let localRedis: LocalRedis | null = null;
  if (!config.redisUrl) {
    // A pid file in DATA_DIR: a start after a SIGKILL stops the redis-server the killed one left running.
    mkdirSync(config.dataDir, { recursive: true });
    localRedis = await startLocalRedis({ pidFile: join(config.dataDir, 'redis-server.pid') });
    config = { ...config, redisUrl: localRedis.url };
  }
  const runtime = await createRuntime(config);
  const { log } = runtime;
  log('info', 'storage opened', { storage: runtime.storage.describe });
  const http = await createHttpApp(runtime);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('info', 'shutting down: finishing in-flight requests, commands and jobs', { signal });
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    try {
      await http.close();
      await runtime.close();
      await localRedis?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // Seed before listening: /api/health answers 200 only once the demo data is there.
  if (config.seedDemo) await seedDemo(http.app, runtime, { scope: config.seedDemo });
  await http.app.listen(config.port);
  log('info', 'ready', { url: config.publicUrl });
  printWelcome(config);
}

function printWelcome(config: AppConfig): void {
  if (config.nodeEnv === 'test') return;
  const lines = [
    '',
    `  Gulf Art Marketplace is running.`,
    `  Storefront:   ${config.publicUrl}/   (Arabic: ${config.publicUrl}/?lang=ar)`,
    `  Back-office:  ${config.publicUrl}/backoffice/`,
    `  API docs:     ${config.publicUrl}/api/docs      Health: ${config.publicUrl}/api/health`,
    ...(config.oidcIssuer
      ? []
      : [
          `  Demo accounts (password: ${config.demoPassword === 'demo-password' ? 'demo-password' : 'DEMO_PASSWORD'}):`,
          '    admin@example.sa  moderator@example.sa  auditor@example.sa  collector@example.sa  artist@example.sa',
          '    gallery@example.sa  organiser@example.sa  shipper@example.sa  newcomer@example.sa (chooses roles)',
        ]),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(3);
  }
  console.error(error);
  process.exit(1);
});

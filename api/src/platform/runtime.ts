/**
 * The platform's objects, built once and shared by the HTTP app, the worker and the command-line tools
 * (rebuild, export, import), so all three see exactly the same wiring.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AppConfig } from './config/app-config.js';
import { openStorage, type Storage } from './storage/open-storage.js';
import { EventCatalog } from './commands/event-catalog.js';
import { ChainSigner } from './commands/chain-signer.js';
import { PersonalDataVault } from './commands/personal-data-vault.js';
import { EventCodec } from './commands/event-codec.js';
import { CommandRunner } from './commands/command-runner.js';
import { ProjectionEngine } from './projections/projection-engine.js';
import { LogTail } from './event-store/log-tail.js';
import { LocalLeaseManager, RedisLeaseManager, type LeaseManager } from './projections/lease-manager.js';
import { createLogger, logFunction, type Log } from './logging/logger.js';
import { AuditRegistry } from './audit/audit-registry.js';
import { ErasureHooks } from './commands/erasure-hooks.js';

export interface Runtime {
  config: AppConfig;
  storage: Storage;
  redis: Redis | null;
  logger: Logger;
  log: Log;
  catalog: EventCatalog;
  signer: ChainSigner;
  vault: PersonalDataVault;
  codec: EventCodec;
  commands: CommandRunner;
  projections: ProjectionEngine;
  /** The process's one live subscription to the log, shared by the projections and the live feeds. */
  tail: LogTail;
  leases: LeaseManager;
  audit: AuditRegistry;
  /** What erasure reaches outside the log and the read models (see erasure-hooks.ts). */
  erasure: ErasureHooks;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** Tests and tools pass a storage they opened themselves. */
  storage?: Storage;
  logger?: Logger;
  /** Single-process tools (rebuild) take every lease without Redis. */
  localLeases?: boolean;
}

export async function createRuntime(config: AppConfig, options: RuntimeOptions = {}): Promise<Runtime> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const log = logFunction(logger);
  const storage = options.storage ?? (await openStorage(config));
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: null, lazyConnect: false }) : null;
  redis?.on('error', (error) => log('warn', 'redis connection problem', { error: error.message }));
  const catalog = new EventCatalog();
  const signer = new ChainSigner(config.chainSigningKey);
  const vault = new PersonalDataVault(storage.reads, config.piiMasterKey);
  await vault.init();
  const erasure = new ErasureHooks(storage.reads);
  await erasure.init();
  const codec = new EventCodec(catalog, vault, randomUUID);
  const commands = new CommandRunner(storage.events, codec, catalog, signer);
  const leases: LeaseManager =
    redis && !options.localLeases
      ? new RedisLeaseManager(redis, `${config.redisPrefix}:lease:`)
      : new LocalLeaseManager();
  const tail = new LogTail(storage.events, log);
  const projections = new ProjectionEngine(storage.events, storage.reads, codec, leases, log, tail);
  // Money and bids are hash-chained (issue 2, item 5).
  catalog.chainCategories('auction', 'invoice', 'invoiceChain', 'registration', 'kyc', 'order', 'sellerRecovery');
  return {
    config,
    storage,
    redis,
    logger,
    log,
    catalog,
    signer,
    vault,
    codec,
    commands,
    projections,
    tail,
    leases,
    audit: new AuditRegistry(),
    erasure,
    async close() {
      await projections.stop();
      await tail.close();
      await signer.close();
      await storage.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

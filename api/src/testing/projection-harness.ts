/**
 * A runtime on a fresh PGlite (local leases, no Redis) and projection engines of a spec's own on its stores,
 * stopped when the harness closes: for specs of the projection machinery, or of a reactor on the real engine.
 */
import { loadConfig } from '../platform/config/app-config.js';
import { createRuntime, type Runtime } from '../platform/runtime.js';
import { createLogger } from '../platform/logging/logger.js';
import { LocalLeaseManager, type LeaseManager } from '../platform/projections/lease-manager.js';
import { ProjectionEngine } from '../platform/projections/projection-engine.js';
import type { Projection } from '../platform/projections/projection.js';
import { openTestStorage } from './test-stack.js';
import { TEST_SECRETS } from './api-process.js';

export interface ProjectionHarness {
  runtime: Runtime;
  /** A new engine running these projections (not started); one replica of its own unless given a lease. */
  engineOf(projections: Projection[], leases?: LeaseManager): ProjectionEngine;
  close(): Promise<void>;
}

export async function openProjectionHarness(): Promise<ProjectionHarness> {
  const storage = await openTestStorage('pglite');
  const config = loadConfig({ NODE_ENV: 'test', ...TEST_SECRETS });
  const runtime = await createRuntime(config, { storage, logger: createLogger('warn'), localLeases: true });
  const engines: ProjectionEngine[] = [];
  return {
    runtime,
    engineOf(projections, leases = new LocalLeaseManager()) {
      const { events, reads } = runtime.storage;
      const engine = new ProjectionEngine(events, reads, runtime.codec, leases, () => undefined);
      engine.register(projections);
      engines.push(engine);
      return engine;
    },
    async close() {
      for (const engine of engines) await engine.stop();
      await runtime.close();
    },
  };
}

/**
 * The runtime for command-line tools: the same configuration, storage and contexts as the server.
 * On embedded storage the data folder lock refuses to open while the server runs (two PGlite processes on
 * one folder corrupt it): stop the server first.
 */
import 'reflect-metadata';
import { loadConfig, ConfigError } from '../platform/config/app-config.js';
import { withDevSecrets } from '../platform/config/dev-secrets.js';
import { createRuntime, type Runtime } from '../platform/runtime.js';
import { createLogger } from '../platform/logging/logger.js';
import { registerContexts } from '../platform/bounded-context.js';
import { DataDirLockedError } from '../platform/sql/data-dir-lock.js';
import { CONTEXTS } from '../contexts.js';

export async function openCliRuntime(): Promise<Runtime> {
  try {
    const config = loadConfig(withDevSecrets(process.env));
    // Tools log warnings only, as JSON on stderr, so their own output on stdout stays clean.
    const runtime = await createRuntime(config, { logger: createLogger('warn', process.stderr), localLeases: true });
    registerContexts(runtime, CONTEXTS);
    return runtime;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

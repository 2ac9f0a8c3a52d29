/**
 * The whole API as one Nest module, built around a Runtime (storage, codec, command runner, projections)
 * that was opened outside Nest, so the HTTP app, the worker and the command-line tools share one wiring.
 */
import { Module, type DynamicModule, type ModuleMetadata } from '@nestjs/common';
import type { Runtime } from './platform/runtime.js';
import { PlatformModule } from './platform/platform.module.js';
import { AuthModule } from './platform/auth/auth.module.js';
import type { RateLimitPolicy } from './platform/rate-limit/rate-limit.decorator.js';
import { JobsModule } from './platform/jobs/jobs.module.js';
import { jobsOptionsFromConfig, type JobsOptions } from './platform/jobs/jobs-options.js';
import { HealthController } from './platform/health/health.controller.js';
import { ProjectionsAdminController } from './platform/health/projections-admin.controller.js';
import { AuditController } from './platform/audit/audit.controller.js';
import { CONTEXT_MODULES } from './contexts.js';
import { IdentityModule } from './identity/index.js';

export interface AppOptions {
  /** Redis key prefix for sessions, rate limits and the development identity provider (tests: unique). */
  keyPrefix?: string;
  writeLimits?: readonly RateLimitPolicy[];
  jobs?: Partial<JobsOptions>;
  /** Extra modules (tests add probes). */
  imports?: ModuleMetadata['imports'];
}

@Module({})
export class AppModule {
  static forRuntime(runtime: Runtime, options: AppOptions = {}): DynamicModule {
    const { config } = runtime;
    const redisUrl = config.redisUrl!;
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRuntime(runtime),
        JobsModule.forRoot(jobsOptionsFromConfig(config, options.jobs)),
        ...CONTEXT_MODULES,
        AuthModule.register({
          config,
          redisUrl,
          keyPrefix: options.keyPrefix,
          imports: [IdentityModule],
          writeLimits: options.writeLimits ?? [
            { bucket: 'writes', scope: 'user', points: config.writesPerMinutePerUser, windowSeconds: 60 },
            { bucket: 'writes', scope: 'ip', points: config.writesPerMinutePerAddress, windowSeconds: 60 },
          ],
        }),
        ...(options.imports ?? []),
      ],
      controllers: [HealthController, ProjectionsAdminController, AuditController],
    };
  }
}

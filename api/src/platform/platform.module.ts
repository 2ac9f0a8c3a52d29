import { Global, Module, Inject, Injectable } from '@nestjs/common';
import type { DynamicModule, Provider, OnApplicationBootstrap, BeforeApplicationShutdown } from '@nestjs/common';
import type { Runtime } from './runtime.js';
import { APP_CONFIG, EVENT_STORE, LOG, READ_STORE, REDIS, RUNTIME } from './tokens.js';
import { CommandRunner } from './commands/command-runner.js';
import { ProjectionEngine } from './projections/projection-engine.js';
import { JobDeclarations } from './jobs/context-jobs.js';
import { LogTail } from './event-store/log-tail.js';
import { EventCatalog } from './commands/event-catalog.js';
import { EventCodec } from './commands/event-codec.js';
import { ChainSigner } from './commands/chain-signer.js';
import { PersonalDataVault } from './commands/personal-data-vault.js';
import { AuditRegistry } from './audit/audit-registry.js';
import { ErasureHooks } from './commands/erasure-hooks.js';
import { ReadYourWrites } from './commands/command-context.js';

/** Starts the projections once every module has registered its own, and stops them first on shutdown. */
@Injectable()
class ProjectionLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async onApplicationBootstrap() {
    await this.runtime.projections.start();
  }
  async beforeApplicationShutdown() {
    await this.runtime.projections.stop();
  }
}

/** Makes the runtime's objects injectable everywhere. The runtime itself is built outside Nest. */
@Global()
@Module({})
export class PlatformModule {
  static forRuntime(runtime: Runtime): DynamicModule {
    const providers: Provider[] = [
      { provide: RUNTIME, useValue: runtime },
      { provide: APP_CONFIG, useValue: runtime.config },
      { provide: EVENT_STORE, useValue: runtime.storage.events },
      { provide: READ_STORE, useValue: runtime.storage.reads },
      { provide: LOG, useValue: runtime.log },
      { provide: REDIS, useValue: runtime.redis },
      { provide: CommandRunner, useValue: runtime.commands },
      { provide: ProjectionEngine, useValue: runtime.projections },
      { provide: LogTail, useValue: runtime.tail },
      { provide: EventCatalog, useValue: runtime.catalog },
      { provide: EventCodec, useValue: runtime.codec },
      { provide: ChainSigner, useValue: runtime.signer },
      { provide: PersonalDataVault, useValue: runtime.vault },
      { provide: AuditRegistry, useValue: runtime.audit },
      { provide: ErasureHooks, useValue: runtime.erasure },
      { provide: ReadYourWrites, useValue: new ReadYourWrites(runtime.commands, runtime.projections) },
    ];
    return {
      module: PlatformModule,
      global: true,
      // JobDeclarations joins the projection engine to JobsModule's workers (global too, imported beside this one).
      providers: [...providers, ProjectionLifecycle, JobDeclarations],
      exports: [...providers.map((p) => (p as { provide: unknown }).provide as string), JobDeclarations],
    };
  }
}

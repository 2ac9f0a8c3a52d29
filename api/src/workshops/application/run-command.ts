import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { commandContext } from '../../platform/commands/command-context.js';
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import { SettingsQueries } from '../../settings/index.js';

/** How the workshops context's writes run: a decider through the CommandRunner, then a wait for the read model, so
 * the answer and the next read show the write. */
@Injectable()
export class WorkshopsWriter {
  constructor(
    private readonly runner: CommandRunner,
    private readonly projections: ProjectionEngine,
    private readonly settings: SettingsQueries,
  ) {}

  /** Runs a command (retrying a busy stream up to `attempts` times), then waits for each read model named. */
  async run<S, C, E extends DomainEvent>(
    decider: Decider<S, C, E>,
    id: string,
    command: C,
    actorId: string | null,
    readModels: string | string[],
    attempts = 5,
  ) {
    const result = await this.runner.run(decider, id, command, commandContext(actorId), { maxAttempts: attempts });
    for (const name of [readModels].flat()) await this.projections.waitForEvents(name, result.events);
    return result;
  }

  /** How long a seat is held (a payment's, a waiting-list offer's): the platform settings', changed without a restart. */
  async holdMs(): Promise<number> {
    return (await this.settings.value('workshopSeatHoldMinutes')) * 60_000;
  }
}

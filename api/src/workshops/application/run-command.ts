import { Injectable } from '@nestjs/common';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import { SettingsQueries } from '../../settings/index.js';

/** How the workshops context's writes run: a decider through the CommandRunner, then a wait for the read model, so
 * the answer and the next read show the write. */
@Injectable()
export class WorkshopsWriter {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly settings: SettingsQueries,
  ) {}

  /** Runs a command (retrying a busy stream up to `attempts` times), then waits for each read model named. `now`:
   * when it happens (the demo's history passes a past time, so its events carry it). */
  run<S, C, E extends DomainEvent>(
    decider: Decider<S, C, E>,
    id: string,
    command: C,
    actorId: string | null,
    readModels: string | string[],
    attempts = 5,
    now = new Date(),
  ) {
    return this.writes.run(decider, id, command, commandContext(actorId, now), readModels, { maxAttempts: attempts });
  }

  /** How long a seat is held (a payment's, a waiting-list offer's): the platform settings', changed without a restart. */
  async holdMs(): Promise<number> {
    return (await this.settings.value('workshopSeatHoldMinutes')) * 60_000;
  }
}

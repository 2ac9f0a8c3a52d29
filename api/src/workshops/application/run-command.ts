import { Injectable } from '@nestjs/common';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import type { RunOptions } from '../../platform/commands/command-runner.js';
import { SettingsQueries } from '../../settings/index.js';

/** What a write names: the decider, the stream's id, the command, who acts, and the read models it changes. */
type Write<S, C, E extends DomainEvent> = [
  decider: Decider<S, C, E>,
  id: string,
  command: C,
  actorId: string | null,
  readModels: string | string[],
];

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
    ...[decider, id, command, actorId, readModels, attempts = 5, now = new Date()]: [
      ...Write<S, C, E>,
      attempts?: number,
      now?: Date,
    ]
  ) {
    return this.writes.run(decider, id, command, commandContext(actorId, now), readModels, { maxAttempts: attempts });
  }

  /** The seat path's writes: `run` with the runner's options (a workshop's stream kept hot, a new registration's
   * stream not read first), answered before the read models catch up: the caller awaits `readModelsCaughtUp`. */
  start<S, C, E extends DomainEvent>(
    ...[decider, id, command, actorId, readModels, { now = new Date(), ...options } = {}]: [
      ...Write<S, C, E>,
      options?: RunOptions & { now?: Date },
    ]
  ) {
    return this.writes.start(decider, id, command, commandContext(actorId, now), readModels, options);
  }

  /** How long a seat is held (a payment's, a waiting-list offer's): the platform settings', changed without a restart. */
  async holdMs(): Promise<number> {
    return (await this.settings.value('workshopSeatHoldMinutes')) * 60_000;
  }
}

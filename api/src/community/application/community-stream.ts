/**
 * Runs community commands on their streams and waits (briefly) for the read model that shows them, so a
 * client that writes and then reads sees its own write.
 */
import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import { commandContext } from '../../identity/index.js';

@Injectable()
export class CommunityStream {
  constructor(
    private readonly runner: CommandRunner,
    private readonly projections: ProjectionEngine,
  ) {}

  /** `streamId` is the part after the category; `readModel` the projection to wait for. */
  async run<S, C, E extends DomainEvent>(
    decider: Decider<S, C, E>,
    streamId: string,
    command: C,
    actorId: string,
    readModel: string,
  ) {
    const result = await this.runner.run(decider, streamId, command, commandContext(actorId));
    const last = result.events.at(-1);
    if (last) await this.projections.waitForPosition(readModel, last.position);
    return result;
  }
}

/**
 * Runs the profiles context's commands on their streams and waits (briefly) for the matching read model to
 * include them, so a client that writes and then reads sees its own write.
 */
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import type { CommandContext } from '../../platform/commands/event-codec.js';
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import { currentCorrelationId } from '../../platform/logging/request-context.js';

/** Which read model shows each stream category's events. */
const PROJECTION_OF: Record<string, string> = {
  artist: 'artists',
  gallery: 'galleries',
  collection: 'collections',
  representation: 'representationRequests',
};

export function profileCommandContext(actorId: string | null, now = new Date()): CommandContext {
  const correlationId = currentCorrelationId() ?? randomUUID();
  return { actorId, correlationId, causationId: correlationId, now };
}

@Injectable()
export class ProfileStreams {
  constructor(
    private readonly runner: CommandRunner,
    private readonly projections: ProjectionEngine,
  ) {}

  async run<S, C, E extends DomainEvent>(
    decider: Decider<S, C, E>,
    streamId: string,
    command: C,
    actorId: string | null,
  ) {
    const result = await this.runner.run(decider, streamId, command, profileCommandContext(actorId));
    const last = result.events.at(-1);
    const projection = PROJECTION_OF[decider.category];
    if (last && projection) await this.projections.waitForPosition(projection, last.position);
    return result;
  }
}

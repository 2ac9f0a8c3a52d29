/**
 * Runs user commands on their stream and waits (briefly) for the `users` read model to include them, so a
 * client that writes and then reads sees its own write.
 */
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import type { CommandContext } from '../../platform/commands/event-codec.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import { currentCorrelationId } from '../../platform/logging/request-context.js';
import { userDecider } from '../domain/user.decider.js';
import type { UserCommand } from '../domain/user.commands.js';
import { usersProjection } from '../projections/users.projection.js';

export function commandContext(actorId: string | null, now = new Date()): CommandContext {
  const correlationId = currentCorrelationId() ?? randomUUID();
  return { actorId, correlationId, causationId: correlationId, now };
}

@Injectable()
export class UserStream {
  constructor(
    private readonly runner: CommandRunner,
    private readonly projections: ProjectionEngine,
  ) {}

  async run(command: UserCommand, context: CommandContext) {
    const result = await this.runner.run(userDecider, command.userId, command, context);
    const last = result.events.at(-1);
    if (last) await this.projections.waitForPosition(usersProjection.name, last.position);
    return result;
  }
}

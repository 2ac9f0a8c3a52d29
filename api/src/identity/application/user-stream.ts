/**
 * Runs user commands on their stream and waits (briefly) for the `users` read model to include them, so a
 * client that writes and then reads sees its own write.
 */
import { Injectable } from '@nestjs/common';
import { ReadYourWrites } from '../../platform/commands/command-context.js';
import type { CommandContext } from '../../platform/commands/event-codec.js';
import { userDecider } from '../domain/user.decider.js';
import type { UserCommand } from '../domain/user.commands.js';
import { usersProjection } from '../projections/users.projection.js';

@Injectable()
export class UserStream {
  constructor(private readonly writes: ReadYourWrites) {}

  run(command: UserCommand, context: CommandContext) {
    return this.writes.run(userDecider, command.userId, command, context, usersProjection.name);
  }
}

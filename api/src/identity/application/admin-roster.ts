/**
 * Runs the user commands that can take away (or add) an active administrator through the admin roster stream,
 * so concurrent last-admin changes conflict there instead of both passing a read-model count (see
 * domain/admin-roster.decider.ts).
 *
 * Order: a removal is written to the roster first, then to the user's stream; an addition the other way round.
 * If the process stops between the two writes, the roster counts one admin fewer than there are, never one more,
 * so the guard errs on the side of refusing. A user command that fails after the roster removal puts the admin back.
 */
import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { streamName } from '../../platform/commands/decider.js';
import type { CommandContext } from '../../platform/commands/event-codec.js';
import { ADMIN_ROSTER_ID, adminRosterDecider, otherAdmins } from '../domain/admin-roster.decider.js';
import { isActiveAdmin } from '../domain/staff-authority.js';
import type { UserCommand } from '../domain/user.commands.js';
import { userDecider } from '../domain/user.decider.js';
import type { UserState } from '../domain/user.state.js';
import { UserQueries } from './user-queries.js';
import { UserStream } from './user-stream.js';

/** A user command as a command service states it; the roster supplies the count of other active admins. */
export type RosterCommand = UserCommand extends infer C
  ? C extends unknown
    ? Omit<C, 'otherActiveAdmins'>
    : never
  : never;

@Injectable()
export class AdminRoster {
  constructor(
    private readonly runner: CommandRunner,
    private readonly stream: UserStream,
    private readonly queries: UserQueries,
  ) {}

  async run(command: RosterCommand, context: CommandContext): Promise<void> {
    const { userId } = command;
    const user = await this.runner.load(userDecider, streamName(userDecider.category, userId));
    const roster = await this.runner.load(adminRosterDecider, streamName(adminRosterDecider.category, ADMIN_ROSTER_ID));
    const seed = roster.state.seeded ? [] : await this.queries.activeAdminIds();
    const known = roster.state.seeded ? roster.state : { seeded: true, adminIds: seed };
    const full = { ...command, otherActiveAdmins: otherAdmins(known, userId) } as UserCommand;
    // A dry run on the state just read: refusals (authority, self, last admin) leave both streams untouched.
    const after = userDecider.decide(full, user.state).reduce(userDecider.evolve, user.state);
    const wasAdmin = isActiveAdmin(user.state);
    if (wasAdmin && !isActiveAdmin(after)) {
      const removed = await this.roster('RemoveAdmin', userId, seed, context);
      try {
        await this.stream.run({ ...full, otherActiveAdmins: otherAdmins(removed, userId) } as UserCommand, context);
      } finally {
        await this.reconcile(userId, context);
      }
      return;
    }
    const result = await this.stream.run(full, context);
    if (!wasAdmin && isActiveAdmin(result.state as UserState)) await this.roster('AddAdmin', userId, seed, context);
  }

  private async roster(type: 'RemoveAdmin' | 'AddAdmin', userId: string, seed: string[], context: CommandContext) {
    return (await this.runner.run(adminRosterDecider, ADMIN_ROSTER_ID, { type, userId, seed }, context)).state;
  }

  /** After a removal: if the user's stream still holds an active admin (the command failed), the roster gets them back. */
  private async reconcile(userId: string, context: CommandContext) {
    const { state } = await this.runner.load(userDecider, streamName(userDecider.category, userId));
    if (isActiveAdmin(state)) await this.roster('AddAdmin', userId, [], context);
  }
}

/**
 * The staff hierarchy for other contexts: whether a member of staff may act on an account (a moderator on non-staff
 * accounts only, an admin on any), read from the account's own stream rather than the read model, so a role granted
 * a moment ago already counts. Unknown and erased accounts are not found.
 */
import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { streamName } from '../../platform/commands/decider.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { userDecider } from '../domain/user.decider.js';
import { requireAuthorityOver } from '../domain/staff-authority.js';
import type { Actor } from '../domain/user.commands.js';

@Injectable()
export class AccountAuthority {
  constructor(private readonly runner: CommandRunner) {}

  /** Throws not found (unknown or erased account) or forbidden (the actor may not act on it). */
  async require(actor: Actor, userId: string): Promise<void> {
    const { state } = await this.runner.load(userDecider, streamName(userDecider.category, userId));
    if (state.status !== 'registered') throw notFound('User', 'المستخدم');
    requireAuthorityOver(state, actor);
  }
}

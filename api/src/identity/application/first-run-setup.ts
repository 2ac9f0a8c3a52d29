/**
 * The first run (`/admin/setup`): on an installation with no admin, a signed-in person who gives the setup token
 * (`ADMIN_SETUP_TOKEN` from the environment) becomes the first admin, once. The claim is decided on the admin
 * roster stream first (two people racing conflict there and only one wins), then the role is granted on the
 * person's own stream, by the setup acting with an admin's rights. Without a configured token setup is closed.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { commandContext } from '../../platform/commands/command-context.js';
import { forbidden } from '../../platform/errors/domain-errors.js';
import { ADMIN_ROSTER_ID, adminRosterDecider } from '../domain/admin-roster.decider.js';
import { UserQueries } from './user-queries.js';
import { UserStream } from './user-stream.js';

export const SETUP_ACTOR = 'system:first-run-setup';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (hashes first, so the lengths match). */
export function tokenMatches(given: string, expected: string | undefined): boolean {
  return expected !== undefined && expected !== '' && timingSafeEqual(digest(given), digest(expected));
}

const setupFailed = () =>
  forbidden(
    'Setup Failed: Failed to set up admin. Check the setup token.',
    'فشل الإعداد: تعذّر إعداد المسؤول. تحقق من رمز الإعداد.',
    'setup_failed',
  );

@Injectable()
export class FirstRunSetup {
  constructor(
    private readonly runner: CommandRunner,
    private readonly stream: UserStream,
    private readonly queries: UserQueries,
  ) {}

  /** Done once the roster (or, before its first use, the users read model) holds an admin. */
  async done(): Promise<boolean> {
    const roster = await this.runner.load(adminRosterDecider, `adminRoster-${ADMIN_ROSTER_ID}`);
    return roster.state.seeded ? roster.state.adminIds.length > 0 : (await this.queries.activeAdminIds()).length > 0;
  }

  async claim(userId: string, token: string, env: NodeJS.ProcessEnv = process.env): Promise<{ done: true }> {
    if (!tokenMatches(token, env.ADMIN_SETUP_TOKEN)) throw setupFailed();
    const roster = await this.runner.load(adminRosterDecider, `adminRoster-${ADMIN_ROSTER_ID}`);
    const seed = roster.state.seeded ? [] : await this.queries.activeAdminIds();
    const context = commandContext(userId);
    await this.runner.run(adminRosterDecider, ADMIN_ROSTER_ID, { type: 'ClaimFirstAdmin', userId, seed }, context);
    const person = await this.queries.get(userId);
    const roles = [...new Set([...person.roles, 'admin'])];
    await this.stream.run(
      { type: 'ChangeRoles', userId, actor: { id: SETUP_ACTOR, roles: ['admin'] }, roles, otherActiveAdmins: 0 },
      context,
    );
    return { done: true };
  }
}

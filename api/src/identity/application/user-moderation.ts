import { Injectable } from '@nestjs/common';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import { usersProjection } from '../projections/users.projection.js';
import { IdentityVerificationSlot } from './identity-verification.port.js';
import type { Actor } from '../domain/user.commands.js';
import type { RiskLevel } from '../domain/account-signals.js';
import { commandContext } from '../../platform/commands/command-context.js';
import { AdminRoster, type RosterCommand } from './admin-roster.js';
import { UserQueries, toAdminView } from './user-queries.js';

export type ModerationAction =
  | { action: 'verify'; note?: string | null }
  | { action: 'suspend'; reason: string }
  | { action: 'activate' }
  | { action: 'change-role'; roles: string[] }
  | { action: 'override-risk'; level: RiskLevel; reason: string }
  | { action: 'clear-risk' };

/** Staff actions on a user account: each one a command on the user's stream, with the actor in its metadata. */
@Injectable()
export class UserModeration {
  constructor(
    private readonly roster: AdminRoster,
    private readonly queries: UserQueries,
    private readonly verification: IdentityVerificationSlot,
    private readonly projections: ProjectionEngine,
  ) {}

  /** Answers the account as the back-office shows it, after the action. */
  async moderate(targetId: string, actor: Actor, request: ModerationAction): Promise<Record<string, unknown>> {
    // For "verify" the user's stream only checks the actor's authority; the decision goes to KYC.
    await this.roster.run(toUserCommand(targetId, actor, request), commandContext(actor.id));
    if (request.action === 'verify') {
      const { position } = await this.verification.verify(targetId, actor.id, request.note ?? null);
      if (position) await this.projections.waitForPosition(usersProjection.name, position);
    }
    return toAdminView(await this.queries.get(targetId));
  }
}

function toUserCommand(userId: string, actor: Actor, request: ModerationAction): RosterCommand {
  switch (request.action) {
    case 'verify':
      return { type: 'VerifyUser', userId, actor, note: request.note ?? null };
    case 'suspend':
      return { type: 'SuspendUser', userId, actor, reason: request.reason };
    case 'activate':
      return { type: 'ActivateUser', userId, actor };
    case 'change-role':
      return { type: 'ChangeRoles', userId, actor, roles: request.roles };
    case 'override-risk':
      return { type: 'OverrideRiskLevel', userId, actor, level: request.level, reason: request.reason };
    case 'clear-risk':
      return { type: 'ClearRiskOverride', userId, actor };
  }
}

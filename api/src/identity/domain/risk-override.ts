/**
 * Staff's override of a person's risk level (SPEC section 4: "staff can override with a reason"). It sits on the
 * account's `user-<id>` stream next to suspension and roles, so the same staff hierarchy applies: admins act on
 * anyone, moderators on non-staff accounts only. The override wins over the computed level until it is cleared.
 */
import { fieldProblem, forbidden, validationError } from '../../platform/errors/domain-errors.js';
import { RISK_LEVELS } from './account-signals.js';
import type { UserCommand } from './user.commands.js';
import type { UserEvent } from './user.events.js';
import type { UserState } from './user.state.js';
import { requireAuthorityOver } from './staff-authority.js';

type Registered = Extract<UserState, { status: 'registered' }>;
type RiskCommand = Extract<UserCommand, { type: 'OverrideRiskLevel' | 'ClearRiskOverride' }>;

export const REASON_MIN = 3;
export const REASON_MAX = 500;

export function decideRiskOverride(state: Registered, command: RiskCommand): UserEvent[] {
  const userId = state.userId;
  if (command.actor.id === userId) {
    throw forbidden(
      'You cannot set your own risk level.',
      'لا يمكنك تحديد مستوى المخاطر لحسابك.',
      'cannot_override_self',
    );
  }
  requireAuthorityOver(state, command.actor);
  const current = state.riskOverride ?? null;
  if (command.type === 'ClearRiskOverride') {
    return current ? [{ type: 'RiskOverrideCleared', data: { userId } }] : [];
  }
  if (!(RISK_LEVELS as readonly string[]).includes(command.level)) {
    throw validationError([
      fieldProblem(
        'level',
        'isIn',
        'Choose a risk level: low, medium or high.',
        'اختر مستوى المخاطر: منخفض أو متوسط أو مرتفع.',
      ),
    ]);
  }
  const reason = command.reason.trim();
  if (reason.length < REASON_MIN || reason.length > REASON_MAX) {
    throw validationError([
      fieldProblem(
        'reason',
        'length',
        `Give a reason of ${REASON_MIN} to ${REASON_MAX} characters.`,
        `اذكر سببًا من ${REASON_MIN} إلى ${REASON_MAX} حرفًا.`,
      ),
    ]);
  }
  // A repeated request (same level, same reason) records nothing new.
  if (current && current.level === command.level && current.reason === reason) return [];
  return [{ type: 'RiskLevelOverridden', data: { userId, level: command.level, reason } }];
}

/** The override as the state remembers it after one of its events. */
export function evolveRiskOverride(state: Registered, event: UserEvent): Registered {
  if (event.type === 'RiskLevelOverridden') {
    return { ...state, riskOverride: { level: event.data.level, reason: event.data.reason } };
  }
  if (event.type === 'RiskOverrideCleared') return { ...state, riskOverride: null };
  return state;
}

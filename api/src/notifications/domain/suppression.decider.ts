/**
 * The suppression of one recipient (`mailSuppression-<recipient hash>`): bounces and complaints stop every mail
 * (`all`); an unsubscribe stops marketing mail only. Admins add and lift entries; the newsletter's unsubscribes
 * and confirmations feed the read model directly (suppressions.projection.ts).
 */
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import { fieldProblem, validationError } from '../../platform/errors/domain-errors.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export const SUPPRESSION_REASONS = ['bounce', 'complaint', 'unsubscribe', 'manual'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];
export type SuppressionScope = 'all' | 'marketing';

export type SuppressionEvent =
  | DomainEvent<
      'MailSuppressed',
      { recipientHash: string; reason: SuppressionReason; scope: SuppressionScope; note: string | null }
    >
  | DomainEvent<'MailSuppressionLifted', { recipientHash: string }>;

export const SUPPRESSION_EVENT_TYPES = eventTypesOf<SuppressionEvent>()(['MailSuppressed', 'MailSuppressionLifted']);

export type SuppressionCommand =
  | { type: 'Suppress'; recipientHash: string; reason: SuppressionReason; note: string | null }
  | { type: 'Lift'; recipientHash: string };

export const scopeOf = (reason: SuppressionReason): SuppressionScope =>
  reason === 'unsubscribe' ? 'marketing' : 'all';

export const suppressionDecider: Decider<{ active: boolean }, SuppressionCommand, SuppressionEvent> = {
  category: 'mailSuppression',
  initialState: () => ({ active: false }),
  evolve: (_state, event) => ({ active: event.type === 'MailSuppressed' }),
  decide(command, state) {
    if (command.type === 'Lift')
      return state.active ? [{ type: 'MailSuppressionLifted', data: { recipientHash: command.recipientHash } }] : [];
    if (!SUPPRESSION_REASONS.includes(command.reason))
      throw validationError([
        fieldProblem('reason', 'isIn', `Choose one of: ${SUPPRESSION_REASONS.join(', ')}.`, 'اختر سببًا من القائمة.'),
      ]);
    const note = command.note?.trim() || null;
    return [
      {
        type: 'MailSuppressed',
        data: { recipientHash: command.recipientHash, reason: command.reason, scope: scopeOf(command.reason), note },
      },
    ];
  },
};

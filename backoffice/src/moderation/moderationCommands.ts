/** Where a comment or discussion stands (contract: filter `status: visible|hidden|reported`). */
export const MODERATION_STATUSES = ['visible', 'reported', 'hidden'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** Both commands ask for a reason, which the event keeps. */
export type ModerationCommand = 'hide' | 'restore';
export const MODERATION_COMMANDS: readonly ModerationCommand[] = ['hide', 'restore'];

/** Hide what is visible (reported or not); restore what is hidden. The server's decider has the last word. */
export const moderationCommandApplies = (command: ModerationCommand, status: string | undefined): boolean =>
  command === 'hide' ? status === 'visible' || status === 'reported' : status === 'hidden';

/** The reported items first: they are the queue a moderator works through. */
export const REPORTED_FIRST_FILTER = { status: 'reported' } as const;

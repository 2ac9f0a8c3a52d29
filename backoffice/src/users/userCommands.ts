import type { UserCommand } from '../dataProvider';
import { canAccess } from '../permissions';
import type { UserStatus } from '../types';

/** The four user commands: UI key, API path segment, and what the dialog must collect first. */
export type CommandKey = 'verify' | 'suspend' | 'activate' | 'changeRole';

export const COMMANDS: Record<CommandKey, { api: UserCommand; asks?: 'reason' | 'roles' }> = {
  verify: { api: 'verify' },
  suspend: { api: 'suspend', asks: 'reason' },
  activate: { api: 'activate' },
  changeRole: { api: 'change-role', asks: 'roles' },
};

export const COMMAND_KEYS = Object.keys(COMMANDS) as CommandKey[];

/**
 * Which commands make sense for a user in this status. The server's decider has the last word; this only
 * keeps pointless buttons away (no "activate" for an active user, nothing for an erased one).
 */
export const commandAppliesTo = (command: CommandKey, status: UserStatus | string | undefined): boolean => {
  switch (command) {
    case 'verify':
      return status === 'unverified' || status === 'active';
    case 'suspend':
      return status === 'active' || status === 'unverified' || status === 'verified';
    case 'activate':
      return status === 'suspended';
    case 'changeRole':
      return status !== 'forgotten';
  }
};

/** The commands a staff member with these roles may run: the back-office side of the permission matrix. */
export const allowedCommands = (roles: readonly string[] | undefined): CommandKey[] =>
  COMMAND_KEYS.filter((command) => canAccess(roles, 'users', command));

import type { UserCommand } from '../dataProvider';
import type { UserStatus } from '../types';

/** The four user commands: UI key, API path segment, and what the dialog must collect first. */
export type CommandKey = 'verify' | 'suspend' | 'activate' | 'changeRole';

export const COMMANDS: Record<CommandKey, { api: UserCommand; asks?: 'reason' | 'roles' }> = {
  verify: { api: 'verify' },
  suspend: { api: 'suspend', asks: 'reason' },
  activate: { api: 'activate' },
  changeRole: { api: 'change-role', asks: 'roles' },
};

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

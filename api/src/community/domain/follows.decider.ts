/** Whom a person follows (artists and galleries): one stream per person (`follows-<userId>`). */
import type { Decider } from '../../platform/commands/decider.js';
import { illegalState } from '../../platform/errors/domain-errors.js';
import type { FollowEvent, FollowTarget } from './community.events.js';

export interface FollowsState {
  following: string[];
} // `${targetType}:${targetId}`

export type FollowCommand =
  | { type: 'Follow'; userId: string; targetType: FollowTarget; targetId: string }
  | { type: 'Unfollow'; userId: string; targetType: FollowTarget; targetId: string };

const keyOf = (t: { targetType: FollowTarget; targetId: string }) => `${t.targetType}:${t.targetId}`;

export const followsDecider: Decider<FollowsState, FollowCommand, FollowEvent> = {
  category: 'follows',
  initialState: () => ({ following: [] }),
  evolve(state, event) {
    const key = keyOf(event.data);
    const rest = state.following.filter((k) => k !== key);
    return { following: event.type === 'Followed' ? [...rest, key] : rest };
  },
  decide(command, state) {
    const { userId, targetType, targetId } = command;
    const follows = state.following.includes(keyOf(command));
    if (command.type === 'Follow') {
      if (targetType === 'artist' && targetId === userId) {
        throw illegalState('cannot_follow_self', 'You cannot follow yourself.', 'لا يمكنك متابعة نفسك.');
      }
      return follows ? [] : [{ type: 'Followed', data: { userId, targetType, targetId } }];
    }
    return follows ? [{ type: 'Unfollowed', data: { userId, targetType, targetId } }] : [];
  },
};

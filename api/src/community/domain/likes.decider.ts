/** The artworks a person likes: one stream per person (`likes-<userId>`); repeated toggles change nothing. */
import type { Decider } from '../../platform/commands/decider.js';
import type { LikeEvent } from './community.events.js';

export interface LikesState {
  liked: string[];
}

export type LikeCommand =
  | { type: 'LikeArtwork'; userId: string; artworkId: string }
  | { type: 'UnlikeArtwork'; userId: string; artworkId: string };

export const likesDecider: Decider<LikesState, LikeCommand, LikeEvent> = {
  category: 'likes',
  initialState: () => ({ liked: [] }),
  evolve(state, event) {
    const rest = state.liked.filter((id) => id !== event.data.artworkId);
    return { liked: event.type === 'ArtworkLiked' ? [...rest, event.data.artworkId] : rest };
  },
  decide(command, state) {
    const { userId, artworkId } = command;
    const likes = state.liked.includes(artworkId);
    if (command.type === 'LikeArtwork') return likes ? [] : [{ type: 'ArtworkLiked', data: { userId, artworkId } }];
    return likes ? [{ type: 'ArtworkUnliked', data: { userId, artworkId } }] : [];
  },
};

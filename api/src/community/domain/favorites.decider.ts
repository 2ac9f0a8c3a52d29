/** A person's favourite artworks: one stream per person (`favorites-<userId>`). Adding twice or removing
 * what is not there changes nothing, so the storefront's toggle can be repeated safely. */
import type { Decider } from '../../platform/commands/decider.js';
import type { FavoriteEvent } from './community.events.js';

export interface FavoritesState {
  favorites: Record<string, string>;
} // artworkId → favoriteId

export type FavoriteCommand =
  | { type: 'AddFavorite'; userId: string; artworkId: string; favoriteId: string }
  | { type: 'RemoveFavorite'; userId: string; artworkId: string };

export const favoritesDecider: Decider<FavoritesState, FavoriteCommand, FavoriteEvent> = {
  category: 'favorites',
  initialState: () => ({ favorites: {} }),
  evolve(state, event) {
    const favorites = { ...state.favorites };
    if (event.type === 'FavoriteAdded') favorites[event.data.artworkId] = event.data.favoriteId;
    else delete favorites[event.data.artworkId];
    return { favorites };
  },
  decide(command, state) {
    const { userId, artworkId } = command;
    const existing = state.favorites[artworkId];
    if (command.type === 'AddFavorite') {
      return existing ? [] : [{ type: 'FavoriteAdded', data: { userId, favoriteId: command.favoriteId, artworkId } }];
    }
    return existing ? [{ type: 'FavoriteRemoved', data: { userId, favoriteId: existing, artworkId } }] : [];
  },
};

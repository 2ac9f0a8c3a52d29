/** Favourites, follows and likes: toggles that are safe to repeat. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { favoritesDecider } from './favorites.decider.js';
import { followsDecider } from './follows.decider.js';
import { likesDecider } from './likes.decider.js';

const userId = 'u-1';
const added = { type: 'FavoriteAdded' as const, data: { userId, favoriteId: 'f-1', artworkId: 'a-1' } };

const favorites = specFor(favoritesDecider);
const follows = specFor(followsDecider);
const likes = specFor(likesDecider);

describe('favourites', () => {
  it('AddFavorite adds a work once', () => {
    favorites([]).when({ type: 'AddFavorite', userId, artworkId: 'a-1', favoriteId: 'f-1' }).then([added]);
    favorites([added]).when({ type: 'AddFavorite', userId, artworkId: 'a-1', favoriteId: 'f-2' }).then([]);
  });
  it('RemoveFavorite removes the favourite it names, and nothing when there is none', () => {
    favorites([added])
      .when({ type: 'RemoveFavorite', userId, artworkId: 'a-1' })
      .then([{ type: 'FavoriteRemoved', data: { userId, favoriteId: 'f-1', artworkId: 'a-1' } }]);
    favorites([]).when({ type: 'RemoveFavorite', userId, artworkId: 'a-1' }).then([]);
    favorites([added, { type: 'FavoriteRemoved', data: { userId, favoriteId: 'f-1', artworkId: 'a-1' } }])
      .when({ type: 'AddFavorite', userId, artworkId: 'a-1', favoriteId: 'f-3' })
      .then([{ type: 'FavoriteAdded', data: { userId, favoriteId: 'f-3', artworkId: 'a-1' } }]);
  });
});

describe('follows', () => {
  const followed = { type: 'Followed' as const, data: { userId, targetType: 'gallery' as const, targetId: 'g-1' } };
  it('Follow follows an artist or a gallery once', () => {
    follows([]).when({ type: 'Follow', userId, targetType: 'gallery', targetId: 'g-1' }).then([followed]);
    follows([followed]).when({ type: 'Follow', userId, targetType: 'gallery', targetId: 'g-1' }).then([]);
    follows([followed])
      .when({ type: 'Follow', userId, targetType: 'artist', targetId: 'g-1' })
      .then([{ type: 'Followed', data: { userId, targetType: 'artist', targetId: 'g-1' } }]);
  });
  it('Follow refuses following oneself as an artist', () => {
    follows([])
      .when({ type: 'Follow', userId, targetType: 'artist', targetId: userId })
      .thenError('cannot_follow_self');
  });
  it('Unfollow ends a follow, and changes nothing when there is none', () => {
    follows([followed])
      .when({ type: 'Unfollow', userId, targetType: 'gallery', targetId: 'g-1' })
      .then([{ type: 'Unfollowed', data: followed.data }]);
    follows([]).when({ type: 'Unfollow', userId, targetType: 'gallery', targetId: 'g-1' }).then([]);
  });
});

describe('likes', () => {
  const liked = { type: 'ArtworkLiked' as const, data: { userId, artworkId: 'a-1' } };
  it('LikeArtwork likes once', () => {
    likes([]).when({ type: 'LikeArtwork', userId, artworkId: 'a-1' }).then([liked]);
    likes([liked]).when({ type: 'LikeArtwork', userId, artworkId: 'a-1' }).then([]);
  });
  it('UnlikeArtwork takes a like back, and changes nothing when there is none', () => {
    likes([liked])
      .when({ type: 'UnlikeArtwork', userId, artworkId: 'a-1' })
      .then([{ type: 'ArtworkUnliked', data: liked.data }]);
    likes([]).when({ type: 'UnlikeArtwork', userId, artworkId: 'a-1' }).then([]);
  });
});

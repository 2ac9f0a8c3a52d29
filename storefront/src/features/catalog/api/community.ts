import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../lib/http';
import { asItems } from './query-string';
import type { ArtworkComment } from './types';

export type FollowType = 'artist' | 'gallery';

/** Every favourites query starts with this key, so one invalidation refreshes the check and the list (SPEC 4). */
export const favoritesKey = ['/api/favorites'] as const;
export const followsKey = ['/api/follows'] as const;
export const meStatsKey = ['/api/me/stats'] as const;

/** GET /api/favorites/:artworkId/check (signed in only). */
export function favoriteCheckQuery(artworkId: string, signedIn: boolean) {
  return queryOptions({
    queryKey: [...favoritesKey, artworkId, 'check'],
    queryFn: ({ signal }) =>
      getJson<{ isFavorite: boolean }>(`/api/favorites/${encodeURIComponent(artworkId)}/check`, { signal }),
    enabled: signedIn,
  });
}

export const addFavorite = (artworkId: string) => sendJson<unknown>('POST', '/api/favorites', { artworkId });
export const removeFavorite = (artworkId: string) =>
  sendJson<unknown>('DELETE', `/api/favorites/${encodeURIComponent(artworkId)}`);

const followPath = (type: FollowType, id: string) =>
  `/api/follows/${type === 'artist' ? 'artists' : 'galleries'}/${encodeURIComponent(id)}`;

/** GET /api/follows/check?type=&id= (signed in only). */
export function followCheckQuery(type: FollowType, id: string, signedIn: boolean) {
  return queryOptions({
    queryKey: [...followsKey, 'check', type, id],
    queryFn: ({ signal }) =>
      getJson<{ isFollowing: boolean }>(`/api/follows/check?type=${type}&id=${encodeURIComponent(id)}`, { signal }),
    enabled: signedIn,
  });
}

/** One page of GET /api/follows/followers: the followers who allow their name, and the count of everyone. */
export interface FollowersPage {
  items: { name: string }[];
  named: number;
  total: number;
}
export const FOLLOWERS_PAGE_SIZE = 24;

/** The named followers of an artist or gallery, page by page (newest first, as the server orders them). */
export function followersQuery(type: FollowType, id: string) {
  return infiniteQueryOptions({
    queryKey: [...followsKey, 'followers', type, id],
    initialPageParam: 1,
    queryFn: ({ signal, pageParam }) =>
      getJson<FollowersPage>(
        `/api/follows/followers?type=${type}&id=${encodeURIComponent(id)}&page=${pageParam}&pageSize=${FOLLOWERS_PAGE_SIZE}`,
        { signal },
      ),
    getNextPageParam: (last, pages) => (pages.length * FOLLOWERS_PAGE_SIZE < last.named ? pages.length + 1 : undefined),
  });
}

export const follow = (type: FollowType, id: string) => sendJson<unknown>('POST', followPath(type, id));
export const unfollow = (type: FollowType, id: string) => sendJson<unknown>('DELETE', followPath(type, id));

const likePath = (artworkId: string) => `/api/likes/artworks/${encodeURIComponent(artworkId)}`;

/** GET /api/likes/artworks/:id → { likes, isLiked }. */
export function likesQuery(artworkId: string) {
  return queryOptions({
    queryKey: ['/api/likes', artworkId],
    queryFn: ({ signal }) => getJson<{ likes: number; isLiked: boolean }>(likePath(artworkId), { signal }),
  });
}

export const like = (artworkId: string) => sendJson<unknown>('POST', likePath(artworkId));
export const unlike = (artworkId: string) => sendJson<unknown>('DELETE', likePath(artworkId));

const commentsPath = (artworkId: string) => `/api/artworks/${encodeURIComponent(artworkId)}/comments`;

/** GET /api/artworks/:id/comments: visible comments, newest first as the server orders them. */
export function commentsQuery(artworkId: string) {
  return queryOptions({
    queryKey: ['/api/artworks', artworkId, 'comments'],
    queryFn: async ({ signal }) =>
      asItems(await getJson<ArtworkComment[] | { items: ArtworkComment[] }>(commentsPath(artworkId), { signal })),
  });
}

export const postComment = (artworkId: string, body: string) =>
  sendJson<ArtworkComment>('POST', commentsPath(artworkId), { body });
export const reportComment = (commentId: string, reason: string) =>
  sendJson<unknown>('POST', `/api/comments/${encodeURIComponent(commentId)}/report`, { reason });

export interface ArtworkInquiryInput {
  email: string;
  phone?: string;
  message: string;
}

export type InquiryType = 'general' | 'artwork' | 'exhibition' | 'press' | 'partnership';

export interface GalleryInquiryInput {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  inquiryType: InquiryType;
}

export const inquiriesKey = ['/api/inquiries'] as const;

export const sendArtworkInquiry = (artworkId: string, input: ArtworkInquiryInput) =>
  sendJson<unknown>('POST', `/api/artworks/${encodeURIComponent(artworkId)}/inquiries`, input);
export const sendGalleryInquiry = (galleryId: string, input: GalleryInquiryInput) =>
  sendJson<unknown>('POST', `/api/galleries/${encodeURIComponent(galleryId)}/inquiries`, input);

/** The calls the profile editor makes: the caller's own artist or gallery profile, its exhibitions and events. */
import { queryOptions } from '@tanstack/react-query';
import { getJson, getJsonOrNull, postForm, sendJson } from '../../../lib/http';
import type { OwnArtist, OwnGallery, ExhibitionInput, GalleryEventInput, ImageRef, RepresentedArtist } from './types';

export const ownArtistKey = ['/api/artists', 'me'] as const;
export const ownGalleryKey = ['/api/galleries', 'me'] as const;

/** GET /api/artists/me: null until the artist has created its profile (404). */
export const ownArtistQuery = queryOptions({
  queryKey: ownArtistKey,
  queryFn: ({ signal }) => getJsonOrNull<OwnArtist>('/api/artists/me', { signal, cache: 'no-store' }),
});

/** GET /api/galleries/me: null until the gallery has created its profile (404). */
export const ownGalleryQuery = queryOptions({
  queryKey: ownGalleryKey,
  queryFn: ({ signal }) => getJsonOrNull<OwnGallery>('/api/galleries/me', { signal, cache: 'no-store' }),
});

/** GET /api/galleries/:id/artists: the artists the gallery represents (shown, changed through representation requests). */
export const representedArtistsQuery = (galleryId: string) =>
  queryOptions({
    queryKey: ['/api/galleries', galleryId, 'artists'],
    queryFn: ({ signal }) =>
      getJson<RepresentedArtist[]>(`/api/galleries/${encodeURIComponent(galleryId)}/artists`, { signal }),
  });

export const saveArtist = (body: Record<string, unknown>) => sendJson<OwnArtist>('PUT', '/api/artists/me', body);
export const saveGallery = (body: Record<string, unknown>) => sendJson<OwnGallery>('PUT', '/api/galleries/me', body);

export const addExhibition = (body: ExhibitionInput) => sendJson('POST', '/api/galleries/me/exhibitions', body);
export const editExhibition = (id: string, body: ExhibitionInput) =>
  sendJson('PATCH', `/api/galleries/me/exhibitions/${encodeURIComponent(id)}`, body);
export const removeExhibition = (id: string) =>
  sendJson('DELETE', `/api/galleries/me/exhibitions/${encodeURIComponent(id)}`);

export const addGalleryEvent = (body: GalleryEventInput) => sendJson('POST', '/api/galleries/me/events', body);
export const editGalleryEvent = (id: string, body: GalleryEventInput) =>
  sendJson('PATCH', `/api/galleries/me/events/${encodeURIComponent(id)}`, body);

/** POST /api/images: the server checks the bytes, re-encodes and makes a thumbnail. */
export function uploadImage(file: File): Promise<ImageRef> {
  const body = new FormData();
  body.append('file', file);
  return postForm<ImageRef>('/api/images', body);
}

/** PUT /api/profile/picture: the signed-in account's picture, an upload of POST /api/images. */
export const setProfilePicture = (image: string) =>
  sendJson<{ profileImageUrl: string | null }>('PUT', '/api/profile/picture', { image });
export const removeProfilePicture = () =>
  sendJson<{ profileImageUrl: string | null }>('DELETE', '/api/profile/picture');

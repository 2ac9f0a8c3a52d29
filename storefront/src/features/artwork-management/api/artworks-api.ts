import { queryOptions } from '@tanstack/react-query';
import { getJson, postForm, sendJson } from '../../../lib/http';
import type { ArtistOption, Artwork, Availability, ImageRef } from './types';

export const myArtworksQuery = queryOptions({
  queryKey: ['/api/artworks/mine'],
  queryFn: ({ signal }) => getJson<{ items: Artwork[]; total: number }>('/api/artworks/mine?pageSize=100', { signal }),
});

/** The body of POST /api/artworks and PATCH /api/artworks/:id: the fields, with images as ids. */
export type ArtworkInput = Omit<
  Artwork,
  'id' | 'status' | 'artist' | 'galleryId' | 'images' | 'availability' | 'categoryAr' | 'currency'
> & {
  images: string[];
  availability?: Availability;
};

const path = (id: string, action = '') => `/api/artworks/${encodeURIComponent(id)}${action}`;

export const createArtwork = (input: ArtworkInput) => sendJson<Artwork>('POST', '/api/artworks', input);
export const editArtwork = (id: string, input: Partial<ArtworkInput>) => sendJson<Artwork>('PATCH', path(id), input);
export const publishArtwork = (id: string) => sendJson<Artwork>('POST', path(id, '/publish'));
export const withdrawArtwork = (id: string) => sendJson<Artwork>('POST', path(id, '/withdraw'));
export const changeAvailability = (id: string, availability: Availability) =>
  sendJson<Artwork>('POST', path(id, '/availability'), { availability });
export const changePrice = (id: string, price: number | null) =>
  sendJson<Artwork>('POST', path(id, '/price'), { price });

/** POST /api/images: one file as multipart field `file`; the server checks its bytes, size and pixel count. */
export async function uploadImage(file: File): Promise<ImageRef> {
  const body = new FormData();
  body.append('file', file);
  return postForm<ImageRef>('/api/images', body);
}

/**
 * The artists a gallery may list works for: the ones it represents and the artist profiles it manages
 * (GET /api/galleries/:id/artists).
 */
export const representedArtistsQuery = (galleryId: string, enabled: boolean) =>
  queryOptions({
    queryKey: [`/api/galleries/${galleryId}/artists`],
    queryFn: ({ signal }) =>
      getJson<ArtistOption[]>(`/api/galleries/${encodeURIComponent(galleryId)}/artists`, { signal }),
    enabled,
  });

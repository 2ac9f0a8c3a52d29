import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../lib/http';
import type { ArtistOption } from '../../artwork-management';

export type RepresentationStatus = 'pending' | 'accepted' | 'declined' | 'withdrawn';

export interface RepresentationRequest {
  id: string;
  artistId: string;
  galleryId: string;
  direction: 'artist_to_gallery' | 'gallery_to_artist';
  status: RepresentationStatus;
  message: string;
  createdAt: string;
  artist: ArtistOption;
  gallery: ArtistOption;
}

/** Mine, both directions, newest first (GET /api/representation-requests). */
export const representationRequestsQuery = queryOptions({
  queryKey: ['/api/representation-requests'],
  queryFn: async ({ signal }) => {
    const answer = await getJson<RepresentationRequest[] | { items: RepresentationRequest[] }>(
      '/api/representation-requests',
      { signal },
    );
    return Array.isArray(answer) ? answer : answer.items;
  },
});

/** Whom one may ask: galleries for an artist, artists for a gallery (first 100 by name). */
export const counterpartsQuery = (kind: 'galleries' | 'artists', enabled: boolean) =>
  queryOptions({
    queryKey: [`/api/${kind}`, 'by-name'],
    queryFn: async ({ signal }) =>
      (await getJson<{ items: ArtistOption[] }>(`/api/${kind}?sort=name&pageSize=100`, { signal })).items,
    enabled,
  });

export const sendRepresentationRequest = (body: { galleryId: string } | { artistId: string }, message: string) =>
  sendJson<RepresentationRequest>('POST', '/api/representation-requests', { ...body, message });

export const answerRepresentationRequest = (id: string, answer: 'accept' | 'decline' | 'withdraw') =>
  sendJson<RepresentationRequest>('POST', `/api/representation-requests/${encodeURIComponent(id)}/${answer}`);

/** An artist profile a gallery manages for an artist without an account of their own. */
export interface ManagedArtist {
  id: string;
  name: string;
  nameAr: string;
  nationality: string;
  biography: string;
  biographyAr: string;
  birthYear: number | null;
}

export type ManagedArtistInput = Omit<ManagedArtist, 'id'>;

/** The gallery's managed artist profiles, newest first (GET /api/galleries/me/managed-artists). */
export const managedArtistsQuery = queryOptions({
  queryKey: ['/api/galleries/me/managed-artists'],
  queryFn: ({ signal }) => getJson<ManagedArtist[]>('/api/galleries/me/managed-artists', { signal }),
});

export const saveManagedArtist = (id: string | null, body: ManagedArtistInput) =>
  id
    ? sendJson<ManagedArtist>('PUT', `/api/galleries/me/managed-artists/${encodeURIComponent(id)}`, body)
    : sendJson<ManagedArtist>('POST', '/api/galleries/me/managed-artists', body);

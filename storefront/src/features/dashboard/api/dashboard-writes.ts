import { sendJson } from '../../../lib/http';
import type { Profile } from '../../../lib/session/profile';
import type { Inquiry } from './types';

export interface ProfileFields {
  firstName: string;
  lastName: string;
  phone: string;
  location: string;
  bio: string;
}

/** PATCH /api/profile (SPEC section 7); the answer is the updated profile. */
export const updateProfile = (fields: ProfileFields) => sendJson<Profile>('PATCH', '/api/profile', fields);

/** DELETE /api/favorites/{artworkId}. */
export const removeFavorite = (artworkId: string) =>
  sendJson<void>('DELETE', `/api/favorites/${encodeURIComponent(artworkId)}`);

/** POST /api/inquiries/:id/respond: the owner's answer. */
export const respondToInquiry = (id: string, response: string) =>
  sendJson<Inquiry>('POST', `/api/inquiries/${encodeURIComponent(id)}/respond`, { response });

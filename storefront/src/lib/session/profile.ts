import { queryOptions } from '@tanstack/react-query';
import { queryTimings } from '../../config/constants';
import { HttpError, getJson } from '../http';

export interface Profile {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  /** The first of `roles` (DESIGN.md section 4). */
  role: string | null;
  roles?: string[];
  phone?: string | null;
  location?: string | null;
  bio?: string | null;
  profileImageUrl?: string | null;
  profileViews?: number;
  status?: string;
  /** The language the person's e-mails come in; null until they choose (English applies). */
  language?: 'en' | 'ar' | null;
  /** What the person likes to see, and their privacy settings (the server's defaults until they set them). */
  artPreferences?: ArtPreferences;
  privacy?: PrivacySettings;
  /** The kinds of optional mail the person receives (every kind until they choose). */
  emailNotifications?: EmailNotificationSettings;
}

/** PUT /api/profile/art-preferences: stated whole; prices in whole SAR, null for no bound. */
export interface ArtPreferences {
  categories: string[];
  media: string[];
  styles: string[];
  priceMinSar: number | null;
  priceMaxSar: number | null;
  cities: string[];
}

/** PUT /api/profile/privacy: the settings sent change, the others keep their value. */
export interface PrivacySettings {
  showCollection: boolean;
  showInFollowers: boolean;
  allowArtistMessages: boolean;
  countMyViews: boolean;
}

/** GET|PUT /api/profile/notifications: each kind of optional mail (`orders`, `auctions`, …) on or off, in the
 * server's order; mails that must go are of no kind. */
export type EmailNotificationSettings = Record<string, boolean>;

export const profileQueryKey = ['/api/profile'] as const;

/** GET /api/profile; a 401 means signed out and resolves to null (SPEC section 4). */
export async function fetchProfile({ signal }: { signal?: AbortSignal } = {}): Promise<Profile | null> {
  try {
    return await getJson<Profile>('/api/profile', { signal });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/** Profile: fresh 30 s, retried once, no refetch on focus (SPEC section 9). */
export const profileQuery = queryOptions({
  queryKey: profileQueryKey,
  queryFn: fetchProfile,
  staleTime: queryTimings.profileStaleMs,
  retry: 1,
  refetchOnWindowFocus: false,
  // A failed call means "signed out" until something asks again on purpose. Retrying
  // whenever a component mounts would flip every screen back to the full-page loader, remounting them in a loop.
  retryOnMount: false,
});

import type { QueryClient } from '@tanstack/react-query';
import { sendJson } from '../http';
import { profileQuery, type ArtPreferences, type EmailNotificationSettings, type PrivacySettings } from './profile';

export interface AccountPreferences {
  artPreferences: ArtPreferences;
  privacy: PrivacySettings;
}

/** PUT /api/profile/art-preferences: the whole set; the answer is what the person's account now holds. */
export const saveArtPreferences = (preferences: ArtPreferences) =>
  sendJson<AccountPreferences>('PUT', '/api/profile/art-preferences', preferences);

/** PUT /api/profile/privacy: the settings given change, the others stay. */
export const savePrivacySettings = (settings: Partial<PrivacySettings>) =>
  sendJson<AccountPreferences>('PUT', '/api/profile/privacy', settings);

/** PUT /api/profile/notifications: the kinds given change, the others stay; the answer holds every kind. */
export const saveEmailNotifications = (kinds: Partial<EmailNotificationSettings>) =>
  sendJson<EmailNotificationSettings>('PUT', '/api/profile/notifications', kinds);

/** The home's recommendations, chosen on the server from the art preferences (GET /api/artworks/recommended). */
export const RECOMMENDED_ARTWORKS_PATH = '/api/artworks/recommended';

/** The cached profile holds what was saved, so every screen reading it sees the change at once, and the home's
 * recommendations are asked for again. */
export function rememberAccountPreferences(client: QueryClient, saved: AccountPreferences): void {
  client.setQueryData(profileQuery.queryKey, (p) => (p ? { ...p, ...saved } : p));
  void client.invalidateQueries({ queryKey: [RECOMMENDED_ARTWORKS_PATH] });
}

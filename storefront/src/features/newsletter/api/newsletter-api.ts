/** The newsletter calls: the mailed links' landing calls and a member's preferences. */
import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../lib/http';

export const TOPICS = ['followed_artists', 'auctions', 'workshops_events', 'editorial'] as const;
export type Topic = (typeof TOPICS)[number];

export interface Preferences {
  email: string | null;
  status: 'none' | 'pending' | 'confirmed' | 'unsubscribed';
  language: 'en' | 'ar';
  topics: Topic[];
  /** Campaign mails may count their opening (a pixel); off until turned on. */
  openTracking: boolean;
}

export interface LinkOutcome {
  status: 'confirmed' | 'unsubscribed';
  language: 'en' | 'ar';
}

export const confirmSubscription = (token: string) =>
  getJson<LinkOutcome>(`/api/newsletter/confirm?token=${encodeURIComponent(token)}`);

export const unsubscribe = (token: string) =>
  getJson<LinkOutcome>(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);

export const preferencesQuery = queryOptions({
  queryKey: ['newsletter', 'preferences'],
  queryFn: ({ signal }) => getJson<Preferences>('/api/newsletter/preferences', { signal }),
});

export const savePreferences = (form: {
  subscribed: boolean;
  language: 'en' | 'ar';
  topics: Topic[];
  openTracking: boolean;
}) => sendJson<Preferences>('PUT', '/api/newsletter/preferences', form);

/**
 * Events of the newsletter: a subscriber's consent on `subscriber-<hash>` (keyed by a keyed hash of the
 * normalised address, the address itself encrypted with the subscriber's own key, so the history survives an
 * erasure as proof without naming anyone), and a campaign with its sends on `campaign-<id>`.
 */
import type { DomainEvent } from '../../platform/commands/decider.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export const TOPICS = ['followed_artists', 'auctions', 'workshops_events', 'editorial'] as const;
export type Topic = (typeof TOPICS)[number];

export const NEWSLETTER_LANGUAGES = ['en', 'ar'] as const;
export type NewsletterLanguage = (typeof NEWSLETTER_LANGUAGES)[number];

export const SUBSCRIBE_SOURCES = ['footer', 'home', 'preferences', 'demo'] as const;
export type SubscribeSource = (typeof SUBSCRIBE_SOURCES)[number];

export const UNSUBSCRIBE_VIA = ['link', 'one_click', 'preferences', 'complaint'] as const;
export type UnsubscribeVia = (typeof UNSUBSCRIBE_VIA)[number];

export interface SubscriptionRequestedData {
  subscriberId: string;
  /** Personal data: encrypted with the subscriber's key in the log. */
  email: string;
  language: NewsletterLanguage;
  topics: Topic[];
  /** The signed-in person who asked, if any (a segment by role needs the account). */
  userId: string | null;
  source: SubscribeSource;
  /** When the request was made and when its confirmation link stops working (ISO 8601). */
  requestedAt: string;
  expiresAt: string;
}

export type SubscriberEvent =
  | DomainEvent<'NewsletterSubscriptionRequested', SubscriptionRequestedData>
  | DomainEvent<'NewsletterSubscriptionConfirmed', { subscriberId: string }>
  | DomainEvent<'NewsletterPreferencesChanged', { subscriberId: string; language: NewsletterLanguage; topics: Topic[] }>
  | DomainEvent<'NewsletterUnsubscribed', { subscriberId: string; via: UnsubscribeVia; campaignId: string | null }>
  /** Whether the subscriber lets campaign mails count their opening (a pixel); not allowed until chosen. */
  | DomainEvent<'NewsletterOpenTrackingChosen', { subscriberId: string; allowed: boolean }>;

export const SUBSCRIBER_EVENT_TYPES = eventTypesOf<SubscriberEvent>()([
  'NewsletterSubscriptionRequested',
  'NewsletterSubscriptionConfirmed',
  'NewsletterPreferencesChanged',
  'NewsletterUnsubscribed',
  'NewsletterOpenTrackingChosen',
]);

/** Who a campaign goes to; an empty list means no restriction on that criterion. */
/**
 * Who a campaign goes to. The lists narrow when not empty; the last three read the subscriber's account (a
 * subscriber without one is left out when any of them is set). Campaigns recorded before they existed have none.
 */
export interface Segment {
  languages: NewsletterLanguage[];
  topics: Topic[];
  roles: string[];
  /** The account's city (its profile's location), compared without case or surrounding space. */
  cities?: string[];
  /** Artists the account follows (any of them). */
  followsArtistIds?: string[];
  /** Active (signed in or acted) within this many days of the send; null or absent: any time. */
  activeWithinDays?: number | null;
  /** The art preferences the account stated on /preferences: any of these categories (catalogue keys), any of
   * these styles, any of these media (compared without case or surrounding space); absent: any. */
  preferredCategories?: string[];
  preferredStyles?: string[];
  preferredMedia?: string[];
}

export interface CampaignContent {
  subject: string;
  subjectAr: string;
  /** Markdown, rendered and sanitised when mailed. */
  body: string;
  bodyAr: string;
  segment: Segment;
  /** The most mails handed to the `email` queue per minute. */
  perMinute: number;
}

export type CampaignEvent =
  | DomainEvent<'CampaignDrafted', { campaignId: string } & CampaignContent>
  | DomainEvent<'CampaignEdited', { campaignId: string } & CampaignContent>
  | DomainEvent<'CampaignScheduled', { campaignId: string; sendAt: string }>
  | DomainEvent<'CampaignSendingStarted', { campaignId: string; recipients: string[] }>
  | DomainEvent<'CampaignBatchSent', { campaignId: string; batch: number; sent: string[]; skipped: string[] }>
  | DomainEvent<'CampaignCompleted', { campaignId: string }>
  | DomainEvent<'CampaignCancelled', { campaignId: string }>;

export const CAMPAIGN_EVENT_TYPES = eventTypesOf<CampaignEvent>()([
  'CampaignDrafted',
  'CampaignEdited',
  'CampaignScheduled',
  'CampaignSendingStarted',
  'CampaignBatchSent',
  'CampaignCompleted',
  'CampaignCancelled',
]);

export type NewsletterEvent = SubscriberEvent | CampaignEvent;

/**
 * Events of the admin console's settings: the platform's settings (one stream, `settings-platform`), each named
 * feature toggle (`featureToggle-<name>`) and each storefront announcement (`announcement-<id>`). Every change
 * names its reason; who made it is the event's actor.
 */
import type { DomainEvent } from '../../platform/commands/decider.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

/** A marginal tier of the buyer's premium: the rate applies to the part of the hammer up to `upTo` SAR. */
export interface PremiumTierSetting {
  upTo: number | null;
  /** Percent, two decimals at most (25 is 25%). */
  percent: number;
}

/** A payment provider's fee: percent of the amount plus a fixed part in SAR, charged at checkout. */
export interface PaymentFeeSetting {
  /** Checkout's payment method (`stcpay`, `stripe`, `paypal`, `bank_transfer`); another name charges nothing. */
  method: string;
  percent: number;
  fixedSar: number;
}

export interface PlatformSettings {
  platformName: string;
  platformNameAr: string;
  vatNumber: string;
  commercialRegistration: string;
  buyersPremiumTiers: PremiumTierSetting[];
  softCloseMinutes: number;
  bidsPerMinutePerBidder: number;
  kycBidCeiling: number;
  workshopSeatHoldMinutes: number;
  paymentFees: PaymentFeeSetting[];
  supportEmail: string;
  supportPhone: string;
}

export type SettingKey = keyof PlatformSettings;

export const FEATURES = [
  'auctions',
  'workshops',
  'events',
  'commissions',
  'community',
  'newsletter',
  'offers',
  'analytics',
] as const;
export type Feature = (typeof FEATURES)[number];

export const AUDIENCES = ['all', 'staff', 'percentage'] as const;
export type ToggleAudience = (typeof AUDIENCES)[number];

export interface ToggleSetting {
  enabled: boolean;
  audience: ToggleAudience;
  /** 0–100: the share of signed-in people who see the feature when the audience is `percentage`. */
  percentage: number;
}

export const ANNOUNCEMENT_AUDIENCES = ['everyone', 'signed_in', 'role'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
export const ANNOUNCEMENT_TONES = ['info', 'success', 'warning'] as const;
export type AnnouncementTone = (typeof ANNOUNCEMENT_TONES)[number];

export interface AnnouncementDetails {
  message: string;
  messageAr: string;
  /** A link inside the storefront (`/auctions`) or none. */
  link: string | null;
  tone: AnnouncementTone;
  startsAt: string;
  endsAt: string;
  audience: AnnouncementAudience;
  /** The role shown the banner when the audience is `role`. */
  role: string | null;
}

export type SettingsEvent =
  | DomainEvent<
      'PlatformSettingsChanged',
      { values: PlatformSettings; changed: SettingKey[]; previous: Partial<PlatformSettings>; reason: string }
    >
  | DomainEvent<'FeatureToggleChanged', { name: Feature } & ToggleSetting & { reason: string }>
  | DomainEvent<'AnnouncementPublished', { announcementId: string } & AnnouncementDetails>
  | DomainEvent<'AnnouncementRevised', { announcementId: string } & AnnouncementDetails>
  | DomainEvent<'AnnouncementWithdrawn', { announcementId: string; reason: string }>;

export type SettingsEventType = SettingsEvent['type'];

export const SETTINGS_EVENT_TYPES = eventTypesOf<SettingsEvent>()([
  'PlatformSettingsChanged',
  'FeatureToggleChanged',
  'AnnouncementPublished',
  'AnnouncementRevised',
  'AnnouncementWithdrawn',
]);

/**
 * Every bounded context of the product, one line each: its declaration to the event platform (events,
 * deciders, read models: see platform/bounded-context.ts; null for a context without streams) and its Nest
 * module(s). Everything comes from the context's public surface, `<context>/index.ts`. To add a context, copy
 * a context's folder and add its line here: the HTTP app, the worker and the command-line tools all read this.
 */
import type { Type } from '@nestjs/common';
import type { BoundedContext } from './platform/bounded-context.js';
import { identityContext, IdentityModule } from './identity/index.js';
import { notificationsContext, NotificationReactorsModule, NotificationsModule } from './notifications/index.js';
import { AdminModule } from './admin/index.js';
import { profilesContext, ProfilesModule } from './profiles/index.js';
import { artworksContext, ArtworksModule } from './artworks/index.js';
import { communityContext, CommunityModule } from './community/index.js';
import { auctionsContext, AuctionsModule } from './auctions/index.js';
import { invoicingContext, InvoicingModule } from './invoicing/index.js';
import { workshopsContext, WorkshopsModule } from './workshops/index.js';
import { WebModule } from './web/index.js';
import { kycContext, KycModule } from './kyc/index.js';
import { settingsContext, SettingsModule } from './settings/index.js';
import { commissionsContext, CommissionsModule } from './commissions/index.js';
import { analyticsContext, AnalyticsModule } from './analytics/index.js';
import { newsletterContext, NewsletterModule } from './newsletter/index.js';
import { ordersContext, OrdersModule } from './orders/index.js';
import { shippingContext, ShippingModule } from './shipping/index.js';
import { achievementsContext, AchievementsModule } from './achievements/index.js';
import { messagesContext, MessagesModule } from './messages/index.js';
import { auditContext } from './platform/audit/stream-reads.js';

const ALL: Array<[BoundedContext | null, ...Type[]]> = [
  [identityContext, IdentityModule],
  // The reactors' module first: its `/api/admin/mail/templates` routes must come before the captured mail's
  // `/api/admin/mail/:id`.
  [notificationsContext, NotificationReactorsModule, NotificationsModule],
  [null, AdminModule],
  [profilesContext, ProfilesModule],
  [artworksContext, ArtworksModule],
  [communityContext, CommunityModule],
  [auctionsContext, AuctionsModule],
  [invoicingContext, InvoicingModule],
  [workshopsContext, WorkshopsModule],
  [kycContext, KycModule],
  [settingsContext, SettingsModule],
  [commissionsContext, CommissionsModule],
  [analyticsContext, AnalyticsModule],
  [newsletterContext, NewsletterModule],
  [ordersContext, OrdersModule],
  [shippingContext, ShippingModule],
  [null, WebModule],
  [achievementsContext, AchievementsModule],
  [messagesContext, MessagesModule],
  // Staff reads of streams, recorded (the platform's audit API).
  [auditContext],
];

/** The declarations to the event platform (no Nest needed: the command-line tools use only these). */
export const CONTEXTS: BoundedContext[] = ALL.flatMap(([context]) => (context ? [context] : []));

/** The contexts' Nest modules, in the order the app module imports them. */
export const CONTEXT_MODULES: Type[] = ALL.flatMap(([, ...modules]) => modules);

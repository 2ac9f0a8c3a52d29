import type { ComponentType } from 'react';
import type { FeatureName } from '../lib/feature-toggles';
/**
 * The route table of SPEC section 2, as data. The router, the navigation and the browser tests all read it, so
 * a screen is added in one place. Screens that later issues build render a "coming soon" panel until their key
 * has a feature (app/screen-discovery.ts finds them); shortcuts to them stay hidden until then.
 */

export type ScreenKey =
  | 'artists'
  | 'artistProfile'
  | 'galleries'
  | 'galleryProfile'
  | 'auctions'
  | 'auctionDetail'
  | 'workshops'
  | 'events'
  | 'myEvents'
  | 'stcPayCheckout'
  | 'stcPayOrderCheckout'
  | 'artworkDetail'
  | 'artworkManagement'
  | 'search'
  | 'achievements'
  | 'messages'
  | 'discussions'
  | 'discussionThread'
  | 'commissions'
  | 'commissionDetail'
  | 'dashboard'
  | 'analytics'
  | 'lifecycleAnalytics'
  | 'seller'
  | 'invoiceManagement'
  | 'shippingManagement'
  | 'preferences'
  | 'newsletterConfirm'
  | 'newsletterUnsubscribe'
  | 'collector'
  | 'publicCollection'
  | 'manageWorkshops'
  | 'manageEvents'
  | 'representationRequests'
  | 'guide'
  | 'investment'
  | 'support';

/**
 * The screens a feature toggle hides (lib/feature-toggles.ts): their links leave the navigation, the footer and the
 * account menu, and their routes answer a polite "not available" while the feature is off.
 */
export const screenFeatures: Partial<Record<ScreenKey, FeatureName>> = {
  auctions: 'auctions',
  auctionDetail: 'auctions',
  workshops: 'workshops',
  manageWorkshops: 'workshops',
  events: 'events',
  myEvents: 'events',
  stcPayCheckout: 'workshops',
  manageEvents: 'events',
  commissions: 'commissions',
  commissionDetail: 'commissions',
  analytics: 'analytics',
  lifecycleAnalytics: 'analytics',
};

export interface ScreenRoute {
  path: string;
  screen: ScreenKey;
  /** SPEC section 2: registered only when authenticated; signed-out visitors are sent to /auth. */
  signedInOnly?: boolean;
}

export const comingSoonRoutes: readonly ScreenRoute[] = [
  { path: '/artists', screen: 'artists' },
  { path: '/artists/:id', screen: 'artistProfile' },
  { path: '/galleries', screen: 'galleries' },
  { path: '/galleries/:id', screen: 'galleryProfile' },
  { path: '/auctions', screen: 'auctions' },
  { path: '/auctions/:id', screen: 'auctionDetail' },
  { path: '/workshops', screen: 'workshops' },
  { path: '/events', screen: 'events' },
  { path: '/my-events', screen: 'myEvents' },
  { path: '/pay/stcpay/:id', screen: 'stcPayCheckout', signedInOnly: true },
  { path: '/pay/stcpay/order/:id', screen: 'stcPayOrderCheckout', signedInOnly: true },
  { path: '/artwork/:id', screen: 'artworkDetail' },
  { path: '/search', screen: 'search' },
  { path: '/achievements/:id', screen: 'achievements' },
  { path: '/discussions', screen: 'discussions' },
  { path: '/discussions/:id', screen: 'discussionThread' },
  { path: '/commissions', screen: 'commissions' },
  { path: '/commissions/:id', screen: 'commissionDetail' },
  { path: '/dashboard', screen: 'dashboard' },
  { path: '/analytics', screen: 'analytics' },
  { path: '/analytics/dashboard', screen: 'lifecycleAnalytics' },
  { path: '/seller', screen: 'seller' },
  { path: '/invoice-management', screen: 'invoiceManagement' },
  { path: '/shipping-management', screen: 'shippingManagement' },
  { path: '/guide', screen: 'guide' },
  { path: '/investment', screen: 'investment' },
  { path: '/support', screen: 'support' },
  { path: '/artworks/manage', screen: 'artworkManagement', signedInOnly: true },
  { path: '/preferences', screen: 'preferences', signedInOnly: true },
  { path: '/messages', screen: 'messages', signedInOnly: true },
  { path: '/newsletter/confirm', screen: 'newsletterConfirm' },
  { path: '/newsletter/unsubscribe', screen: 'newsletterUnsubscribe' },
  { path: '/collector', screen: 'collector', signedInOnly: true },
  { path: '/collectors/:id', screen: 'publicCollection' },
  { path: '/manage/workshops', screen: 'manageWorkshops', signedInOnly: true },
  { path: '/manage/events', screen: 'manageEvents', signedInOnly: true },
  { path: '/representation-requests', screen: 'representationRequests', signedInOnly: true },
];

export type PlaceholderKey =
  | 'authTest'
  | 'authDebug'
  | 'emailTest'
  | 'commissionsTest'
  | 'workshopsTest'
  | 'invoiceTest'
  | 'adminTest'
  | 'roleDebug';

/** The spec's test and debug pages: plain placeholders. */
export const placeholderRoutes: readonly { path: string; page: PlaceholderKey; signedInOnly?: boolean }[] = [
  { path: '/auth/test', page: 'authTest' },
  { path: '/auth/debug', page: 'authDebug' },
  { path: '/email/test', page: 'emailTest' },
  { path: '/test/commissions', page: 'commissionsTest' },
  { path: '/test-workshops', page: 'workshopsTest' },
  { path: '/invoice-test', page: 'invoiceTest' },
  { path: '/admin/test', page: 'adminTest' },
  { path: '/role-debug', page: 'roleDebug', signedInOnly: true },
];

export type AdminDoorKey = 'dashboard' | 'setup' | 'translations';

/**
 * The spec's admin routes are doors to the back-office (DESIGN.md section 6). Setup creates the first admin,
 * so it lets any signed-in user through and the back-office decides whether setup is still open.
 */
export const adminDoors: readonly { path: string; door: AdminDoorKey; target: string; allow: 'admin' | 'signedIn' }[] =
  [
    { path: '/admin', door: 'dashboard', target: '/backoffice/', allow: 'admin' },
    { path: '/admin/setup', door: 'setup', target: '/backoffice/#/setup', allow: 'signedIn' },
    { path: '/admin/translations', door: 'translations', target: '/backoffice/#/translations', allow: 'admin' },
  ];

/**
 * A built screen's lazy component. Each feature declares its screens in its public surface, `features/<feature>/index.ts`;
 * `app/screen-discovery.ts` collects them, and the rest keep their "coming soon" panel.
 */
export type FeatureScreens = Partial<Record<ScreenKey, ComponentType>>;

export interface Shortcut {
  to: string;
  screen: ScreenKey;
  /** Only shown to users holding one of these roles; absent means everyone signed in. */
  roles?: readonly string[];
}

const sellerRoles = ['artist', 'gallery'] as const;

/** Dashboard shortcuts for the navigation (SPEC section 2, personal dashboard links). */
export const dashboardShortcuts: readonly Shortcut[] = [
  { to: '/dashboard', screen: 'dashboard' },
  { to: '/messages', screen: 'messages' },
  { to: '/my-events', screen: 'myEvents' },
  { to: '/collector', screen: 'collector' },
  { to: '/analytics/dashboard', screen: 'lifecycleAnalytics' },
  // Organisers see their workshops' figures there.
  { to: '/analytics', screen: 'analytics', roles: [...sellerRoles, 'workshop_organiser'] },
  { to: '/seller', screen: 'seller', roles: sellerRoles },
  { to: '/artworks/manage', screen: 'artworkManagement', roles: sellerRoles },
  { to: '/representation-requests', screen: 'representationRequests', roles: sellerRoles },
  { to: '/shipping-management', screen: 'shippingManagement', roles: sellerRoles },
  { to: '/invoice-management', screen: 'invoiceManagement', roles: sellerRoles },
  { to: '/manage/workshops', screen: 'manageWorkshops', roles: ['workshop_organiser'] },
];

/** Shortcuts a user sees: built screens only (see app/screen-discovery.ts), filtered by the user's roles. */
export function visibleShortcuts(userRoles: readonly string[], built: ReadonlySet<ScreenKey>): Shortcut[] {
  return dashboardShortcuts.filter(
    (s) => built.has(s.screen) && (!s.roles || s.roles.some((r) => userRoles.includes(r))),
  );
}

/**
 * Main navigation links (SPEC section 2, navigation). `community` links (beyond the spec's six) sit in the drawer
 * and the footer, and in the header bar only on extra-wide screens, so the bar keeps its one-line width budget.
 */
export const mainNavLinks: readonly { to: string; screen: ScreenKey; community?: boolean }[] = [
  { to: '/artists', screen: 'artists' },
  { to: '/galleries', screen: 'galleries' },
  { to: '/auctions', screen: 'auctions' },
  { to: '/workshops', screen: 'workshops' },
  { to: '/events', screen: 'events' },
  { to: '/commissions', screen: 'commissions' },
  { to: '/discussions', screen: 'discussions', community: true },
];

// The storefront's route table (SPEC section 2) as the browser tests visit it: the path to open and the
// translation key of the h1 it must show. storefront/src/config/screens.spec.ts checks this list against the
// app's own table, so a route added there and forgotten here fails a unit test.

/**
 * Screens of the route table: a built screen shows its feature, the others a "coming soon" panel named after the
 * screen. `built` is checked against the app's own list by storefront/src/config/screens.spec.ts.
 */
export const built = [
  'achievements',
  'analytics',
  'artistProfile',
  'artists',
  'artworkDetail',
  'artworkManagement',
  'auctionDetail',
  'auctions',
  'collector',
  'commissionDetail',
  'commissions',
  'dashboard',
  'discussionThread',
  'discussions',
  'events',
  'galleries',
  'galleryProfile',
  'guide',
  'investment',
  'invoiceManagement',
  'lifecycleAnalytics',
  'manageEvents',
  'manageWorkshops',
  'messages',
  'myEvents',
  'newsletterConfirm',
  'newsletterUnsubscribe',
  'preferences',
  'publicCollection',
  'representationRequests',
  'search',
  'seller',
  'shippingManagement',
  'stcPayCheckout',
  'stcPayOrderCheckout',
  'support',
  'workshops',
];

export const comingSoon = [
  ['/artists', 'artists'],
  ['/artists/:id', 'artistProfile'],
  ['/galleries', 'galleries'],
  ['/galleries/:id', 'galleryProfile'],
  ['/auctions', 'auctions'],
  ['/auctions/:id', 'auctionDetail'],
  ['/workshops', 'workshops'],
  ['/events', 'events'],
  ['/my-events', 'myEvents'],
  ['/artwork/:id', 'artworkDetail'],
  ['/search', 'search'],
  ['/achievements/:id', 'achievements'],
  ['/discussions', 'discussions'],
  ['/discussions/:id', 'discussionThread'],
  ['/commissions', 'commissions'],
  ['/commissions/:id', 'commissionDetail'],
  ['/dashboard', 'dashboard'],
  ['/analytics', 'analytics'],
  ['/analytics/dashboard', 'lifecycleAnalytics'],
  ['/seller', 'seller'],
  ['/invoice-management', 'invoiceManagement'],
  ['/shipping-management', 'shippingManagement'],
  ['/guide', 'guide'],
  ['/investment', 'investment'],
  ['/support', 'support'],
  ['/newsletter/confirm', 'newsletterConfirm'],
  ['/newsletter/unsubscribe', 'newsletterUnsubscribe'],
  ['/collectors/:id', 'publicCollection'],
];

/** Registered only when signed in; a signed-out visitor lands on /auth. */
export const signedInOnly = [
  ['/artworks/manage', 'screens.artworkManagement'],
  ['/preferences', 'screens.preferences'],
  ['/messages', 'screens.messages'],
  ['/collector', 'screens.collector'],
  ['/manage/workshops', 'screens.manageWorkshops'],
  ['/manage/events', 'screens.manageEvents'],
  ['/pay/stcpay/:id', 'screens.stcPayCheckout'],
  ['/pay/stcpay/order/:id', 'screens.stcPayOrderCheckout'],
  ['/representation-requests', 'screens.representationRequests'],
  ['/role-selection', 'roleSelection.title'],
  ['/role-debug', 'placeholders.roleDebug'],
];

export const placeholders = [
  ['/auth/test', 'authTest'],
  ['/auth/debug', 'authDebug'],
  ['/email/test', 'emailTest'],
  ['/test/commissions', 'commissionsTest'],
  ['/test-workshops', 'workshopsTest'],
  ['/invoice-test', 'invoiceTest'],
  ['/admin/test', 'adminTest'],
];

export const adminDoors = [
  ['/admin', 'dashboard', '/backoffice/'],
  ['/admin/setup', 'setup', '/backoffice/#/setup'],
  ['/admin/translations', 'translations', '/backoffice/#/translations'],
];

/** A concrete URL for a route pattern. */
export const concrete = (path) => path.replace(':id', '42');

/** Every route a signed-out visitor can open, with the h1 key (null: any) and the path it should end on. */
export function signedOutVisits() {
  return [
    { path: '/', heading: 'landing.hero.title' },
    { path: '/home', heading: 'landing.hero.title' },
    { path: '/landing', heading: 'landing.hero.title' },
    { path: '/auth', heading: 'auth.title' },
    // A built screen's own h1 varies with its data (a missing id shows its not-found state): any translated h1.
    ...comingSoon.map(([path, screen]) =>
      built.includes(screen)
        ? { path: concrete(path), heading: null }
        : { path: concrete(path), heading: `screens.${screen}` },
    ),
    ...placeholders.map(([path, page]) => ({ path, heading: `placeholders.${page}` })),
    ...adminDoors.map(([path, door]) => ({ path, heading: `adminDoors.${door}` })),
    ...signedInOnly.map(([path]) => ({ path, heading: 'auth.title', endsOn: '/auth' })),
    { path: '/this-page-does-not-exist', heading: 'notFound.title' },
  ];
}

/**
 * The specification's fourteen admin dashboard tabs (SPEC section 2), in its order, and the back-office
 * section each one became. `null` means the capability is not built yet: the section is hidden, not faked.
 * Add the target here when a later issue builds it.
 */
export type SectionTarget =
  | { kind: 'dashboard' }
  | { kind: 'resource'; name: string }
  | { kind: 'route'; path: string; resource: string; label: string };

export const ADMIN_TABS: readonly { tab: string; target: SectionTarget | null }[] = [
  { tab: 'overview', target: { kind: 'dashboard' } },
  { tab: 'content', target: { kind: 'resource', name: 'content' } },
  { tab: 'communication', target: { kind: 'resource', name: 'announcements' } },
  { tab: 'kycDocuments', target: { kind: 'resource', name: 'kyc' } },
  { tab: 'systemHealth', target: { kind: 'resource', name: 'jobs' } },
  { tab: 'userManagement', target: { kind: 'resource', name: 'users' } },
  { tab: 'artworkManagement', target: { kind: 'resource', name: 'artworks' } },
  { tab: 'contentModeration', target: { kind: 'resource', name: 'comments' } },
  { tab: 'featuredContent', target: { kind: 'resource', name: 'collections' } },
  { tab: 'emailManagement', target: { kind: 'resource', name: 'mail' } },
  { tab: 'newsletters', target: null },
  {
    tab: 'analytics',
    target: { kind: 'route', path: '/analytics', resource: 'analytics', label: 'resources.analytics.menu' },
  },
  { tab: 'settings', target: { kind: 'resource', name: 'settings' } },
  { tab: 'featureToggles', target: { kind: 'resource', name: 'feature-toggles' } },
];

/** Sections the spec's tabs do not name but the platform needs: the audit explorer (issue 3). */
export const EXTRA_SECTIONS: readonly SectionTarget[] = [
  { kind: 'route', path: '/audit', resource: 'streams', label: 'app.menu.audit' },
  // Catalog and community (issue 4): the artworks' moderation queue and the resources no tab names.
  { kind: 'route', path: '/moderation-queue', resource: 'artworks', label: 'resources.artworks.queue.menu' },
  { kind: 'resource', name: 'discussions' },
  { kind: 'resource', name: 'artists' },
  { kind: 'resource', name: 'galleries' },
  { kind: 'resource', name: 'inquiries' },
  // E-invoicing (issue 6): every seller's invoices, their clearance and the chain audit.
  { kind: 'resource', name: 'invoices' },
  // Auctions (issue 5): lots, bids, and each auction's replay from its show page.
  { kind: 'resource', name: 'auctions' },
  // Workshops and events (issue 14): workshops, registrations with their payments, events with their RSVPs.
  { kind: 'resource', name: 'workshops' },
  { kind: 'resource', name: 'workshop-registrations' },
  { kind: 'resource', name: 'art-events' },
  // Shipping (issue 17): shipping orders with their tracking; each order's stream in the audit explorer.
  { kind: 'resource', name: 'shipping-orders' },
  // Projection failures (issue 12): what each read model stopped at or skipped, and the admin's retry.
  { kind: 'route', path: '/projections', resource: 'projections', label: 'resources.projections.menu' },
  // Storefront texts (issue 18, the storefront's /admin/translations): overrides of the shipped English and Arabic.
  { kind: 'resource', name: 'translations' },
  // E-mail management (issue 18): the transactional mails' texts, revised in both languages.
  { kind: 'resource', name: 'mail/templates' },
];

/** What the menu shows: the built tabs first in the spec's order, then the extra sections. */
export const menuSections = (): SectionTarget[] => {
  const built = ADMIN_TABS.flatMap(({ target }) => (target ? [target] : []));
  // The dashboard opens the menu whatever its place in the list.
  return [
    ...built.filter((target) => target.kind === 'dashboard'),
    ...built.filter((target) => target.kind !== 'dashboard'),
    ...EXTRA_SECTIONS,
  ];
};

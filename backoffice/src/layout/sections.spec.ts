import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, menuSections } from './sections';

describe('admin sections', () => {
  it('maps all fourteen tabs of the specification, each once', () => {
    expect(ADMIN_TABS).toHaveLength(14);
    expect(new Set(ADMIN_TABS.map(({ tab }) => tab)).size).toBe(14);
  });

  it('shows only built sections, the overview first and the audit explorer after the tabs', () => {
    const shown = menuSections().map((target) =>
      target.kind === 'dashboard' ? 'dashboard' : target.kind === 'resource' ? target.name : target.path,
    );
    expect(shown).toEqual([
      'dashboard',
      'content',
      'announcements',
      'kyc',
      'jobs',
      'users',
      'artworks',
      'comments',
      'collections',
      'mail',
      '/analytics',
      'settings',
      'feature-toggles',
      '/audit',
      '/moderation-queue',
      'discussions',
      'artists',
      'galleries',
      'inquiries',
      'invoices',
      'auctions',
      'workshops',
      'workshop-registrations',
      'art-events',
      'shipping-orders',
      '/projections',
      'translations',
      'mail/templates',
    ]);
  });
});

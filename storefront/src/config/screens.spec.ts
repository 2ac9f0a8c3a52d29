import { describe, expect, it } from 'vitest';
// The browser tests keep their own copy of the route table (they run without a TypeScript loader).
import * as browserRoutes from '../../../test/browser/storefront-routes.mjs';
import { adminDoors, comingSoonRoutes, placeholderRoutes, visibleShortcuts, type ScreenKey } from './screens';

describe('route table', () => {
  it('matches the list the browser tests visit', () => {
    expect(browserRoutes.comingSoon).toEqual(
      comingSoonRoutes.filter((r) => !r.signedInOnly).map((r) => [r.path, r.screen]),
    );
    expect(browserRoutes.placeholders).toEqual(
      placeholderRoutes.filter((r) => !r.signedInOnly).map((r) => [r.path, r.page]),
    );
    expect(browserRoutes.adminDoors).toEqual(adminDoors.map((d) => [d.path, d.door, d.target]));
    const signedInOnly = [
      ...comingSoonRoutes.filter((r) => r.signedInOnly).map((r) => r.path),
      '/role-selection',
      ...placeholderRoutes.filter((r) => r.signedInOnly).map((r) => r.path),
    ].sort();
    expect(browserRoutes.signedInOnly.map(([path]) => path).sort()).toEqual(signedInOnly);
  });
});

describe('dashboard shortcuts', () => {
  it('hides shortcuts to screens that are not built yet', () => {
    expect(visibleShortcuts(['artist', 'admin'], new Set())).toEqual([]);
  });

  it('shows built screens, seller ones only to artists and galleries', () => {
    const built = new Set<ScreenKey>(['dashboard', 'seller']);
    expect(visibleShortcuts(['collector'], built).map((s) => s.to)).toEqual(['/dashboard']);
    expect(visibleShortcuts(['gallery'], built).map((s) => s.to)).toEqual(['/dashboard', '/seller']);
  });
});

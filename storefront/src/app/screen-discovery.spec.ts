import { describe, expect, it } from 'vitest';
// The browser tests keep their own copy of the route table (they run without a TypeScript loader).
import * as browserRoutes from '../../../test/browser/storefront-routes.mjs';
import { builtScreens, screenComponents } from './screen-discovery';

describe('screen discovery', () => {
  it('finds the screens the features declare, as the browser tests list them', () => {
    expect([...builtScreens].sort()).toEqual([...browserRoutes.built].sort());
  });

  it('finds a lazy component for every built screen', () => {
    for (const screen of builtScreens) expect(screenComponents[screen]).toBeDefined();
  });
});

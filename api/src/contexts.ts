/** Every bounded context of the product, in one list (see platform/bounded-context.ts). */
import type { BoundedContext } from './platform/bounded-context.js';
import { identityContext } from './identity/index.js';
import { auctionsContext } from './auctions/index.js';
import { invoicingContext } from './invoicing/index.js';
import { profilesContext } from './profiles/index.js';
import { artworksContext } from './artworks/index.js';
import { communityContext } from './community/index.js';

export const CONTEXTS: BoundedContext[] = [
  identityContext,
  profilesContext,
  artworksContext,
  communityContext,
  auctionsContext,
  invoicingContext,
];

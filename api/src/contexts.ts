/** Every bounded context of the product, in one list (see platform/bounded-context.ts). */
import type { BoundedContext } from './platform/bounded-context.js';
import { identityContext } from './identity/identity.context.js';
import { auctionsContext } from './auctions/auctions.context.js';
import { invoicingContext } from './invoicing/invoicing.context.js';
import { profilesContext } from './profiles/profiles.context.js';
import { artworksContext } from './artworks/artworks.context.js';
import { communityContext } from './community/community.context.js';
import { auditContext } from './platform/audit/stream-reads.js';

export const CONTEXTS: BoundedContext[] = [
  identityContext,
  profilesContext,
  artworksContext,
  communityContext,
  auctionsContext,
  invoicingContext,
  auditContext,
];

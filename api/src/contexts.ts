/** Every bounded context of the product, in one list (see platform/bounded-context.ts). */
import type { BoundedContext } from './platform/bounded-context.js';
import { identityContext } from './identity/identity.context.js';
import { auctionsContext } from './auctions/auctions.context.js';
import { invoicingContext } from './invoicing/invoicing.context.js';

export const CONTEXTS: BoundedContext[] = [identityContext, auctionsContext, invoicingContext];

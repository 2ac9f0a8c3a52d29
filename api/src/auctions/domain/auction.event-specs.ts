import type { EventTypeSpec } from '../../platform/commands/event-catalog.js';
import { AUCTION_EVENT_TYPES } from './auction.events.js';

/**
 * Schema versions of the auction context's events. They hold ids and amounts, no personal data (the
 * platform already hash-chains the `auction` category, because bids are money).
 */
export const AUCTION_EVENT_SPECS: EventTypeSpec[] = AUCTION_EVENT_TYPES.map((type) => ({ type, schemaVersion: 1 }));

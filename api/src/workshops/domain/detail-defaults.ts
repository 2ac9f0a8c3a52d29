/**
 * What a workshop's ticket tier and an event hold where their organiser left a field out: the API completes a new
 * one with these, a gallery's event starts from them, and the deciders' specs build their tiers on them. A fresh
 * object each call, since its lists are the caller's to change.
 */
import type { ArtEventDetails, TicketTier } from './workshops.events.js';

export const ticketTierDefaults = (): Omit<TicketTier, 'id' | 'tierName' | 'tierNameAr' | 'price'> => ({
  description: '',
  descriptionAr: '',
  currency: 'SAR',
  maxQuantity: null,
  earlyBirdEndDate: null,
  discountPercentage: 0,
  benefits: [],
  benefitsAr: [],
});

export const artEventDefaults = (): Omit<ArtEventDetails, 'title' | 'titleAr' | 'category' | 'startDate'> => ({
  description: '',
  descriptionAr: '',
  endDate: null,
  isOnline: false,
  venue: '',
  venueAr: '',
  capacity: null,
  imageUrl: null,
});

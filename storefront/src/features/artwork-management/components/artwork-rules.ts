import { ARTWORK_CATEGORIES } from '@gulf-art/contracts';
import type { Availability } from '../api/types';

/**
 * The artworks context's rules, mirrored so the form answers before sending (the server checks again and its
 * field errors are shown on the same fields): api/src/artworks/domain/artwork.rules.ts, artwork.vocabulary.ts and http/artwork.dto.ts.
 */
export const CATEGORY_KEYS = ARTWORK_CATEGORIES;

export const AVAILABILITIES: readonly Availability[] = ['available', 'reserved', 'sold', 'on_loan'];

export const LIMITS = {
  title: 200,
  description: 5000,
  shortText: 120,
  longText: 1000,
  tags: 20,
  tag: 40,
  images: 12,
  maxPrice: 100_000_000,
  minYear: 1000,
  imageBytes: 10 * 1024 * 1024,
} as const;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Moves an owner may make; `sold` is final (only an admin corrects it). */
export const OWNER_MOVES: Record<Availability, Availability[]> = {
  available: ['reserved', 'sold', 'on_loan'],
  reserved: ['available', 'sold'],
  on_loan: ['available'],
  sold: [],
};

/** Latest year a work may carry: next year (a work dated ahead for an exhibition). */
export const latestYear = (now = new Date()) => now.getUTCFullYear() + 1;

/** SAR with at most two decimals, from 0 to 100 million; empty means "price on request". */
export function parsePrice(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return 'invalid';
  const value = Number(trimmed);
  return value > LIMITS.maxPrice ? 'invalid' : value;
}

/**
 * The signed-in home's recommended works, from the art preferences a person stated on /preferences (categories,
 * styles, media, a price range in SAR): published works matching most of them first, then the featured ones, so a
 * person who stated nothing (or whose taste matches little yet) still gets a full row.
 */
import type { Filter } from '../../platform/read-store/read-store.port.js';
import type { ArtworkDoc } from '../projections/artwork-document.js';
import { ARTWORK_SORTS, type ArtworkQueries } from './artwork-queries.js';

export interface TastePreferences {
  categories: string[];
  styles: string[];
  media: string[];
  priceMinSar: number | null;
  priceMaxSar: number | null;
}

/** How many works of each stated dimension are read before ranking (a home row is eight). */
const CANDIDATES_PER_DIMENSION = 48;

const DIMENSIONS = [
  ['categories', 'category'],
  ['styles', 'style'],
  ['media', 'medium'],
] as const;

const priceFilter = ({ priceMinSar: min, priceMaxSar: max }: TastePreferences): Filter =>
  min === null && max === null
    ? {}
    : { price: { ...(min === null ? {} : { $gte: min }), ...(max === null ? {} : { $lte: max }) } };

/** How many of the stated dimensions a work matches. */
const score = (work: ArtworkDoc, taste: TastePreferences) =>
  DIMENSIONS.filter(([list, field]) => taste[list].includes(String(work[field] ?? ''))).length;

export async function recommendedWorks(
  queries: ArtworkQueries,
  taste: TastePreferences | null,
  limit = 8,
): Promise<ArtworkDoc[]> {
  const byId = new Map<string, ArtworkDoc>();
  if (taste) {
    const price = priceFilter(taste);
    const stated = DIMENSIONS.filter(([list]) => taste[list].length > 0);
    const filters: Filter[] =
      stated.length > 0
        ? stated.map(([list, field]) => ({ [field]: { $in: taste[list] }, ...price }))
        : Object.keys(price).length > 0
          ? [price]
          : [];
    for (const filter of filters)
      for (const work of await queries.artworks.find({
        filter: { ...filter, status: 'published' },
        sort: ARTWORK_SORTS.featured,
        limit: CANDIDATES_PER_DIMENSION,
      }))
        byId.set(work.id, work);
  }
  const ranked = [...byId.values()].sort(
    (a, b) =>
      score(b, taste!) - score(a, taste!) ||
      Number(b.featured) - Number(a.featured) ||
      String(b.publishedAt ?? '').localeCompare(String(a.publishedAt ?? '')),
  );
  const chosen = ranked.slice(0, limit);
  if (chosen.length < limit)
    for (const work of await queries.featured(limit * 2))
      if (chosen.length < limit && !byId.has(work.id)) chosen.push(work);
  return chosen;
}

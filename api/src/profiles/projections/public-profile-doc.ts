import type { IndexSpec } from '../../platform/read-store/read-store.port.js';
import type { StreamTracked } from '../../platform/projections/projection.js';

/** What every public profile document (an artist's, a gallery's) carries besides its own fields. */
export interface PublicProfileDoc extends StreamTracked {
  id: string;
  /** The account the profile belongs to (null for a profile a gallery keeps for an artist without one). */
  userId: string | null;
  featured: boolean;
  createdAt: string;
  updatedAt: string;
  [key: string]: unknown;
}

/**
 * The indexes the public profile lists sort and filter by (newest, by name in either language, featured first,
 * by account), then the kind's own.
 */
export const publicProfileIndexes = (...own: IndexSpec[]): IndexSpec[] => [
  { fields: ['createdAt'] },
  { fields: ['name'] },
  { fields: ['nameAr'] },
  { fields: ['featured', 'name'] },
  { fields: ['userId'] },
  ...own,
];

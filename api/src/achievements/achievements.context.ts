import type { BoundedContext } from '../platform/bounded-context.js';
import { ACHIEVEMENTS_PROJECTIONS } from './projections/achievements.projection.js';

/** Achievements: no streams of its own, one read model projected from the other contexts' published events (HTTP
 * in achievements.module.ts). */
export const achievementsContext: BoundedContext = {
  name: 'achievements',
  eventSpecs: [],
  deciders: [],
  projections: ACHIEVEMENTS_PROJECTIONS,
};

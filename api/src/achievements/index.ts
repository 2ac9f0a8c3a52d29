/**
 * The achievements context's public surface: what the composition roots (contexts.ts, demo/, cli/) may import.
 * Everything else in this folder is internal (the dependency rule in api/.dependency-cruiser.cjs).
 */
export { achievementsContext } from './achievements.context.js';
export { AchievementsModule } from './achievements.module.js';
export { BADGE_IDS, type BadgeId } from './domain/badges.js';
export { ACHIEVEMENTS } from './projections/achievements.projection.js';
export { AchievementsPersonalData } from './achievements.personal-data.js';

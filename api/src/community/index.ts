/**
 * The community context's public surface: what other contexts and the composition roots (app.module.ts,
 * contexts.ts, demo/, cli/) may import. Everything else in this folder is internal (the dependency rule in
 * api/.dependency-cruiser.cjs checks it).
 */
export { communityContext } from './community.context.js';
export { CommunityModule } from './community.module.js';
export { seedCommunityDemo } from './demo/community.demo.js';
export { seedFavouritesHistoryDemo } from './demo/favourites-history.demo.js';
export type { Followed } from './domain/community.events.js';
export { followedOf, followersOf, messageableFollowers, type FollowedProfile } from './application/followers.js';
export { CommunityPersonalData } from './community.personal-data.js';

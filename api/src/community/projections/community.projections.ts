import type { Projection } from '../../platform/projections/projection.js';
import { favoritesProjection, followsProjection, likesProjection } from './reactions.projections.js';
import { commentsProjection, discussionsProjection } from './posts.projections.js';
import { inquiriesProjection } from './inquiries.projection.js';

/** Every read model of the community context (rebuildable from its events). */
export const COMMUNITY_PROJECTIONS: Projection[] = [
  favoritesProjection,
  followsProjection,
  likesProjection,
  commentsProjection,
  discussionsProjection,
  inquiriesProjection,
];

import type { BoundedContext } from '../platform/bounded-context.js';
import { COMMUNITY_EVENT_SPECS } from './domain/community.event-specs.js';
import { favoritesDecider } from './domain/favorites.decider.js';
import { followsDecider } from './domain/follows.decider.js';
import { likesDecider } from './domain/likes.decider.js';
import { commentDecider } from './domain/comment.decider.js';
import { discussionDecider } from './domain/discussion.decider.js';
import { inquiryDecider } from './domain/inquiry.decider.js';
import { COMMUNITY_PROJECTIONS } from './projections/community.projections.js';

/** The community context: its event types, deciders and read models (see community.module.ts for HTTP and handlers). */
export const communityContext: BoundedContext = {
  name: 'community',
  eventSpecs: COMMUNITY_EVENT_SPECS,
  deciders: [
    favoritesDecider,
    followsDecider,
    likesDecider,
    commentDecider,
    discussionDecider,
    inquiryDecider,
  ] as BoundedContext['deciders'],
  projections: COMMUNITY_PROJECTIONS,
};

import type { RateLimitPolicy } from '../../platform/rate-limit/rate-limit.decorator.js';

/** Abuse limits per signed-in person, over ten minutes: generous for a person, tight for a script. */
export const INQUIRY_LIMIT: RateLimitPolicy = { bucket: 'inquiries', scope: 'user', points: 20, windowSeconds: 600 };
export const POST_LIMIT: RateLimitPolicy = { bucket: 'community-posts', scope: 'user', points: 30, windowSeconds: 600 };
export const REPORT_LIMIT: RateLimitPolicy = {
  bucket: 'community-reports',
  scope: 'user',
  points: 20,
  windowSeconds: 600,
};

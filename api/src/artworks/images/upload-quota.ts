/**
 * Image uploads per person per day. Roles that put images on the platform (sellers, organisers, staff) get a
 * working day's worth; everyone else only enough to set their own profile picture.
 */
import type { RateLimitPolicy } from '../../platform/rate-limit/rate-limit.decorator.js';

export const IMAGE_ROLES: readonly string[] = ['artist', 'gallery', 'workshop_organiser', 'admin', 'moderator'];
export const UPLOADS_PER_DAY = { imageRoles: 300, profilePictureOnly: 5 } as const;

export const IMAGE_UPLOAD_QUOTA: RateLimitPolicy = {
  bucket: 'image-uploads',
  scope: 'user',
  points: UPLOADS_PER_DAY.profilePictureOnly,
  windowSeconds: 86_400,
  pointsForRoles: (roles) =>
    roles.some((r) => IMAGE_ROLES.includes(r)) ? UPLOADS_PER_DAY.imageRoles : UPLOADS_PER_DAY.profilePictureOnly,
};

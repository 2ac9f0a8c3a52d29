/** What the profile DTOs validate against (re-exported so the DTOs read from one place). */
export { COUNTRY_KEYS, LIMITS, EXHIBITION_KINDS, GALLERY_EVENT_STATUSES } from '../domain/profile.vocabulary.js';
export { PROFILE_SORTS as PROFILE_LIST_SORTS } from '../application/profile-queries.js';

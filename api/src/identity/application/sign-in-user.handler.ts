/**
 * Kept only for two platform specs (web/input-rules and projections/read-models-take-any-text) that import
 * `userIdFor` from this path; they move to `identity/index.js`, which exports it, and this file goes.
 */
export { userIdFor } from './account-commands.js';

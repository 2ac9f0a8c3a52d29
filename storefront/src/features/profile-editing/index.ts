/**
 * Self-service profiles: the public surface other features use. The dashboard shows the editor as its
 * "Public profile" tab; the profile picture card sits beside the personal profile.
 */
export { PublicProfileTab } from './components/public-profile-tab';

import type { FeatureScreens } from '../../config/screens';

/**
 * Self-service profiles: the public surface other features use. The dashboard shows the editor as its
 * "Public profile" tab and the picture card beside the personal profile; no route of its own.
 */
export const screens: FeatureScreens = {};
export { PublicProfileTab } from './components/public-profile-tab';
export { ProfilePictureCard } from './components/profile-picture-card';

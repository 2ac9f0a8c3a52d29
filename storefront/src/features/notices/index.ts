/**
 * Notices from the platform's staff: announcement banners, and what a switched-off feature's screens show. Used by
 * the app shell (app/routes.tsx, the layout), not by other features.
 */
import type { FeatureScreens } from '../../config/screens';

export { AnnouncementBanner } from './components/announcement-banner';
export { FeatureGate } from './components/feature-gate';

/** No screen of the route table of its own (screen discovery reads every feature's `screens`). */
export const screens: FeatureScreens = {};

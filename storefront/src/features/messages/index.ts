import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** Messages to the signed-in person (from staff, and from the artists and galleries they follow): their page, the
 * unread count the account menu shows, and artists' and galleries' "Message a follower". */
export const screens: FeatureScreens = {
  messages: lazy(() => import('./components/messages-page')),
};

export { useUnreadMessageCount } from './api/messages-api';

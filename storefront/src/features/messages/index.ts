import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** Messages from staff to the signed-in person: their page, and the unread count the account menu shows. */
export const screens: FeatureScreens = {
  messages: lazy(() => import('./components/messages-page')),
};

export { useUnreadMessageCount } from './api/messages-api';

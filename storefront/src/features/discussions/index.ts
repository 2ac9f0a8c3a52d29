import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** Community discussions: the list with a new-discussion form, and a thread with its replies and reports. */
export const screens: FeatureScreens = {
  discussions: lazy(() => import('./components/discussions-page')),
  discussionThread: lazy(() => import('./components/discussion-thread-page')),
};

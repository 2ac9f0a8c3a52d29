import { lazy } from 'react';

/** The platform analytics page (`/analytics`, served by /api/admin/analytics): every staff role reads it. */
export const AnalyticsPage = lazy(() => import('./AnalyticsPage'));

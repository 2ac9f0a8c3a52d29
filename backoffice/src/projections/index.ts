import { lazy } from 'react';

/** The read models page (`/projections`, served by /api/admin/projections): admins only. */
export const ReadModelsPage = lazy(() => import('./ReadModelsPage'));

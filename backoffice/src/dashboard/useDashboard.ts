import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';

/** GET /api/admin/dashboard. Refreshed by the app bar's refresh button, not polled. */
export const useDashboard = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => dataProvider.getDashboard() });
};

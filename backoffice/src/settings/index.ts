import SettingsIcon from '@mui/icons-material/Settings';
import { lazy } from 'react';

const SettingsPage = lazy(() => import('./SettingsPage').then((module) => ({ default: module.SettingsPage })));

export { ConsoleLinks } from './ConsoleLinks';

/** The `settings` resource (/api/admin/settings): one record, `platform`, shown as the Settings tab. */
export default {
  list: SettingsPage,
  icon: SettingsIcon,
  recordRepresentation: () => 'platform',
};

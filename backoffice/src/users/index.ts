import PeopleIcon from '@mui/icons-material/People';
import type { UserRecord } from '../types';
import { fullName } from './fullName';
import { lazyNamed } from '../kit/resources';

/** The `users` resource, served by /api/admin/users. No create or edit: users change through commands. */
export default {
  list: lazyNamed(() => import('./UserList'), 'UserList'),
  show: lazyNamed(() => import('./UserShow'), 'UserShow'),
  icon: PeopleIcon,
  recordRepresentation: (record: UserRecord) => fullName(record),
};

/** The first-run page (`#/setup`, the storefront's `/admin/setup` door). */
export const SetupPage = lazyNamed(() => import('./SetupPage'), 'SetupPage');

import PeopleIcon from '@mui/icons-material/People';
import type { UserRecord } from '../types';
import { fullName } from './fullName';
import { lazyNamed } from '../kit/resources';

// Screens load on first visit: the console's first paint carries only the shell and the overview.
const UserList = lazyNamed(() => import('./UserList'), 'UserList');
const UserShow = lazyNamed(() => import('./UserShow'), 'UserShow');

/** The `users` resource, served by /api/admin/users. No create or edit: users change through commands. */
export default {
  list: UserList,
  show: UserShow,
  icon: PeopleIcon,
  recordRepresentation: (record: UserRecord) => fullName(record),
};

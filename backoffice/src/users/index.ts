import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { UserRecord } from '../types';
import { fullName } from './fullName';

// Screens load on first visit: the console's first paint carries only the shell and the overview.
const UserList = lazy(() => import('./UserList').then((module) => ({ default: module.UserList })));
const UserShow = lazy(() => import('./UserShow').then((module) => ({ default: module.UserShow })));

/** The `users` resource, served by /api/admin/users. No create or edit: users change through commands. */
export default {
  list: UserList,
  show: UserShow,
  icon: PeopleIcon,
  recordRepresentation: (record: UserRecord) => fullName(record),
};

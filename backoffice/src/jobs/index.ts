import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { lazy } from 'react';

const JobList = lazy(() => import('./JobList').then((module) => ({ default: module.JobList })));

/** The `jobs` resource: failed jobs served by /api/admin/jobs, retried one by one. */
export default {
  list: JobList,
  icon: ErrorOutlineIcon,
};

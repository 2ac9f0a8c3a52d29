import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { lazyNamed } from '../kit/resources';

const JobList = lazyNamed(() => import('./JobList'), 'JobList');

/** The `jobs` resource: failed jobs served by /api/admin/jobs, retried one by one. */
export default {
  list: JobList,
  icon: ErrorOutlineIcon,
};

import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { lazyNamed } from '../kit/resources';

/** The `jobs` resource: failed jobs served by /api/admin/jobs, retried one by one. */
export default {
  list: lazyNamed(() => import('./JobList'), 'JobList'),
  icon: ErrorOutlineIcon,
};

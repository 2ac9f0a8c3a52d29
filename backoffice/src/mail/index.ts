import MailIcon from '@mui/icons-material/MailOutlined';
import { lazyNamed } from '../kit/resources';

/** The `mail` resource (the spec's "email management" tab), served by /api/admin/mail. Read-only. */
export default {
  list: lazyNamed(() => import('./MailList'), 'MailList'),
  show: lazyNamed(() => import('./MailShow'), 'MailShow'),
  icon: MailIcon,
  recordRepresentation: 'subject',
};

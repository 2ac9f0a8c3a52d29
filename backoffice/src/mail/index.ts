import MailIcon from '@mui/icons-material/MailOutlined';
import { lazyNamed } from '../kit/resources';

const MailList = lazyNamed(() => import('./MailList'), 'MailList');
const MailShow = lazyNamed(() => import('./MailShow'), 'MailShow');

/** The `mail` resource (the spec's "email management" tab), served by /api/admin/mail. Read-only. */
export default {
  list: MailList,
  show: MailShow,
  icon: MailIcon,
  recordRepresentation: 'subject',
};

import MailIcon from '@mui/icons-material/MailOutlined';
import { lazy } from 'react';

const MailList = lazy(() => import('./MailList').then((module) => ({ default: module.MailList })));
const MailShow = lazy(() => import('./MailShow').then((module) => ({ default: module.MailShow })));

/** The `mail` resource (the spec's "email management" tab), served by /api/admin/mail. Read-only. */
export default {
  list: MailList,
  show: MailShow,
  icon: MailIcon,
  recordRepresentation: 'subject',
};

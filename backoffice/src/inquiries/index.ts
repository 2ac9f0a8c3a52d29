import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { lazyNamed, representedBy } from '../kit/resources';

/** The `inquiries` resource (/api/admin/inquiries): read-only for staff; owners answer from the storefront. */
export default {
  list: lazyNamed(() => import('./InquiryList'), 'InquiryList'),
  show: lazyNamed(() => import('./InquiryShow'), 'InquiryShow'),
  icon: QuestionAnswerIcon,
  recordRepresentation: representedBy('subject', 'email'),
};

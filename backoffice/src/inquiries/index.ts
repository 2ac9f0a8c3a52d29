import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { lazyNamed, representedBy } from '../kit/resources';

const InquiryList = lazyNamed(() => import('./InquiryList'), 'InquiryList');
const InquiryShow = lazyNamed(() => import('./InquiryShow'), 'InquiryShow');

/** The `inquiries` resource (/api/admin/inquiries): read-only for staff; owners answer from the storefront. */
export default {
  list: InquiryList,
  show: InquiryShow,
  icon: QuestionAnswerIcon,
  recordRepresentation: representedBy('subject', 'email'),
};

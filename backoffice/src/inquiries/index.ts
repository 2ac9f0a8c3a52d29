import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { lazy } from 'react';

const InquiryList = lazy(() => import('./InquiryList').then((module) => ({ default: module.InquiryList })));
const InquiryShow = lazy(() => import('./InquiryShow').then((module) => ({ default: module.InquiryShow })));

/** The `inquiries` resource (/api/admin/inquiries): read-only for staff; owners answer from the storefront. */
export default {
  list: InquiryList,
  show: InquiryShow,
  icon: QuestionAnswerIcon,
  recordRepresentation: (record: { id: string; subject?: string; email?: string }) =>
    record.subject || record.email || record.id,
};

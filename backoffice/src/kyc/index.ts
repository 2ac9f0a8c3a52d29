import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { lazy } from 'react';

const KycList = lazy(() => import('./KycList').then((module) => ({ default: module.KycList })));
const KycShow = lazy(() => import('./KycShow').then((module) => ({ default: module.KycShow })));

/** The `kyc` resource (/api/admin/kyc): the reviewers' queue and each person's documents and decisions. */
export default {
  list: KycList,
  show: KycShow,
  icon: VerifiedUserIcon,
  recordRepresentation: (record: { id: string }) => record.id,
};

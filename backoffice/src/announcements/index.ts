import CampaignIcon from '@mui/icons-material/Campaign';
import { lazy } from 'react';

const view = <K extends 'AnnouncementList' | 'AnnouncementCreate' | 'AnnouncementEdit'>(name: K) =>
  lazy(() => import('./AnnouncementViews').then((module) => ({ default: module[name] })));

/** The `announcements` resource (/api/admin/announcements), the Communication tab: banners shown in the
 * storefront; staff read them, admins publish, revise and withdraw. */
export default {
  list: view('AnnouncementList'),
  create: view('AnnouncementCreate'),
  edit: view('AnnouncementEdit'),
  icon: CampaignIcon,
  recordRepresentation: (record: { message: string }) => record.message,
};

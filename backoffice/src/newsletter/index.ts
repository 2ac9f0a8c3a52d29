import CampaignIcon from '@mui/icons-material/Campaign';
import SubscriptionsIcon from '@mui/icons-material/MarkEmailRead';
import { lazyNamed } from '../kit/resources';

/** Newsletter subscribers with their consent history (/api/admin/newsletter/subscribers): staff read. */
export const newsletterSubscribers = {
  list: lazyNamed(() => import('./SubscriberResources'), 'SubscriberList'),
  show: lazyNamed(() => import('./SubscriberResources'), 'SubscriberShow'),
  icon: SubscriptionsIcon,
  recordRepresentation: (record: { email?: string | null; id: string }) => record.email || record.id,
};

/** Newsletter campaigns (/api/admin/newsletter/campaigns): admins compose, schedule and send; staff read. */
export const newsletterCampaigns = {
  list: lazyNamed(() => import('./CampaignResources'), 'CampaignList'),
  show: lazyNamed(() => import('./CampaignResources'), 'CampaignShow'),
  create: lazyNamed(() => import('./CampaignResources'), 'CampaignCreate'),
  icon: CampaignIcon,
  recordRepresentation: 'subject',
};

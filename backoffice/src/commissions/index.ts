import ForumIcon from '@mui/icons-material/Forum';
import HandshakeIcon from '@mui/icons-material/Handshake';
import { lazy } from 'react';

const load = <K extends string>(name: K) =>
  lazy(() =>
    import('./CommissionResources').then((module) => ({
      default: (module as unknown as Record<K, React.ComponentType>)[name],
    })),
  );

/** Commission requests with their bids (/api/admin/commissions): staff read them; the audit trail replays each. */
export const commissions = {
  list: load('CommissionList'),
  show: load('CommissionShow'),
  icon: HandshakeIcon,
  recordRepresentation: (record: { title?: string; titleAr?: string; id: string }) =>
    record.title || record.titleAr || record.id,
};

/** Reported messages of bid threads (/api/admin/commission-messages): moderators hide one. */
export const commissionMessages = {
  list: load('CommissionMessageList'),
  show: load('CommissionMessageShow'),
  icon: ForumIcon,
  recordRepresentation: (record: { id: string }) => record.id,
};

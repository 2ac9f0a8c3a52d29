import GavelIcon from '@mui/icons-material/Gavel';
import { lazy } from 'react';

const AuctionList = lazy(() => import('./AuctionList').then((module) => ({ default: module.AuctionList })));
const AuctionShow = lazy(() => import('./AuctionShow').then((module) => ({ default: module.AuctionShow })));
const AuctionCreate = lazy(() => import('./AuctionCreate').then((module) => ({ default: module.AuctionCreate })));

/** The `auctions` resource (/api/admin/auctions): staff read; admins schedule, cancel and retract bids. */
export default {
  list: AuctionList,
  show: AuctionShow,
  create: AuctionCreate,
  icon: GavelIcon,
  recordRepresentation: (record: { id: string; lotId?: string }) => record.lotId || record.id,
};

export const AuctionReplayPage = lazy(() => import('./AuctionReplay'));

import GavelIcon from '@mui/icons-material/Gavel';
import { lazy } from 'react';
import { lazyNamed, representedBy } from '../kit/resources';

const AuctionList = lazyNamed(() => import('./AuctionList'), 'AuctionList');
const AuctionShow = lazyNamed(() => import('./AuctionShow'), 'AuctionShow');
const AuctionCreate = lazyNamed(() => import('./AuctionCreate'), 'AuctionCreate');

/** The `auctions` resource (/api/admin/auctions): staff read; admins schedule, cancel and retract bids. */
export default {
  list: AuctionList,
  show: AuctionShow,
  create: AuctionCreate,
  icon: GavelIcon,
  recordRepresentation: representedBy('lotId'),
};

export const AuctionReplayPage = lazy(() => import('./AuctionReplay'));

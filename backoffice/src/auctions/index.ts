import GavelIcon from '@mui/icons-material/Gavel';
import { lazy } from 'react';
import { lazyNamed, representedBy } from '../kit/resources';

/** The `auctions` resource (/api/admin/auctions): staff read; admins schedule, cancel and retract bids. */
export default {
  list: lazyNamed(() => import('./AuctionList'), 'AuctionList'),
  show: lazyNamed(() => import('./AuctionShow'), 'AuctionShow'),
  create: lazyNamed(() => import('./AuctionCreate'), 'AuctionCreate'),
  icon: GavelIcon,
  recordRepresentation: representedBy('lotId'),
};

export const AuctionReplayPage = lazy(() => import('./AuctionReplay'));

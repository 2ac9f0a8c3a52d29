/** The shapes this feature reads, as the contract between the sessions describes them. */
import type { Artwork, ImageRef } from '../../artwork-management';

export interface Favorite {
  id: string;
  artworkId: string;
  createdAt: string;
  artwork: Artwork | null;
}

export type InquiryStatus = 'pending' | 'responded' | 'closed';

export interface Inquiry {
  id: string;
  kind: 'artwork' | 'gallery';
  status: InquiryStatus;
  message: string;
  response: string | null;
  respondedAt: string | null;
  createdAt: string;
  email: string;
  phone?: string | null;
  name?: string | null;
  subject?: string | null;
  inquiryType?: string | null;
  artwork: {
    id: string;
    title: string;
    titleAr?: string | null;
    images?: ImageRef[];
    artist?: { name: string; nameAr?: string | null };
  } | null;
  gallery: { id: string; name: string; nameAr?: string | null } | null;
}

export interface MeStats {
  favorites: number;
  inquiries: number;
  profileViews: number;
  following?: number;
}

/** A workshop or event registration (SPEC section 3); only what the list shows. */
export interface Registration {
  id: string;
  kind: 'workshop' | 'event';
  title: string;
  titleAr?: string | null;
  startDate?: string | null;
  status?: string | null;
}

/** A paid order of the collector's (GET /api/orders/mine), only what the Purchases list shows. */
export interface Purchase {
  id: string;
  status: string;
  currency: 'SAR';
  amount: number;
  payment: { paidAt: string; total: number } | null;
  artwork: { id: string; title: string; titleAr?: string | null } | null;
  /** The lot, for the order selling a work won at auction to its winner. */
  auction?: { auctionId: string } | null;
}

/** A lot the collector won (GET /api/auctions/won); money in SAR. */
export interface AuctionWin {
  auctionId: string;
  lotId: string;
  artworkId: string | null;
  title: string | null;
  titleAr: string | null;
  hammer: number;
  closedAt: string;
  invoiceId: string | null;
}

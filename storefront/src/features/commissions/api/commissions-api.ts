/** The commissions calls (issue 15): requests, bids, acceptance, milestones, cancelling and bid threads. */
import { ARTWORK_CATEGORIES } from '@gulf-art/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getJson, postForm, sendJson } from '../../../lib/http';

/** Amounts are SAR in halalas (1 SAR = 100), as the API keeps them. */
export interface ImageRef {
  id: string;
  url: string;
  thumbnailUrl: string;
}

export type CommissionStatus = 'open' | 'closed' | 'in_progress' | 'completed' | 'cancelled';
export type Milestone = 'sketch_approved' | 'work_in_progress' | 'completed';
export const MILESTONES: Milestone[] = ['sketch_approved', 'work_in_progress', 'completed'];
/** A request's categories are the catalog's. */
export const CATEGORIES = ARTWORK_CATEGORIES;

export interface Bid {
  id: string;
  artistId: string | null;
  bidderId: string;
  artistName: string;
  artistNameAr: string;
  amount: number;
  timelineDays: number;
  proposal: string;
  sketches: ImageRef[];
  status: 'active' | 'withdrawn' | 'accepted' | 'declined';
  placedAt: string;
  /** Hidden by a moderator: only its bidder (and staff) still see it. */
  hidden?: boolean;
  hiddenReason?: string | null;
}

export interface Commission {
  id: string;
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  category: string;
  medium: string;
  style: string;
  dimensions: string;
  budgetMin: number;
  budgetMax: number;
  deadline: string;
  referenceImages: ImageRef[];
  visibility: 'public' | 'invited';
  status: CommissionStatus;
  collectorId: string;
  collectorName: string;
  bidCount: number;
  bids: Bid[];
  acceptedBidId: string | null;
  milestones: Array<{ milestone: Milestone; note: string; submittedAt: string; approvedAt: string | null }>;
  cancelReason: string | null;
  /** Hidden by a moderator: only its collector (and staff) still see it. */
  hidden?: boolean;
  hiddenReason?: string | null;
  /** The draft artwork the artist made of the completed work. */
  artworkId?: string | null;
  /** The order selling that artwork to the collector (its two parties and staff see it). */
  sale?: CommissionSale | null;
  postedAt: string;
  viewer: { isCollector: boolean; hasBid: boolean; isCommissionedArtist?: boolean };
}

export interface CommissionSale {
  orderId: string;
  number: string;
  status: 'awaiting_payment' | 'paid' | 'released' | 'refunded';
  amountHalalas: number;
  totalHalalas: number | null;
  paidAt: string | null;
}

export interface CommissionList {
  items: Commission[];
  total: number;
  facets: Record<string, Array<{ value: string; count: number }>>;
}

export interface Message {
  id: string;
  authorId: string;
  authorName: string;
  body: string;
  attachments: ImageRef[];
  hidden: boolean;
  postedAt: string;
}

export interface ListFilters {
  q?: string;
  category?: string;
  medium?: string;
  /** SAR (converted to halalas for the API). */
  budgetMin?: string;
  budgetMax?: string;
  deadlineTo?: string;
}

const toQuery = (f: ListFilters) => {
  const p = new URLSearchParams();
  if (f.q) p.set('q', f.q);
  if (f.category) p.set('category', f.category);
  if (f.medium) p.set('medium', f.medium);
  if (f.budgetMin) p.set('budgetMin', String(Math.round(Number(f.budgetMin) * 100)));
  if (f.budgetMax) p.set('budgetMax', String(Math.round(Number(f.budgetMax) * 100)));
  if (f.deadlineTo) p.set('deadlineTo', f.deadlineTo);
  const s = p.toString();
  return s ? `?${s}` : '';
};

export const commissionsQuery = (filters: ListFilters) =>
  queryOptions({
    queryKey: ['commissions', 'list', filters],
    queryFn: ({ signal }) => getJson<CommissionList>(`/api/commissions${toQuery(filters)}`, { signal }),
  });

export const myCommissionsQuery = queryOptions({
  queryKey: ['commissions', 'mine'],
  queryFn: ({ signal }) =>
    getJson<{ asCollector: Commission[]; asArtist: Commission[] }>('/api/commissions/mine', { signal }),
});

export const commissionQuery = (id: string) =>
  queryOptions({
    queryKey: ['commissions', 'one', id],
    queryFn: ({ signal }) => getJson<Commission>(`/api/commissions/${id}`, { signal }),
  });

export const threadQuery = (id: string, bidId: string) =>
  queryOptions({
    queryKey: ['commissions', 'thread', id, bidId],
    queryFn: ({ signal }) => getJson<{ items: Message[] }>(`/api/commissions/${id}/bids/${bidId}/messages`, { signal }),
  });

/** An artist of the directory (GET /api/artists), as the invited-artists picker shows it. */
export interface ArtistOption {
  id: string;
  name: string;
  nameAr: string;
  profileImage: string | null;
}

/** Artists whose name matches `q`: the first ten of the public directory. */
export const artistSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['commissions', 'artist-search', q],
    queryFn: ({ signal }) =>
      getJson<{ items: ArtistOption[] }>(`/api/artists?${new URLSearchParams({ q, pageSize: '10' })}`, { signal }),
    staleTime: 60_000,
  });

/** The new-request body: the request's own fields, its images and invited artists by id, the poster's language. */
export type RequestForm = Pick<
  Commission,
  | 'title'
  | 'titleAr'
  | 'description'
  | 'descriptionAr'
  | 'category'
  | 'medium'
  | 'style'
  | 'dimensions'
  | 'budgetMin'
  | 'budgetMax'
  | 'deadline'
  | 'visibility'
> & { referenceImageIds: string[]; invitedArtistIds: string[]; language: 'en' | 'ar' };

export const postRequest = (form: RequestForm) => sendJson<Commission>('POST', '/api/commissions', form);

export interface BidForm {
  amount: number;
  timelineDays: number;
  proposal: string;
  sketchImageIds: string[];
  language: 'en' | 'ar';
}

export const placeBid = (id: string, form: BidForm) =>
  sendJson<Commission>('POST', `/api/commissions/${id}/bids`, form);
/** The bidder's new terms while the request is open (the API keeps what is not sent). */
export const reviseBid = (id: string, bidId: string, terms: Omit<BidForm, 'language'>) =>
  sendJson<Commission>('PATCH', `/api/commissions/${id}/bids/${bidId}`, terms);
export const withdrawBid = (id: string, bidId: string) =>
  sendJson<Commission>('PATCH', `/api/commissions/${id}/bids/${bidId}`, { status: 'withdrawn' });
export const acceptBid = (id: string, bidId: string) =>
  sendJson<Commission>('POST', `/api/commissions/${id}/bids/${bidId}/accept`);
export const milestone = (id: string, m: Milestone, action: 'submit' | 'approve') =>
  sendJson<Commission>('POST', `/api/commissions/${id}/milestones`, { milestone: m, action });
/** The commissioned artist turns the completed work into a draft artwork of its own (the bid's sketches). */
export const createArtwork = (id: string) =>
  sendJson<{ artworkId: string; commission: Commission }>('POST', `/api/commissions/${id}/artwork`, {});
export const offerForSale = (id: string) => sendJson<Commission>('POST', `/api/commissions/${id}/sale`, {});
export const cancelRequest = (id: string, reason: string) =>
  sendJson<Commission>('POST', `/api/commissions/${id}/cancel`, reason ? { reason } : {});
export const postMessage = (id: string, bidId: string, body: string, attachmentImageIds: string[]) =>
  sendJson<{ items: Message[] }>('POST', `/api/commissions/${id}/bids/${bidId}/messages`, { body, attachmentImageIds });
export const reportMessage = (id: string, bidId: string, messageId: string, reason: string) =>
  sendJson('POST', `/api/commissions/${id}/bids/${bidId}/messages/${messageId}/report`, { reason });

/** An image through the marketplace's pipeline (checked by its bytes, re-encoded): its id goes in the form. */
export function uploadImage(file: File): Promise<ImageRef> {
  const form = new FormData();
  form.append('file', file);
  return postForm<ImageRef>('/api/images', form);
}

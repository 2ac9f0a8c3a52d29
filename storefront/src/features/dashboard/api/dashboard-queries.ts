import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import type { AuctionWin, Favorite, Inquiry, MeStats, Purchase, Registration } from './types';

export const meStatsQuery = queryOptions({
  queryKey: ['/api/me/stats'],
  queryFn: ({ signal }) => getJson<MeStats>('/api/me/stats', { signal }),
});

export const favoritesQuery = queryOptions({
  queryKey: ['/api/favorites'],
  queryFn: ({ signal }) => getJson<Favorite[]>('/api/favorites', { signal }),
});

export const myInquiriesQuery = queryOptions({
  queryKey: ['/api/inquiries/user'],
  queryFn: ({ signal }) => getJson<Inquiry[]>('/api/inquiries/user', { signal }),
});

export const receivedInquiriesQuery = queryOptions({
  queryKey: ['/api/inquiries/received'],
  queryFn: ({ signal }) => getJson<Inquiry[]>('/api/inquiries/received', { signal }),
});

interface RawRegistration {
  id: string;
  status?: string;
  paymentStatus?: string;
  workshop?: { title: string; titleAr?: string | null; startDate?: string | null };
  event?: { title: string; titleAr?: string | null; startDate?: string | null };
}

/** Workshop and event registrations (GET /api/my-workshops, GET /api/my-events); a failure is shown, not hidden. */
async function fetchRegistrations(
  path: string,
  kind: Registration['kind'],
  signal?: AbortSignal,
): Promise<Registration[]> {
  const rows = await getJson<RawRegistration[]>(path, { signal });
  return (Array.isArray(rows) ? rows : []).map((row) => {
    const subject = row.workshop ?? row.event;
    return {
      id: row.id,
      kind,
      title: subject?.title ?? '',
      titleAr: subject?.titleAr,
      startDate: subject?.startDate,
      status: row.paymentStatus ?? row.status,
    };
  });
}

export const registrationsQuery = queryOptions({
  queryKey: ['/api/my-workshops', '/api/my-events'],
  queryFn: async ({ signal }) => {
    const [workshops, events] = await Promise.all([
      fetchRegistrations('/api/my-workshops', 'workshop', signal),
      fetchRegistrations('/api/my-events', 'event', signal),
    ]);
    return [...workshops, ...events];
  },
});

/**
 * The collector's paid orders (their purchases), newest first as the API answers. The cache holds the whole list
 * under the orders screen's key (one request, refreshed when a payment lands); `select` keeps the paid ones.
 */
export const purchasesQuery = queryOptions({
  queryKey: ['/api/orders/mine'],
  queryFn: ({ signal }) => getJson<Purchase[]>('/api/orders/mine', { signal }),
  select: (orders) => orders.filter((order) => order.status === 'paid'),
});

/** The collector's orders for the lots they won (from the same cached list), by lot: where a win is paid. */
export const wonOrdersQuery = queryOptions({
  ...purchasesQuery,
  select: (orders) => new Map(orders.flatMap((order) => (order.auction ? [[order.auction.auctionId, order]] : []))),
});

/** The lots the collector won, newest close first. */
export const auctionWinsQuery = queryOptions({
  queryKey: ['/api/auctions/won'],
  queryFn: async ({ signal }) => (await getJson<{ items: AuctionWin[] }>('/api/auctions/won', { signal })).items,
});

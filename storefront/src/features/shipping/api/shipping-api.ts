/** The shipping calls (`/api/shipping/*`): the seller's profile, their orders, ship / tracking / deliver, analytics. */
import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../lib/http';

export const CARRIERS = ['sandbox', 'smsa', 'aramex', 'spl', 'dhl'] as const;
export const STATUSES = [
  'awaiting_shipment',
  'shipped',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'returned',
  'exception',
] as const;
export const TRACKING_STATUSES = ['in_transit', 'out_for_delivery', 'delivered', 'returned', 'exception'] as const;
export type ShippingStatus = (typeof STATUSES)[number];

export interface ShippingProfile {
  businessName: string;
  contactPerson: string;
  contactPhone: string;
  contactEmail: string;
  /** Halalas. */
  domesticRate: number;
  internationalRate: number;
  handlingDays: number;
  defaultCarrier: string;
  notes: string | null;
}

export interface TrackingEntry {
  status: ShippingStatus;
  at: string;
  place: string;
  description: string;
  source: string;
}

export interface ShippingOrder {
  id: string;
  orderId: string;
  orderNumber: string;
  artworkTitle: string;
  address: { recipientName: string; city: string; country: string } | null;
  carrier: string | null;
  trackingNumber: string | null;
  status: ShippingStatus;
  shipBy: string;
  shippedAt: string | null;
  deliveredAt: string | null;
  disputeWindowEndsAt: string | null;
  events: TrackingEntry[];
  createdAt: string;
}

export interface ShippingAnalytics {
  total: number;
  byStatus: Record<ShippingStatus, number>;
  averageHandlingHours: number | null;
  onTimeRate: number | null;
}

export const profileQuery = queryOptions({
  queryKey: ['shipping', 'profile'],
  queryFn: () => getJson<{ profile: ShippingProfile | null }>('/api/shipping/profile'),
});
export const ordersQuery = queryOptions({
  queryKey: ['shipping', 'orders'],
  queryFn: () => getJson<ShippingOrder[]>('/api/shipping/orders'),
});
export const analyticsQuery = queryOptions({
  queryKey: ['shipping', 'analytics'],
  queryFn: () => getJson<ShippingAnalytics>('/api/shipping/analytics'),
});

export const saveProfile = (body: ShippingProfile) =>
  sendJson<{ profile: ShippingProfile }>('PUT', '/api/shipping/profile', body);
export const shipOrder = (id: string, body: { carrier: string; trackingNumber: string }) =>
  sendJson<ShippingOrder>('POST', `/api/shipping/orders/${encodeURIComponent(id)}/ship`, body);
export const recordTracking = (id: string, body: { status: string; place: string; description: string }) =>
  sendJson<ShippingOrder>('POST', `/api/shipping/orders/${encodeURIComponent(id)}/tracking`, body);

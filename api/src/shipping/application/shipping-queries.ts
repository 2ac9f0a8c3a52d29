/**
 * Shipping reads: a seller's profile, the orders a person may see (a seller their own, a shipping provider the
 * ones assigned to them, staff all), one order checked the same way, the analytics of a seller's orders, and
 * the back-office list.
 */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { Filter, FindOptions, ReadStore } from '../../platform/read-store/read-store.port.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { SHIPPING_STATUSES, type ShippingStatus } from '../domain/shipping.events.js';
import { SHIPPING_ORDERS, SHIPPING_PROFILES } from '../projections/shipping.projections.js';
import type { ShippingOrderDoc, ShippingProfileDoc } from '../projections/shipping.projections.js';

export const SELLER_ROLES = ['artist', 'gallery'];
export const isShippingStaff = (access: AccountAccess) => access.roles.some((r) => r === 'admin' || r === 'auditor');
export const isShippingProvider = (access: AccountAccess) => access.roles.includes('shipping_provider');

/** An order as the API answers it (the document without its stream bookkeeping). */
export type ShippingOrderView = ShippingOrderDoc;
const view = ({ _stream: _s, _revision: _r, ...doc }: ShippingOrderDoc): ShippingOrderView => doc as ShippingOrderView;

export interface ShippingAnalytics {
  total: number;
  byStatus: Record<ShippingStatus, number>;
  /** Mean hours from opening to shipping over shipped orders (null when none shipped). */
  averageHandlingHours: number | null;
  /** Share of shipped orders shipped within the handling days (0–1; null when none shipped). */
  onTimeRate: number | null;
}

@Injectable()
export class ShippingQueries {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  private get profiles() {
    return this.reads.collection<ShippingProfileDoc>(SHIPPING_PROFILES);
  }

  private get orders() {
    return this.reads.collection<ShippingOrderDoc>(SHIPPING_ORDERS);
  }

  async profileOf(sellerId: string) {
    const found = await this.profiles.get(sellerId);
    if (!found) return null;
    const { _stream: _s, _revision: _r, ...profile } = found;
    return profile;
  }

  /** Which orders a person sees: staff all, a provider their assigned ones, anyone else those they sell. */
  private scopeOf(user: AccountAccess): Filter {
    if (isShippingStaff(user)) return {};
    if (isShippingProvider(user) && !SELLER_ROLES.some((r) => user.roles.includes(r)))
      return { providerId: user.userId };
    return { sellerId: user.userId };
  }

  async visibleOrders(user: AccountAccess, status?: ShippingStatus) {
    const filter: Filter = { ...this.scopeOf(user), ...(status ? { status } : {}) };
    const docs = await this.orders.find({ filter, sort: [{ field: 'createdAt', direction: 'desc' }], limit: 500 });
    return docs.map(view);
  }

  /** The order when this person is its seller, buyer, assigned provider or staff; 404 otherwise (no leak). */
  async orderFor(orderId: string, user: AccountAccess): Promise<ShippingOrderView> {
    const doc = await this.orders.get(orderId);
    const party =
      doc &&
      (isShippingStaff(user) ||
        doc.sellerId === user.userId ||
        doc.buyerId === user.userId ||
        doc.providerId === user.userId);
    if (!doc || !party) throw notFound('Shipping order', 'طلب الشحن');
    return view(doc);
  }

  async order(orderId: string): Promise<ShippingOrderView | null> {
    const doc = await this.orders.get(orderId);
    return doc ? view(doc) : null;
  }

  async byTracking(carrier: string, trackingNumber: string): Promise<ShippingOrderView | null> {
    const [doc] = await this.orders.find({ filter: { trackingNumber, carrier }, limit: 1 });
    return doc ? view(doc) : null;
  }

  async analytics(user: AccountAccess): Promise<ShippingAnalytics> {
    const orders = await this.visibleOrders(user);
    const byStatus = Object.fromEntries(SHIPPING_STATUSES.map((s) => [s, 0])) as Record<ShippingStatus, number>;
    for (const o of orders) byStatus[o.status] += 1;
    const shipped = orders.filter((o) => o.handlingHours !== null);
    return {
      total: orders.length,
      byStatus,
      averageHandlingHours:
        shipped.length === 0
          ? null
          : Math.round((shipped.reduce((sum, o) => sum + o.handlingHours!, 0) / shipped.length) * 10) / 10,
      onTimeRate:
        shipped.length === 0
          ? null
          : Math.round((shipped.filter((o) => o.onTime).length / shipped.length) * 1000) / 1000,
    };
  }

  async adminList(options: FindOptions & { offset: number; limit: number }) {
    const [items, total] = await Promise.all([
      this.orders.find(options),
      this.orders.count({ filter: options.filter, text: options.text }),
    ]);
    return { items: items.map(view), total };
  }
}

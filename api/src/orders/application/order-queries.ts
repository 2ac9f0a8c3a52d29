/**
 * Order reads: a person's own orders and offers, a seller's (the work's artist or gallery), the payouts due to
 * a seller, one order for its buyer, its sellers or staff (404 to anyone else, so ids reveal nothing), and the
 * back-office lists. Each answer names the work (title, image) from the artworks context's public surface.
 */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { Filter, FindOptions, ReadStore } from '../../platform/read-store/read-store.port.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { ARTWORKS, type ArtworkDoc } from '../../artworks/index.js';
import { SaleInvoicing } from '../../invoicing/index.js';
import { ORDERS, type OrderDoc } from '../projections/orders.projection.js';
import { isStaffRole } from '../../platform/auth/roles.js';

export const isStaff = (user: AccountAccess) => user.roles.some(isStaffRole);

const PLACED = { isOrder: true };
const OFFERS = { source: 'offer' };

/** An order the read model shows paid, with the checkout it was paid at. */
export type PaidOrderDoc = OrderDoc & {
  payment: NonNullable<OrderDoc['payment']>;
  checkout: NonNullable<OrderDoc['checkout']>;
};
const isPaid = (doc: OrderDoc): doc is PaidOrderDoc => Boolean(doc.payment && doc.checkout);

/** The stream's bookkeeping (`_stream`, `_revision`) is left out of the value. */
export type OrderView = OrderDoc & {
  artwork: { id: string; title: string; titleAr: string; image: string | null } | null;
  role: 'buyer' | 'seller' | 'staff';
};

@Injectable()
export class OrderQueries {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly invoicing: SaleInvoicing,
  ) {}

  private get orders() {
    return this.reads.collection<OrderDoc>(ORDERS);
  }

  doc(id: string): Promise<OrderDoc | null> {
    return this.orders.get(id);
  }

  /** The order if the read model already shows it paid; null before then (a reactor may run first, and retries). */
  async paidDoc(id: string): Promise<PaidOrderDoc | null> {
    const doc = await this.orders.get(id);
    return doc && isPaid(doc) ? doc : null;
  }

  /** The order or offer as its buyer, one of its sellers or staff see it (with its tax invoice once issued, and an
   * auction win's invoice for its shipping); anyone else: not found. */
  async visible(id: string, user: AccountAccess) {
    const doc = await this.orders.get(id);
    const role = doc && roleOf(doc, user);
    if (!doc || !role) throw notFound('Order', 'الطلب');
    // An auction win's invoices were issued at the lot's close (to the winner): shown from the start.
    const auctionId = doc.auction?.auctionId ?? null;
    const invoice = doc.payment || auctionId ? await this.invoicing.saleInvoice(id, auctionId) : null;
    // The shipping its winner paid at checkout is on none of the lot's invoices: the seller's own invoice for it.
    const shippingInvoice = auctionId && doc.payment ? await this.invoicing.saleInvoice(id) : null;
    return { ...(await this.views([doc], user))[0]!, invoice, shippingInvoice };
  }

  async byReference(reference: string): Promise<OrderDoc | null> {
    return (await this.orders.find({ filter: { paymentReference: reference }, limit: 1 }))[0] ?? null;
  }

  async buyerOrders(user: AccountAccess) {
    return this.list({ buyerId: user.userId, ...PLACED }, user);
  }

  async buyerOffers(user: AccountAccess) {
    return this.list({ buyerId: user.userId, ...OFFERS }, user);
  }

  async sellerOrders(user: AccountAccess) {
    return this.list({ sellerIds: { $contains: user.userId }, ...PLACED }, user);
  }

  async sellerOffers(user: AccountAccess) {
    return this.list({ sellerIds: { $contains: user.userId }, ...OFFERS }, user);
  }

  /** The seller's payouts: one per paid order, pending until delivery plus the stated business days. */
  async sellerPayouts(user: AccountAccess) {
    const paid = await this.orders.find({
      filter: { sellerIds: { $contains: user.userId }, status: { $in: ['paid', 'refunded'] } },
      sort: [{ field: 'updatedAt', direction: 'desc' }],
      limit: 500,
    });
    return (await this.views(paid, user)).map(payoutOf);
  }

  /** Paid orders whose payout fell due by `today` (a date in Riyadh) and is not settled yet (the settlement job). */
  async payoutsDue(today: string): Promise<OrderDoc[]> {
    const paid = await this.orders.find({ filter: { status: 'paid' }, limit: 5000 });
    return paid.filter((d) => d.payment?.payoutDueOn && d.payment.payoutDueOn <= today && !d.payment.payoutSettlement);
  }

  /** The live commission order holding this work for its collector (placed or paid), if any. */
  async commissionOrderFor(artworkId: string): Promise<OrderDoc | null> {
    const [doc] = await this.orders.find({
      filter: { artworkId, source: 'commission', status: { $in: ['awaiting_payment', 'paid'] } },
      limit: 1,
    });
    return doc ?? null;
  }

  /** What a seller still owes back on refunds after settled payouts, in halalas: owed less what was kept back. */
  async recoveryOutstanding(sellerId: string): Promise<number> {
    const { owed, keptBack } = await this.recoveryTotals(sellerId);
    return owed - keptBack;
  }

  /** All a seller was ever to owe back on refunds after settled payouts, in halalas (what is kept back of it is
   * recorded on their `sellerRecovery` stream, which the settlement decides on). */
  async recoveryOwed(sellerId: string): Promise<number> {
    return (await this.recoveryTotals(sellerId)).owed;
  }

  private async recoveryTotals(sellerId: string) {
    const docs = await this.orders.find({ filter: { sellerId, status: { $in: ['paid', 'refunded'] } }, limit: 5000 });
    const halalas = (sar: number | undefined) => Math.round((sar ?? 0) * 100);
    return docs.reduce(
      (sum, d) => ({
        owed: sum.owed + halalas(d.payment?.recoveryOwed),
        keptBack: sum.keptBack + halalas(d.payment?.payoutSettlement?.recovered),
      }),
      { owed: 0, keptBack: 0 },
    );
  }

  /** Open offers whose expiry has passed, and unpaid orders past their due time (the scheduled sweeps). */
  async dueForExpiry(now: Date): Promise<OrderDoc[]> {
    return this.orders
      .find({ filter: { status: { $in: ['offered', 'countered'] } }, limit: 5000 })
      .then((docs) => docs.filter((d) => d.offer?.expiresAt && d.offer.expiresAt <= now.toISOString()));
  }

  async unpaidPastDue(now: Date): Promise<OrderDoc[]> {
    return this.orders.find({
      filter: { status: 'awaiting_payment', paymentDueAt: { $lte: now.toISOString() } },
      limit: 5000,
    });
  }

  /** Back-office lists (ra-data-simple-rest): `kind` narrows to orders, offers, payments, payouts or disputes
   * (open and resolved ones unless the filter names one `disputeStatus`). */
  async adminList(
    kind: 'orders' | 'offers' | 'payments' | 'payouts' | 'disputes',
    options: FindOptions & { offset: number; limit: number },
    user: AccountAccess,
  ) {
    const narrowed: Filter =
      kind === 'orders'
        ? PLACED
        : kind === 'offers'
          ? OFFERS
          : kind === 'payments'
            ? { paymentReference: { $exists: true, $ne: null } }
            : kind === 'disputes'
              ? { disputeStatus: options.filter?.disputeStatus ?? { $in: ['open', 'resolved'] } }
              : { status: { $in: ['paid', 'refunded'] } };
    const filter: Filter = { ...options.filter, ...narrowed };
    const page = { sort: options.sort, offset: options.offset, limit: options.limit };
    const [docs, total] = await Promise.all([this.orders.find({ filter, ...page }), this.orders.count({ filter })]);
    const views = await this.views(docs, user);
    const items =
      kind === 'payouts'
        ? views.map(payoutOf)
        : kind === 'payments'
          ? views.map(paymentOf)
          : kind === 'disputes'
            ? views.map(disputeOf)
            : views;
    return { items, total };
  }

  private async list(filter: Filter, user: AccountAccess) {
    const docs = await this.orders.find({ filter, sort: [{ field: 'createdAt', direction: 'desc' }], limit: 500 });
    return this.views(docs, user);
  }

  private async views(docs: OrderDoc[], user: AccountAccess): Promise<OrderView[]> {
    const works = await this.reads.collection<ArtworkDoc>(ARTWORKS).getMany([...new Set(docs.map((d) => d.artworkId))]);
    const byId = new Map(works.map((w) => [w.id, w]));
    return docs.map(({ _stream: _s, _revision: _r, ...doc }) => {
      const work = byId.get(doc.artworkId);
      return {
        ...(doc as OrderDoc),
        role: roleOf(doc, user) ?? 'staff',
        artwork: work
          ? { id: work.id, title: work.title, titleAr: work.titleAr, image: work.images[0]?.url ?? null }
          : null,
      };
    });
  }
}

function roleOf(doc: OrderDoc, user: AccountAccess): OrderView['role'] | null {
  if (doc.buyerId === user.userId) return 'buyer';
  if (doc.sellerIds.includes(user.userId)) return 'seller';
  return isStaff(user) ? 'staff' : null;
}

function payoutOf(view: OrderView) {
  const payment = view.payment!;
  return {
    id: view.id,
    orderId: view.id,
    sellerId: view.sellerId,
    artwork: view.artwork,
    currency: view.currency,
    amount: view.amount,
    commission: payment.commission,
    payout: payment.payout,
    refunded: view.refunded,
    status: payoutStatus(view),
    settlesBusinessDaysAfterDelivery: payment.payoutBusinessDaysAfterDelivery,
    dueOn: payment.payoutDueOn,
    paidAt: payment.paidAt,
    /** The bank transfer's reference and the account's last four, once settled; `recovered` of the payout was kept
     * back for refunds of earlier settled payouts, and only the rest transferred. */
    settlement: payment.payoutSettlement ? { recovered: 0, ...payment.payoutSettlement } : null,
    /** Owed back by the seller on refunds after this payout settled, kept back from their next payouts. */
    recoveryOwed: payment.recoveryOwed ?? 0,
    /** Set while the buyer's dispute holds the payout. */
    heldByDispute: view.disputeStatus === 'open' && !payment.payoutSettlement,
    failure: payment.payoutSettlement ? null : (payment.payoutFailure ?? null),
  };
}

export type PayoutStatus = 'cancelled' | 'awaiting_delivery' | 'scheduled' | 'settled' | 'failed' | 'held';

function payoutStatus(view: OrderView): PayoutStatus {
  const payment = view.payment!;
  if (payment.payoutSettlement) return 'settled';
  if (view.status === 'refunded') return 'cancelled';
  if (view.disputeStatus === 'open') return 'held';
  if (payment.payoutFailure) return 'failed';
  return payment.payoutDueOn ? 'scheduled' : 'awaiting_delivery';
}

/** What the back-office's payment and dispute rows both show of their order: the row's id is the order's. */
function backOfficeRowOf(view: OrderView) {
  return {
    id: view.id,
    orderId: view.id,
    buyerId: view.buyerId,
    sellerId: view.sellerId,
    artwork: view.artwork,
    status: view.status,
    currency: view.currency,
    refunded: view.refunded,
    updatedAt: view.updatedAt,
    createdAt: view.createdAt,
  };
}

function paymentOf(view: OrderView) {
  return {
    ...backOfficeRowOf(view),
    method: view.checkout?.paymentMethod ?? null,
    reference: view.paymentReference,
    total: view.checkout?.total ?? null,
    fee: view.checkout?.fee ?? null,
    paidAt: view.payment?.paidAt ?? null,
    refunds: view.refunds,
    latePayments: view.latePayments,
  };
}

/** A dispute as the back-office lists it (the order's id is the dispute's). */
function disputeOf(view: OrderView) {
  return {
    ...backOfficeRowOf(view),
    disputeStatus: view.disputeStatus ?? null,
    total: view.payment?.total ?? null,
    deliveredAt: view.deliveredAt ?? null,
    dispute: view.dispute ?? null,
  };
}

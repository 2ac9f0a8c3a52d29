/**
 * The back-office payments ledger: orders' payments and workshop registrations' payments (the workshops
 * context's exported query) in one list, newest first unless asked otherwise, each row naming its source,
 * provider, amounts, refunds and event stream. Each source is read to the end of the page asked for and the two
 * are merged by creation time (lists page at most 10,000 rows deep, so this stays small).
 */
import { Injectable } from '@nestjs/common';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { fieldProblem, validationError } from '../../platform/errors/domain-errors.js';
import type { Filter, FindOptions } from '../../platform/read-store/read-store.port.js';
import { RegistrationPayments, type LedgerRow } from '../../workshops/index.js';
import { OrderQueries } from './order-queries.js';

/** The ledger's provider filter, as the orders' read model names it. */
export const ORDER_PROVIDER_FIELD = 'checkout.paymentMethod';

const REFUND_FILTERS = ['none', 'partial', 'full'];

/** The ledger's refund filter (`none`, `partial`, `full`) on orders: a full refund sets the order's status to
 * `refunded`, a partial one only adds to `refunded`. Null when it cannot hold beside the status asked for. */
export function orderRefundFilter(refund: unknown, status: unknown): Filter | null {
  if (refund === undefined) return {};
  if (!REFUND_FILTERS.includes(refund as string))
    throw validationError([
      fieldProblem(
        'refund',
        'invalid',
        'Refund must be none, partial or full.',
        'يكون الاسترداد: none أو partial أو full.',
      ),
    ]);
  if (refund === 'none') return status === 'refunded' ? null : { refunded: 0 };
  if (refund === 'partial')
    return status === 'refunded' ? null : { refunded: { $gt: 0 }, ...(status ? {} : { status: { $ne: 'refunded' } }) };
  if (refund === 'full') return status === undefined || status === 'refunded' ? { status: 'refunded' } : null;
  return null;
}

@Injectable()
export class PaymentsLedger {
  constructor(
    private readonly orders: OrderQueries,
    private readonly registrations: RegistrationPayments,
  ) {}

  async list(options: FindOptions & { offset: number; limit: number }, user: AccountAccess) {
    const { source, refund, ...orderFilter } = options.filter ?? {};
    const refundFilter = orderRefundFilter(refund, orderFilter.status);
    const direction = options.sort?.[0]?.field === 'createdAt' ? options.sort[0].direction : 'desc';
    const window = { offset: 0, limit: options.offset + options.limit };
    const none = { items: [] as LedgerRow[], total: 0 };
    const sort = [{ field: 'createdAt', direction }];
    const [orders, workshops] = await Promise.all([
      source === 'workshop' || !refundFilter
        ? none
        : this.orders
            .adminList('payments', { filter: { ...orderFilter, ...refundFilter }, sort, ...window }, user)
            .then(({ items, total }) => ({
              items: items.map(orderLedgerRow),
              total,
            })),
      source === 'order'
        ? none
        : this.registrations.ledger(
            { provider: orderFilter[ORDER_PROVIDER_FIELD], status: orderFilter.status, refund },
            direction,
            window.limit,
          ),
    ]);
    const sign = direction === 'asc' ? 1 : -1;
    const merged = [...orders.items, ...workshops.items].sort(
      (a, b) => sign * a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
    );
    return {
      items: merged.slice(options.offset, options.offset + options.limit),
      total: orders.total + workshops.total,
    };
  }
}

type OrderPayment = Awaited<ReturnType<OrderQueries['adminList']>>['items'][number];

function orderLedgerRow(row: OrderPayment): LedgerRow & Record<string, unknown> {
  const payment = row as unknown as {
    id: string;
    method: string | null;
    reference: string | null;
    currency: string;
    total: number | null;
    fee: number | null;
    status: string;
    refunded: number | undefined;
    paidAt: string | null;
    createdAt: string;
    updatedAt: string;
  };
  return {
    ...(row as object),
    id: payment.id,
    source: 'order',
    stream: `order-${payment.id}`,
    provider: payment.method,
    reference: payment.reference,
    currency: payment.currency,
    total: payment.total,
    fee: payment.fee,
    status: payment.status,
    refunded: payment.refunded ?? 0,
    refundOwed: 0,
    paidAt: payment.paidAt,
    createdAt: payment.createdAt,
    updatedAt: payment.updatedAt,
  };
}

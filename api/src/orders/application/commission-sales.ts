/**
 * What the commissions context may ask of orders (through the public surface): sell a commissioned work to its
 * collector at the accepted bid's amount, and read that order's number and status for the commission's page.
 * The order itself goes through the usual checkout, payment, invoice, shipping and payout.
 */
import { Injectable } from '@nestjs/common';
import { OrderCommands } from './order-commands.js';
import { OrderQueries } from './order-queries.js';
import { commissionOrderId } from './ids.js';

export interface CommissionSale {
  orderId: string;
  /** The order's number as buyers and sellers quote it (the first eight characters of its id, upper case). */
  number: string;
  status: string;
  /** Halalas, as the commission's own amounts: the work's price (the accepted bid's amount). */
  amountHalalas: number;
  /** Halalas, set once paid: the total the collector paid (work, shipping and the method's fee). */
  totalHalalas: number | null;
  paidAt: string | null;
}

export const orderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();

@Injectable()
export class CommissionSales {
  constructor(
    private readonly commands: OrderCommands,
    private readonly queries: OrderQueries,
  ) {}

  /** Places (once) the order selling the work to the collector; answers its id. */
  offer(
    sale: { commissionId: string; artworkId: string; collectorId: string; amountHalalas: number },
    actorId: string,
  ) {
    return this.commands.placeCommissionOrder(sale, actorId);
  }

  orderIdFor(commissionId: string): string {
    return commissionOrderId(commissionId);
  }

  async sale(orderId: string): Promise<CommissionSale | null> {
    const doc = await this.queries.doc(orderId);
    if (!doc) return null;
    return {
      orderId,
      number: orderNumber(orderId),
      status: doc.status,
      amountHalalas: Math.round(doc.amount * 100),
      totalHalalas: doc.payment ? Math.round(doc.payment.total * 100) : null,
      paidAt: doc.payment?.paidAt ?? null,
    };
  }
}

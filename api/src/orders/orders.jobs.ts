/**
 * The orders context's scheduled sweep, declared once and loaded by the API and the standalone worker alike:
 * every minute, open offers past their expiry expire and unpaid orders past their time release the work; and,
 * once per `OrderPaid` (the job id derives from the event), the order's tax invoice and its shipping order; the
 * order mails (email/order-emails.reactor.ts); and, once the shipping context confirms delivery, the seller's
 * payout scheduled on the order's stream; once per sold lot's `AuctionClosed`, the winner's order; and every quarter hour, the payouts that fell due sent by bank transfer.
 */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobDeclarations, processor } from '../platform/jobs/context-jobs.js';
import { JobResults } from '../platform/jobs/job-result.js';
import { JobQueues } from '../platform/jobs/job-queues.js';
import type { Reactor } from '../platform/projections/reactor.js';
import type { StoredEvent } from '../platform/commands/event-codec.js';
import type { JobName, JobPayload } from '../platform/jobs/job-catalog.js';
import { OrderCommands } from './application/order-commands.js';
import { OrderInvoicing } from './application/order-invoicing.js';
import { OrderShipping } from './application/order-shipping.js';
import { OrderPayouts } from './application/order-payouts.js';
import { CommandRunner } from '../platform/commands/command-runner.js';
import { DomainError } from '../platform/errors/domain-errors.js';
import { UserQueries } from '../identity/index.js';
import { ArtworkQueries } from '../artworks/index.js';
import type { DeliveryConfirmed } from '../shipping/index.js';
import type { AuctionClosed } from '../auctions/index.js';
import { AuctionWins } from './application/auction-wins.js';
import type { OrderPaid } from './domain/orders.events.js';
import { orderEmailsReactor } from './email/order-emails.reactor.js';

export const ORDER_SWEEP_SCHEDULER_ID = 'sweep-orders';
export const PAYOUT_SETTLEMENT_SCHEDULER_ID = 'settle-payouts';

declare module '../platform/jobs/job-catalog.js' {
  interface OrderJobs {
    'sweep-orders': Record<string, never>;
    'invoice-order': { orderId: string };
    'place-auction-order': { auctionId: string };
    'ship-order': { orderId: string };
    'schedule-payout': { orderId: string; deliveredAt: string };
    /** `asOf`: settle as on that day (staff catching up after an outage; tests); the scheduler sends none. */
    'settle-payouts': { asOf?: string };
  }
}

/** A reactor that turns each event of one type into one `orders` job (its id derived from the event). */
function orderJobReactor<E extends OrderPaid | DeliveryConfirmed | AuctionClosed, N extends JobName<'orders'>>(
  jobs: JobQueues,
  name: string,
  eventType: E['type'],
  job: N,
  payload: (event: StoredEvent<E>) => JobPayload<'orders', N>,
): Reactor<E> {
  return {
    name,
    eventTypes: [eventType],
    async react(event) {
      await jobs.enqueue('orders', job, payload(event), { causedByEventId: event.metadata.eventId });
    },
  };
}

/** A paid order's shipping order, opened by a job (the shipping context's read of the seller's profile and its
 * write are retried there, not in the projection's loop). */
export const orderShipmentsReactor = (jobs: JobQueues) =>
  orderJobReactor<OrderPaid, 'ship-order'>(jobs, 'orderShipments', 'OrderPaid', 'ship-order', (event) => ({
    orderId: event.data.orderId,
  }));

export const orderInvoicesReactor = (jobs: JobQueues) =>
  orderJobReactor<OrderPaid, 'invoice-order'>(jobs, 'orderInvoices', 'OrderPaid', 'invoice-order', (event) => ({
    orderId: event.data.orderId,
  }));

/** A lot closed with a winner: the winner's order (the job skips a lot closed without a sale). */
export const auctionOrdersReactor = (jobs: JobQueues) =>
  orderJobReactor<AuctionClosed, 'place-auction-order'>(
    jobs,
    'auctionOrders',
    'AuctionClosed',
    'place-auction-order',
    (event) => ({ auctionId: event.data.auctionId }),
  );

/** A delivered order's payout, scheduled by a job on the order's stream (the shipping order's id is the order's);
 * the decider schedules it once, however often delivery is reported. */
export const orderPayoutsReactor = (jobs: JobQueues) =>
  orderJobReactor<DeliveryConfirmed, 'schedule-payout'>(
    jobs,
    'orderPayouts',
    'DeliveryConfirmed',
    'schedule-payout',
    (event) => ({ orderId: event.data.orderId, deliveredAt: event.data.deliveredAt }),
  );

@Injectable()
export class OrdersJobs implements OnModuleInit {
  constructor(
    private readonly declarations: JobDeclarations,
    private readonly commands: OrderCommands,
    private readonly invoicing: OrderInvoicing,
    private readonly shipping: OrderShipping,
    private readonly jobs: JobQueues,
    private readonly runner: CommandRunner,
    private readonly users: UserQueries,
    private readonly artworks: ArtworkQueries,
    private readonly payouts: OrderPayouts,
    private readonly auctionWins: AuctionWins,
  ) {}

  private async schedulePayout(orderId: string, deliveredAt: string) {
    try {
      const dueOn = await this.commands.schedulePayout(orderId, deliveredAt);
      return dueOn
        ? JobResults.success({ orderId, dueOn })
        : JobResults.skipped(`order ${orderId} has its payout scheduled already, or none`);
    } catch (error) {
      // A delivery of an order that was never paid (or a bad time) will not get better by retrying.
      if (error instanceof DomainError) return JobResults.skipped(`order ${orderId}: ${error.message}`);
      throw error;
    }
  }

  onModuleInit(): void {
    this.declarations.declare({
      reactors: [
        orderInvoicesReactor(this.jobs),
        orderShipmentsReactor(this.jobs),
        orderPayoutsReactor(this.jobs),
        auctionOrdersReactor(this.jobs),
        orderEmailsReactor(
          this.jobs,
          {
            contact: (userId) => this.users.contact(userId),
            work: (artworkId) => this.artworks.artworks.get(artworkId),
          },
          this.runner,
        ),
      ],
      processors: [
        processor('orders', 'sweep-orders', async () => JobResults.success(await this.commands.sweep())),
        processor('orders', 'invoice-order', async (job) => this.invoicing.invoiceOrder(job.orderId)),
        processor('orders', 'place-auction-order', async (job) => this.auctionWins.placeOrder(job.auctionId)),
        processor('orders', 'ship-order', async (job) => this.shipping.openShipment(job.orderId)),
        processor('orders', 'schedule-payout', async (job) => this.schedulePayout(job.orderId, job.deliveredAt)),
        processor('orders', 'settle-payouts', async (job) =>
          JobResults.success(await this.payouts.settleDue(job.asOf ? new Date(job.asOf) : new Date())),
        ),
      ],
      schedules: [
        { queue: 'orders', id: ORDER_SWEEP_SCHEDULER_ID, name: 'sweep-orders', everyMs: 60_000 },
        { queue: 'orders', id: PAYOUT_SETTLEMENT_SCHEDULER_ID, name: 'settle-payouts', everyMs: 15 * 60_000 },
      ],
    });
  }
}

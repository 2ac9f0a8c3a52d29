/**
 * The orders context's scheduled sweep, declared once and loaded by the API and the standalone worker alike:
 * every minute, open offers past their expiry expire and unpaid orders past their time release the work; and,
 * once per `OrderPaid` (the job id derives from the event), the order's tax invoice and its shipping order.
 */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { declareJobs, processor } from '../platform/jobs/context-jobs.js';
import { JobWorkers } from '../platform/jobs/job-workers.js';
import { JobResults } from '../platform/jobs/job-result.js';
import { ProjectionEngine } from '../platform/projections/projection-engine.js';
import { JobQueues } from '../platform/jobs/job-queues.js';
import type { Reactor } from '../platform/projections/reactor.js';
import { OrderCommands } from './application/order-commands.js';
import { OrderInvoicing } from './application/order-invoicing.js';
import { OrderShipping } from './application/order-shipping.js';
import type { OrderPaid } from './domain/orders.events.js';

export const ORDER_SWEEP_SCHEDULER_ID = 'sweep-orders';

declare module '../platform/jobs/job-catalog.js' {
  interface OrderJobs {
    'sweep-orders': Record<string, never>;
    'invoice-order': { orderId: string };
    'ship-order': { orderId: string };
  }
}

/** A paid order's shipping order, opened by a job (the shipping context's read of the seller's profile and its
 * write are retried there, not in the projection's loop). */
export function orderShipmentsReactor(jobs: JobQueues): Reactor<OrderPaid> {
  return {
    name: 'orderShipments',
    eventTypes: ['OrderPaid'],
    async react(event) {
      await jobs.enqueue(
        'orders',
        'ship-order',
        { orderId: event.data.orderId },
        { causedByEventId: event.metadata.eventId },
      );
    },
  };
}

export function orderInvoicesReactor(jobs: JobQueues): Reactor<OrderPaid> {
  return {
    name: 'orderInvoices',
    eventTypes: ['OrderPaid'],
    async react(event) {
      await jobs.enqueue(
        'orders',
        'invoice-order',
        { orderId: event.data.orderId },
        { causedByEventId: event.metadata.eventId },
      );
    },
  };
}

@Injectable()
export class OrdersJobs implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionEngine,
    private readonly workers: JobWorkers,
    private readonly commands: OrderCommands,
    private readonly invoicing: OrderInvoicing,
    private readonly shipping: OrderShipping,
    private readonly jobs: JobQueues,
  ) {}

  onModuleInit(): void {
    declareJobs(this.projections, this.workers, {
      reactors: [orderInvoicesReactor(this.jobs), orderShipmentsReactor(this.jobs)],
      processors: [
        processor('orders', 'sweep-orders', async () => JobResults.success(await this.commands.sweep())),
        processor('orders', 'invoice-order', async (job) => this.invoicing.invoiceOrder(job.orderId)),
        processor('orders', 'ship-order', async (job) => this.shipping.openShipment(job.orderId)),
      ],
      schedules: [{ queue: 'orders', id: ORDER_SWEEP_SCHEDULER_ID, name: 'sweep-orders', everyMs: 60_000 }],
    });
  }
}

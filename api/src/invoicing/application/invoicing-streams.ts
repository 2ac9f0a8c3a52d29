/**
 * Runs invoicing commands on their streams and waits (briefly) for the read models to include them, so a
 * client that writes and then reads sees its own write.
 */
import { Inject, Injectable } from '@nestjs/common';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { ReadYourWrites } from '../../platform/commands/command-context.js';
import type { CommandContext } from '../../platform/commands/event-codec.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { invoiceDecider } from '../domain/invoice.decider.js';
import type { InvoiceCommand } from '../domain/invoice.commands.js';
import { invoiceChainDecider } from '../domain/invoice-chain.decider.js';
import type { InvoiceChainCommand } from '../domain/invoice-chain.commands.js';
import { sellerProfileDecider, type SellerProfileCommand } from '../seller-profile/seller-profile.decider.js';
import { sellerProfilesProjection } from '../seller-profile/seller-profile.projection.js';
import { INVOICES_PROJECTION } from '../projections/invoices.projection.js';
import { streamName } from '../../platform/commands/decider.js';

@Injectable()
export class InvoicingStreams {
  constructor(
    private readonly runner: CommandRunner,
    private readonly writes: ReadYourWrites,
    private readonly projections: ProjectionEngine,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  invoice(command: InvoiceCommand, context: CommandContext) {
    return this.writes.run(invoiceDecider, command.invoiceId, command, context, INVOICES_PROJECTION);
  }

  chain(command: InvoiceChainCommand, context: CommandContext) {
    return this.runner.run(invoiceChainDecider, command.sellerId, command, context);
  }

  sellerProfile(command: SellerProfileCommand, context: CommandContext) {
    return this.writes.run(sellerProfileDecider, command.sellerId, command, context, sellerProfilesProjection.name);
  }

  /** Waits until the `invoices` read model includes an invoice someone else wrote (an idempotent replay). */
  async awaitInvoice(invoiceId: string): Promise<void> {
    const last = (await this.events.readStream(streamName(invoiceDecider.category, invoiceId))).at(-1);
    if (last) await this.projections.waitForPosition(INVOICES_PROJECTION, last.position);
  }
}

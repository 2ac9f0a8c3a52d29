/** The signed XML of an invoice, read from its InvoiceSigned event (the record; no copy is kept elsewhere). */
import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE } from '../../platform/tokens.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import type { InvoiceSigned } from '../domain/invoice.events.js';
import { streamName } from '../../platform/commands/decider.js';
import { EventCodec, readDecoded } from '../../platform/commands/event-codec.js';

@Injectable()
export class SignedInvoiceXml {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly codec: EventCodec,
  ) {}

  async of(invoiceId: string): Promise<string | null> {
    const stream = await readDecoded(this.events, this.codec, streamName('invoice', invoiceId));
    const signed = stream.find((e) => e.type === 'InvoiceSigned');
    return (signed?.data as InvoiceSigned['data'] | undefined)?.xml ?? null;
  }
}

import type { AllStreamSubscription, RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
import type { RecordedEvent, Subscription } from './event-store.port.js';

/** Our Subscription over the client's catch-up subscription (a readable stream); close() unsubscribes. */
export class EventStoreDbSubscription implements Subscription {
  private closed = false;

  constructor(
    private readonly inner: AllStreamSubscription,
    private readonly accept: (event: EsdbRecordedEvent) => RecordedEvent | null,
    private readonly onClose: () => void,
  ) {}

  async *[Symbol.asyncIterator](): AsyncGenerator<RecordedEvent> {
    try {
      for await (const resolved of this.inner) {
        if (this.closed) return;
        const event = resolved.event ? this.accept(resolved.event) : null;
        if (event) yield event;
      }
    } catch (error) {
      if (!this.closed) throw error; // a cancelled call after close() is the normal way out
    } finally {
      await this.close();
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onClose();
    await this.inner.unsubscribe();
  }
}

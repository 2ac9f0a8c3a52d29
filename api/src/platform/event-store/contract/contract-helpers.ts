import { randomBytes, randomUUID } from 'node:crypto';
import type { EventStore, JsonObject, NewEvent, RecordedEvent, Subscription } from '../event-store.port.js';

/** What each contract case reads its store from (filled in by the suite's beforeAll). */
export interface ContractContext {
  store: EventStore;
}

/** A fresh stream category per test (`<category>-<id>`, the category one word without a hyphen), so tests
 * sharing one store never see each other's events through a prefix or type filter. */
export function uniqueCategory(word: string): string {
  return `${word}${randomBytes(5).toString('hex')}`;
}

export function newEvent(type: string, data: JsonObject = {}, metadata: JsonObject = {}): NewEvent {
  return { eventId: randomUUID(), type, data, metadata };
}

/** Drains a subscription in the background; `until(n)` waits for n events, `stop()` closes and waits for
 * the iteration to end (failing if close does not end it). */
export function drain(subscription: Subscription): {
  received: RecordedEvent[];
  until(count: number, timeoutMs?: number): Promise<RecordedEvent[]>;
  stop(): Promise<void>;
} {
  const received: RecordedEvent[] = [];
  let failure: unknown = null;
  const done = (async () => {
    for await (const event of subscription) received.push(event);
  })().catch((error: unknown) => {
    failure = error;
  });
  return {
    received,
    async until(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (failure) throw failure;
        if (Date.now() > deadline) throw new Error(`Received ${received.length} of ${count} events before the timeout`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    async stop() {
      await subscription.close();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('close() did not end the iteration')), 5000);
      });
      await Promise.race([done, timeout]).finally(() => clearTimeout(timer));
      if (failure) throw failure;
    },
  };
}

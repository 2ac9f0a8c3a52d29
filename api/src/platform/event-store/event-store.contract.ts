import { afterAll, beforeAll, describe } from '@jest/globals';
import type { EventStore } from './event-store.port.js';
import { appendContract } from './contract/append.contract.js';
import type { ContractContext } from './contract/contract-helpers.js';
import { readContract } from './contract/read.contract.js';
import { subscribeContract } from './contract/subscribe.contract.js';

export type EventStoreFactory = () => Promise<{ store: EventStore; cleanup(): Promise<void> }>;

/**
 * The behaviour every EventStore adapter must show, as one jest suite. The factory runs once per suite
 * (an embedded database is slow to create); every case works in fresh streams and event types of its own,
 * so cases never depend on each other or on what the store already holds.
 */
export function runEventStoreContract(adapterName: string, factory: EventStoreFactory): void {
  describe(`EventStore contract: ${adapterName}`, () => {
    const ctx = {} as ContractContext;
    let cleanup: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      const made = await factory();
      ctx.store = made.store;
      cleanup = made.cleanup;
      await ctx.store.init();
    });

    afterAll(async () => {
      await cleanup?.();
    });

    appendContract(ctx);
    readContract(ctx);
    subscribeContract(ctx);
  });
}

import { describe, it } from '@jest/globals';
import { runEventStoreContract } from './event-store.contract.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';

/** Set in docker-compose (`esdb://eventstore:2113?tls=false`); our machines have no container engine. */
const url = process.env['EVENTSTORE_URL'];

if (url) {
  runEventStoreContract('EventStoreDB', async () => {
    const store = new EventStoreDbEventStore(url);
    return { store, cleanup: () => store.close() };
  });
} else {
  const reason =
    'EVENTSTORE_URL is not set: no EventStoreDB server here (run `npm run test:adapters` against docker-compose)';
  console.info(`EventStoreDB contract suite skipped: ${reason}`);
  describe('EventStore contract: EventStoreDB', () => {
    it.skip(`skipped: ${reason}`, () => undefined);
  });
}

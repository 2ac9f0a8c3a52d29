import { MongoReadStore } from './mongo-read-store.js';
import { runReadStoreContract } from './read-store.contract.js';
import { inMemoryMongo } from './testing/in-memory-mongo.js';

// The MongoDB adapter's own logic against an in-memory stand-in for the driver (see in-memory-mongo.ts);
// the run against a real server is mongo-read-store.int.spec.ts.
runReadStoreContract('MongoDB adapter over an in-memory driver stand-in', async () => ({
  store: new MongoReadStore(inMemoryMongo()),
  cleanup: async () => undefined,
}));

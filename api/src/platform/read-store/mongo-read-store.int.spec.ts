import { describe, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { MongoReadStore } from './mongo-read-store.js';
import { runReadStoreContract } from './read-store.contract.js';

// MongoDB runs in the production topology (docker-compose), not on our machines: this suite runs only
// where MONGO_URL points at a server, each run in its own database, dropped afterwards.
const url = process.env.MONGO_URL;

if (url) {
  runReadStoreContract('MongoDB', async () => {
    const dbName = `read_store_contract_${randomBytes(6).toString('hex')}`;
    return {
      store: new MongoReadStore(url, { dbName }),
      async cleanup() {
        const client = await MongoClient.connect(url);
        try {
          await client.db(dbName).dropDatabase();
        } finally {
          await client.close();
        }
      },
    };
  });
} else {
  const reason = 'MONGO_URL is not set: the MongoDB read-store contract was not run (no MongoDB on this machine)';
  console.warn(`Skipped: ${reason}`);
  describe('ReadStore contract: MongoDB', () => {
    it.skip(reason, () => undefined);
  });
}

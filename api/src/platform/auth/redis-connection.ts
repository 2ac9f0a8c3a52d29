/**
 * One node-redis client per purpose. connect-redis 9 speaks node-redis's API (`set` with `expiration`,
 * `scanIterator`), not ioredis's, so sign-in, sessions and rate limits use node-redis throughout.
 */
import { Logger } from '@nestjs/common';
import { createClient } from 'redis';

const createFor = (url: string) => createClient({ url });
export type RedisClient = ReturnType<typeof createFor>;

export async function connectRedis(url: string, purpose: string): Promise<RedisClient> {
  const logger = new Logger(`Redis:${purpose}`);
  const client = createFor(url);
  // Without a listener an 'error' event would crash the process; the client reconnects by itself.
  client.on('error', (err: Error) => logger.warn(`Redis connection problem: ${err.message}`));
  await client.connect();
  return client;
}

export async function closeRedis(client: RedisClient): Promise<void> {
  if (client.isOpen) await client.close();
}

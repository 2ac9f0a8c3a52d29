import { Redis } from 'ioredis';

/**
 * The ioredis connection the queues share. BullMQ requires `maxRetriesPerRequest: null` for workers (a
 * blocking command must not be cut off by a retry limit); the workers duplicate it for their blocking
 * reads, so one connection per process serves every queue.
 */
export function openRedis(url: string, onError: (error: Error) => void, connectionName = 'gulf-art-jobs'): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, connectionName });
  // Without a listener an unreachable Redis would crash the process; ioredis keeps reconnecting meanwhile
  // and /api/health reports the outage.
  redis.on('error', onError);
  return redis;
}

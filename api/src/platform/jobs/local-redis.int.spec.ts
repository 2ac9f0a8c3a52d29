import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { startLocalRedis } from './local-redis.js';

import { spawnParent, type ParentEnding } from './testing/local-redis-parent.js';
import { eventually } from '../../testing/eventually.js';

const installed = spawnSync('redis-server', ['--version']).status === 0;
if (!installed) console.warn('local-redis tests skipped: redis-server is not installed (apt-get install redis-server)');

describe('local redis-server launcher', () => {
  (installed ? it : it.skip)('starts a server on a free port that answers, and stops it', async () => {
    const local = await startLocalRedis();
    const port = Number(new URL(local.url).port);
    expect(new URL(local.url).hostname).toBe('127.0.0.1');
    expect(port).not.toBe(6379);

    const client = new Redis(local.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    await client.connect();
    await client.set('probe', 'ok');
    expect(await client.get('probe')).toBe('ok');
    expect(await client.config('GET', 'save')).toEqual(['save', '']);
    await client.quit();

    await local.stop();
    await expect(tcpConnect(port)).rejects.toThrow(/ECONNREFUSED/);
  });

  const endings: ParentEnding[] = ['normal exit', 'SIGTERM', 'SIGTERM handled by the application'];
  (installed ? it : it.skip).each(endings)('stops the server when its parent ends by %s', async (ending) => {
    const parent = await spawnParent(ending);
    const port = Number(new URL(parent.url).port);
    await tcpConnect(port);
    if (ending !== 'normal exit') parent.child.kill('SIGTERM');
    const exit = await parent.exited;
    expect(exit).toEqual(ending === 'SIGTERM' ? { code: null, signal: 'SIGTERM' } : { code: 0, signal: null });
    if (ending === 'SIGTERM handled by the application') expect(parent.output()).toContain('during shutdown: +PONG');
    await eventually(
      async () =>
        await tcpConnect(port).then(
          () => undefined,
          () => true,
        ),
      5_000,
      'the server to stop',
    );
  });

  it('explains how to install redis-server when the command is missing', async () => {
    await expect(startLocalRedis({ command: 'redis-server-that-does-not-exist' })).rejects.toThrow(
      /apt-get install redis-server/,
    );
  });
});

function tcpConnect(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

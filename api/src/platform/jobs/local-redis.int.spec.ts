import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  (installed ? it : it.skip)(
    'npm start killed with SIGKILL leaves its redis-server: the next start with the same pid file stops it',
    async () => {
      const folder = mkdtempSync(join(tmpdir(), 'local-redis-pid-'));
      const pidFile = join(folder, 'redis-server.pid');
      try {
        const parent = await spawnParent('SIGKILL', pidFile);
        const stalePort = Number(new URL(parent.url).port);
        parent.child.kill('SIGKILL');
        await parent.exited;
        await tcpConnect(stalePort); // the orphan is still there
        const next = await startLocalRedis({ pidFile });
        await expect(tcpConnect(stalePort)).rejects.toThrow(/ECONNREFUSED/);
        expect(JSON.parse(readFileSync(pidFile, 'utf8'))).toMatchObject({ port: Number(new URL(next.url).port) });
        // A start whose recorded parent is alive (this process) is another live start: left alone.
        await startLocalRedis({ pidFile }).then((other) => other.stop());
        await tcpConnect(Number(new URL(next.url).port));
        await next.stop();
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );

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

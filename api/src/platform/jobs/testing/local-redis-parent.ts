import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFileSync } from '@swc/core';

/**
 * Runs `startLocalRedis` in a separate Node process (compiled with swc into a temporary folder), so a test
 * can end that process and check that its redis-server goes with it.
 */
export type ParentEnding = 'normal exit' | 'SIGTERM' | 'SIGTERM handled by the application' | 'SIGKILL';

const PARENT_ENDINGS: Record<ParentEnding, string> = {
  'normal exit': '',
  SIGTERM: 'setInterval(() => undefined, 1000);',
  SIGKILL: 'setInterval(() => undefined, 1000);',
  // A graceful shutdown that still uses Redis for a moment, then exits.
  'SIGTERM handled by the application': `
     setInterval(() => undefined, 1000);
     process.on('SIGTERM', () => setTimeout(async () => {
       const { connect } = await import('node:net');
       const socket = connect(Number(new URL(local.url).port), '127.0.0.1', () => socket.write('PING\\r\\n'));
       socket.once('data', (data) => { console.log('during shutdown: ' + data.toString().trim()); process.exit(0); });
       socket.once('error', () => { console.log('during shutdown: unreachable'); process.exit(0); });
     }, 200));`,
};

export async function spawnParent(
  ending: ParentEnding,
  pidFile?: string,
): Promise<{
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: string | null }>;
}> {
  const folder = mkdtempSync(join(tmpdir(), 'local-redis-parent-'));
  const source = join(dirname(fileURLToPath(import.meta.url)), '..', 'local-redis.ts');
  const { code } = transformFileSync(source, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  // Its one import of ours, compiled beside it.
  writeFileSync(join(folder, 'local-redis.mjs'), code.replace("'../net/free-port.js'", "'./free-port.mjs'"));
  const freePort = transformFileSync(join(dirname(source), '..', 'net', 'free-port.ts'), {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  writeFileSync(join(folder, 'free-port.mjs'), freePort.code);
  writeFileSync(
    join(folder, 'parent.mjs'),
    `import { startLocalRedis } from './local-redis.mjs';
     const local = await startLocalRedis(${pidFile ? JSON.stringify({ pidFile }) : ''});
     console.log(local.url);
     ${PARENT_ENDINGS[ending]}`,
  );
  const child = spawn(process.execPath, [join(folder, 'parent.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (exitCode, signal) => {
      rmSync(folder, { recursive: true, force: true });
      resolve({ code: exitCode, signal });
    }),
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.split('\n')[0]!.trim());
    });
    child.once('exit', () => reject(new Error('the parent process ended before printing its redis url')));
  });
  return { url, child, output: () => output, exited };
}

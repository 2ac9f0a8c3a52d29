import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';

export interface LocalRedis {
  url: string;
  stop(): Promise<void>;
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Starts Debian's `redis-server` as a child process on a free localhost port, without persistence, for
 * `npm start` when no REDIS_URL is given. The server stops with `stop()`, when this process exits, and on
 * SIGINT/SIGTERM/SIGHUP unless the application handles that signal itself (then it calls stop() after its
 * graceful shutdown). A SIGKILLed parent cannot clean up: the orphan keeps only its port and memory.
 */
export async function startLocalRedis(options: { command?: string; timeoutMs?: number } = {}): Promise<LocalRedis> {
  const command = options.command ?? 'redis-server';
  let lastError: unknown;
  // Another process may take the free port between choosing and binding it: try a few.
  for (let tries = 0; tries < 3; tries++) {
    const port = await freePort();
    const child = spawn(
      command,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group: Ctrl-C in a terminal signals the whole foreground group, and Redis must
        // outlive the parent's graceful shutdown, which stops it last.
        detached: true,
      },
    );
    try {
      await whenReady(child, port, options.timeoutMs ?? 10_000, command);
      return supervise(child, port);
    } catch (error) {
      lastError = error;
      child.kill('SIGKILL');
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') break;
    }
  }
  throw lastError;
}

function supervise(child: ChildProcess, port: number): LocalRedis {
  const killOnExit = () => child.kill('SIGTERM');
  const onSignal = (signal: NodeJS.Signals) => {
    // Another handler means a graceful shutdown that still needs Redis (workers finishing jobs): it calls
    // stop() when done, and the 'exit' hook is the backstop.
    if (process.listenerCount(signal) > 1) return;
    child.kill('SIGTERM');
    release();
    // Listening for a signal cancels Node's default exit; nobody else handles it, so restore that.
    process.kill(process.pid, signal);
  };
  const release = () => {
    process.off('exit', killOnExit);
    for (const signal of STOP_SIGNALS) process.off(signal, onSignal);
  };
  process.on('exit', killOnExit);
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  // The server alone must not keep this process alive: when it ends normally, 'exit' stops the server.
  child.unref();
  for (const stream of [child.stdout, child.stderr]) (stream as unknown as { unref?: () => void } | null)?.unref?.();
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      release();
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the server answers PING; rejects when the child exits first or the time runs out. */
function whenReady(child: ChildProcess, port: number, timeoutMs: number, command: string): Promise<void> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)));
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.stdout?.removeAllListeners('data');
      child.stderr?.removeAllListeners('data');
      child.stdout?.resume();
      child.stderr?.resume();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(
      () => finish(new Error(`redis-server did not answer PING within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') return finish(error);
      const missing = new Error(
        `${command} is not installed. Install it with: sudo apt-get install redis-server (or set REDIS_URL)`,
      );
      finish(Object.assign(missing, { code: 'ENOENT' }));
    });
    child.once('exit', (code, signal) =>
      finish(new Error(`redis-server exited (${signal ?? code}) before it was ready:\n${output}`)),
    );
    const poll = () => {
      if (settled) return;
      ping(port).then((ok) => (ok ? finish() : setTimeout(poll, 50)));
    };
    poll();
  });
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

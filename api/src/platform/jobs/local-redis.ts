import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { freePort } from '../net/free-port.js';

export interface LocalRedis {
  url: string;
  stop(): Promise<void>;
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Starts Debian's `redis-server` as a child process on a free localhost port, without persistence, for
 * `npm start` when no REDIS_URL is given. The server stops with `stop()`, when this process exits, and on
 * SIGINT/SIGTERM/SIGHUP unless the application handles that signal itself (then it calls stop() after its
 * graceful shutdown). A SIGKILLed parent cannot clean up, so with `pidFile` (npm start keeps it in DATA_DIR)
 * the next start finds the orphan it left and stops it before starting a new one.
 */
export async function startLocalRedis(
  options: { command?: string; timeoutMs?: number; pidFile?: string } = {},
): Promise<LocalRedis> {
  const command = options.command ?? 'redis-server';
  // Another live start on the same data folder keeps the pid file (it will refuse the folder lock anyway).
  const pidFile = options.pidFile && (await stopStale(options.pidFile)) ? options.pidFile : undefined;
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
      if (pidFile) writeRecord(pidFile, { pid: child.pid!, port, parentPid: process.pid });
      return supervise(child, port, pidFile);
    } catch (error) {
      lastError = error;
      child.kill('SIGKILL');
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') break;
    }
  }
  throw lastError;
}

/** What the pid file records: the server, its port (to recognise it) and the process that started it. */
interface PidRecord {
  pid: number;
  port: number;
  parentPid: number;
}

function writeRecord(file: string, record: PidRecord): void {
  writeFileSync(file, JSON.stringify(record), { mode: 0o600 });
}

function readRecord(file: string): PidRecord | null {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as Partial<PidRecord>;
    return Number.isInteger(record.pid) && Number.isInteger(record.port) && Number.isInteger(record.parentPid)
      ? (record as PidRecord)
      : null;
  } catch {
    return null;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The process is still the redis-server we started on that port (a pid may have been reused since). */
function isOurServer({ pid, port }: PidRecord): boolean {
  try {
    // redis-server rewrites its title to `redis-server 127.0.0.1:<port>`.
    const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    return title.includes('redis-server') && new RegExp(`(:|\\s)${port}(\\s|$)`).test(title);
  } catch {
    return false;
  }
}

/**
 * Stops the server a previous start left behind when its parent is gone (SIGKILL, a crash). A parent still
 * running is another live start on the same data folder: its server is left alone, and the answer is false
 * (the file is not ours to write).
 */
async function stopStale(file: string): Promise<boolean> {
  const record = readRecord(file);
  if (record && alive(record.parentPid)) return false;
  if (!record) return true;
  if (alive(record.pid) && isOurServer(record)) {
    process.kill(record.pid, 'SIGTERM');
    for (let waited = 0; alive(record.pid) && waited < 5_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    if (alive(record.pid)) process.kill(record.pid, 'SIGKILL');
  }
  rmSync(file, { force: true });
  return true;
}

function supervise(child: ChildProcess, port: number, pidFile?: string): LocalRedis {
  const forget = () => {
    if (pidFile && readRecord(pidFile)?.pid === child.pid) rmSync(pidFile, { force: true });
  };
  const killOnExit = () => {
    child.kill('SIGTERM');
    forget();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    // Another handler means a graceful shutdown that still needs Redis (workers finishing jobs): it calls
    // stop() when done, and the 'exit' hook is the backstop.
    if (process.listenerCount(signal) > 1) return;
    child.kill('SIGTERM');
    forget();
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
      forget();
    },
  };
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

import { createServer } from 'node:net';

/**
 * A TCP port nobody listens on, for a server started a moment later (a spawned API, a local redis-server).
 *
 * Why not `listen(0)`: the kernel hands out port 0 from the ephemeral range (32768–60999 here), the same range it
 * takes outgoing connections' local ports from, so the port can be taken by the new server's own connections to
 * PostgreSQL and Redis before it listens (the benchmarks met EADDRINUSE this way). Ports below that range are never
 * handed to outgoing connections. The probe binds all interfaces, as the server will.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = FIRST + Math.floor(Math.random() * (LAST - FIRST));
    if (await isFree(candidate)) return candidate;
  }
  throw new Error(`no free port found between ${FIRST} and ${LAST}`);
}

const FIRST = 20000;
const LAST = 32000;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

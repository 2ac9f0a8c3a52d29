import { createServer } from 'node:net';

/**
 * A TCP port nobody listens on, for a server the caller spawns a moment later. The same rule as the API's
 * api/src/platform/net/free-port.ts (which says why): a port below the kernel's ephemeral range, probed on all
 * interfaces, so the spawned server's own outgoing connections cannot take it before it listens.
 */
export async function freePort() {
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = 20000 + Math.floor(Math.random() * 12000);
    const free = await new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(candidate, () => server.close(() => resolve(true)));
    });
    if (free) return candidate;
  }
  throw new Error('no free port found between 20000 and 32000');
}

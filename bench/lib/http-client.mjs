// What the load-generating benchmarks send requests with: node:http over kept-alive connections (cheaper for the
// load generator than fetch, which shares the server's two cores).
import http from 'node:http';

/**
 * `send(method, path, body?, headers?)` against `baseUrl`, answering what the benchmarks read of a fetch Response
 * (`status`, `json()`, `text()`).
 */
export function keptAliveClient(baseUrl) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1000 });
  const send = (method, path, body, headers = {}, retried = false) => {
    const payload = body ? JSON.stringify(body) : undefined;
    return new Promise((resolve, reject) => {
      const req = http.request(
        `${baseUrl}${path}`,
        {
          method,
          agent,
          headers: {
            origin: baseUrl,
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: res.statusCode,
              json: async () => JSON.parse(text),
              text: async () => text,
              arrayBuffer: async () => undefined,
            });
          });
          res.on('error', reject);
        },
      );
      // A kept-alive connection the server closed while idle fails at once on reuse (Node's documented race):
      // sent again once on a fresh one (writes carry an Idempotency-Key, so a repeat does nothing twice).
      req.on('error', (error) =>
        req.reusedSocket && error.code === 'ECONNRESET' && !retried
          ? send(method, path, body, headers, true).then(resolve, reject)
          : reject(error),
      );
      req.end(payload);
    });
  };
  return send;
}

/** The p-th percentile of an ascending list (NaN when empty). */
export const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

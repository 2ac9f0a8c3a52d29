/**
 * The production-like topology in docker-compose.yml cannot run on the development machines (no container engine),
 * so what can be checked without one is checked here: the web entry point is the only published port, the stores
 * sit on an internal network, each with authentication, and the secrets come from the environment.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';

interface Service {
  ports?: string[];
  networks?: string[];
  command?: string[];
  environment?: Record<string, string>;
}
interface Compose {
  services: Record<string, Service>;
  networks: Record<string, { internal?: boolean } | null>;
  'x-api-env': Record<string, string>;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as Compose;
const STORES = ['eventstore', 'mongo', 'redis', 'minio'];

describe('docker-compose publishes only the web entry point', () => {
  it('publishes no port but the proxy’s, apart from the mail catcher on the loopback interface', () => {
    const published = Object.entries(compose.services).flatMap(([name, service]) =>
      (service.ports ?? []).map((port) => ({ name, port })),
    );
    expect(published.filter(({ port }) => !port.startsWith('127.0.0.1:'))).toEqual([
      { name: 'proxy', port: '8080:80' },
    ]);
  });

  it('keeps the stores on an internal network only', () => {
    expect(compose.networks.stores).toEqual({ internal: true });
    for (const name of STORES) expect(compose.services[name]!.networks).toEqual(['stores']);
  });

  it('gives each store authentication, with secrets from the environment', () => {
    const env = compose['x-api-env'];
    expect(env.REDIS_URL).toMatch(/^redis:\/\/:\$\{REDIS_PASSWORD:\?[^}]+\}@redis:6379$/);
    expect(compose.services.redis!.command!.join(' ')).toContain('--requirepass');
    expect(env.MONGO_URL).toMatch(/^mongodb:\/\/gulfart:\$\{MONGO_PASSWORD:\?[^}]+\}@mongo:27017\//);
    expect(compose.services.mongo!.environment!.MONGO_INITDB_ROOT_PASSWORD).toMatch(/^\$\{MONGO_PASSWORD:\?/);
    expect(compose.services.minio!.environment!.MINIO_ROOT_PASSWORD).toMatch(/^\$\{MEDIA_S3_SECRET_ACCESS_KEY:\?/);
    for (const secret of ['SESSION_SECRET', 'CHAIN_SIGNING_KEY', 'PII_MASTER_KEY', 'OIDC_CLIENT_SECRET'])
      expect(env[secret]).toMatch(new RegExp(`^\\$\\{${secret}:\\?`));
  });

  it('runs the jobs in the worker, not in the API replicas', () => {
    expect(compose.services.api!.environment!.RUN_WORKERS).toBe('false');
    expect(compose.services.worker!.command).toContain('api/dist/worker.js');
  });
});

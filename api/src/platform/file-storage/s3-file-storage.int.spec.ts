/**
 * The S3 adapter against an S3-compatible server running in this process (s3rver): the file-storage contract, the
 * prefix, two replicas sharing one bucket, and `/media/*` streaming from the bucket with the usual cache headers.
 * The docker-compose MinIO is the same protocol; `npm run test:adapters` does not need it for this suite.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import S3rver from 's3rver';
import { ConfigError, loadConfig, type MediaS3Config } from '../config/app-config.js';
import { startTestStack } from '../../testing/test-stack.js';
import { FILE_STORAGE, type FileStorage } from './file-storage.port.js';
import { runFileStorageContract } from './file-storage.contract.js';
import { S3FileStorage } from './s3-file-storage.js';

const BUCKET = 'media';
let server: S3rver;
let folder: string;
let endpoint: string;
const opened: S3FileStorage[] = [];

const settings = (prefix: string): MediaS3Config => ({
  bucket: BUCKET,
  endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  prefix,
});
const storage = (prefix: string) => {
  const files = new S3FileStorage(settings(prefix));
  opened.push(files);
  return files;
};

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ga-s3rver-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: folder,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  for (const files of opened) files.onModuleDestroy();
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

runFileStorageContract('S3-compatible server (s3rver, in process)', async () => ({
  files: storage(`contract-${randomUUID().slice(0, 8)}/`),
  cleanup: async () => undefined,
}));

describe('S3 media', () => {
  it('stores under its prefix: another replica with the same settings reads what one wrote, another prefix does not', async () => {
    const prefix = `install-${randomUUID().slice(0, 8)}/`;
    const [replicaA, replicaB] = [storage(prefix), storage(prefix)];
    await replicaA.put('images/shared.webp', Buffer.from('written by A'));
    expect((await replicaB.get('images/shared.webp'))?.data.toString()).toBe('written by A');
    expect(await storage('elsewhere/').exists('images/shared.webp')).toBe(false);
    expect((await storage('').get(`${prefix.slice(0, -1)}/images/shared.webp`))?.data.toString()).toBe('written by A');
  });

  it('is chosen when MEDIA_S3_BUCKET is set, and its settings are checked at start', () => {
    const base = { NODE_ENV: 'test' };
    expect(loadConfig(base).mediaS3).toBeNull();
    expect(
      loadConfig({
        ...base,
        MEDIA_S3_BUCKET: 'gulf-art-media',
        MEDIA_S3_ENDPOINT: 'http://minio:9000',
        MEDIA_S3_FORCE_PATH_STYLE: 'true',
        MEDIA_S3_ACCESS_KEY_ID: 'key',
        MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
        MEDIA_S3_PREFIX: 'media/',
      }).mediaS3,
    ).toEqual({
      bucket: 'gulf-art-media',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      prefix: 'media/',
    });
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, MEDIA_S3_BUCKET: 'gulf-art-media', ...env });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ MEDIA_S3_ACCESS_KEY_ID: 'key' })).toEqual([expect.stringContaining('set both or neither')]);
    expect(problems({ MEDIA_S3_PREFIX: '/media' })).toEqual([expect.stringContaining('MEDIA_S3_PREFIX')]);
    expect(problems({ MEDIA_S3_ENDPOINT: 'ftp://minio' })).toEqual([expect.stringContaining('MEDIA_S3_ENDPOINT')]);
    expect(problems({ MEDIA_S3_BUCKET: 'No_Such' })).toEqual([expect.stringContaining('MEDIA_S3_BUCKET')]);
  });

  it('the API streams media from the bucket with immutable caching and nosniff', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ga-s3-stack-'));
    const prefix = `api-${randomUUID().slice(0, 8)}/`;
    const stack = await startTestStack({
      seed: false,
      env: {
        DATA_DIR: dataDir,
        MEDIA_S3_BUCKET: BUCKET,
        MEDIA_S3_ENDPOINT: endpoint,
        MEDIA_S3_FORCE_PATH_STYLE: 'true',
        MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
        MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
        MEDIA_S3_PREFIX: prefix,
      },
    });
    try {
      const files = stack.http.app.get<FileStorage>(FILE_STORAGE);
      expect(files.adapterName).toBe('s3');
      const data = randomBytes(256 * 1024);
      await files.put('images/streamed.webp', data);
      const res = await fetch(`${stack.baseUrl}/media/images/streamed.webp`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('content-length')).toBe(String(data.length));
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await res.arrayBuffer()).equals(data)).toBe(true);
      // In the bucket, under the prefix; nothing on this replica's disk.
      expect((await storage(prefix).get('images/streamed.webp'))?.size).toBe(data.length);
      expect((await fetch(`${stack.baseUrl}/media/images/missing.webp`)).status).toBe(404);
    } finally {
      await stack.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

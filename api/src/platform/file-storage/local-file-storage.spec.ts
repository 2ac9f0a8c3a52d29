import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFileStorage } from './local-file-storage.js';
import { isMediaKey } from './file-storage.port.js';
import { runFileStorageContract } from './file-storage.contract.js';

const roots: string[] = [];
async function storage() {
  const root = await mkdtemp(join(tmpdir(), 'ga-media-'));
  roots.push(root);
  return { root, files: new LocalFileStorage(join(root, 'media')) };
}
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

runFileStorageContract('local disk', async () => ({ files: (await storage()).files, cleanup: async () => undefined }));

describe('local file storage', () => {
  it('accepts only plain relative keys with an image extension', () => {
    for (const good of ['images/a.webp', 'a-b_c.1.png', 'x/y/z.jpeg']) expect(isMediaKey(good)).toBe(true);
    for (const bad of [
      '../a.png',
      'images/../../etc/passwd.png',
      '/etc/a.png',
      'images/.hidden.png',
      'a.txt',
      'A.PNG',
      'images//a.png',
      'a\\b.png',
      '',
    ]) {
      expect([bad, isMediaKey(bad)]).toEqual([bad, false]);
    }
  });

  it('never reads outside its folder', async () => {
    const { root, files } = await storage();
    await writeFile(join(root, 'secret.png'), 'secret');
    await expect(files.put('../secret.png', Buffer.from('x'))).rejects.toThrow();
    expect(await files.get('../secret.png')).toBeNull();
    expect(await files.open('../secret.png')).toBeNull();
    expect(await files.exists('../secret.png')).toBe(false);
  });
});

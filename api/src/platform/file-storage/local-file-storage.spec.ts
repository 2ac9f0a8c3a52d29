import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFileStorage } from './local-file-storage.js';
import { isMediaKey } from './file-storage.port.js';

const roots: string[] = [];
async function storage() {
  const root = await mkdtemp(join(tmpdir(), 'ga-media-'));
  roots.push(root);
  return { root, files: new LocalFileStorage(join(root, 'media')) };
}
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

describe('local file storage', () => {
  it('writes, reads with the type of its extension, and deletes', async () => {
    const { files } = await storage();
    await files.put('images/a1.webp', Buffer.from('RIFFxxxxWEBP'));
    expect(await files.get('images/a1.webp')).toEqual({
      data: Buffer.from('RIFFxxxxWEBP'),
      contentType: 'image/webp',
      size: 12,
    });
    expect(await files.exists('images/a1.webp')).toBe(true);
    expect(await files.delete('images/a1.webp')).toBe(true);
    expect(await files.get('images/a1.webp')).toBeNull();
    expect(await files.delete('images/a1.webp')).toBe(false);
  });

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

  it('refuses to write a bad key and never reads outside its folder', async () => {
    const { root, files } = await storage();
    await writeFile(join(root, 'secret.png'), 'secret');
    await expect(files.put('../secret.png', Buffer.from('x'))).rejects.toThrow();
    expect(await files.get('../secret.png')).toBeNull();
    expect(await files.exists('../secret.png')).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage.port.js';

export type FileStorageFactory = () => Promise<{ files: FileStorage; cleanup(): Promise<void> }>;

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * What every file-storage adapter must do, as one jest suite: the local disk and an S3-compatible bucket run the
 * same cases. Every case writes keys of its own, so cases never depend on each other.
 */
export function runFileStorageContract(adapterName: string, factory: FileStorageFactory): void {
  describe(`FileStorage contract: ${adapterName}`, () => {
    let files: FileStorage;
    let cleanup: (() => Promise<void>) | undefined;
    const key = (name: string) => `images/${randomUUID()}-${name}`;

    beforeAll(async () => {
      ({ files, cleanup } = await factory());
    });
    afterAll(async () => {
      await cleanup?.();
    });

    it('writes, reads with the type of its extension, and deletes', async () => {
      const k = key('a1.webp');
      await files.put(k, Buffer.from('RIFFxxxxWEBP'));
      expect(await files.get(k)).toEqual({ data: Buffer.from('RIFFxxxxWEBP'), contentType: 'image/webp', size: 12 });
      expect(await files.exists(k)).toBe(true);
      expect(await files.delete(k)).toBe(true);
      expect(await files.get(k)).toBeNull();
      expect(await files.exists(k)).toBe(false);
      expect(await files.delete(k)).toBe(false);
    });

    it('streams a file with its size and type, byte for byte', async () => {
      const k = key('large.png');
      const data = randomBytes(3 * 1024 * 1024 + 17);
      await files.put(k, data);
      const opened = await files.open(k);
      expect(opened && { size: opened.size, contentType: opened.contentType }).toEqual({
        size: data.length,
        contentType: 'image/png',
      });
      expect((await bytesOf(opened!.body)).equals(data)).toBe(true);
      expect(await files.open(key('missing.png'))).toBeNull();
    });

    it('replaces the file under a key that is written again', async () => {
      const k = key('again.jpg');
      await files.put(k, Buffer.from('first version'));
      await files.put(k, Buffer.from('second'));
      expect(await files.get(k)).toEqual({ data: Buffer.from('second'), contentType: 'image/jpeg', size: 6 });
    });

    it('keeps files under different keys apart, at any depth', async () => {
      const folder = `images/${randomUUID()}`;
      await files.put(`${folder}/a.webp`, Buffer.from('a'));
      await files.put(`${folder}/nested/a.webp`, Buffer.from('nested'));
      expect((await files.get(`${folder}/a.webp`))?.data.toString()).toBe('a');
      expect((await files.get(`${folder}/nested/a.webp`))?.data.toString()).toBe('nested');
      expect(await files.exists(`${folder}/b.webp`)).toBe(false);
    });

    it('refuses to write a bad key and finds nothing under one', async () => {
      for (const bad of ['../secret.png', '/etc/a.png', 'images/.hidden.png', 'a.txt', 'A.PNG']) {
        await expect(files.put(bad, Buffer.from('x'))).rejects.toThrow();
        expect([bad, await files.get(bad), await files.open(bad), await files.exists(bad)]).toEqual([
          bad,
          null,
          null,
          false,
        ]);
        expect(await files.delete(bad)).toBe(false);
      }
    });
  });
}

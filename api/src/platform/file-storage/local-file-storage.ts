/** Media on the local disk under `<DATA_DIR>/media`: written to a temporary name, then renamed into place. */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertMediaKey, contentTypeOf, isMediaKey } from './file-storage.port.js';
import type { FileStorage, FileStream, StoredFile } from './file-storage.port.js';

export class LocalFileStorage implements FileStorage {
  readonly adapterName = 'local-disk';
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(assertMediaKey(key));
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.part`;
    await writeFile(temporary, data);
    await rename(temporary, path);
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isMediaKey(key)) return null;
    try {
      const data = await readFile(this.pathOf(key));
      return { data, contentType: contentTypeOf(key), size: data.length };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async open(key: string): Promise<FileStream | null> {
    if (!isMediaKey(key)) return null;
    // Size and bytes from one open file: a put that renames another file into place meanwhile changes neither.
    const handle = await open(this.pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!handle) return null;
    try {
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), contentType: contentTypeOf(key), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isMediaKey(key)) return false;
    return stat(this.pathOf(key)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  async delete(key: string): Promise<boolean> {
    if (!isMediaKey(key)) return false;
    return unlink(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  /** Belt and braces: even a key that passed the check must resolve inside the root. */
  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Media key escapes the storage root: ${key}`);
    return path;
  }
}

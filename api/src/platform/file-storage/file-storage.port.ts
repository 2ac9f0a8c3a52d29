/**
 * The file-storage port: where uploaded and generated media live. Keys are relative, slash-separated paths
 * (`images/<id>.webp`) checked by `assertMediaKey`, so no adapter ever sees `..` or an absolute path.
 * Adapters: local disk under DATA_DIR (the embedded default). Replicas cannot share a local disk, so a
 * multi-replica installation needs an object-store adapter behind this same port.
 */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

export interface StoredFile {
  data: Buffer;
  contentType: string;
  size: number;
}

export interface FileStorage {
  readonly adapterName: string;
  /** Writes the whole file; a reader never sees a half-written one. Replaces an existing key. */
  put(key: string, data: Buffer): Promise<void>;
  /** Null when no file has this key (or the key is not a valid one). */
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<boolean>;
}

/** Lower-case letters, digits, `-`, `_` and `.` per segment, no segment starting with a dot, a known extension. */
const KEY = /^(?:[a-z0-9][a-z0-9_-]*\/){0,4}[a-z0-9][a-z0-9_.-]{0,120}\.(?:webp|jpg|jpeg|png)$/;

export const MEDIA_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export function isMediaKey(key: string): boolean {
  return KEY.test(key) && !key.includes('..');
}

export function assertMediaKey(key: string): string {
  if (!isMediaKey(key)) throw new Error(`Invalid media key ${JSON.stringify(key)}`);
  return key;
}

export function contentTypeOf(key: string): string {
  return MEDIA_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

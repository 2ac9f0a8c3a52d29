/**
 * The file-storage port: where uploaded and generated media live. Keys are relative, slash-separated paths
 * (`images/<id>.webp`) checked by `assertMediaKey`, so no adapter ever sees `..` or an absolute path.
 * Adapters: local disk under DATA_DIR (the embedded default) and an S3-compatible bucket (MEDIA_S3_BUCKET), which
 * replicas share. Both pass the same contract suite (`file-storage.contract.ts`).
 */
import type { Readable } from 'node:stream';

export const FILE_STORAGE = Symbol('FILE_STORAGE');

export interface StoredFile {
  data: Buffer;
  contentType: string;
  size: number;
}

/** A stored file to send on: its bytes are read as the answer is written, never held whole in memory. */
export interface FileStream {
  body: Readable;
  contentType: string;
  size: number;
}

export interface FileStorage {
  readonly adapterName: string;
  /** Writes the whole file; a reader never sees a half-written one. Replaces an existing key. */
  put(key: string, data: Buffer): Promise<void>;
  /** Null when no file has this key (or the key is not a valid one). */
  get(key: string): Promise<StoredFile | null>;
  /** Like `get`, as a stream; null when there is no such file. */
  open(key: string): Promise<FileStream | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<boolean>;
}

/** Lower-case letters, digits, `-`, `_` and `.` per segment, no segment starting with a dot, a known extension
 * (`.enc`: a file encrypted with its owner's key, such as a KYC document, which `/media` never serves). */
const KEY = /^(?:[a-z0-9][a-z0-9_-]*\/){0,4}[a-z0-9][a-z0-9_.-]{0,120}\.(?:webp|jpg|jpeg|png|enc)$/;

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

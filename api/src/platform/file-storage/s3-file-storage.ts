/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, …) through the official client, so every replica reads what any
 * of them wrote. Keys are checked as on the local disk, then stored under the configured prefix. A put is one
 * PutObject: S3 never shows a half-written object. Files are served through the API (`/media/*`), streamed from the
 * bucket, so the bucket stays private and the cache headers stay ours.
 */
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { MediaS3Config } from '../config/app-config.js';
import type { FileStorage, FileStream, StoredFile } from './file-storage.port.js';
import { assertMediaKey, contentTypeOf, isMediaKey } from './file-storage.port.js';

export class S3FileStorage implements FileStorage {
  readonly adapterName = 's3';
  private readonly client: S3Client;

  constructor(private readonly config: MediaS3Config) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // Checksums only where S3 requires them: since 3.729 the client adds CRC32 trailers to every upload by
      // default, which S3-compatible servers that predate them store as part of the object.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(assertMediaKey(key)),
        Body: data,
        ContentType: contentTypeOf(key),
        ContentLength: data.length,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = await this.open(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    return { data, contentType: contentTypeOf(key), size: data.length };
  }

  async open(key: string): Promise<FileStream | null> {
    if (!isMediaKey(key)) return null;
    const object = await this.missingAsNull(
      this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) })),
    );
    if (!object?.Body) return null;
    // In Node.js the SDK answers the body as an IncomingMessage (a Readable).
    return { body: object.Body as Readable, contentType: contentTypeOf(key), size: Number(object.ContentLength) };
  }

  async exists(key: string): Promise<boolean> {
    if (!isMediaKey(key)) return false;
    const head = await this.missingAsNull(
      this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) })),
    );
    return head !== null;
  }

  /** S3 answers a delete the same whether or not the object was there: asked first, to answer as the port says. */
  async delete(key: string): Promise<boolean> {
    if (!(await this.exists(key))) return false;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
    return true;
  }

  /** Nest calls it at shutdown: the client's kept-alive sockets would hold the process open. */
  onModuleDestroy(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    return `${this.config.prefix}${key}`;
  }

  private async missingAsNull<T>(request: Promise<T>): Promise<T | null> {
    try {
      return await request;
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }
}

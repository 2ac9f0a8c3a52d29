/**
 * Dispute photos: each upload goes through the artworks' image pipeline (the bytes decide the type, JPEG, PNG or
 * WebP; at most 10 MB; re-encoded to WebP, which drops EXIF, GPS and every other metadata block), then is sealed
 * with the uploader's personal-data key under `disputes/<id>.enc` (a key `/media` never serves, and erasing the
 * uploader makes it unreadable). Only the order's parties and staff read them back, through the order's own
 * visibility (404 to anyone else). The stream records ids and SHA-256 hashes, never the bytes or a file name.
 */
import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { processImage } from '../../artworks/index.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { PersonalDataVault } from '../../platform/commands/personal-data-vault.js';
import { fieldProblem, DomainError, notFound, validationError } from '../../platform/errors/domain-errors.js';
import { FILE_STORAGE, type FileStorage } from '../../platform/file-storage/file-storage.port.js';
import { SealedFiles } from '../../platform/file-storage/sealed-files.js';
import { MAX_DISPUTE_PHOTOS, type DisputePhoto } from '../domain/disputes.events.js';
import { OrderQueries } from './order-queries.js';

/** What multer hands over for each file of the `photos` field. */
export interface UploadedPhoto {
  buffer: Buffer;
}

export const tooManyPhotos = () =>
  validationError([
    fieldProblem(
      'photos',
      'maxCount',
      `Attach at most ${MAX_DISPUTE_PHOTOS} photos.`,
      `أرفق ${MAX_DISPUTE_PHOTOS} صور على الأكثر.`,
    ),
  ]);

const photoKey = (photoId: string) => `disputes/${photoId}.enc`;

@Injectable()
export class DisputePhotos {
  private readonly files: SealedFiles;

  constructor(
    @Inject(FILE_STORAGE) storage: FileStorage,
    vault: PersonalDataVault,
    private readonly queries: OrderQueries,
  ) {
    this.files = new SealedFiles(storage, vault);
  }

  /** Checks and re-encodes every photo before any is stored, so one bad file stores none; a problem names
   * `photos` (the form's field) with the pipeline's own code (file_too_large, invalid_file_type, ...). */
  async prepare(uploads: UploadedPhoto[] | undefined): Promise<Buffer[]> {
    const list = uploads ?? [];
    if (list.length > MAX_DISPUTE_PHOTOS) throw tooManyPhotos();
    const encoded: Buffer[] = [];
    for (const upload of list) {
      try {
        encoded.push((await processImage(upload.buffer)).display.data);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        throw validationError(error.details.map((d) => ({ ...d, field: 'photos' })));
      }
    }
    return encoded;
  }

  /** Seals each photo with its uploader's key; the ids and hashes to record. */
  async store(ownerId: string, images: Buffer[]): Promise<DisputePhoto[]> {
    const photos: DisputePhoto[] = [];
    for (const image of images) {
      const photoId = randomUUID();
      await this.files.put(ownerId, photoKey(photoId), image);
      photos.push({ photoId, sha256: createHash('sha256').update(image).digest('hex') });
    }
    return photos;
  }

  /** Removes photos stored for a command that was then refused (nothing refers to them). */
  async discard(photos: DisputePhoto[]): Promise<void> {
    for (const { photoId } of photos) await this.files.delete(photoKey(photoId));
  }

  /** A photo of the order's dispute for its buyer, its sellers or staff; not found for anyone else, for an id the
   * dispute does not hold, and once its uploader was forgotten. */
  async read(orderId: string, photoId: string, user: AccountAccess): Promise<Buffer> {
    const order = await this.queries.visible(orderId, user);
    const known = order.dispute?.photos?.some((p) => p.photoId === photoId) ?? false;
    const bytes = known ? await this.files.get(photoKey(photoId)) : null;
    if (!bytes) throw notFound('Photo', 'الصورة');
    return bytes;
  }
}

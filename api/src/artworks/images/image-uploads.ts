/** The image pipeline's one command: an upload (`POST /api/images`), stored and recorded. */
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { FILE_STORAGE, type FileStorage } from '../../platform/file-storage/file-storage.port.js';
import type { ImageRef } from '../domain/artwork.events.js';
import { ArtworkStream } from '../application/artwork-stream.js';
import { processImage } from './image-processor.js';

export const imageKeys = (id: string) => ({ display: `images/${id}.webp`, thumbnail: `images/${id}-thumb.webp` });

@Injectable()
export class ImageUploads {
  constructor(
    private readonly stream: ArtworkStream,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  /** Stores an uploaded image's renditions through the file-storage port and records `ImageUploaded`. */
  async upload(bytes: Buffer, uploadedBy: string): Promise<ImageRef> {
    const imageId = randomUUID();
    const processed = await processImage(bytes);
    const keys = imageKeys(imageId);
    await this.files.put(keys.display, processed.display.data);
    await this.files.put(keys.thumbnail, processed.thumbnail.data);
    const image: ImageRef = {
      id: imageId,
      url: `/media/${keys.display}`,
      thumbnailUrl: `/media/${keys.thumbnail}`,
      width: processed.display.width,
      height: processed.display.height,
    };
    await this.stream.upload({
      type: 'UploadImage',
      image,
      uploadedBy,
      bytes: bytes.length,
      at: new Date().toISOString(),
    });
    return image;
  }
}

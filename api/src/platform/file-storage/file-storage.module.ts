import { Module } from '@nestjs/common';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../tokens.js';
import { FILE_STORAGE } from './file-storage.port.js';
import { LocalFileStorage } from './local-file-storage.js';
import { MediaController } from './media.controller.js';

/**
 * The file-storage port and the public `/media/*` route: an S3-compatible bucket when MEDIA_S3_BUCKET is set
 * (what replicas need), otherwise the local disk under `<DATA_DIR>/media`.
 */
@Module({
  controllers: [MediaController],
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      // The S3 adapter (and the AWS client under it) is loaded only where a bucket is configured.
      useFactory: async (config: AppConfig) =>
        config.mediaS3
          ? new (await import('./s3-file-storage.js')).S3FileStorage(config.mediaS3)
          : new LocalFileStorage(join(config.dataDir, 'media')),
    },
  ],
  exports: [FILE_STORAGE],
})
export class FileStorageModule {}

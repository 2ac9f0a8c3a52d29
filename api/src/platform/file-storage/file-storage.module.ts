import { Module } from '@nestjs/common';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../tokens.js';
import { FILE_STORAGE } from './file-storage.port.js';
import { LocalFileStorage } from './local-file-storage.js';
import { MediaController } from './media.controller.js';

/** The file-storage port (local disk under `<DATA_DIR>/media`) and the public `/media/*` route. */
@Module({
  controllers: [MediaController],
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalFileStorage(join(config.dataDir, 'media')),
    },
  ],
  exports: [FILE_STORAGE],
})
export class FileStorageModule {}

/**
 * Serves stored media at `GET /media/<key>`, public, streamed from the store (local disk or bucket). Keys are
 * checked before the store is asked; the content type comes from the key's own extension (files are written only by
 * the image pipeline, which decides it), `nosniff` stops a browser guessing otherwise, and files never change once
 * written (every upload gets a new key), so they are cached for a year.
 */
import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { Public } from '../auth/guards/auth.decorators.js';
import { notFound } from '../errors/domain-errors.js';
import { FILE_STORAGE, type FileStorage } from './file-storage.port.js';

@ApiExcludeController()
@Controller('media')
export class MediaController {
  constructor(@Inject(FILE_STORAGE) private readonly files: FileStorage) {}

  @Get('*path')
  @Public()
  async serve(@Param('path') path: string | string[], @Res() res: Response): Promise<void> {
    const key = Array.isArray(path) ? path.join('/') : String(path);
    const file = key.endsWith('.enc') ? null : await this.files.open(key);
    if (!file) throw notFound('File', 'الملف');
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    // Streamed from the store as the client reads; a client gone or a store failing mid-way ends both sides.
    await pipeline(file.body, res).catch(() => undefined);
  }
}

/**
 * POST /api/images and GET /media/*: bytes decide the type (not the name or declared type), size and pixel
 * limits hold, stored files carry no EXIF or GPS, and media are served with long caching and nosniff.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { jpegWithGps, pngBytes, upload } from '../testing/artwork-fixtures.js';
import { UPLOADS_PER_DAY } from './upload-quota.js';

let stack: TestStack;
/** An artist: a role that puts images on the platform. */
let artist: TestBrowser;
const dataDir = `/tmp/ga-test-media-${process.pid}-${Date.now()}`;
const arabic = /[\u0600-\u06FF]/;
const fetchMedia = (url: string) => fetch(`${stack.baseUrl}${url}`);
const imageEvents = async () =>
  (await stack.runtime.storage.events.readAll()).filter((e) => e.streamName.startsWith('image-'));

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg', env: { DATA_DIR: dataDir } });
  artist = await stack.signIn('artist@example.sa');
}, 60_000);
afterAll(async () => {
  await stack?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('image upload', () => {
  it('stores a JPEG without its EXIF and GPS data, as a display size and a thumbnail', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { status, body } = await upload(stack, artist, original, 'holiday.jpg', 'image/jpeg');
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(String),
      url: `/media/images/${body.id}.webp`,
      thumbnailUrl: `/media/images/${body.id}-thumb.webp`,
      width: 640,
      height: 480,
    });
    // One event on the image's own stream: what the read model and the forms naming the image know of it.
    const events = await stack.runtime.storage.events.readStream(`image-${body.id}`);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'ImageUploaded',
        data: expect.objectContaining({ ...body, uploadedBy: expect.any(String), bytes: expect.any(Number) }),
      }),
    ]);
    expect(events[0]!.metadata).toMatchObject({ actorId: (events[0]!.data as { uploadedBy: string }).uploadedBy });
    for (const url of [body.url, body.thumbnailUrl]) {
      const res = await fetchMedia(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toContain('max-age=31536000');
      const stored = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.includes(Buffer.from('GPS'))).toBe(false);
      expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
    }
    expect((await sharp(Buffer.from(await (await fetchMedia(body.thumbnailUrl)).arrayBuffer())).metadata()).width).toBe(
      480,
    );
  });

  it('resizes a large image to at most 1600 px', async () => {
    const { status, body } = await upload(stack, artist, await pngBytes(3200, 1000), 'wide.png', 'image/png');
    expect(status).toBe(201);
    expect([body.width, body.height]).toEqual([1600, 500]);
  });

  it('accepts a PNG named .jpg and declared as JPEG: the bytes decide', async () => {
    const { status, body } = await upload(stack, artist, await pngBytes(), 'photo.jpg', 'image/jpeg');
    expect(status).toBe(201);
    expect(body.width).toBe(320);
  });

  it('refuses a text file named .png, with a bilingual error naming the field', async () => {
    const { status, body } = await upload(
      stack,
      artist,
      Buffer.from('just some text, not an image'),
      'fake.png',
      'image/png',
    );
    expect(status).toBe(400);
    expect(body.details).toEqual([
      expect.objectContaining({ field: 'file', code: 'invalid_file_type', messageAr: expect.stringMatching(arabic) }),
    ]);
  });

  it('refuses a file with an image signature but broken data, and appends nothing', async () => {
    const before = (await imageEvents()).length;
    const png = await pngBytes();
    const { status, body } = await upload(stack, artist, png.subarray(0, 40), 'broken.png', 'image/png');
    expect(status).toBe(400);
    expect(body.details[0].field).toBe('file');
    expect((await imageEvents()).length).toBe(before);
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    const { status, body } = await upload(stack, artist, big, 'big.png', 'image/png');
    expect(status).toBe(400);
    expect(body.details).toEqual([
      expect.objectContaining({ field: 'file', code: 'file_too_large', messageAr: expect.stringMatching(arabic) }),
    ]);
  });

  it('refuses more than 40 megapixels', async () => {
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#808080' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const { status, body } = await upload(stack, artist, huge, 'huge.png', 'image/png');
    expect(status).toBe(400);
    expect(body.details[0]).toMatchObject({ field: 'file', code: 'too_many_pixels' });
  }, 30_000);

  it('refuses a request without the file field, and a visitor who is signed out', async () => {
    expect((await upload(stack, artist, await pngBytes(), 'a.png', 'image/png', 'picture')).body.details[0].field).toBe(
      'file',
    );
    expect((await upload(stack, null, await pngBytes(), 'a.png', 'image/png')).status).toBe(401);
  });

  it('answers 404 for unknown media and for paths that try to leave the media folder', async () => {
    expect((await fetchMedia('/media/images/nothing.webp')).status).toBe(404);
    expect((await fetchMedia('/media/..%2F..%2Fetc%2Fpasswd.png')).status).toBe(404);
    expect((await fetchMedia('/media/images/%2E%2E/secret.webp')).status).toBe(404);
    expect((await fetchMedia('/media/images/readme.txt')).status).toBe(404);
  });

  it('image upload: a per-account daily quota, only enough for a profile picture without an image role', async () => {
    const collector = await stack.signIn('collector@example.sa');
    const small = await pngBytes(20, 20);
    for (let i = 0; i < UPLOADS_PER_DAY.profilePictureOnly; i++)
      expect((await upload(stack, collector, small, 'me.png', 'image/png')).status).toBe(201);
    const over = await upload(stack, collector, small, 'me.png', 'image/png');
    expect(over.status).toBe(429);
    expect(over.body.messageAr).toMatch(arabic);
    // A seller's quota is counted apart and is larger.
    expect((await upload(stack, artist, small, 'work.png', 'image/png')).status).toBe(201);
  });
});

import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO_IMAGE_CACHE_DIR, demoArtworkSvg, demoImageCacheKeys, renderDemoImage } from './demo-artwork-image.js';

describe('demo artwork images', () => {
  it('are WebP at the display size and as a 480 px thumbnail', async () => {
    const { display, thumbnail } = await renderDemoImage('demo-image-spec-1');
    expect(display).toMatchObject({ width: 800, height: 600 });
    expect(thumbnail).toMatchObject({ width: 480, height: 360 });
    expect((await sharp(display.data).metadata()).format).toBe('webp');
    expect((await sharp(thumbnail.data).metadata()).width).toBe(480);
  });

  it('are the same picture for the same id, whether rendered or read from the machine cache', async () => {
    const first = await renderDemoImage('demo-image-spec-2');
    const again = await renderDemoImage('demo-image-spec-2');
    expect(again.display.data.equals(first.display.data)).toBe(true);
    expect(again.thumbnail.data.equals(first.thumbnail.data)).toBe(true);
    expect(demoArtworkSvg('demo-image-spec-2')).toBe(demoArtworkSvg('demo-image-spec-2'));
  });

  it('differ from one id to the next', async () => {
    const [a, b] = await Promise.all([renderDemoImage('demo-image-spec-3'), renderDemoImage('demo-image-spec-4')]);
    expect(a.display.data.equals(b.display.data)).toBe(false);
    expect(demoArtworkSvg('demo-image-spec-3')).not.toBe(demoArtworkSvg('demo-image-spec-4'));
  });

  it('are rendered afresh when the kept file is not a WebP image', async () => {
    const id = `demo-image-spec-${randomUUID()}`;
    const first = await renderDemoImage(id);
    const keys = demoImageCacheKeys(id);
    await writeFile(join(DEMO_IMAGE_CACHE_DIR, keys.display), '<svg onload="alert(1)"/>');
    const again = await renderDemoImage(id);
    expect(again.display.data.equals(first.display.data)).toBe(true);
    for (const key of Object.values(keys)) await rm(join(DEMO_IMAGE_CACHE_DIR, key)); // a picture no seed draws
  });
});

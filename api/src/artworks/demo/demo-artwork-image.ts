/**
 * Demo artwork images, composed as SVG from the artwork's id (no downloads): a two-colour ground and a few
 * shapes — discs, tilted bands, arcs, a horizon line — in a palette of desert, sea, palm or night colours.
 * The same id always gives the same picture.
 */
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { LocalFileStorage } from '../../platform/file-storage/local-file-storage.js';
import { sniffFormat, type Rendition } from '../images/image-processor.js';

const PALETTES = [
  ['#c96f3b', '#e8c07d', '#7a3b1f', '#f3e3c3', '#2f4858'],
  ['#0f4c5c', '#5f9ea0', '#e0f2f1', '#f4a259', '#1b262c'],
  ['#2d6a4f', '#95d5b2', '#d8f3dc', '#b08968', '#081c15'],
  ['#14213d', '#fca311', '#e5e5e5', '#9b2226', '#000814'],
  ['#6d2e46', '#d5b9b2', '#a26769', '#ece2d0', '#3c1518'],
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
];

/** A small deterministic generator seeded by the id (xorshift over a SHA-256 seed). */
function randomFrom(id: string): () => number {
  let state = createHash('sha256').update(id).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 100_000) / 100_000;
  };
}

export function demoArtworkSvg(id: string, width = 800, height = 600): string {
  const random = randomFrom(id);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const palette = pick(PALETTES);
  const [ground, glow] = [pick(palette), pick(palette)];
  const shapes: string[] = [];
  const count = 5 + Math.floor(random() * 6);
  for (let i = 0; i < count; i++) {
    const colour = pick(palette);
    const opacity = (0.45 + random() * 0.5).toFixed(2);
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    switch (Math.floor(random() * 4)) {
      case 0:
        shapes.push(
          `<circle cx="${x}" cy="${y}" r="${Math.round(40 + random() * 260)}" fill="${colour}" fill-opacity="${opacity}"/>`,
        );
        break;
      case 1:
        shapes.push(
          `<rect x="${x - 300}" y="${y - 40}" width="${Math.round(200 + random() * 700)}" height="${Math.round(20 + random() * 120)}" ` +
            `fill="${colour}" fill-opacity="${opacity}" transform="rotate(${Math.round(random() * 180 - 90)} ${x} ${y})"/>`,
        );
        break;
      case 2:
        shapes.push(
          `<path d="M ${x} ${y} q ${Math.round(random() * 600 - 300)} ${Math.round(random() * 600 - 300)} ${Math.round(random() * 800 - 400)} 0" ` +
            `stroke="${colour}" stroke-width="${Math.round(6 + random() * 40)}" fill="none" stroke-opacity="${opacity}" stroke-linecap="round"/>`,
        );
        break;
      default:
        shapes.push(
          `<polygon points="${x},${y} ${x + Math.round(random() * 400 - 200)},${y + Math.round(random() * 400)} ` +
            `${x + Math.round(random() * 400 - 200)},${y - Math.round(random() * 300)}" fill="${colour}" fill-opacity="${opacity}"/>`,
        );
    }
  }
  const horizon = Math.round(height * (0.45 + random() * 0.35));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="${random() > 0.5 ? 1 : 0}" y2="1">
    <stop offset="0" stop-color="${ground}"/><stop offset="1" stop-color="${glow}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <line x1="0" y1="${horizon}" x2="${width}" y2="${horizon}" stroke="${pick(palette)}" stroke-width="3" stroke-opacity="0.6"/>
  ${shapes.join('\n  ')}
</svg>`;
}

/** The sizes of a demo image's renditions: drawn at the display size, the thumbnail scaled to its width. */
const DISPLAY = { width: 800, height: 600 };
const THUMBNAIL = { width: 480, height: (480 * DISPLAY.height) / DISPLAY.width };

export interface DemoImage {
  display: Rendition;
  thumbnail: Rendition;
}

/**
 * The display size and the thumbnail of a demo image, WebP as the upload pipeline stores them. The SVG is
 * rendered once, at a modest size, and encoded with WebP's fastest effort: 300 of them must seed in seconds.
 */
async function renderAfresh(id: string): Promise<DemoImage> {
  const { data, info } = await sharp(Buffer.from(demoArtworkSvg(id, DISPLAY.width, DISPLAY.height)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encode = async (width: number, quality: number): Promise<Rendition> => {
    const out = await sharp(data, pixels)
      .resize({ width })
      .webp({ quality, effort: 0 })
      .toBuffer({ resolveWithObject: true });
    return { data: out.data, width: out.info.width, height: out.info.height };
  };
  const [display, thumbnail] = await Promise.all([encode(DISPLAY.width, 80), encode(THUMBNAIL.width, 72)]);
  return { display, thumbnail };
}

/**
 * Rendered images kept between seeds on this machine: the test suites, the browser journeys and the benchmarks
 * seed the demo marketplace again and again, and its 300 images were a third of each seed's time, on both cores.
 * The folder is named after the drawing code and sharp's version, so a change to either renders afresh; the
 * local-disk file store writes each file under a name of its own and renames it into place, so a seed running
 * beside this one never reads half a file.
 */
export const DEMO_IMAGE_CACHE_DIR = join(
  tmpdir(),
  `ga-demo-images-${createHash('sha256')
    .update(demoArtworkSvg.toString())
    .update(renderAfresh.toString())
    .update(sharp.versions.sharp)
    .digest('hex')
    .slice(0, 16)}`,
);
const CACHE = new LocalFileStorage(DEMO_IMAGE_CACHE_DIR);

/** The cache's keys for a demo image's two renditions. */
export function demoImageCacheKeys(id: string): { display: string; thumbnail: string } {
  const name = createHash('sha256').update(id).digest('hex').slice(0, 32);
  return { display: `${name}.webp`, thumbnail: `${name}-thumbnail.webp` };
}

/** A kept rendition, or null when there is none or it is not a WebP image (damaged, or put there by another). */
async function kept(key: string, size: { width: number; height: number }): Promise<Rendition | null> {
  const file = await CACHE.get(key).catch(() => null);
  return file && sniffFormat(file.data) === 'webp' ? { ...size, data: file.data } : null;
}

/** A demo image from the machine's cache, or rendered (and then kept; a cache that cannot be written is skipped). */
export async function renderDemoImage(id: string): Promise<DemoImage> {
  const keys = demoImageCacheKeys(id);
  const [display, thumbnail] = await Promise.all([kept(keys.display, DISPLAY), kept(keys.thumbnail, THUMBNAIL)]);
  if (display && thumbnail) return { display, thumbnail };
  const image = await renderAfresh(id);
  await Promise.all([
    CACHE.put(keys.display, image.display.data),
    CACHE.put(keys.thumbnail, image.thumbnail.data),
  ]).catch(() => undefined);
  return image;
}

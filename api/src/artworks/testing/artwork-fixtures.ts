/** Helpers of the specs that need artworks: sharp images, multipart uploads, an artwork body, a published work. */
import sharp from 'sharp';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import type { TestStack } from '../../testing/test-stack.js';

export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Field 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '24/1 42/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '46/1 40/1 10/1',
      },
    })
    .toBuffer();
}

export const pngBytes = (width = 320, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

export async function upload(
  stack: TestStack,
  browser: TestBrowser | null,
  bytes: Buffer,
  filename: string,
  type: string,
  field = 'file',
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const init: RequestInit = { method: 'POST', headers: { origin: stack.baseUrl }, body: form };
  const url = `${stack.baseUrl}/api/images`;
  const res = browser ? await browser.request(url, init) : await fetch(url, init);
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body };
}

export function artworkBody(imageId: string, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Desert Dawn',
    titleAr: 'فجر الصحراء',
    description: 'Oil on canvas, dunes at first light.',
    descriptionAr: 'زيت على قماش.',
    medium: 'Oil on canvas',
    mediumAr: 'زيت على قماش',
    category: 'painting',
    style: 'contemporary',
    year: 2024,
    dimensions: '100 x 80 cm',
    price: 12500.5,
    currency: 'SAR',
    images: [imageId],
    availability: 'available',
    tags: ['desert', 'dawn'],
    provenance: 'From the studio',
    condition: 'Excellent',
    frame: 'Framed',
    signed: true,
    edition: 'Original',
    certificateOfAuthenticity: true,
    insurance: 'Insured in transit',
    shipping: 'Ships from Riyadh',
    ...overrides,
  };
}

/** A work of the seller's own, uploaded, created and published as the dashboard does (its id and title). */
export async function publishedWork(
  stack: TestStack,
  seller: TestBrowser,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; title: string }> {
  const image = await upload(stack, seller, await pngBytes(), 'work.png', 'image/png');
  const created = await stack.call(seller, 'POST', '/api/artworks', artworkBody(image.body.id, overrides));
  if (created.status !== 201) throw new Error(`Artwork not created: ${created.status} ${JSON.stringify(created.body)}`);
  const published = await stack.call(seller, 'POST', `/api/artworks/${created.body.id}/publish`);
  if (published.status !== 200) throw new Error(`Artwork not published: ${published.status}`);
  return { id: created.body.id as string, title: created.body.title as string };
}

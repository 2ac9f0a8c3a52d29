/**
 * Shared links: the storefront's artwork, artist and gallery URLs answer with server-rendered title,
 * description, Open Graph, Twitter card, hreflang alternates and JSON-LD in the visitor's language, escaped;
 * the sitemap lists the published pages with their alternates. Artworks stand in the `artworks` read model
 * in the contract's shape (they belong to the artworks context).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../testing/test-stack.js';
import { markEventLog } from '../testing/appended-events.js';
import { seedProfilesDemo } from '../profiles/index.js';
import { DEMO_ARTISTS, DEMO_ARTIST_ACCOUNT_ID, DEMO_GALLERY_ACCOUNT_ID, DEMO_GALLERIES } from '../profiles/index.js';

let stack: TestStack;
const MALICIOUS = `</title><script>alert("x")</script> & 'quotes'`;
const work = (id: string, status: string, title: string) => ({
  id,
  title,
  titleAr: 'لوحة الصحراء',
  description: 'Oil on canvas, <b>bold</b> desert light.',
  descriptionAr: 'زيت على قماش، ضوء الصحراء.',
  artistId: DEMO_ARTIST_ACCOUNT_ID,
  artist: { id: DEMO_ARTIST_ACCOUNT_ID, name: 'Abdulrahman Al-Shehri', nameAr: 'عبدالرحمن الشهري' },
  galleryId: null,
  gallery: null,
  category: 'painting',
  categoryAr: 'لوحة',
  medium: 'oil',
  mediumAr: 'زيت',
  style: 'contemporary',
  year: 2024,
  price: 12500,
  currency: 'SAR',
  images: [
    { id: 'i1', url: '/media/images/i1.webp', thumbnailUrl: '/media/images/i1-t.webp', width: 1200, height: 800 },
  ],
  availability: 'available',
  status,
  featured: false,
  tags: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  publishedAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-03T00:00:00.000Z',
});
const PUBLISHED = 'fb000000-0000-4000-8000-000000000001';
const DRAFT = 'fb000000-0000-4000-8000-000000000002';

/** A shared page as a crawler fetches it; reading one records nothing. */
async function page(path: string, headers: Record<string, string> = {}) {
  const log = await markEventLog(stack.runtime.storage.events);
  const res = await fetch(`${stack.baseUrl}${path}`, { headers });
  const html = await res.text();
  expect(await log.appended()).toEqual([]);
  return { status: res.status, html, headers: res.headers };
}
const meta = (html: string, attr: string, key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
function jsonLd(html: string) {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(m).not.toBeNull();
  return JSON.parse(m![1]!);
}

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
  await seedProfilesDemo(stack.http.app, stack.runtime);
  await stack.runtime.storage.reads
    .collection('artworks')
    .upsertMany([work(PUBLISHED, 'published', MALICIOUS), work(DRAFT, 'draft', 'Secret draft')]);
  await stack.runtime.projections.waitUntilCaughtUp();
});
afterAll(async () => {
  await stack?.close();
});

describe('shared artwork links', () => {
  it('renders English meta, escaped, with Open Graph, Twitter, alternates and VisualArtwork JSON-LD', async () => {
    const { status, html, headers } = await page(`/artwork/${PUBLISHED}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39; — Abdulrahman Al-Shehri | Gulf Art Marketplace</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'name', 'description')).toBe('Oil on canvas, &lt;b&gt;bold&lt;/b&gt; desert light.');
    expect(meta(html, 'property', 'og:image')).toBe(`${stack.baseUrl}/media/images/i1.webp`);
    expect(meta(html, 'property', 'og:url')).toBe(`${stack.baseUrl}/artwork/${PUBLISHED}?lang=en`);
    expect(meta(html, 'property', 'og:locale')).toBe('en_US');
    expect(meta(html, 'property', 'og:title')).toContain('&lt;/title&gt;');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(
      `<link rel="alternate" hreflang="ar" href="${stack.baseUrl}/artwork/${PUBLISHED}?lang=ar" />`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="en" href="${stack.baseUrl}/artwork/${PUBLISHED}?lang=en" />`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${stack.baseUrl}/artwork/${PUBLISHED}" />`,
    );
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@type': 'VisualArtwork',
      name: MALICIOUS,
      creator: { '@type': 'Person', name: 'Abdulrahman Al-Shehri' },
      offers: { price: '12500.00', priceCurrency: 'SAR', availability: 'https://schema.org/InStock' },
    });
    expect(html).toContain('\\u003c/title\\u003e'); // no "</script>" can close the JSON-LD element early
  });

  it('speaks Arabic for ?lang=ar and for an Arabic Accept-Language', async () => {
    for (const [path, headers] of [
      [`/artwork/${PUBLISHED}?lang=ar`, {}],
      [`/artwork/${PUBLISHED}`, { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' }],
    ] as const) {
      const { html } = await page(path, headers);
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain('<title>لوحة الصحراء — عبدالرحمن الشهري | سوق الفن الخليجي</title>');
      expect(meta(html, 'property', 'og:locale')).toBe('ar_SA');
      expect(meta(html, 'name', 'description')).toBe('زيت على قماش، ضوء الصحراء.');
      expect(jsonLd(html)).toMatchObject({ name: 'لوحة الصحراء', inLanguage: 'ar' });
    }
    const english = await page(`/artwork/${PUBLISHED}?lang=en`, { 'accept-language': 'ar' });
    expect(english.html).toContain('<html lang="en" dir="ltr">');
  });

  it('answers 404 for a draft or unknown artwork, without describing it', async () => {
    for (const id of [DRAFT, 'nope']) {
      const { status, html } = await page(`/artwork/${id}`);
      expect(status).toBe(404);
      expect(html).not.toContain('Secret draft');
      expect(html).not.toContain('og:title');
    }
  });
});

describe('shared artist and gallery links', () => {
  it('describes an artist as a Person', async () => {
    const { status, html } = await page(`/artists/${DEMO_ARTIST_ACCOUNT_ID}?lang=ar`);
    expect(status).toBe(200);
    expect(html).toContain('<title>عبدالرحمن الشهري | سوق الفن الخليجي</title>');
    expect(meta(html, 'property', 'og:image')).toBe(`${stack.baseUrl}/favicon.svg`);
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Person',
      name: 'عبدالرحمن الشهري',
      alternateName: 'Abdulrahman Al-Shehri',
      nationality: { name: 'السعودية' },
      birthDate: '1986',
    });
    expect((await page('/artists/nope')).status).toBe(404);
  });

  it('describes a gallery as an ArtGallery', async () => {
    const { html } = await page(`/galleries/${DEMO_GALLERY_ACCOUNT_ID}`, { 'accept-language': 'en-GB,en;q=0.8' });
    expect(html).toContain('<title>Najd Contemporary — Riyadh | Gulf Art Marketplace</title>');
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@type': 'ArtGallery',
      name: 'Najd Contemporary',
      address: { addressLocality: 'Riyadh' },
      foundingDate: '2012',
    });
    expect(ld.sameAs).toEqual(expect.arrayContaining([DEMO_GALLERIES[0]!.website]));
    expect((await page('/galleries/nope')).status).toBe(404);
  });
});

describe('sitemap and robots.txt', () => {
  it('lists the published pages with their language alternates', async () => {
    const res = await fetch(`${stack.baseUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(`<loc>${stack.baseUrl}/artwork/${PUBLISHED}</loc><lastmod>2026-01-03</lastmod>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="${stack.baseUrl}/artwork/${PUBLISHED}?lang=ar"/>`,
    );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${stack.baseUrl}/artists/${DEMO_ARTIST_ACCOUNT_ID}"/>`,
    );
    expect(xml).toContain(`<loc>${stack.baseUrl}/galleries/${DEMO_GALLERY_ACCOUNT_ID}</loc>`);
    expect(xml).not.toContain(DRAFT);
    expect(xml.match(/<url>/g)!.length).toBe(5 + 1 + DEMO_ARTISTS.length + DEMO_GALLERIES.length);
  });

  it('costly anonymous reads are cached: the sitemap is built once per interval, not per request', async () => {
    const first = await (await fetch(`${stack.baseUrl}/sitemap.xml`)).text();
    const later = 'fb000000-0000-4000-8000-000000000003';
    await stack.runtime.storage.reads.collection('artworks').upsertMany([work(later, 'published', 'Later')]);
    const again = await (await fetch(`${stack.baseUrl}/sitemap.xml`)).text();
    expect(again).toBe(first);
    expect(again).not.toContain(later);
  });

  it('points robots.txt at the sitemap', async () => {
    const res = await fetch(`${stack.baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${stack.baseUrl}/sitemap.xml`);
    expect(text).toContain('Disallow: /api/');
  });
});

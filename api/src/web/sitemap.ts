/**
 * /sitemap.xml: the public pages, published artworks, artists and galleries, each with its English and
 * Arabic alternates (`?lang=`) and an x-default. A sitemap holds at most 50,000 URLs, so artworks beyond
 * that are left to crawling (newest first are listed). Reading up to 50,000 documents is costly and anyone may
 * ask, so it is built at most once per interval (OncePerInterval) and every request in between gets that build.
 */
import type { Doc, ReadStore, SortKey } from '../platform/read-store/read-store.port.js';
import { escapeHtml } from '../platform/web/page-meta.js';
import { ARTWORKS } from '../artworks/index.js';
import { ARTISTS, GALLERIES } from '../profiles/index.js';

const MAX_URLS = 50_000;
const PAGE = 1000;
const STATIC_PATHS = ['/', '/artists', '/galleries', '/auctions', '/search'];

type Dated = Doc & { updatedAt?: string };

function entry(base: string, path: string, lastmod?: string): string {
  const loc = escapeHtml(`${base}${path}`);
  const alt = (lang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}"/>`;
  return [
    '<url>',
    `<loc>${loc}</loc>`,
    lastmod && !Number.isNaN(Date.parse(lastmod))
      ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>`
      : '',
    alt('en', `${base}${path}?lang=en`),
    alt('ar', `${base}${path}?lang=ar`),
    alt('x-default', `${base}${path}`),
    '</url>',
  ].join('');
}

async function* all(
  reads: ReadStore,
  collection: string,
  filter: Record<string, string>,
  limit: number,
): AsyncGenerator<Dated> {
  const sort: SortKey[] = [
    { field: 'createdAt', direction: 'desc' },
    { field: 'id', direction: 'asc' },
  ];
  for (let offset = 0; offset < limit; offset += PAGE) {
    const docs = await reads
      .collection<Dated>(collection)
      .find({ filter, sort, offset, limit: Math.min(PAGE, limit - offset) });
    yield* docs;
    if (docs.length < PAGE) return;
  }
}

/** How long one build of the sitemap is served: crawlers read it daily at most, new works wait that long. */
export const SITEMAP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * A value built at most once per interval; requests that come while it is being built wait for that build. A
 * failed build is not kept, so the next request tries again.
 */
export class OncePerInterval<T> {
  private current: { builtAt: number; value: Promise<T> } | null = null;

  constructor(
    private readonly build: () => Promise<T>,
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    const now = this.now();
    if (this.current && now - this.current.builtAt < this.intervalMs) return this.current.value;
    const value = this.build();
    const current = { builtAt: now, value };
    this.current = current;
    value.catch(() => {
      if (this.current === current) this.current = null;
    });
    return value;
  }
}

export async function buildSitemap(reads: ReadStore, base: string): Promise<string> {
  const urls = STATIC_PATHS.map((p) => entry(base, p));
  const sources: Array<[string, string, Record<string, string>]> = [
    [GALLERIES, '/galleries/', {}],
    [ARTISTS, '/artists/', {}],
    [ARTWORKS, '/artwork/', { status: 'published' }],
  ];
  for (const [collection, prefix, filter] of sources) {
    for await (const doc of all(reads, collection, filter, MAX_URLS - urls.length)) {
      urls.push(entry(base, `${prefix}${encodeURIComponent(doc.id)}`, doc.updatedAt));
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /backoffice/',
    'Disallow: /oidc',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

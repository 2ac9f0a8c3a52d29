/**
 * Server-rendered head tags for shared links: the storefront's index.html gets the page's title,
 * description, Open Graph, Twitter card, hreflang alternates and JSON-LD in the visitor's language, so link
 * previews and crawlers see the page without running its script. Every value is escaped for its context.
 */
export type Lang = 'en' | 'ar';

export interface PageMeta {
  lang: Lang;
  title: string;
  description: string;
  /** Absolute. */
  image: string;
  /** The page's path, e.g. /artwork/<id> (alternates add ?lang=). */
  path: string;
  type: 'article' | 'profile' | 'website';
  jsonLd: Record<string, unknown> | null;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** JSON inside <script>: nothing in it may close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `?lang=ar|en` wins; otherwise the first language of Accept-Language that we speak; English by default. */
export function visitorLanguage(queryLang: unknown, acceptLanguage: string | undefined): Lang {
  if (queryLang === 'ar' || queryLang === 'en') return queryLang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^q=([0-9.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { tag: tag ?? '', q: q === undefined ? 1 : Number(q), i };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    if (tag === 'ar' || tag.startsWith('ar-')) return 'ar';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}

/** Trims to a length search engines show, on a word boundary when there is one. */
export function summary(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

export function absoluteUrl(base: string, url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') ? `${base}${url}` : null;
}

export const langUrl = (base: string, path: string, lang: Lang) => `${base}${path}?lang=${lang}`;

export function headTags(meta: PageMeta, base: string, siteName: string): string {
  const e = escapeHtml;
  const url = langUrl(base, meta.path, meta.lang);
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
    `<link rel="canonical" href="${e(url)}" />`,
    `<link rel="alternate" hreflang="en" href="${e(langUrl(base, meta.path, 'en'))}" />`,
    `<link rel="alternate" hreflang="ar" href="${e(langUrl(base, meta.path, 'ar'))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${e(`${base}${meta.path}`)}" />`,
    `<meta property="og:site_name" content="${e(siteName)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:image" content="${e(meta.image)}" />`,
    `<meta property="og:url" content="${e(url)}" />`,
    `<meta property="og:locale" content="${meta.lang === 'ar' ? 'ar_SA' : 'en_US'}" />`,
    `<meta property="og:locale:alternate" content="${meta.lang === 'ar' ? 'en_US' : 'ar_SA'}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${e(meta.title)}" />`,
    `<meta name="twitter:description" content="${e(meta.description)}" />`,
    `<meta name="twitter:image" content="${e(meta.image)}" />`,
  ];
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * Puts the tags into the page: the language and direction on <html>, our title and description replacing the
 * defaults. Every replacement is a function: a replacement string would read `$&`, `` $` `` or `$'` in a
 * person's title as "the match" or "the page before/after it" and copy the page into the tags.
 */
export function injectMeta(indexHtml: string, meta: PageMeta, base: string, siteName: string): string {
  const dir = meta.lang === 'ar' ? 'rtl' : 'ltr';
  const htmlTag = `<html lang="${meta.lang}" dir="${dir}">`;
  let html = indexHtml.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  html = /<html[^>]*>/i.test(html) ? html.replace(/<html[^>]*>/i, () => htmlTag) : `${htmlTag}${html}</html>`;
  const tags = headTags(meta, base, siteName);
  return html.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}

/** The page the storefront build would serve; a bare shell when no build exists (development, tests). */
export const SHELL_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Gulf Art Marketplace</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

import { describe, expect, it } from '@jest/globals';
import { absoluteUrl, escapeHtml, injectMeta, scriptJson, summary, visitorLanguage, SHELL_HTML } from './page-meta.js';
import type { PageMeta } from './page-meta.js';

describe('visitor language', () => {
  it('takes ?lang= first, then the best Accept-Language we speak, then English', () => {
    expect(visitorLanguage('ar', 'en')).toBe('ar');
    expect(visitorLanguage('en', 'ar')).toBe('en');
    expect(visitorLanguage('fr', 'ar-SA,ar;q=0.9')).toBe('ar');
    expect(visitorLanguage(undefined, 'fr-FR,en;q=0.5,ar;q=0.9')).toBe('ar');
    expect(visitorLanguage(undefined, 'de, en-GB;q=0.8')).toBe('en');
    expect(visitorLanguage(undefined, 'ar;q=0')).toBe('en');
    expect(visitorLanguage(['ar'], undefined)).toBe('en');
    expect(visitorLanguage(undefined, undefined)).toBe('en');
  });
});

describe('escaping', () => {
  it('escapes HTML attribute and text characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('keeps JSON in a script element from closing it', () => {
    const text = scriptJson({ name: '</script><script>alert(1)</script>\u2028' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>\u2028' });
  });
});

describe('texts and URLs', () => {
  it('shortens long descriptions on a word', () => {
    expect(summary('a '.repeat(200), 20)).toMatch(/^(a ){0,9}a…$/);
    expect(summary('  short\n text ')).toBe('short text');
  });

  it('makes image URLs absolute and refuses other schemes', () => {
    expect(absoluteUrl('https://art.example', '/media/x.webp')).toBe('https://art.example/media/x.webp');
    expect(absoluteUrl('https://art.example', 'https://cdn.example/x.webp')).toBe('https://cdn.example/x.webp');
    expect(absoluteUrl('https://art.example', 'javascript:alert(1)')).toBeNull();
    expect(absoluteUrl('https://art.example', null)).toBeNull();
  });
});

describe('injecting into the page', () => {
  const meta: PageMeta = {
    lang: 'ar',
    title: 'عنوان',
    description: 'وصف',
    image: 'https://a.example/i.webp',
    path: '/artwork/1',
    type: 'article',
    jsonLd: { '@type': 'VisualArtwork' },
  };

  it('sets the language and direction, replaces the default title and description, adds the tags', () => {
    const html = injectMeta(
      SHELL_HTML.replace('</title>', '</title>\n    <meta name="description" content="default" />'),
      meta,
      'https://a.example',
      'سوق',
    );
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>عنوان</title>');
    expect(html).not.toContain('content="default"');
    expect(html).toContain('<meta property="og:locale" content="ar_SA" />');
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
  });

  it.each(['$&', '$`', "$'", '$$', '$<name>', '$1'])(
    'share pages use no replacement pattern: a title holding %s is written as it is',
    (pattern) => {
      const title = `Dunes ${pattern} at dusk`;
      const html = injectMeta(SHELL_HTML, { ...meta, title, description: title }, 'https://a.example', 'سوق');
      expect(html).toContain(`<title>${escapeHtml(title)}</title>`);
      expect(html).toContain(`<meta property="og:description" content="${escapeHtml(title)}" />`);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html.match(/<div id="root">/g)).toHaveLength(1);
    },
  );
});

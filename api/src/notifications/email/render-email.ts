import { SHIPPED_PLATFORM_NAME } from './email-template.js';
import type { EmailContent, EmailContext, EmailLanguage, EmailTemplate, PlatformName } from './email-template.js';
import type { RenderedEmail } from './email-template.js';

/** Every mail ends with the team of the platform, under the name the settings give it now. */
const SIGN_OFF: Record<EmailLanguage, (name: string) => string> = {
  en: (name) => `The ${name} team`,
  ar: (name) => `فريق ${name}`,
};

export const signOff = (lang: EmailLanguage, name: PlatformName = SHIPPED_PLATFORM_NAME): string =>
  SIGN_OFF[lang](name[lang]);

const FONTS: Record<EmailLanguage, string> = {
  // Arabic fonts first, then a Latin font so digits and Latin names do not fall back to a serif.
  ar: "'Noto Naskh Arabic', 'Noto Sans Arabic', Tahoma, Arial, sans-serif",
  en: "'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
};

/**
 * Renders a template in both languages, the recipient's first: subject `primary | secondary`, a text part
 * with both blocks, and an HTML part whose root carries the recipient's language and direction and whose
 * Arabic block is `dir="rtl"` (so either block reads correctly whatever the mail client's own direction).
 */
export function renderEmail<Data>(
  template: EmailTemplate<Data>,
  data: Data,
  lang: EmailLanguage,
  context: EmailContext,
): RenderedEmail {
  const order: EmailLanguage[] = lang === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  const blocks = order.map((l) => ({
    lang: l,
    content: template[l](data, context),
    signOff: signOff(l, context.platformName),
  }));
  const subject = blocks.map((b) => b.content.subject).join(' | ');
  const text = blocks.map((b) => textBlock(b.content, b.signOff)).join('\n\n----------\n\n');
  const html = [
    '<!doctype html>',
    `<html lang="${lang}" dir="${dir(lang)}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f7f4ef;color:#2b2622">',
    blocks
      .map((b) => htmlBlock(b.lang, b.content, b.signOff))
      .join('\n<hr style="border:none;border-top:1px solid #d9d2c7;margin:24px 0">\n'),
    '</body>',
    '</html>',
  ].join('\n');
  return { lang, subject, text, html };
}

function textBlock(c: EmailContent, signOff: string): string {
  const action = c.action ? [`${c.action.label}: ${c.action.url}`] : [];
  return [c.greeting, ...c.paragraphs, ...action, signOff].join('\n\n');
}

function htmlBlock(lang: EmailLanguage, c: EmailContent, signOff: string): string {
  const align = lang === 'ar' ? 'right' : 'left';
  const action = c.action
    ? `<p><a href="${escape(safeUrl(c.action.url))}" style="display:inline-block;padding:10px 18px;background:#8a5a2b;color:#ffffff;text-decoration:none;border-radius:4px">${escape(c.action.label)}</a></p>`
    : '';
  return [
    `<div lang="${lang}" dir="${dir(lang)}" style="font-family:${FONTS[lang].replace(/"/g, "'")};text-align:${align};line-height:1.6;max-width:600px">`,
    `<p>${escape(c.greeting)}</p>`,
    ...c.paragraphs.map((p) => `<p>${escape(p)}</p>`),
    action,
    `<p>${escape(signOff)}</p>`,
    '</div>',
  ].join('\n');
}

function dir(lang: EmailLanguage): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

function safeUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : '#';
}

function escape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

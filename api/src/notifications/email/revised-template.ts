/**
 * A mail's text as an admin revised it (the `mail_templates` read model), rendered over the mail's data: each
 * `{{variable}}` becomes the data's value (empty for a missing one), `publicUrl` the installation's address and
 * `platformName` the sign-off's name in that language. The values go in as plain text: `renderEmail` escapes
 * them like any template's. The button (label and link) stays the shipped template's.
 */
import type { MailTemplateTexts } from '../domain/mail-template.decider.js';
import { SHIPPED_PLATFORM_NAME, type EmailContext, type EmailLanguage, type EmailTemplate } from './email-template.js';

export function fillVariables(text: string, data: unknown, context: EmailContext, lang: EmailLanguage): string {
  const values = (data ?? {}) as Record<string, unknown>;
  return text.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (_, name: string) => {
    if (name === 'publicUrl') return context.publicUrl;
    if (name === 'platformName') return (context.platformName ?? SHIPPED_PLATFORM_NAME)[lang];
    const value = Object.hasOwn(values, name) ? values[name] : null;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });
}

export function revisedTemplate<Data>(shipped: EmailTemplate<Data>, texts: MailTemplateTexts): EmailTemplate<Data> {
  const inLanguage = (lang: EmailLanguage) => (data: Data, context: EmailContext) => {
    const fill = (text: string) => fillVariables(text, data, context, lang);
    const text = texts[lang];
    return {
      subject: fill(text.subject),
      greeting: fill(text.greeting),
      paragraphs: text.paragraphs.map(fill),
      action: shipped[lang](data, context).action,
    };
  };
  return { en: inLanguage('en'), ar: inLanguage('ar') };
}

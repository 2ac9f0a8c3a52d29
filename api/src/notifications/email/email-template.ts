/** The two interface languages; every e-mail carries both, the recipient's first. */
export type EmailLanguage = 'en' | 'ar';

export const EMAIL_LANGUAGES: readonly EmailLanguage[] = ['en', 'ar'];

/** What a template says in one language; `renderEmail` turns it into text and HTML and signs it with the
 * platform's name. Plain strings only: the renderer escapes them, so templates never build markup. */
export interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

/** The platform's name in each language, as the sign-off of every mail says it. */
export type PlatformName = Record<EmailLanguage, string>;

/** The name the mails were shipped with, for a renderer given none (tests of the templates alone). */
export const SHIPPED_PLATFORM_NAME: PlatformName = { en: 'Gulf Art Marketplace', ar: 'سوق الفن الخليجي' };

export interface EmailContext {
  /** Base URL of this installation, for links (AppConfig.publicUrl). */
  publicUrl: string;
  /** The platform's name from the settings in force (GET /api/admin/settings), for the sign-off. */
  platformName?: PlatformName;
}

export type EmailTemplate<Data> = Record<EmailLanguage, (data: Data, context: EmailContext) => EmailContent>;

/** A mail in one language that the template renders itself (a newsletter campaign), with its own headers. */
export interface RawEmailTemplate<Data> {
  render(data: Data, lang: EmailLanguage, context: EmailContext): RenderedEmail;
}

export interface RenderedEmail {
  /** The recipient's language, which comes first. */
  lang: EmailLanguage;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe on campaign mail). */
  headers?: Record<string, string>;
}

/** A job of the `email` queue: the recipient, the language and the template's data (never a rendered mail). */
export interface EmailJob<Data> {
  to: string;
  lang: EmailLanguage;
  data: Data;
}

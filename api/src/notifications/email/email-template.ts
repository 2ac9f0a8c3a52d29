/** The two interface languages; every e-mail carries both, the recipient's first. */
export type EmailLanguage = 'en' | 'ar';

export const EMAIL_LANGUAGES: readonly EmailLanguage[] = ['en', 'ar'];

/** What a template says in one language; `renderEmail` turns it into text and HTML. Plain strings only:
 * the renderer escapes them, so templates never build markup. */
export interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  signOff: string;
}

export interface EmailContext {
  /** Base URL of this installation, for links (AppConfig.publicUrl). */
  publicUrl: string;
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

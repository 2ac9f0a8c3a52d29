/**
 * The transactional mails' texts for the back-office: each mail with the variables it takes and its revisions;
 * its text in force and the shipped one per language; admins' revisions and reverts (commands on
 * `mailTemplate-<name>`); previews of a text over the mail's sample data; and a test send of the mail in force
 * to the signed-in admin's own address through the `email` queue (recorded like any mail).
 */
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { fieldProblem, notFound, validationError } from '../../platform/errors/domain-errors.js';
import { JobQueues } from '../../platform/jobs/job-queues.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { APP_CONFIG, READ_STORE } from '../../platform/tokens.js';
import { UserQueries } from '../../identity/index.js';
import { SettingsQueries } from '../../settings/index.js';
import { MAIL_TEMPLATE_LANGUAGES, mailTemplateDecider, textProblems } from '../domain/mail-template.decider.js';
import type { MailTemplateCommand, MailTemplateText, MailTemplateTexts } from '../domain/mail-template.decider.js';
import { EMAIL_TEMPLATES } from '../email/email-jobs.js';
import { SHIPPED_PLATFORM_NAME } from '../email/email-template.js';
import type { EmailContext, EmailLanguage, EmailTemplate, PlatformName } from '../email/email-template.js';
import { renderEmail } from '../email/render-email.js';
import { revisedTemplate } from '../email/revised-template.js';
import { MAIL_TEMPLATE_SPECS, type EditableMailName, type MailTemplateSpec } from '../email/template-catalog.js';
import { MAIL_TEMPLATES, type MailTemplateDoc, type MailTemplateRevision } from './mail-templates.projection.js';

/** A type, not an interface: the in-memory list helper takes it as a read-store document. */
export type MailTemplateRow = {
  id: string;
  name: string;
  variables: string[];
  /** The stream's last revision (-1: never changed). */
  revision: number;
  revisionCount: number;
  /** Whether an admin's text is in force (false: the shipped one). */
  revised: boolean;
  changedAt: string | null;
};

export interface MailTemplateView extends MailTemplateRow {
  sample: Record<string, unknown>;
  /** The text in force per language, with its `{{variables}}`. */
  current: MailTemplateTexts;
  /** The shipped text per language, its sample values put back as `{{variables}}` where they appear. */
  shipped: MailTemplateTexts;
  revisions: MailTemplateRevision[];
}

export interface MailPreview {
  /** The mail as a recipient reading English first gets it, and as one reading Arabic first. */
  en: { subject: string; html: string };
  ar: { subject: string; html: string };
}

export async function settingsPlatformName(settings: SettingsQueries): Promise<PlatformName> {
  const { platformName: en, platformNameAr: ar } = (await settings.platform()).values;
  return { en, ar };
}

const noSuchTemplate = (name: string) => notFound(`Mail template "${name}"`, `قالب البريد "${name}"`);

@Injectable()
export class MailTemplates {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly jobs: JobQueues,
    private readonly users: UserQueries,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly settings?: SettingsQueries,
  ) {}

  async list(): Promise<MailTemplateRow[]> {
    const docs = await this.reads.collection<MailTemplateDoc>(MAIL_TEMPLATES).find({ limit: 1_000 });
    const byName = new Map(docs.map((doc) => [doc.id, doc]));
    return [...MAIL_TEMPLATE_SPECS.values()].map((spec) => row(spec, byName.get(spec.name) ?? null));
  }

  async one(name: string): Promise<MailTemplateView> {
    const spec = specOf(name);
    const doc = await this.reads.collection<MailTemplateDoc>(MAIL_TEMPLATES).get(name);
    const context = await this.context();
    const shipped = shippedTexts(spec, context);
    return {
      ...row(spec, doc),
      sample: spec.sample,
      current: doc?.current ?? shipped,
      shipped,
      revisions: doc?.revisions ?? [],
    };
  }

  async revise(
    actorId: string,
    name: string,
    body: { text: MailTemplateTexts; reason?: string; expectedRevision: number },
  ) {
    const { text, reason = '', expectedRevision } = body;
    return this.run(actorId, { type: 'Revise', name, text, reason, expectedRevision, variables: variablesOf(name) });
  }

  async revert(
    actorId: string,
    name: string,
    body: { toRevision: number | null; reason?: string; expectedRevision: number },
  ) {
    const { toRevision, reason = '', expectedRevision } = body;
    return this.run(actorId, {
      type: 'Revert',
      name,
      toRevision,
      reason,
      expectedRevision,
      variables: variablesOf(name),
    });
  }

  private async run(actorId: string, command: MailTemplateCommand): Promise<MailTemplateView> {
    await this.writes.run(mailTemplateDecider, command.name, command, commandContext(actorId), MAIL_TEMPLATES);
    return this.one(command.name);
  }

  /** The given text (checked like a revision) or the one in force, over the sample data, in both orders. */
  async preview(name: string, text?: MailTemplateTexts): Promise<MailPreview> {
    const spec = specOf(name);
    if (text) {
      const problems = textProblems(text, spec.variables);
      if (problems.length > 0) throw validationError(problems);
    }
    const template = text ? revisedTemplate(shippedOf(spec), text) : await this.inForce(spec);
    const context = await this.context();
    const render = (lang: EmailLanguage) => {
      const { subject, html } = renderEmail(template, spec.sample, lang, context);
      return { subject, html };
    };
    return { en: render('en'), ar: render('ar') };
  }

  /** Sends the mail in force, over its sample data, to the admin's own account address. */
  async testSend(actorId: string, name: string, lang: EmailLanguage): Promise<{ jobId: string }> {
    const spec = specOf(name);
    const contact = await this.users.contact(actorId);
    if (!contact)
      throw validationError([
        fieldProblem(
          'to',
          'noAddress',
          'Your account has no address to send the test to.',
          'لا يوجد في حسابك عنوان بريد لإرسال الاختبار إليه.',
        ),
      ]);
    const job = { to: contact.email, lang, data: spec.sample as never };
    const { id } = await this.jobs.enqueue('email', spec.name as 'welcome', job, {
      once: `mailTemplateTest-${randomUUID()}`,
    });
    return { jobId: id };
  }

  private async inForce(spec: MailTemplateSpec): Promise<EmailTemplate<unknown>> {
    const doc = await this.reads.collection<MailTemplateDoc>(MAIL_TEMPLATES).get(spec.name);
    return doc?.current ? revisedTemplate(shippedOf(spec), doc.current) : shippedOf(spec);
  }

  private async context(): Promise<EmailContext> {
    const platformName = this.settings ? await settingsPlatformName(this.settings) : SHIPPED_PLATFORM_NAME;
    return { publicUrl: this.config.publicUrl, platformName };
  }
}

function specOf(name: string): MailTemplateSpec {
  const spec = MAIL_TEMPLATE_SPECS.get(name);
  if (!spec) throw noSuchTemplate(name);
  return spec;
}

const variablesOf = (name: string) => MAIL_TEMPLATE_SPECS.get(name)?.variables ?? null;

function shippedOf(spec: MailTemplateSpec): EmailTemplate<unknown> {
  return EMAIL_TEMPLATES[spec.name as EditableMailName] as EmailTemplate<unknown>;
}

function row(spec: MailTemplateSpec, doc: MailTemplateDoc | null): MailTemplateRow {
  return {
    id: spec.name,
    name: spec.name,
    variables: spec.variables,
    revision: doc?.revision ?? -1,
    revisionCount: doc?.revisions.length ?? 0,
    revised: Boolean(doc?.current),
    changedAt: doc?.updatedAt ?? null,
  };
}

/**
 * The shipped text as a starting point for an admin: rendered over the sample data, then each sample value (and
 * the address and platform name) that appears put back as its `{{variable}}`, longest first. Texts the shipped
 * template derives from the data (a payment method's name, a formatted date) stay as rendered: the screen asks
 * the admin to reword them before saving.
 */
function shippedTexts(spec: MailTemplateSpec, context: EmailContext): MailTemplateTexts {
  const template = shippedOf(spec);
  const texts = {} as MailTemplateTexts;
  for (const lang of MAIL_TEMPLATE_LANGUAGES) {
    const raw: Array<[string, string]> = [
      ['publicUrl', context.publicUrl],
      ['platformName', (context.platformName ?? SHIPPED_PLATFORM_NAME)[lang]],
      ...Object.entries(spec.sample).flatMap(([key, value]): Array<[string, string]> =>
        (typeof value === 'string' && value.length >= 3) || typeof value === 'number' ? [[key, String(value)]] : [],
      ),
    ];
    const values = raw
      .sort((a, b) => b[1].length - a[1].length)
      // A number only where it stands alone (the 7 of "7 business days", not of "1,750.00").
      .map(([key, value]): [string, RegExp] => [key, new RegExp(`(?<![\\d.,])${escapeRegExp(value)}(?![\\d.,])`, 'g')]);
    const back = (text: string) => values.reduce((t, [key, pattern]) => t.replace(pattern, `{{${key}}}`), text);
    const content = template[lang](spec.sample, context);
    const text: MailTemplateText = {
      subject: back(content.subject),
      greeting: back(content.greeting),
      paragraphs: content.paragraphs.map(back),
    };
    texts[lang] = text;
  }
  return texts;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `mail_templates`: one document per mail whose text admins changed (its name), with the text in force (null:
 * the shipped one) and every revision, newest first, with who and why. Rebuilt from the `mailTemplate-*` streams;
 * the `email` processor reads the text in force before each send.
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, tracked } from '../../platform/projections/projection.js';
import type { CollectionSpec, Doc } from '../../platform/read-store/read-store.port.js';
import { MAIL_TEMPLATE_EVENT_TYPES } from '../domain/mail-template.decider.js';
import type { MailTemplateEvent, MailTemplateTexts } from '../domain/mail-template.decider.js';

export const MAIL_TEMPLATES = 'mail_templates';
export const MAIL_TEMPLATES_SPEC: CollectionSpec = { indexes: [{ fields: ['updatedAt'] }] };

export interface MailTemplateRevision {
  revision: number;
  kind: 'revised' | 'reverted';
  /** The text this revision put in force (null: the shipped one). */
  text: MailTemplateTexts | null;
  /** For a revert: the revision whose text came back (null: the shipped text). */
  toRevision: number | null;
  reason: string;
  actorId: string | null;
  at: string;
}

export interface MailTemplateDoc extends Doc, StreamTracked {
  id: string;
  current: MailTemplateTexts | null;
  revision: number;
  revisions: MailTemplateRevision[];
  updatedAt: string;
}

export const mailTemplatesProjection: Projection<MailTemplateEvent> = {
  name: MAIL_TEMPLATES,
  version: 1,
  eventTypes: MAIL_TEMPLATE_EVENT_TYPES,
  collections: { [MAIL_TEMPLATES]: MAIL_TEMPLATES_SPEC },
  async apply(event, ctx) {
    const docs = ctx.collection<MailTemplateDoc>(MAIL_TEMPLATES);
    const existing = await docs.get(event.data.name);
    if (alreadyApplied(existing, event)) return;
    const at = event.metadata.occurredAt;
    const entry: MailTemplateRevision = {
      revision: event.revision,
      kind: event.type === 'MailTemplateRevised' ? 'revised' : 'reverted',
      text: event.data.text,
      toRevision: event.type === 'MailTemplateReverted' ? event.data.toRevision : null,
      reason: event.data.reason,
      actorId: event.metadata.actorId ?? null,
      at,
    };
    await docs.upsert({
      id: event.data.name,
      current: event.data.text,
      revision: event.revision,
      revisions: [entry, ...(existing?.revisions ?? [])],
      updatedAt: at,
      ...tracked(event),
    });
  },
};

import type { BoundedContext } from '../platform/bounded-context.js';
import type { Projection } from '../platform/projections/projection.js';
import { SUPPRESSION_EVENT_TYPES, suppressionDecider } from './domain/suppression.decider.js';
import { suppressionsProjection } from './suppression/suppressions.projection.js';
import { MAIL_EVENT_TYPES, mailDecider } from './domain/mail.decider.js';
import { mailOutboxProjection } from './outbox/mail-outbox.js';
import { MAIL_TEMPLATE_EVENT_TYPES, mailTemplateDecider } from './domain/mail-template.decider.js';
import { mailTemplatesProjection } from './templates/mail-templates.projection.js';

/** Notifications: the suppression list's `mailSuppression-<hash>` streams and read model, and each outgoing mail's
 * life on `mail-<job id>` with the outbox read model, and the admins' revisions of each mail's text on
 * `mailTemplate-<name>` with their read model (mail itself goes through the `email` queue, set up in
 * notifications.module.ts). */
export const notificationsContext: BoundedContext = {
  name: 'notifications',
  eventSpecs: [...SUPPRESSION_EVENT_TYPES, ...MAIL_EVENT_TYPES, ...MAIL_TEMPLATE_EVENT_TYPES].map((type) => ({
    type,
    schemaVersion: 1,
  })),
  deciders: [suppressionDecider, mailDecider, mailTemplateDecider] as BoundedContext['deciders'],
  projections: [suppressionsProjection, mailOutboxProjection, mailTemplatesProjection] as Projection[],
};

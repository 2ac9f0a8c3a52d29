/**
 * The notifications context's public surface: what other contexts and the composition roots (app.module.ts,
 * contexts.ts, demo/, cli/) may import. Everything else in this folder is internal (the dependency rule in
 * api/.dependency-cruiser.cjs checks it).
 */
export { NotificationReactorsModule, NotificationsModule } from './notifications.module.js';
export { notificationsContext } from './notifications.context.js';
export { outboxCounts, type OutboxCounts } from './outbox/mail-outbox.js';
export { normaliseEmail, recipientHash } from './email/recipient-hash.js';
export { MAIL_EVENT_TYPES, type MailEvent } from './domain/mail.decider.js';
export { CAPTURED_MAIL, type CapturedMail } from './capture/captured-mail.js';

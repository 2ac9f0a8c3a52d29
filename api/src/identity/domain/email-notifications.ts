/**
 * Which kinds of optional mail a person receives, stated whole by `EmailNotificationsChosen` on their `user-<id>`
 * stream. Every sender of an optional mail asks `receivesMail` before enqueueing it; mails that must go (receipts,
 * tax invoices, KYC decisions, disputes, account and security notices) are of no kind and always go.
 */
export const EMAIL_NOTIFICATION_KINDS = [
  /** New inquiries about my works, and answers to the ones I asked. */
  'inquiries',
  /** Orders and offers: a work of mine sold, an unpaid order released. */
  'orders',
  /** Auctions: outbid, won. */
  'auctions',
  /** Reminders of the workshops I registered for. */
  'workshopReminders',
  /** New works by the artists and galleries I follow. */
  'followedArtists',
  /** Commission requests: new bids, decisions, messages in their threads. */
  'commissions',
  /** Messages from artists and galleries. */
  'messages',
] as const;
export type EmailNotificationKind = (typeof EMAIL_NOTIFICATION_KINDS)[number];
export type EmailNotifications = Record<EmailNotificationKind, boolean>;

/** Before any choice every kind comes (the person opted in to the marketplace's mail by signing up). */
export const ALL_EMAIL_NOTIFICATIONS: EmailNotifications = Object.fromEntries(
  EMAIL_NOTIFICATION_KINDS.map((kind) => [kind, true]),
) as EmailNotifications;

/** Whether the person receives this kind of optional mail (every kind, until they chose). */
export function receivesMail(
  held: { emailNotifications?: Partial<EmailNotifications> } | null | undefined,
  kind: EmailNotificationKind,
): boolean {
  return held?.emailNotifications?.[kind] ?? true;
}

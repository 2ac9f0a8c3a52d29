/**
 * The `staffMessages` read model: one document per message (from staff, or from an artist or gallery, then with the
 * profile it was written as), with its recipient, sender (the event's actor), texts and whether it was read. An erased person's messages go (`UserForgotten` deletes them; a rebuild
 * replays it after them).
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, forgottenUserId, tracked, USER_FORGOTTEN } from '../../platform/projections/projection.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import { STAFF_MESSAGE_EVENT_TYPES, type StaffMessageEvent } from '../domain/staff-message.events.js';

export const STAFF_MESSAGES = 'staffMessages';

export interface StaffMessageDoc extends Doc, StreamTracked {
  userId: string;
  sentBy: string | null;
  /** Set on a message from an artist or gallery: the public profile it was written as; null from staff. */
  sellerType: 'artist' | 'gallery' | null;
  sellerId: string | null;
  subject: string | null;
  body: string | null;
  subjectAr: string | null;
  bodyAr: string | null;
  sentAt: string;
  read: boolean;
  readAt: string | null;
}

/** An erased recipient's texts decrypt to nothing: kept as null, never as a broken value. */
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export const staffMessagesProjection: Projection<StaffMessageEvent> = {
  name: 'staffMessages',
  version: 2,
  eventTypes: [...STAFF_MESSAGE_EVENT_TYPES, USER_FORGOTTEN],
  collections: {
    [STAFF_MESSAGES]: { indexes: [{ fields: ['userId', 'sentAt'] }, { fields: ['userId', 'read'] }] },
  },
  async apply(event, ctx) {
    const messages = ctx.collection<StaffMessageDoc>(STAFF_MESSAGES);
    const forgotten = forgottenUserId(event);
    if (forgotten) {
      for (const doc of await messages.find({ filter: { userId: forgotten }, limit: 10_000 }))
        await messages.delete(doc.id);
      return;
    }
    const doc = await messages.get(event.data.messageId);
    if (alreadyApplied(doc, event)) return;
    if (event.type !== 'StaffMessageRead') {
      const { messageId, userId, subject, body, subjectAr, bodyAr } = event.data;
      const seller = event.type === 'SellerMessageSent' ? event.data : null;
      await messages.upsert({
        id: messageId,
        userId,
        sentBy: event.metadata.actorId ?? null,
        sellerType: seller?.sellerType ?? null,
        sellerId: seller?.sellerId ?? null,
        subject: text(subject),
        body: text(body),
        subjectAr: text(subjectAr),
        bodyAr: text(bodyAr),
        sentAt: event.metadata.occurredAt,
        read: false,
        readAt: null,
        ...tracked(event),
      });
      return;
    }
    if (doc) await messages.upsert({ ...doc, read: true, readAt: event.metadata.occurredAt, ...tracked(event) });
  },
};

/**
 * The `inquiries` read model: what the asker, the owners and the back-office read. The asker's contact
 * details arrive decrypted; once the asker is forgotten they are blanked here too.
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, creationStamp, tracked } from '../../platform/projections/projection.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import { INQUIRY_EVENT_TYPES, type InquiryEvent, type InquirySentData } from '../domain/community.events.js';
import type { InquiryStatus } from '../domain/inquiry.decider.js';
import type { UserForgotten } from '../../identity/index.js';

export const INQUIRIES = 'inquiries';

export interface InquiryDoc extends Doc, StreamTracked, Omit<InquirySentData, 'inquiryId' | 'message' | 'email'> {
  status: InquiryStatus;
  artworkId: string | null;
  galleryId: string | null;
  message: string | null;
  email: string | null;
  response: string | null;
  respondedAt: string | null;
  respondedBy: string | null;
  closedAt: string | null;
  closedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export const inquiriesProjection: Projection<InquiryEvent | UserForgotten> = {
  name: 'inquiries',
  version: 2,
  eventTypes: [...INQUIRY_EVENT_TYPES, 'UserForgotten'],
  collections: {
    [INQUIRIES]: {
      textFields: ['message', 'subject', 'artwork.title', 'artwork.titleAr', 'gallery.name'],
      indexes: [
        { fields: ['askerId', 'createdAt'] },
        { fields: ['ownerIds'] },
        { fields: ['status'] },
        { fields: ['kind'] },
        { fields: ['createdAt'] },
      ],
    },
  },
  async apply(event, ctx) {
    const inquiries = ctx.collection<InquiryDoc>(INQUIRIES);
    const at = event.metadata.occurredAt;
    if (event.type === 'UserForgotten') {
      const { userId } = event.data;
      for (const doc of await inquiries.find({ filter: { askerId: userId } })) {
        await inquiries.upsert({
          ...doc,
          name: null,
          email: null,
          phone: null,
          subject: null,
          message: null,
          updatedAt: at,
        });
      }
      return;
    }
    const doc = await inquiries.get(event.data.inquiryId);
    if (alreadyApplied(doc, event)) return;
    if (event.type === 'InquirySent') {
      const { inquiryId, ...data } = event.data;
      await inquiries.upsert({
        id: inquiryId,
        ...data,
        status: 'pending',
        artworkId: data.artwork?.id ?? null,
        galleryId: data.gallery?.id ?? null,
        response: null,
        respondedAt: null,
        respondedBy: null,
        closedAt: null,
        closedBy: null,
        ...creationStamp(event),
      });
      return;
    }
    if (!doc) return;
    if (event.type === 'InquiryResponded') {
      await inquiries.upsert({
        ...doc,
        status: 'responded',
        response: event.data.response,
        respondedAt: at,
        respondedBy: event.data.responderId,
        updatedAt: at,
        ...tracked(event),
      });
    } else {
      await inquiries.upsert({
        ...doc,
        status: 'closed',
        closedAt: at,
        closedBy: event.data.closedBy,
        updatedAt: at,
        ...tracked(event),
      });
    }
  },
};

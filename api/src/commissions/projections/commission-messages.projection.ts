/**
 * The `commissionMessages` read model: every message of every bid thread as its own document (a thread never
 * grows one document without bound, and a moderator hides one message alone), with its reports. An erased
 * author's words go (their events arrive without them; `UserForgotten` blanks what was already projected).
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, forgottenUserId, tracked, USER_FORGOTTEN } from '../../platform/projections/projection.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import { THREAD_EVENT_TYPES, type ImageRef, type ThreadEvent } from '../domain/commission.events.js';

export const COMMISSION_MESSAGES = 'commissionMessages';

export interface CommissionMessageDoc extends Doc, StreamTracked {
  commissionId: string;
  bidId: string;
  authorId: string;
  body: string;
  attachments: ImageRef[];
  postedAt: string;
  reported: boolean;
  reports: Array<{ reporterId: string; reason: string; at: string }>;
  hidden: boolean;
  hiddenBy: string | null;
}

export const commissionMessagesProjection: Projection<ThreadEvent> = {
  name: 'commissionMessages',
  version: 1,
  eventTypes: [...THREAD_EVENT_TYPES, USER_FORGOTTEN],
  collections: {
    [COMMISSION_MESSAGES]: {
      indexes: [{ fields: ['bidId', 'postedAt'] }, { fields: ['reported'] }, { fields: ['authorId'] }],
    },
  },
  async apply(event, ctx) {
    const messages = ctx.collection<CommissionMessageDoc>(COMMISSION_MESSAGES);
    const forgotten = forgottenUserId(event);
    if (forgotten) {
      for (const doc of await messages.find({ filter: { authorId: forgotten }, limit: 10_000 }))
        await messages.upsert({ ...doc, body: '', attachments: [] });
      return;
    }
    const doc = await messages.get(event.data.messageId);
    if (alreadyApplied(doc, event)) return;
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'CommissionMessagePosted': {
        const { messageId, body, ...rest } = event.data;
        await messages.upsert({
          id: messageId,
          ...rest,
          body: body ?? '',
          reported: false,
          reports: [],
          hidden: false,
          hiddenBy: null,
          ...tracked(event),
        });
        return;
      }
      case 'CommissionMessageReported':
        if (!doc) return;
        await messages.upsert({
          ...doc,
          reported: true,
          reports: [...doc.reports, { reporterId: event.data.reporterId, reason: event.data.reason, at }],
          ...tracked(event),
        });
        return;
      case 'CommissionMessageHidden':
        if (!doc) return;
        await messages.upsert({ ...doc, hidden: true, hiddenBy: event.data.moderatorId, ...tracked(event) });
        return;
    }
  },
};

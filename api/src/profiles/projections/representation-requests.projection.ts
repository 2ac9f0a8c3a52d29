/**
 * The `representationRequests` read model: each request between an artist and a gallery with its status.
 * Names of the two sides are joined when answering (they may change after the request).
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, tracked } from '../../platform/projections/projection.js';
import { REPRESENTATION_EVENT_TYPES, statusAfter } from '../domain/representation.decider.js';
import type { RepresentationDirection, RepresentationEvent } from '../domain/representation.decider.js';
import type { RepresentationStatus } from '../domain/profile.vocabulary.js';

export const REPRESENTATION_REQUESTS = 'representationRequests';

export interface RepresentationRequestDoc extends StreamTracked {
  id: string;
  artistId: string;
  galleryId: string;
  direction: RepresentationDirection;
  status: RepresentationStatus;
  message: string;
  createdAt: string;
  respondedAt: string | null;
  updatedAt: string;
  [key: string]: unknown;
}

export const representationRequestsProjection: Projection<RepresentationEvent> = {
  name: 'representationRequests',
  version: 1,
  eventTypes: REPRESENTATION_EVENT_TYPES,
  collections: {
    [REPRESENTATION_REQUESTS]: {
      indexes: [{ fields: ['artistId', 'createdAt'] }, { fields: ['galleryId', 'createdAt'] }, { fields: ['status'] }],
    },
  },
  async apply(event, ctx) {
    const requests = ctx.collection<RepresentationRequestDoc>(REPRESENTATION_REQUESTS);
    const at = event.metadata.occurredAt;
    const doc = await requests.get(event.data.requestId);
    if (alreadyApplied(doc, event)) return;
    if (event.type === 'RepresentationRequested') {
      const { requestId, artistId, galleryId, direction, message } = event.data;
      await requests.upsert({
        id: requestId,
        artistId,
        galleryId,
        direction,
        status: 'pending',
        message,
        createdAt: at,
        respondedAt: null,
        updatedAt: at,
        ...tracked(event),
      });
      return;
    }
    if (!doc) return;
    await requests.upsert({ ...doc, status: statusAfter(event), respondedAt: at, updatedAt: at, ...tracked(event) });
  },
};

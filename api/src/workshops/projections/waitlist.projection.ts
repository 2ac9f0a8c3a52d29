/**
 * `workshopWaitlist`: one document per person waiting for a workshop's tier, with their offer while it runs. The
 * order is the order of the joins on the workshop's stream (`seq`, the join's revision), so a person's number is
 * how many of the same tier joined before them and still wait, plus one.
 */
import type { Projection } from '../../platform/projections/projection.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import type { WaitlistEvent, WorkshopSeatTaken } from '../domain/workshops.events.js';
import { WAITLIST_EVENT_TYPES } from '../domain/workshops.events.js';

export const WAITLIST = 'workshopWaitlist';

export interface WaitlistDoc extends Doc {
  workshopId: string;
  tierId: string;
  userId: string;
  joinedAt: string;
  seq: number;
  status: 'waiting' | 'offered';
  offeredAt: string | null;
  expiresAt: string | null;
}

export const waitlistKey = (workshopId: string, userId: string) => `${workshopId}:${userId}`;

export const waitlistProjection: Projection<WaitlistEvent | WorkshopSeatTaken> = {
  name: 'workshopWaitlist',
  version: 1,
  eventTypes: [...WAITLIST_EVENT_TYPES, 'WorkshopSeatTaken'],
  collections: {
    [WAITLIST]: {
      indexes: [
        { fields: ['workshopId', 'tierId', 'seq'] },
        { fields: ['userId'] },
        { fields: ['status', 'expiresAt'] },
      ],
    },
  },
  /** A crowd's seats each end someone's place (if they had one): the page's places read at once, not per seat. */
  async prefetch(events, ctx) {
    const ids = events.flatMap(({ data }) =>
      typeof data.workshopId === 'string' && typeof data.userId === 'string'
        ? [waitlistKey(data.workshopId, data.userId)]
        : [],
    );
    await ctx.collection<WaitlistDoc>(WAITLIST).getMany(ids);
  },
  async apply(event, ctx) {
    const places = ctx.collection<WaitlistDoc>(WAITLIST);
    const id = waitlistKey(event.data.workshopId, event.data.userId);
    switch (event.type) {
      case 'WaitlistJoined':
        await places.upsert({
          id,
          workshopId: event.data.workshopId,
          tierId: event.data.tierId,
          userId: event.data.userId,
          joinedAt: event.data.joinedAt,
          seq: event.revision,
          status: 'waiting',
          offeredAt: null,
          expiresAt: null,
        });
        return;
      case 'WaitlistSeatOffered': {
        const doc = await places.get(id);
        if (doc)
          await places.upsert({
            ...doc,
            status: 'offered',
            offeredAt: event.data.offeredAt,
            expiresAt: event.data.expiresAt,
          });
        return;
      }
      default:
        // Left, lapsed, or a seat of their own taken: no longer waiting.
        await places.delete(id);
    }
  },
};

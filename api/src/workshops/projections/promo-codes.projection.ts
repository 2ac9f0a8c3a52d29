/**
 * `workshopPromoCodes`: one document per workshop's promo code, with the registrations whose seat holds a use of
 * it (`uses` is their number). The decider counts the same way from the stream; this is what the organiser sees
 * and what the registration dialog's price check reads.
 */
import type { Projection } from '../../platform/projections/projection.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import type { PromoTerms, WorkshopEvent } from '../domain/workshops.events.js';

export const PROMO_CODES = 'workshopPromoCodes';

export interface PromoCodeDoc extends Doc, PromoTerms {
  workshopId: string;
  active: boolean;
  uses: number;
  registrationIds: string[];
  createdAt: string;
}

export const promoCodeKey = (workshopId: string, code: string) => `${workshopId}:${code}`;

export const promoCodesProjection: Projection<WorkshopEvent> = {
  name: 'workshopPromoCodes',
  // 2: reads only the events it uses (a writer's wait is for the last of these it appended; see waitForEvents).
  version: 2,
  eventTypes: ['PromoCodeCreated', 'PromoCodeDeactivated', 'PromoCodeRedeemed', 'WorkshopSeatReleased'],
  collections: { [PROMO_CODES]: { indexes: [{ fields: ['workshopId', 'createdAt'] }] } },
  async apply(event, ctx) {
    const codes = ctx.collection<PromoCodeDoc>(PROMO_CODES);
    if (event.type === 'PromoCodeCreated') {
      const { actorId: _a, ...data } = event.data;
      await codes.upsert({
        id: promoCodeKey(data.workshopId, data.code),
        ...data,
        active: true,
        uses: 0,
        registrationIds: [],
      });
      return;
    }
    if (event.type === 'WorkshopSeatReleased') {
      const held = await codes.find({
        filter: { workshopId: event.data.workshopId },
        limit: 500,
      });
      const doc = held.find((c) => c.registrationIds.includes(event.data.registrationId));
      if (!doc) return;
      const registrationIds = doc.registrationIds.filter((r) => r !== event.data.registrationId);
      await codes.upsert({ ...doc, registrationIds, uses: registrationIds.length });
      return;
    }
    if (event.type !== 'PromoCodeDeactivated' && event.type !== 'PromoCodeRedeemed') return;
    const doc = await codes.get(promoCodeKey(event.data.workshopId, event.data.code));
    if (!doc) return;
    if (event.type === 'PromoCodeDeactivated') {
      await codes.upsert({ ...doc, active: false });
      return;
    }
    if (doc.registrationIds.includes(event.data.registrationId)) return;
    const registrationIds = [...doc.registrationIds, event.data.registrationId];
    await codes.upsert({ ...doc, registrationIds, uses: registrationIds.length });
  },
};

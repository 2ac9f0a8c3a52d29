/**
 * Two small read models about accounts' public presence, named in the contract between contexts (identity's
 * profile answer and the community's dashboard stats read them by name):
 * - `profilePictures`: the account's picture and its thumbnail;
 * - `profileViewDays`: one document per profile and day, counting the distinct viewers of that day. Each
 *   document follows one stream, so a replayed event is recognised;
 * - `profileViewTotals`: one document per owner with the sum of its days, kept as each day moves, so a profile
 *   answer (read on every page load) reads one document instead of every day the owner was ever viewed.
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, forgottenUserId, tracked, USER_FORGOTTEN } from '../../platform/projections/projection.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import { PROFILE_PICTURE_EVENT_TYPES, type ProfilePictureEvent } from '../domain/profile-picture.decider.js';
import { PROFILE_VIEW_EVENT_TYPES } from '../domain/profile-views.decider.js';
import type { ProfileViewEvent, ViewedProfileKind } from '../domain/profile-views.decider.js';

export const PROFILE_PICTURES = 'profilePictures';
export const PROFILE_VIEW_DAYS = 'profileViewDays';
export const PROFILE_VIEW_TOTALS = 'profileViewTotals';

export interface ProfilePictureDoc extends StreamTracked {
  id: string;
  imageUrl: string;
  thumbnailUrl: string;
  [key: string]: unknown;
}

export interface ProfileViewDayDoc extends StreamTracked {
  id: string;
  kind: ViewedProfileKind;
  profileId: string;
  ownerId: string | null;
  day: string;
  views: number;
  [key: string]: unknown;
}

export interface ProfileViewTotalDoc {
  id: string;
  views: number;
  [key: string]: unknown;
}

type FactEvent = ProfilePictureEvent | ProfileViewEvent | { type: typeof USER_FORGOTTEN; data: { userId: string } };

export const profileFactsProjection: Projection<FactEvent> = {
  name: 'profileFacts',
  version: 2,
  eventTypes: [...PROFILE_PICTURE_EVENT_TYPES, ...PROFILE_VIEW_EVENT_TYPES, USER_FORGOTTEN],
  collections: {
    [PROFILE_PICTURES]: {},
    [PROFILE_VIEW_DAYS]: { indexes: [{ fields: ['ownerId'] }, { fields: ['kind', 'profileId'] }] },
    [PROFILE_VIEW_TOTALS]: {},
  },
  async apply(stored: StoredEvent<FactEvent>, ctx) {
    const pictures = ctx.collection<ProfilePictureDoc>(PROFILE_PICTURES);
    const forgotten = forgottenUserId(stored);
    if (forgotten) {
      await pictures.delete(forgotten);
      return;
    }
    const event = stored as StoredEvent<ProfilePictureEvent | ProfileViewEvent>;
    if (event.type === 'ProfileViewed') {
      const days = ctx.collection<ProfileViewDayDoc>(PROFILE_VIEW_DAYS);
      const doc = await days.get(event.streamName);
      if (alreadyApplied(doc, event)) return;
      const { kind, profileId, ownerId, day } = event.data;
      // Every event of the stream is one new viewer: the count is the stream's length.
      const views = event.revision + 1;
      if (ownerId) {
        const totals = ctx.collection<ProfileViewTotalDoc>(PROFILE_VIEW_TOTALS);
        const total = await totals.get(ownerId);
        await totals.upsert({ id: ownerId, views: (total?.views ?? 0) + views - (doc?.views ?? 0) });
      }
      await days.upsert({
        id: event.streamName,
        kind,
        profileId,
        ownerId,
        day,
        views,
        ...tracked(event),
      });
      return;
    }
    const doc = await pictures.get(event.data.userId);
    if (alreadyApplied(doc, event)) return;
    if (event.type === 'ProfilePictureSet') {
      const { userId, imageUrl, thumbnailUrl } = event.data;
      // A forgotten account's addresses come back unreadable (null) from the log: nothing to show.
      if (imageUrl === null) return;
      await pictures.upsert({ id: userId, imageUrl, thumbnailUrl, ...tracked(event) });
    } else {
      await pictures.delete(event.data.userId);
    }
  },
};

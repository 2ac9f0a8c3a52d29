/**
 * Views of a public artist or gallery page by others, one stream per profile and day
 * (`profileViews-<kind>_<profileId>_<day>`). A viewer arrives as a hash salted with that day's salt, which is
 * thrown away once the day is over: the stream can tell a second view of the same viewer that day from a new
 * one, but nobody can later tell who viewed. The profile's owner viewing its own page counts for nothing.
 */
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export const VIEWED_PROFILE_KINDS = ['artist', 'gallery'] as const;
export type ViewedProfileKind = (typeof VIEWED_PROFILE_KINDS)[number];

export type ProfileViewed = DomainEvent<
  'ProfileViewed',
  { kind: ViewedProfileKind; profileId: string; ownerId: string | null; day: string; viewerHash: string }
>;
export type ProfileViewEvent = ProfileViewed;
export const PROFILE_VIEW_EVENT_TYPES = eventTypesOf<ProfileViewEvent>()(['ProfileViewed']);

export interface RecordProfileView {
  type: 'RecordProfileView';
  kind: ViewedProfileKind;
  profileId: string;
  /** The account owning the page (the artist, the gallery, or the gallery managing an artist's page). */
  ownerId: string | null;
  day: string;
  viewerHash: string;
  /** True when the viewer is the owner: such views are not counted. */
  ownView: boolean;
}

export interface ProfileViewState {
  viewers: ReadonlySet<string>;
}

/** The stream id of a profile's views on a day (UTC, `YYYY-MM-DD`). */
export const profileViewsStreamId = (kind: ViewedProfileKind, profileId: string, day: string) =>
  `${kind}_${profileId}_${day}`;

export const profileViewsDecider: Decider<ProfileViewState, RecordProfileView, ProfileViewEvent> = {
  category: 'profileViews',
  initialState: () => ({ viewers: new Set() }),
  evolve(state, event) {
    return { viewers: new Set([...state.viewers, event.data.viewerHash]) };
  },
  decide(command, state) {
    if (command.ownView || state.viewers.has(command.viewerHash)) return [];
    const { kind, profileId, ownerId, day, viewerHash } = command;
    return [{ type: 'ProfileViewed', data: { kind, profileId, ownerId, day, viewerHash } }];
  },
};

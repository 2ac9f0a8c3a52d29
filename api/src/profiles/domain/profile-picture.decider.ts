/**
 * Every account's profile picture, stream `profilePicture-<userId>`: set to an upload of the image pipeline (its
 * bytes were checked, re-encoded and thumbnailed there) or removed. Only the account itself acts on its stream
 * (the HTTP layer passes the caller's id).
 */
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export type ProfilePictureSet = DomainEvent<
  'ProfilePictureSet',
  { userId: string; imageUrl: string; thumbnailUrl: string }
>;
export type ProfilePictureRemoved = DomainEvent<'ProfilePictureRemoved', { userId: string }>;
export type ProfilePictureEvent = ProfilePictureSet | ProfilePictureRemoved;
export const PROFILE_PICTURE_EVENT_TYPES = eventTypesOf<ProfilePictureEvent>()([
  'ProfilePictureSet',
  'ProfilePictureRemoved',
]);

export type ProfilePictureCommand =
  | { type: 'SetProfilePicture'; userId: string; imageUrl: string; thumbnailUrl: string }
  | { type: 'RemoveProfilePicture'; userId: string };

export interface ProfilePictureState {
  imageUrl: string | null;
}

export const profilePictureDecider: Decider<ProfilePictureState, ProfilePictureCommand, ProfilePictureEvent> = {
  category: 'profilePicture',
  initialState: () => ({ imageUrl: null }),
  evolve(_state, event) {
    return { imageUrl: event.type === 'ProfilePictureSet' ? event.data.imageUrl : null };
  },
  decide(command, state) {
    if (command.type === 'SetProfilePicture') {
      if (state.imageUrl === command.imageUrl) return []; // the same picture again
      const { userId, imageUrl, thumbnailUrl } = command;
      return [{ type: 'ProfilePictureSet', data: { userId, imageUrl, thumbnailUrl } }];
    }
    return state.imageUrl === null ? [] : [{ type: 'ProfilePictureRemoved', data: { userId: command.userId } }];
  },
};

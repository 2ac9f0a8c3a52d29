import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { profilePictureDecider, type ProfilePictureEvent } from './profile-picture.decider.js';
import { profileViewsDecider, type ProfileViewEvent, type RecordProfileView } from './profile-views.decider.js';

describe('profile picture decider', () => {
  const given = specFor(profilePictureDecider);
  const set: ProfilePictureEvent = {
    type: 'ProfilePictureSet',
    data: { userId: 'u-1', imageUrl: '/media/images/p.webp', thumbnailUrl: '/media/images/p-thumb.webp' },
  };
  const setCommand = {
    type: 'SetProfilePicture',
    userId: 'u-1',
    imageUrl: set.data.imageUrl,
    thumbnailUrl: set.data.thumbnailUrl,
  } as const;

  it('sets a picture, and setting the same one again changes nothing', () => {
    given([]).when(setCommand).then([set]);
    given([set]).when(setCommand).then([]);
    given([set])
      .when({ ...setCommand, imageUrl: '/media/images/q.webp' })
      .then([{ type: 'ProfilePictureSet', data: { ...set.data, imageUrl: '/media/images/q.webp' } }]);
  });

  it('removes a picture only when there is one', () => {
    given([set])
      .when({ type: 'RemoveProfilePicture', userId: 'u-1' })
      .then([{ type: 'ProfilePictureRemoved', data: { userId: 'u-1' } }]);
    given([]).when({ type: 'RemoveProfilePicture', userId: 'u-1' }).then([]);
    given([set, { type: 'ProfilePictureRemoved', data: { userId: 'u-1' } }])
      .when({ type: 'RemoveProfilePicture', userId: 'u-1' })
      .then([]);
  });
});

describe('profile views decider', () => {
  const given = specFor(profileViewsDecider);
  const view: RecordProfileView = {
    type: 'RecordProfileView',
    kind: 'artist',
    profileId: 'a-1',
    ownerId: 'a-1',
    day: '2026-11-26',
    viewerHash: 'h-1',
    ownView: false,
  };
  const viewed = (viewerHash: string): ProfileViewEvent => ({
    type: 'ProfileViewed',
    data: { kind: 'artist', profileId: 'a-1', ownerId: 'a-1', day: '2026-11-26', viewerHash },
  });

  it('counts a viewer once a day', () => {
    given([])
      .when(view)
      .then([viewed('h-1')]);
    given([viewed('h-1')])
      .when(view)
      .then([]);
    given([viewed('h-1')])
      .when({ ...view, viewerHash: 'h-2' })
      .then([viewed('h-2')]);
  });

  it('does not count the owner viewing its own page', () => {
    given([])
      .when({ ...view, ownView: true })
      .then([]);
  });
});

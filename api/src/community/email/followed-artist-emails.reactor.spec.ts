/**
 * A published work is announced once to each follower of its artist or gallery who receives `followedArtists`
 * mail, in their language; those who switched it off get nothing, and a replay enqueues nothing new.
 */
import { describe, expect, it } from '@jest/globals';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import { onceQueue } from '../../platform/jobs/testing/once-queue.js';
import { ARTWORKS, type ArtworkPublished } from '../../artworks/index.js';
import { USERS, type UserDoc } from '../../identity/index.js';
import { FOLLOWS, type FollowDoc } from '../projections/reactions.projections.js';
import { followedArtistEmailsReactor } from './followed-artist-emails.reactor.js';

const work = {
  id: 'w1',
  title: 'Desert Light',
  titleAr: 'ضوء الصحراء',
  createdBy: 'artist-user',
  artist: { id: 'artist-1', name: 'Noura Al-Qahtani', nameAr: 'نورة القحطاني' },
  gallery: { id: 'gallery-1', name: 'Athr', nameAr: 'أثر' },
};
const follow = (userId: string, targetType: 'artist' | 'gallery', targetId: string, active = true) =>
  ({ userId, targetType, targetId, active }) as FollowDoc;
const published = {
  type: 'ArtworkPublished',
  data: { artworkId: 'w1', at: '2026-11-29T09:00:00.000Z' },
  streamName: 'artwork-w1',
  metadata: { eventId: 'e1', occurredAt: '2026-11-29T09:00:00.000Z' },
} as unknown as StoredEvent<ArtworkPublished>;

/** The reactor on fakes: the work, the follows and the people, and a queue that adds a job id once. */
function harness(follows: FollowDoc[], people: Record<string, Partial<UserDoc>>) {
  const users = Object.entries(people).map(([id, p]) => ({ id, status: 'active', ...p }) as UserDoc);
  const collections: Record<string, unknown> = {
    [ARTWORKS]: { get: async (id: string) => (id === work.id ? work : null) },
    [FOLLOWS]: {
      find: async ({ filter }: { filter: Partial<FollowDoc> }) =>
        follows.filter((f) => Object.entries(filter).every(([k, v]) => f[k as keyof FollowDoc] === v)),
    },
    [USERS]: { getMany: async (ids: string[]) => users.filter((u) => ids.includes(u.id)) },
  };
  const reads = { collection: (name: string) => collections[name] } as unknown as ReadStore;
  const { jobs, enqueued } = onceQueue();
  return { reactor: followedArtistEmailsReactor(jobs, reads), enqueued };
}

const mailOf = (to: string, lang: string, name: string, nameAr: string) => ({
  name: 'followedArtistNewWork',
  to,
  lang,
  data: { artworkId: 'w1', title: 'Desert Light', titleAr: 'ضوء الصحراء', name, nameAr },
});

describe('new work mails to followers', () => {
  it('mail each follower of the artist or the gallery once, in their language; a replay enqueues nothing new', async () => {
    const { reactor, enqueued } = harness(
      [
        follow('reem', 'artist', 'artist-1'),
        follow('reem', 'gallery', 'gallery-1'),
        follow('sara', 'gallery', 'gallery-1'),
        follow('gone', 'artist', 'artist-1', false),
      ],
      {
        reem: { email: 'reem@example.sa', language: 'ar' },
        sara: { email: 'sara@example.sa' },
        gone: { email: 'g@x.sa' },
      },
    );
    await reactor.react(published);
    await reactor.react(published);
    expect(enqueued).toEqual([
      mailOf('reem@example.sa', 'ar', 'Noura Al-Qahtani', 'نورة القحطاني'),
      mailOf('sara@example.sa', 'en', 'Athr', 'أثر'),
    ]);
  });

  it('enqueue nothing for followers who switched it off, nor for the forgotten', async () => {
    const { reactor, enqueued } = harness(
      [follow('reem', 'artist', 'artist-1'), follow('erased', 'artist', 'artist-1')],
      {
        reem: {
          email: 'reem@example.sa',
          emailNotifications: { followedArtists: false } as UserDoc['emailNotifications'],
        },
        erased: { email: null, status: 'forgotten' },
      },
    );
    await reactor.react(published);
    expect(enqueued).toEqual([]);
  });
});

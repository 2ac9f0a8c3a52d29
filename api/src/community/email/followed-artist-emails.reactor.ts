/**
 * "New work by someone you follow": when an artist or gallery publishes a work, each follower of the artist or of
 * the gallery who receives `followedArtists` mail (/preferences) gets one mail, in their language. A reactor
 * (checkpointed, at-least-once, no read model); the job id is the work and the follower, so a replay, or the same
 * work published again after a withdrawal, never mails anyone twice.
 */
import type { Reactor } from '../../platform/projections/reactor.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { ARTWORKS, type ArtworkDoc, type ArtworkPublished } from '../../artworks/index.js';
import { USERS, receivesMail, type UserDoc } from '../../identity/index.js';
import { followersOf } from '../application/followers.js';

export function followedArtistEmailsReactor(jobs: JobQueues, reads: ReadStore): Reactor<ArtworkPublished> {
  return {
    name: 'followedArtistEmails',
    eventTypes: ['ArtworkPublished'],
    startAt: 'head',
    async react(event) {
      const { artworkId } = event.data;
      // Created by an earlier command, so its document is there; a work erased since has nobody to announce.
      const work = await reads.collection<ArtworkDoc>(ARTWORKS).get(artworkId);
      if (!work) return;
      const byFollower = new Map<string, { name: string; nameAr: string }>();
      for (const [targetType, profile] of [
        ['artist', work.artist],
        ['gallery', work.gallery],
      ] as const) {
        if (!profile) continue;
        for (const userId of await followersOf(reads, targetType, [profile.id]))
          if (!byFollower.has(userId)) byFollower.set(userId, { name: profile.name, nameAr: profile.nameAr });
      }
      byFollower.delete(work.createdBy);
      const people = await reads.collection<UserDoc>(USERS).getMany([...byFollower.keys()]);
      for (const person of people) {
        if (!person.email || person.status === 'forgotten' || !receivesMail(person, 'followedArtists')) continue;
        const data = { artworkId, title: work.title, titleAr: work.titleAr, ...byFollower.get(person.id)! };
        await jobs.enqueue(
          'email',
          'followedArtistNewWork',
          { to: person.email, lang: person.language === 'ar' ? 'ar' : 'en', data },
          { once: `${artworkId}:${person.id}` },
        );
      }
    },
  };
}

/**
 * Who follows any of a set of artists or galleries, from the `follows` read model: for other contexts that pick
 * people by what they follow (a newsletter segment), through the community's public surface; and the public
 * followers list of one artist or gallery.
 */
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import type { FollowTarget } from '../domain/community.events.js';
import { FOLLOWER_COUNTS, FOLLOWS, followKey, targetKey } from '../projections/reactions.projections.js';
import type { FollowDoc, FollowerCountDoc } from '../projections/reactions.projections.js';
import { USERS, type UserDoc } from '../../identity/index.js';
import { displayName } from './community-views.js';

export async function followersOf(
  reads: ReadStore,
  targetType: FollowTarget,
  targetIds: readonly string[],
): Promise<Set<string>> {
  const followers = new Set<string>();
  const follows = reads.collection<FollowDoc>(FOLLOWS);
  for (const targetId of new Set(targetIds))
    for (const doc of await follows.find({ filter: { targetType, targetId, active: true } })) followers.add(doc.userId);
  return followers;
}

/** How many of a target's followers are read to list those who let themselves be named (the count has them all). */
const FOLLOWERS_READ_MAX = 5000;

/** One followed profile: an artist's or a gallery's. */
export interface FollowedProfile {
  targetType: FollowTarget;
  targetId: string;
}

/** The first of these profiles the person follows now, or null. */
export async function followedOf(
  reads: ReadStore,
  userId: string,
  profiles: readonly FollowedProfile[],
): Promise<FollowedProfile | null> {
  const follows = reads.collection<FollowDoc>(FOLLOWS);
  for (const profile of profiles) {
    const doc = await follows.get(followKey(userId, profile.targetType, profile.targetId));
    if (doc?.active) return profile;
  }
  return null;
}

/**
 * The followers of these profiles whose `allowArtistMessages` is on (and who are not erased), once each with the
 * first profile they follow, by name ("First L."): whom an artist or gallery may write to first.
 */
export async function messageableFollowers(
  reads: ReadStore,
  profiles: readonly FollowedProfile[],
): Promise<Array<{ id: string; name: string } & FollowedProfile>> {
  const found = new Map<string, { id: string; name: string } & FollowedProfile>();
  for (const { targetType, targetId } of profiles) {
    const follows = await reads.collection<FollowDoc>(FOLLOWS).find({
      filter: { targetType, targetId, active: true },
      limit: FOLLOWERS_READ_MAX,
    });
    for (const user of await reads.collection<UserDoc>(USERS).getMany(follows.map((f) => f.userId))) {
      const name = displayName(user);
      if (!name || found.has(user.id) || user.privacy?.allowArtistMessages === false) continue;
      found.set(user.id, { id: user.id, name, targetType, targetId });
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/**
 * The public followers list of an artist or gallery: newest first, each as "First L.", only those who leave
 * `showInFollowers` on (and are not erased), paged over them; `total` counts every follower, named or not.
 */
export async function publicFollowers(
  reads: ReadStore,
  targetType: FollowTarget,
  targetId: string,
  page: { page: number; pageSize: number },
): Promise<{ items: { name: string }[]; named: number; total: number }> {
  const follows = await reads.collection<FollowDoc>(FOLLOWS).find({
    filter: { targetType, targetId, active: true },
    sort: [
      { field: 'since', direction: 'desc' },
      { field: 'id', direction: 'asc' },
    ],
    limit: FOLLOWERS_READ_MAX,
  });
  const users = await reads.collection<UserDoc>(USERS).getMany(follows.map((f) => f.userId));
  const byId = new Map(users.map((u) => [u.id, u]));
  const names = follows.flatMap((f) => {
    const user = byId.get(f.userId);
    const name = user && user.privacy?.showInFollowers !== false ? displayName(user) : null;
    return name ? [{ name }] : [];
  });
  const from = (page.page - 1) * page.pageSize;
  const total = (await reads.collection<FollowerCountDoc>(FOLLOWER_COUNTS).get(targetKey(targetType, targetId)))
    ?.followers;
  return { items: names.slice(from, from + page.pageSize), named: names.length, total: total ?? follows.length };
}

/**
 * Who follows any of a set of artists or galleries, from the `follows` read model: for other contexts that pick
 * people by what they follow (a newsletter segment), through the community's public surface.
 */
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import type { FollowTarget } from '../domain/community.events.js';
import { FOLLOWS, type FollowDoc } from '../projections/reactions.projections.js';

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

/**
 * Who a campaign goes to, from the read models: confirmed subscribers, filtered by language, topic (any of the
 * segment's) and role (of the account with the subscriber's address).
 */
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { USERS, type UserDoc } from '../../identity/index.js';
import type { Segment } from '../domain/newsletter.events.js';
import { SUBSCRIBERS, type SubscriberDoc } from '../projections/subscribers.projection.js';

export async function audienceOf(reads: ReadStore, segment: Segment): Promise<SubscriberDoc[]> {
  const confirmed = await reads.collection<SubscriberDoc>(SUBSCRIBERS).find({
    filter: { status: 'confirmed' },
    sort: [{ field: 'requestedAt', direction: 'asc' }],
  });
  const chosen = confirmed.filter(
    (s) =>
      s.email !== null &&
      (segment.languages.length === 0 || segment.languages.includes(s.language)) &&
      (segment.topics.length === 0 || s.topics.some((t) => segment.topics.includes(t))),
  );
  if (segment.roles.length === 0) return chosen;
  const users = reads.collection<UserDoc>(USERS);
  const withRole: SubscriberDoc[] = [];
  for (const s of chosen) {
    const accounts = s.userId
      ? [await users.get(s.userId)]
      : await users.find({ filter: { email: s.email! }, limit: 5 });
    if (accounts.some((u) => u?.roles.some((r) => segment.roles.includes(r)))) withRole.push(s);
  }
  return withRole;
}

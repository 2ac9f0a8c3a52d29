/**
 * Who a campaign goes to, from the read models: confirmed subscribers, filtered by language and topic (any of the
 * segment's), then by what their account shows: role, city, artists followed, recent activity and the art
 * preferences stated on /preferences (any of the segment's categories, any style, any medium). A subscriber
 * without an account is left out once any account filter is set. The accounts are read in two queries (by id, and
 * by address for subscribers who signed up signed out), not one per subscriber.
 */
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { USERS, type UserDoc } from '../../identity/index.js';
import { followersOf } from '../../community/index.js';
import type { Segment } from '../domain/newsletter.events.js';
import { SUBSCRIBERS, type SubscriberDoc } from '../projections/subscribers.projection.js';

const DAY_MS = 86_400_000;
const cityKey = (city: string) => city.trim().toLocaleLowerCase('en');

/** A test of one account against the segment's account filters, built once per send (followers read once). */
async function accountFilter(
  reads: ReadStore,
  segment: Segment,
  now: Date,
): Promise<((user: UserDoc) => boolean) | null> {
  const roles = segment.roles;
  const cities = new Set((segment.cities ?? []).map(cityKey));
  const artists = segment.followsArtistIds ?? [];
  const followers = artists.length > 0 ? await followersOf(reads, 'artist', artists) : null;
  const activeSince = segment.activeWithinDays ? now.getTime() - segment.activeWithinDays * DAY_MS : null;
  const likes = preferenceFilters(segment);
  if (roles.length === 0 && cities.size === 0 && !followers && activeSince === null && likes.length === 0) return null;
  return (user) =>
    (roles.length === 0 || user.roles.some((r) => roles.includes(r))) &&
    (cities.size === 0 || (user.location !== null && cities.has(cityKey(user.location)))) &&
    (!followers || followers.has(user.id)) &&
    (activeSince === null || Date.parse(user.lastActiveAt) >= activeSince) &&
    likes.every(([field, wanted]) => (user.artPreferences?.[field] ?? []).some((v) => wanted.has(cityKey(v))));
}

/** The segment's art-preference lists that are set, each against the account's list of the same name (any of). */
function preferenceFilters(segment: Segment): ['categories' | 'styles' | 'media', Set<string>][] {
  const lists = [
    ['categories', segment.preferredCategories],
    ['styles', segment.preferredStyles],
    ['media', segment.preferredMedia],
  ] as const;
  return lists
    .filter(([, values]) => (values ?? []).length > 0)
    .map(([field, values]) => [field, new Set(values!.map(cityKey))]);
}

export async function audienceOf(reads: ReadStore, segment: Segment, now = new Date()): Promise<SubscriberDoc[]> {
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
  const matches = await accountFilter(reads, segment, now);
  if (!matches) return chosen;
  const users = reads.collection<UserDoc>(USERS);
  const ids = [...new Set(chosen.flatMap((s) => (s.userId ? [s.userId] : [])))];
  const emails = [...new Set(chosen.flatMap((s) => (s.userId ? [] : [s.email!])))];
  const [byId, byEmail] = await Promise.all([
    ids.length > 0 ? users.find({ filter: { id: { $in: ids } } }) : [],
    emails.length > 0 ? users.find({ filter: { email: { $in: emails } } }) : [],
  ]);
  const matchingIds = new Set(byId.filter(matches).map((u) => u.id));
  const matchingEmails = new Set(byEmail.filter(matches).map((u) => u.email));
  return chosen.filter((s) => (s.userId ? matchingIds.has(s.userId) : matchingEmails.has(s.email)));
}

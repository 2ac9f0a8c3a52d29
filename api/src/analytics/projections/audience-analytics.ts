/**
 * A seller's audience by city and language: who viewed (as the view counter's flushes report them) or favourited
 * their works, followed their profiles or sent them an inquiry, counted under the city and interface language the person's profile states (signed-in actions name the
 * person) and "unknown" where it states none. The buckets hold only `city:<name>` and `lang:<code>` counters
 * under `audience:<seller dimension>`: no user id. The city is remembered per person in the refs (the only
 * personal datum here) and dropped when the person is forgotten.
 */
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import type { ProjectionContext } from '../../platform/projections/projection.js';
import type { Bumps } from './buckets.js';
import { artworkDims, keep, ref, refs, type ArtworkRef, type PersonRef } from './refs.js';
import type { AnalyticsSourceEvent } from './source-events.js';

export const UNKNOWN = 'unknown';

/** The counter keys of a person's city and language (`unknown` where the profile states none). */
export const audienceKeys = (person: Pick<PersonRef, 'city' | 'language'> | null): [string, string] => [
  `city:${person?.city || UNKNOWN}`,
  `lang:${person?.language || UNKNOWN}`,
];

async function audienceOf(ctx: ProjectionContext, userId: string, dims: string[], bumps: Bumps) {
  const [city, language] = audienceKeys(await ref<PersonRef>(ctx, `person:${userId}`));
  for (const dim of dims) bumps.add(`audience:${dim}`, { [city]: 1, [language]: 1 });
}

/** The seller-level dimensions of an artwork (not the artwork itself). */
async function sellerDimsOf(ctx: ProjectionContext, artworkId: string): Promise<string[]> {
  const artwork = await ref<ArtworkRef>(ctx, `artwork:${artworkId}`);
  return artworkDims(artwork, artworkId)
    .map(([dim]) => dim)
    .filter((dim) => !dim.startsWith('artwork:'));
}

export async function audienceBumps(
  event: StoredEvent<AnalyticsSourceEvent>,
  ctx: ProjectionContext,
  bumps: Bumps,
): Promise<void> {
  switch (event.type) {
    case 'ProfileUpdated': {
      const existing = await ref<PersonRef>(ctx, `person:${event.data.userId}`);
      const city = event.data.location?.trim() || null;
      await keep<PersonRef>(ctx, { id: `person:${event.data.userId}`, city, language: existing?.language ?? null });
      return;
    }
    case 'UserForgotten':
      await refs(ctx).delete(`person:${event.data.userId}`);
      return;
    case 'ArtworkAudienceCounted':
      for (const dim of await sellerDimsOf(ctx, event.data.artworkId)) bumps.add(`audience:${dim}`, event.data.counts);
      return;
    case 'FavoriteAdded':
      return audienceOf(ctx, event.data.userId, await sellerDimsOf(ctx, event.data.artworkId), bumps);
    case 'Followed':
      return audienceOf(ctx, event.data.userId, [`profile:${event.data.targetId}`], bumps);
    case 'InquirySent': {
      const { askerId, artwork, gallery } = event.data;
      const dims = artwork ? await sellerDimsOf(ctx, artwork.id) : gallery ? [`profile:${gallery.id}`] : [];
      return audienceOf(ctx, askerId, dims, bumps);
    }
    default:
      return;
  }
}

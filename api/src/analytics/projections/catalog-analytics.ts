/** Catalogue and community events into buckets: publishing, views, favourites, follows, comments, inquiries. */
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import type { ProjectionContext } from '../../platform/projections/projection.js';
import { Bumps, type Counters } from './buckets.js';
import { artworkDims, keep, ref, type ArtworkRef, type InquiryRef } from './refs.js';
import type { AnalyticsSourceEvent } from './source-events.js';

const PLATFORM = 'platform';

async function onArtwork(ctx: ProjectionContext, artworkId: string, counters: Counters, bumps: Bumps) {
  const artwork = await ref<ArtworkRef>(ctx, `artwork:${artworkId}`);
  for (const [dim, parent] of artworkDims(artwork, artworkId)) bumps.add(dim, counters, parent);
  bumps.add(PLATFORM, counters);
}

export async function catalogBumps(
  event: StoredEvent<AnalyticsSourceEvent>,
  ctx: ProjectionContext,
  bumps: Bumps,
): Promise<void> {
  switch (event.type) {
    case 'ArtworkCreated': {
      const { artworkId, createdBy, artistId, title, titleAr } = event.data;
      await keep<ArtworkRef>(ctx, { id: `artwork:${artworkId}`, sellerId: createdBy, artistId, title, titleAr });
      return;
    }
    case 'ArtworkEdited': {
      const artwork = await ref<ArtworkRef>(ctx, `artwork:${event.data.artworkId}`);
      const { title, titleAr } = event.data.changes;
      if (artwork && (title !== undefined || titleAr !== undefined))
        await keep<ArtworkRef>(ctx, { ...artwork, title: title ?? artwork.title, titleAr: titleAr ?? artwork.titleAr });
      return;
    }
    case 'ArtworkPublished':
      return onArtwork(ctx, event.data.artworkId, { published: 1 }, bumps);
    case 'ArtworkWithdrawn':
      return onArtwork(ctx, event.data.artworkId, { withdrawn: 1 }, bumps);
    case 'ArtworkFeatured':
      return onArtwork(ctx, event.data.artworkId, { featured: 1 }, bumps);
    case 'ArtworkAvailabilityChanged':
      if (event.data.availability === 'sold' && event.data.previous !== 'sold')
        await onArtwork(ctx, event.data.artworkId, { sales: 1 }, bumps);
      return;
    case 'ArtworkViewsCounted':
      return onArtwork(ctx, event.data.artworkId, { views: event.data.count }, bumps);
    case 'FavoriteAdded':
      bumps.add(`user:${event.data.userId}`, { favouritesGiven: 1 });
      return onArtwork(ctx, event.data.artworkId, { favourites: 1 }, bumps);
    case 'FavoriteRemoved':
      return onArtwork(ctx, event.data.artworkId, { unfavourites: 1 }, bumps);
    case 'ArtworkLiked':
      return onArtwork(ctx, event.data.artworkId, { likes: 1 }, bumps);
    case 'CommentPosted':
      return onArtwork(ctx, event.data.artworkId, { comments: 1 }, bumps);
    case 'CommentReported':
    case 'DiscussionReported':
      bumps.add(PLATFORM, { reports: 1 });
      return;
    case 'Followed':
      // Follows name an artist or gallery profile: the seller's figures add their profiles' dimensions.
      bumps.add(`profile:${event.data.targetId}`, { follows: 1 });
      bumps.add(`user:${event.data.userId}`, { followsGiven: 1 });
      bumps.add(PLATFORM, { follows: 1 });
      return;
    case 'Unfollowed':
      bumps.add(`profile:${event.data.targetId}`, { unfollows: 1 });
      return;
    case 'InquirySent':
      return inquirySent(event.data, event.metadata.occurredAt, ctx, bumps);
    case 'InquiryResponded':
      return inquiryResponded(event.data.inquiryId, event.metadata.occurredAt, ctx, bumps);
    default:
      return;
  }
}

async function inquirySent(
  data: { inquiryId: string; askerId: string; artwork: { id: string } | null; gallery: { id: string } | null },
  at: string,
  ctx: ProjectionContext,
  bumps: Bumps,
) {
  const dims: Array<[string, string | null]> = data.artwork
    ? artworkDims(await ref<ArtworkRef>(ctx, `artwork:${data.artwork.id}`), data.artwork.id)
    : data.gallery
      ? [[`profile:${data.gallery.id}`, null]]
      : [];
  for (const [dim, parent] of dims) bumps.add(dim, { inquiries: 1 }, parent);
  bumps.add(`user:${data.askerId}`, { inquiriesSent: 1 });
  bumps.add(PLATFORM, { inquiries: 1 });
  await keep<InquiryRef>(ctx, {
    id: `inquiry:${data.inquiryId}`,
    dims: dims.map(([d]) => d),
    sentAt: at,
    answered: false,
  });
}

/** The first answer counts, with its delay in minutes (the average answer time is the sum over the count). */
async function inquiryResponded(inquiryId: string, at: string, ctx: ProjectionContext, bumps: Bumps) {
  const inquiry = await ref<InquiryRef>(ctx, `inquiry:${inquiryId}`);
  if (!inquiry || inquiry.answered) return;
  const minutes = Math.max(0, Math.round((Date.parse(at) - Date.parse(inquiry.sentAt)) / 60_000));
  for (const dim of inquiry.dims) bumps.add(dim, { answered: 1, answerMinutes: minutes });
  bumps.add(PLATFORM, { answered: 1, answerMinutes: minutes });
  await keep<InquiryRef>(ctx, { ...inquiry, answered: true });
}

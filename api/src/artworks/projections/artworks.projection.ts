/**
 * The `artworks` read model: one document per artwork, searchable in English and Arabic (normalised,
 * trigram-indexed text fields) with expression indexes for the catalogue's filters and sorts. It also
 * listens to the profiles context's four profile events, so the artist and gallery names copied into each
 * work stay current (a rename shows at once and search by the new name works).
 */
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import type { Projection, ProjectionContext } from '../../platform/projections/projection.js';
import { USER_FORGOTTEN, alreadyApplied, forgottenUserId, tracked } from '../../platform/projections/projection.js';
import { ARTWORK_EVENT_TYPES, type ArtworkEvent } from '../domain/artwork.events.js';
import { ARTWORK_NAMES, ARTWORKS, type ArtworkDoc, artworkDocument, type NameDoc, toSar } from './artwork-document.js';

export const PROFILE_EVENT_TYPES = [
  'ArtistProfileCreated',
  'ArtistProfileEdited',
  'GalleryProfileCreated',
  'GalleryProfileEdited',
];

export const ARTWORK_TEXT_FIELDS = [
  'title',
  'titleAr',
  'artist.name',
  'artist.nameAr',
  'gallery.name',
  'gallery.nameAr',
  'medium',
  'mediumAr',
  'style',
  'tags',
];

export const artworksProjection: Projection<ArtworkEvent> = {
  name: 'artworks',
  version: 2,
  eventTypes: [...ARTWORK_EVENT_TYPES, ...PROFILE_EVENT_TYPES, USER_FORGOTTEN],
  collections: {
    [ARTWORKS]: {
      textFields: ARTWORK_TEXT_FIELDS,
      indexes: [
        { fields: ['status', 'publishedAt'] },
        { fields: ['status', 'price'] },
        { fields: ['status', 'title'] },
        { fields: ['status', 'featured', 'publishedAt'] },
        { fields: ['status', 'category'] },
        { fields: ['status', 'availability'] },
        { fields: ['artistId', 'createdAt'] },
        { fields: ['galleryId', 'createdAt'] },
        { fields: ['createdAt'] },
      ],
    },
    [ARTWORK_NAMES]: {},
  },
  async apply(event, ctx) {
    if (PROFILE_EVENT_TYPES.includes(event.type)) return renamed(event, ctx);
    const forgotten = forgottenUserId(event);
    if (forgotten) {
      // An erased account's name leaves its works (as artist and as gallery); the works stay, unattributed.
      const erased = { name: '', nameAr: '' };
      await renamed({ ...event, type: 'ArtistProfileEdited', data: { artistId: forgotten, ...erased } }, ctx);
      return renamed({ ...event, type: 'GalleryProfileEdited', data: { galleryId: forgotten, ...erased } }, ctx);
    }
    const works = ctx.collection<ArtworkDoc>(ARTWORKS);
    if (event.type === 'ArtworkCreated') {
      if (await works.get(event.data.artworkId)) return;
      const names = ctx.collection<NameDoc>(ARTWORK_NAMES);
      const artist = await names.get(`artist:${event.data.artistId}`);
      const gallery = event.data.galleryId ? await names.get(`gallery:${event.data.galleryId}`) : null;
      await works.upsert({ ...artworkDocument(event.data, { artist, gallery }), ...tracked(event) });
      return;
    }
    const doc = await works.get(event.data.artworkId);
    if (!doc || alreadyApplied(doc, event)) return;
    const at = event.data.at;
    const next: ArtworkDoc = { ...doc, ...changesFor(event, doc), updatedAt: at, ...tracked(event) };
    await works.upsert(next);
  },
};

function changesFor(event: ArtworkEvent, doc: ArtworkDoc): Partial<ArtworkDoc> {
  switch (event.type) {
    case 'ArtworkEdited':
      return { ...event.data.changes, moderation: null };
    case 'ArtworkPublished':
      return { status: 'published', publishedAt: doc.publishedAt ?? event.data.at, moderation: null };
    case 'ArtworkWithdrawn':
      return {
        status: 'withdrawn',
        moderation: event.data.byModeration ? { reason: event.data.reason, at: event.data.at } : null,
      };
    case 'ArtworkAvailabilityChanged':
      return { availability: event.data.availability };
    case 'ArtworkPriceChanged':
      return { price: toSar(event.data.priceHalalas) };
    case 'ArtworkFeatured':
      return { featured: true };
    case 'ArtworkUnfeatured':
      return { featured: false };
    default:
      return {};
  }
}

/** A profile event: remember the name, and copy it into every work of that artist or gallery. */
async function renamed(event: StoredEvent, ctx: ProjectionContext): Promise<void> {
  const data = event.data as { artistId?: string; galleryId?: string; name?: string; nameAr?: string };
  const kind = event.type.startsWith('Artist') ? 'artist' : 'gallery';
  const id = kind === 'artist' ? data.artistId : data.galleryId;
  if (!id || (data.name === undefined && data.nameAr === undefined)) return;
  const names = ctx.collection<NameDoc>(ARTWORK_NAMES);
  // An edit may carry only the name that changed: keep the other as it was.
  const changed = {
    ...(data.name === undefined ? {} : { name: data.name }),
    ...(data.nameAr === undefined ? {} : { nameAr: data.nameAr }),
  };
  const previous = await names.get(`${kind}:${id}`);
  await names.upsert({ ...previous, id: `${kind}:${id}`, ...changed });
  const works = ctx.collection<ArtworkDoc>(ARTWORKS);
  const owned = await works.find({ filter: { [`${kind}Id`]: id } });
  for (const work of owned) {
    const current = (await works.get(work.id)) ?? work;
    const shown = current[kind] ?? { id, name: '', nameAr: '' };
    await works.upsert({ ...current, [kind]: { id, name: shown.name, nameAr: shown.nameAr, ...changed } });
  }
}

/**
 * The `galleries` read model: one document per gallery with its exhibitions, events and represented
 * artists. Date-driven statuses and statistics are added when answering (they depend on the time and on
 * other read models), so a rebuild always yields the same documents.
 */
import type { Projection } from '../../platform/projections/projection.js';
import { applyToProfile, publicProfileIndexes } from './public-profile-doc.js';
import type { ProfileStream, PublicProfileDoc } from './public-profile-doc.js';
import { USER_FORGOTTEN, forgottenUserId } from '../../platform/projections/projection.js';
import type { Collection } from '../../platform/read-store/read-store.port.js';
import { GALLERY_EVENT_TYPES } from '../domain/gallery.decider.js';
import type { Exhibition, GalleryEvent, GalleryEventEntry, GalleryFields } from '../domain/gallery.decider.js';

export const GALLERIES = 'galleries';

export interface GalleryDoc extends GalleryFields, PublicProfileDoc {
  representedArtistIds: string[];
  exhibitions: Exhibition[];
  events: GalleryEventEntry[];
}

export const GALLERY_TEXT_FIELDS = ['name', 'nameAr', 'location', 'locationAr', 'curator', 'about', 'aboutAr'];

/**
 * An erased account's gallery profile goes; as an artist, galleries stop listing them, and an exhibition of
 * theirs alone (whose title and text are about them) leaves the gallery's page.
 */
async function eraseFromGalleries(galleries: Collection<GalleryDoc>, userId: string): Promise<void> {
  for (const doc of await galleries.find()) {
    if (doc.userId === userId) {
      await galleries.delete(doc.id);
      continue;
    }
    const shows = doc.exhibitions.some((e) => e.artistIds.includes(userId));
    if (!shows && !doc.representedArtistIds.includes(userId)) continue;
    await galleries.upsert({
      ...doc,
      representedArtistIds: doc.representedArtistIds.filter((id) => id !== userId),
      exhibitions: doc.exhibitions
        .filter((e) => !(e.artistIds.length === 1 && e.artistIds[0] === userId))
        .map((e) => ({ ...e, artistIds: e.artistIds.filter((id) => id !== userId) })),
    });
  }
}

export const galleriesProjection: Projection<GalleryEvent> = {
  name: 'galleries',
  version: 2,
  eventTypes: [...GALLERY_EVENT_TYPES, USER_FORGOTTEN],
  collections: {
    [GALLERIES]: {
      textFields: GALLERY_TEXT_FIELDS,
      indexes: publicProfileIndexes({ fields: ['location'] }),
    },
  },
  async apply(event, ctx) {
    const galleries = ctx.collection<GalleryDoc>(GALLERIES);
    const forgotten = forgottenUserId(event);
    if (forgotten) return eraseFromGalleries(galleries, forgotten);
    await applyToProfile(galleries, event, GALLERY_STREAM, {
      defaults: { representedArtistIds: [], exhibitions: [], events: [] },
      evolve: (next, doc, event) => {
        switch (event.type) {
          case 'ExhibitionAdded':
            next.exhibitions = [...doc.exhibitions, event.data.exhibition];
            break;
          case 'ExhibitionEdited':
            next.exhibitions = doc.exhibitions.map((x) =>
              x.id === event.data.exhibitionId ? { ...x, ...event.data.changes } : x,
            );
            break;
          case 'ExhibitionRemoved':
            next.exhibitions = doc.exhibitions.filter((x) => x.id !== event.data.exhibitionId);
            break;
          case 'GalleryEventAdded':
            next.events = [...doc.events, event.data.event];
            break;
          case 'GalleryEventEdited':
            next.events = doc.events.map((x) => (x.id === event.data.eventId ? { ...x, ...event.data.changes } : x));
            break;
          case 'ArtistRepresented':
            next.representedArtistIds = [...new Set([...doc.representedArtistIds, event.data.artistId])];
            break;
        }
      },
    });
  },
};

const GALLERY_STREAM: ProfileStream<GalleryEvent> = {
  idField: 'galleryId',
  created: 'GalleryProfileCreated',
  edited: 'GalleryProfileEdited',
  featured: 'GalleryFeatured',
  unfeatured: 'GalleryUnfeatured',
};

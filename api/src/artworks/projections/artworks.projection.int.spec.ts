/**
 * The `artworks` projection on the real store (PGlite): documents from artwork events, artist and gallery
 * names kept current from the profiles context's events (whichever comes first), and replays ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PgliteSqlClient } from '../../platform/sql/pglite-sql-client.js';
import { openTestPglite } from '../../testing/test-pglite.js';
import { PostgresReadStore } from '../../platform/read-store/postgres-read-store.js';
import { UnitOfWork } from '../../platform/projections/unit-of-work.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import type { ArtworkCreated } from '../domain/artwork.events.js';
import { artworksProjection } from './artworks.projection.js';
import { ARTWORKS, type ArtworkDoc } from './artwork-document.js';

let sql: PgliteSqlClient;
let store: PostgresReadStore;
const revisions = new Map<string, number>();

function stored(streamName: string, type: string, data: object): StoredEvent {
  const revision = (revisions.get(streamName) ?? -1) + 1;
  revisions.set(streamName, revision);
  return {
    type,
    data,
    streamName,
    revision,
    position: { commit: BigInt(revision), prepare: 0n },
    recordedAt: new Date('2026-03-01T10:00:00Z'),
    metadata: {
      eventId: `${streamName}-${revision}`,
      occurredAt: '2026-03-01T10:00:00Z',
      schemaVersion: 1,
      correlationId: 'c',
      causationId: 'c',
      actorId: 'a',
    },
  } as StoredEvent;
}

async function project(...events: StoredEvent[]): Promise<void> {
  const work = new UnitOfWork(store);
  for (const event of events)
    await artworksProjection.apply(event as Parameters<typeof artworksProjection.apply>[0], work);
  await work.flush();
}

const created = (artworkId: string, artistId: string, galleryId: string | null = null): ArtworkCreated['data'] => ({
  artworkId,
  artistId,
  galleryId,
  createdBy: artistId,
  artist: { name: 'Old Name', nameAr: 'اسم قديم' },
  gallery: galleryId ? { name: 'Gallery at creation', nameAr: 'المعرض' } : null,
  title: 'Desert Dawn',
  titleAr: 'فجر الصحراء',
  description: '',
  descriptionAr: '',
  medium: 'Oil',
  mediumAr: 'زيت',
  category: 'painting',
  categoryAr: 'لوحة زيتية ومائية',
  style: 'abstract',
  year: 2024,
  dimensions: '',
  tags: [],
  provenance: '',
  condition: '',
  frame: '',
  signed: true,
  edition: '',
  certificateOfAuthenticity: false,
  insurance: '',
  shipping: '',
  images: [],
  priceHalalas: 150_050,
  currency: 'SAR',
  availability: 'available',
  at: '2026-03-01T10:00:00.000Z',
});

const doc = (id: string) => store.collection<ArtworkDoc>(ARTWORKS).get(id);

beforeAll(async () => {
  sql = await openTestPglite();
  store = new PostgresReadStore(sql);
  for (const [name, spec] of Object.entries(artworksProjection.collections)) await store.ensureCollection(name, spec);
}, 30_000);
afterAll(async () => {
  await sql?.close();
});

describe('artworks projection', () => {
  it('builds the document from the created event, price in SAR, then follows publish, price and feature', async () => {
    await project(
      stored('artwork-w1', 'ArtworkCreated', created('w1', 'artist-1')),
      stored('artwork-w1', 'ArtworkPublished', { artworkId: 'w1', at: '2026-03-02T10:00:00.000Z' }),
      stored('artwork-w1', 'ArtworkPriceChanged', {
        artworkId: 'w1',
        priceHalalas: 99_999,
        previousHalalas: 150_050,
        at: '2026-03-03T10:00:00.000Z',
      }),
      stored('artwork-w1', 'ArtworkFeatured', { artworkId: 'w1', at: '2026-03-04T10:00:00.000Z' }),
    );
    expect(await doc('w1')).toMatchObject({
      id: 'w1',
      status: 'published',
      price: 999.99,
      featured: true,
      artist: { id: 'artist-1', name: 'Old Name' },
      createdAt: '2026-03-01T10:00:00.000Z',
      publishedAt: '2026-03-02T10:00:00.000Z',
      updatedAt: '2026-03-04T10:00:00.000Z',
    });
  });

  it('a replayed event changes nothing', async () => {
    const before = await doc('w1');
    await project({
      ...stored('artwork-w1', 'ArtworkUnfeatured', { artworkId: 'w1', at: '2026-03-05T10:00:00.000Z' }),
      revision: 2,
    });
    expect(await doc('w1')).toEqual(before);
  });

  it('a renamed artist or gallery shows in every work, and search finds the new name', async () => {
    await project(stored('artwork-w2', 'ArtworkCreated', created('w2', 'artist-1', 'gallery-1')));
    await project(
      stored('artist-artist-1', 'ArtistProfileEdited', {
        artistId: 'artist-1',
        name: 'Lulwa Al-Harbi',
        nameAr: 'لولوة الحربي',
      }),
      stored('gallery-gallery-1', 'GalleryProfileEdited', { galleryId: 'gallery-1', nameAr: 'نجد المعاصر' }),
    );
    expect((await doc('w1'))!.artist).toEqual({ id: 'artist-1', name: 'Lulwa Al-Harbi', nameAr: 'لولوة الحربي' });
    expect((await doc('w2'))!.gallery).toEqual({ id: 'gallery-1', name: 'Gallery at creation', nameAr: 'نجد المعاصر' });
    const found = await store.collection(ARTWORKS).find({ text: { query: 'لولوه', fields: ['artist.nameAr'] } });
    expect(found.map((d) => d.id).sort()).toEqual(['w1', 'w2']);
  });

  it("a work created after its artist's profile takes the profile's name", async () => {
    await project(
      stored('artist-artist-9', 'ArtistProfileCreated', {
        artistId: 'artist-9',
        name: 'Dana Al-Sager',
        nameAr: 'دانة الصقر',
      }),
      stored('artwork-w9', 'ArtworkCreated', created('w9', 'artist-9')),
    );
    expect((await doc('w9'))!.artist).toEqual({ id: 'artist-9', name: 'Dana Al-Sager', nameAr: 'دانة الصقر' });
  });

  it('a moderation withdrawal keeps its reason until the owner edits', async () => {
    await project(
      stored('artwork-w1', 'ArtworkWithdrawn', {
        artworkId: 'w1',
        byModeration: true,
        reason: 'Copyright',
        at: '2026-03-06T10:00:00.000Z',
      }),
    );
    expect(await doc('w1')).toMatchObject({
      status: 'withdrawn',
      moderation: { reason: 'Copyright', at: '2026-03-06T10:00:00.000Z' },
    });
    await project(
      stored('artwork-w1', 'ArtworkEdited', {
        artworkId: 'w1',
        changes: { title: 'Desert Dusk' },
        at: '2026-03-07T10:00:00.000Z',
      }),
    );
    expect(await doc('w1')).toMatchObject({ title: 'Desert Dusk', moderation: null });
  });
});

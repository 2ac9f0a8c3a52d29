/**
 * Demo data of the artworks context (see demo/seed-demo.ts for the order): 300 published works with
 * generated images, and two drafts for the demo artist account. Each work's commands (create, publish,
 * feature) go through the artwork decider as the artist, gallery or an admin would issue them, and the
 * events they decide are appended to the new stream in one write (a fresh stream needs no reload between
 * commands, and seeding must take seconds). A restart skips what exists; a complete seed is recognised by
 * its last work, so a restart costs one read, and a seed cut short is completed work by work (streams that
 * exist are left as they are).
 */
import type { INestApplication } from '@nestjs/common';
import type { Runtime } from '../../platform/runtime.js';
import { type Decider, type DomainEvent, streamName as streamNameOf } from '../../platform/commands/decider.js';
import { WrongExpectedRevisionError } from '../../platform/event-store/event-store.port.js';
import { FILE_STORAGE, type FileStorage } from '../../platform/file-storage/file-storage.port.js';
import { DEMO_ARTISTS } from '../../profiles/index.js';
import { commandContext } from '../../platform/commands/command-context.js';
import { artworkDecider } from '../domain/artwork.decider.js';
import type { Actor, ArtworkCommand } from '../domain/artwork.commands.js';
import type { ImageRef } from '../domain/artwork.events.js';
import { CATEGORIES } from '../domain/artwork.vocabulary.js';
import { imageDecider } from '../domain/image.decider.js';
import { imageKeys } from '../images/image-uploads.js';
import { DEMO_ARTWORK_COUNT, demoArtworkId, demoArtworks, demoImageId } from './artworks.demo-data.js';
import type { DemoArtwork } from './artworks.demo-data.js';
import { renderDemoImage } from './demo-artwork-image.js';

const SEED_ACTOR = 'system:demo-seed';
const STAFF: Actor = { userId: SEED_ACTOR, roles: ['admin'] };
/** Works seeded side by side: image rendering runs on sharp's thread pool while another work's events are written. */
const CONCURRENCY = 4;
const DRAFTS = [DEMO_ARTWORK_COUNT + 1, DEMO_ARTWORK_COUNT + 2];

export async function seedArtworksDemo(app: INestApplication, runtime: Runtime): Promise<void> {
  const events = runtime.storage.events;
  const lastId = demoArtworkId(DRAFTS.at(-1)!);
  if ((await events.readStream(streamNameOf('artwork', lastId))).length > 0) return;
  const started = Date.now();
  const files = app.get<FileStorage>(FILE_STORAGE);
  const works = demoArtworks();
  const queue = [
    ...works.map((work) => () => seedWork(runtime, files, work, true)),
    ...DRAFTS.map((n) => () => seedDraft(runtime, files, n)),
  ];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await next();
    }),
  );
  runtime.log('info', 'demo artworks ready', { artworks: works.length + DRAFTS.length, ms: Date.now() - started });
}

/** Two drafts of the demo artist account, so artwork management shows works still being prepared. */
async function seedDraft(runtime: Runtime, files: FileStorage, n: number): Promise<void> {
  const base = demoArtworks()[n % DEMO_ARTWORK_COUNT]!;
  const first = n % 2 === 1;
  await seedWork(
    runtime,
    files,
    {
      ...base,
      n,
      id: demoArtworkId(n),
      imageId: demoImageId(n),
      artist: DEMO_ARTISTS[0]!,
      gallery: null,
      featured: false,
      availability: 'available',
      title: first ? 'Study for a Painting (draft)' : 'Untitled (work in progress)',
      titleAr: first ? 'دراسة للوحة (مسودة)' : 'بلا عنوان (قيد الإنجاز)',
    },
    false,
  );
}

async function seedWork(runtime: Runtime, files: FileStorage, work: DemoArtwork, publish: boolean): Promise<void> {
  const owner: Actor = work.gallery
    ? { userId: work.gallery.id, roles: ['gallery'] }
    : { userId: work.artist.id, roles: ['artist'] };
  const image = await seedImage(runtime, files, work.imageId, owner.userId);
  const at = new Date().toISOString();
  const base = { artworkId: work.id, at };
  const commands: ArtworkCommand[] = [
    {
      ...base,
      type: 'CreateArtwork',
      actor: owner,
      artistId: work.artist.id,
      galleryId: work.gallery?.id ?? null,
      artist: { name: work.artist.name, nameAr: work.artist.nameAr },
      gallery: work.gallery ? { name: work.gallery.name, nameAr: work.gallery.nameAr } : null,
      details: {
        title: work.title,
        titleAr: work.titleAr,
        description: `${work.title}: ${work.medium.toLowerCase()} by ${work.artist.name}, ${work.year}.`,
        descriptionAr: `${work.titleAr}: ${work.mediumAr} للفنان ${work.artist.nameAr}، ${work.year}.`,
        medium: work.medium,
        mediumAr: work.mediumAr,
        category: work.category,
        categoryAr: CATEGORIES[work.category] ?? '',
        style: work.style,
        year: work.year,
        dimensions: work.dimensions,
        tags: work.tags,
        provenance: work.gallery ? `Consigned by ${work.gallery.name}` : "From the artist's studio",
        condition: 'Excellent',
        frame: work.category === 'painting' ? 'Framed in oak' : 'Unframed',
        signed: true,
        edition: work.category === 'photography' || work.category === 'printmaking' ? 'Edition of 10' : 'Original',
        certificateOfAuthenticity: true,
        insurance: 'Insured in transit',
        shipping: 'Ships from the studio within 7 days',
        images: [image],
      },
      priceHalalas: work.priceHalalas,
      availability: work.availability,
    },
  ];
  if (publish) commands.push({ ...base, type: 'PublishArtwork', actor: owner });
  if (publish && work.featured) commands.push({ ...base, type: 'FeatureArtwork', actor: STAFF });
  await appendDecided(runtime, artworkDecider, work.id, commands);
}

async function seedImage(runtime: Runtime, files: FileStorage, imageId: string, uploadedBy: string): Promise<ImageRef> {
  const keys = imageKeys(imageId);
  const rendered = await renderDemoImage(imageId);
  await files.put(keys.display, rendered.display.data);
  await files.put(keys.thumbnail, rendered.thumbnail.data);
  const image: ImageRef = {
    id: imageId,
    url: `/media/${keys.display}`,
    thumbnailUrl: `/media/${keys.thumbnail}`,
    width: rendered.display.width,
    height: rendered.display.height,
  };
  await appendDecided(runtime, imageDecider, imageId, [
    { type: 'UploadImage', image, uploadedBy, bytes: rendered.display.data.length, at: new Date().toISOString() },
  ]);
  return image;
}

/**
 * Decides each command in turn on a new stream (state folded between them) and appends all the events at
 * once, expecting no stream. A stream that exists already (a seed cut short before) is left as it is.
 */
async function appendDecided<S, C, E extends DomainEvent>(
  runtime: Runtime,
  decider: Decider<S, C, E>,
  id: string,
  commands: C[],
): Promise<void> {
  const streamName = streamNameOf(decider.category, id);
  if (runtime.catalog.isChained(streamName)) throw new Error(`${streamName} is hash-chained: use the command runner`);
  let state = decider.initialState();
  const decided: E[] = [];
  for (const command of commands) {
    const events = decider.decide(command, state);
    state = events.reduce((s, e) => decider.evolve(s, e), state);
    decided.push(...events);
  }
  const context = commandContext(SEED_ACTOR, new Date());
  const encoded = await Promise.all(decided.map((event) => runtime.codec.encode(event, streamName, context)));
  try {
    await runtime.storage.events.append(streamName, encoded, { expectedRevision: 'no_stream' });
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  }
}

/**
 * Demo artists and galleries (profiles.demo-data.ts) as commands on their streams, so the demo is made of
 * events like everything else. Safe to run on every start: each command is a no-op once applied, and a
 * completed seeding is recognised by its last stream and skipped at once.
 */
import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Runtime } from '../../platform/runtime.js';
import { type Decider, type DomainEvent, streamName } from '../../platform/commands/decider.js';
import { artistDecider } from '../domain/artist.decider.js';
import { galleryDecider } from '../domain/gallery.decider.js';
import { DEMO_ARTISTS, DEMO_GALLERIES, type DemoGallery } from './profiles.demo-data.js';

const SEED_ACTOR = 'system:demo-seed';
const DAY = 86_400_000;

export function seedRunner(runtime: Runtime) {
  return async <S, C, E extends DomainEvent>(decider: Decider<S, C, E>, id: string, command: C) => {
    const correlationId = randomUUID();
    await runtime.commands.run(decider, id, command, {
      actorId: SEED_ACTOR,
      correlationId,
      causationId: correlationId,
      now: new Date(),
    });
  };
}

/** A date `days` from `from` (a date only for exhibitions; an evening time for events). */
const dayFrom = (from: Date, days: number) => new Date(from.getTime() + days * DAY).toISOString().slice(0, 10);
const eveningFrom = (from: Date, days: number, hour: number) =>
  `${dayFrom(from, days)}T${String(hour).padStart(2, '0')}:00:00.000Z`;

export async function seedProfilesDemo(_app: INestApplication, runtime: Runtime): Promise<void> {
  const last = DEMO_GALLERIES.at(-1)!;
  if ((await runtime.storage.events.readStream(streamName('gallery', last.id))).length > 0) return;
  const run = seedRunner(runtime);
  const now = new Date();
  const currentYear = now.getUTCFullYear();
  for (const artist of DEMO_ARTISTS) {
    const { id, userId, featured, ...fields } = artist;
    await run(artistDecider, id, { type: 'SaveArtistProfile', artistId: id, ownerId: userId, fields, currentYear });
    if (featured) await run(artistDecider, id, { type: 'FeatureArtist', artistId: id });
  }
  for (const gallery of DEMO_GALLERIES) await seedGallery(run, gallery, now);
}

async function seedGallery(run: ReturnType<typeof seedRunner>, gallery: DemoGallery, now: Date) {
  const {
    id: galleryId,
    userId: ownerId,
    featured,
    representedArtistIds,
    exhibitions,
    events,
    country: _c,
    ...fields
  } = gallery;
  await run(galleryDecider, galleryId, {
    type: 'SaveGalleryProfile',
    galleryId,
    ownerId,
    fields,
    currentYear: now.getUTCFullYear(),
  });
  for (const artistId of representedArtistIds) {
    await run(galleryDecider, galleryId, { type: 'RepresentArtist', galleryId, artistId, requestId: null });
  }
  for (const { id: exhibitionId, startInDays, endInDays, ...x } of exhibitions) {
    await run(galleryDecider, galleryId, {
      type: 'AddExhibition',
      galleryId,
      ownerId,
      exhibitionId,
      exhibition: { ...x, startDate: dayFrom(now, startInDays), endDate: dayFrom(now, endInDays) },
    });
  }
  for (const { id: eventId, startInDays, endInDays, cancelled, ...x } of events) {
    await run(galleryDecider, galleryId, {
      type: 'AddGalleryEvent',
      galleryId,
      ownerId,
      eventId,
      event: {
        ...x,
        description: '',
        descriptionAr: '',
        status: cancelled ? 'cancelled' : 'upcoming',
        startDate: eveningFrom(now, startInDays, 16),
        endDate: eveningFrom(now, endInDays, 19),
      },
    });
  }
  if (featured) await run(galleryDecider, galleryId, { type: 'FeatureGallery', galleryId });
}

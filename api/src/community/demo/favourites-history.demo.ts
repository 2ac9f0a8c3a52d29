/**
 * A past year of favourites on the demo gallery's works (marketplace scope; see demo/seed-demo.ts, after the
 * community demo): five demo members favourite works now and then, through the favourites decider with each
 * command back-dated by its `now` (as the analytics demo back-dates its view counts), so the gallery's favourites
 * in `/analytics` spread over the months and every period holds some. The collector's favourites stay the
 * community demo's. Seeded once: none of these members favourites anything elsewhere in the demo, so a
 * favourites stream of theirs means it ran.
 */
import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { Runtime } from '../../platform/runtime.js';
import { DEV_ISSUER_KEY, userIdFor } from '../../identity/index.js';
import { subjectFor } from '../../platform/auth/dev-idp/demo-accounts.js';
import { streamName } from '../../platform/commands/decider.js';
import { DEMO_GALLERY_ACCOUNT_ID } from '../../profiles/index.js';
import { ReadYourWrites } from '../../platform/commands/command-context.js';
import { favoritesDecider } from '../domain/favorites.decider.js';
import { favoritesProjection } from '../projections/reactions.projections.js';

const DAY = 86_400_000;
const PEOPLE = ['artist', 'organiser', 'moderator', 'admin', 'auditor'].map((name) =>
  userIdFor(DEV_ISSUER_KEY, subjectFor(`${name}@example.sa`)),
);
/** Favourites a person gives over the year, a month or so apart (the first within the last days). */
const PER_PERSON = 12;

export async function seedFavouritesHistoryDemo(app: INestApplication, runtime: Runtime): Promise<void> {
  const events = runtime.storage.events;
  for (const userId of PEOPLE)
    if ((await events.readStream(streamName(favoritesDecider.category, userId), { maxCount: 1 })).length > 0) return;
  const works = await runtime.storage.reads
    .collection<{ id: string; galleryId: string | null; artistId: string }>('artworks')
    .find({
      filter: { status: 'published', galleryId: DEMO_GALLERY_ACCOUNT_ID },
      sort: [{ field: 'id', direction: 'asc' }],
      limit: 500,
    });
  if (works.length === 0) return;
  const writes = app.get(ReadYourWrites);
  const started = Date.now();
  let given = 0;
  for (const [p, userId] of PEOPLE.entries()) {
    for (let i = PER_PERSON - 1; i >= 0; i--) {
      const work = works[(p * 5 + i * 3) % works.length]!;
      if (work.artistId === userId) continue;
      const daysAgo = ((i * 31 + p * 7) % 360) + 1;
      const command = { type: 'AddFavorite' as const, userId, artworkId: work.id, favoriteId: randomUUID() };
      const now = new Date(started - daysAgo * DAY + ((p * 3 + i) % 10) * 3_600_000);
      const written = await writes.runAs(favoritesDecider, userId, command, userId, favoritesProjection.name, { now });
      const added = written.events;
      given += added.length;
    }
  }
  runtime.log('info', 'favourites history demo seeded', { favourites: given, ms: Date.now() - started });
}

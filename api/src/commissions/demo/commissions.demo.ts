/**
 * Demo commissions (after the accounts and profiles): requests by the demo collector across every status (open
 * with bids, in progress with milestones, completed, cancelled, closed by the deadline), bid on by the demo artist
 * and by the demo gallery for an artist it represents, with messages in the artist's thread. The commands go
 * straight to the deciders (the people and ids are known here, nothing needs looking up), and the seeder waits for
 * the read models once at the end, so it adds little to the start. Ids derive from fixed names and a request
 * already seeded is skipped, so a second run appends nothing.
 */
import type { INestApplication } from '@nestjs/common';
import type { Runtime } from '../../platform/runtime.js';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { commandContext } from '../../platform/commands/command-context.js';
import { streamName } from '../../platform/commands/decider.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import type { Position } from '../../platform/event-store/event-store.port.js';
import { subjectFor } from '../../platform/auth/dev-idp/demo-accounts.js';
import { DEV_ISSUER_KEY, userIdFor } from '../../identity/index.js';
import { CATEGORIES } from '../../artworks/index.js';
import { DEMO_ARTIST_ACCOUNT_ID, DEMO_GALLERIES, DEMO_GALLERY_ACCOUNT_ID } from '../../profiles/index.js';
import { commissionDecider, type CommissionCommand } from '../domain/commission.decider.js';
import { threadDecider } from '../domain/commission-thread.decider.js';
import type { BidTerms } from '../domain/commission.events.js';
import { commissionsProjection } from '../projections/commissions.projection.js';
import { commissionMessagesProjection } from '../projections/commission-messages.projection.js';
import { DEMO_COMMISSIONS, type DemoCommission } from './commissions.demo-data.js';
import { CommissionCommands } from '../application/commission-commands.js';
import { CommissionQueries } from '../application/commission-queries.js';
import { nameBasedId } from '../../platform/ids/name-based-id.js';

const userOf = (email: string) => userIdFor(DEV_ISSUER_KEY, subjectFor(email));

export function demoId(name: string): string {
  return nameBasedId(`gulf-art-commissions-demo:${name}`, 'sha1');
}

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Cast {
  collector: string;
  artist: string;
  gallery: string;
  galleryArtist: string | null;
}

export async function seedCommissionsDemo(app: INestApplication, _runtime: Runtime): Promise<void> {
  const runner = app.get(CommandRunner);
  const represented = DEMO_GALLERIES.find((g) => g.id === DEMO_GALLERY_ACCOUNT_ID)?.representedArtistIds ?? [];
  const cast: Cast = {
    collector: userOf('collector@example.sa'),
    artist: userOf('artist@example.sa'),
    gallery: userOf('gallery@example.sa'),
    galleryArtist: represented.find((id) => id !== DEMO_ARTIST_ACCOUNT_ID) ?? null,
  };
  let last: { commissions?: Position; messages?: Position } = {};
  for (const demo of DEMO_COMMISSIONS) {
    const id = demoId(demo.key);
    const { revision } = await runner.load(commissionDecider, streamName(commissionDecider.category, id));
    if (revision >= 0) continue;
    last = { ...last, ...(await seedOne(runner, demo, id, cast)) };
  }
  const projections = app.get(ProjectionEngine);
  if (last.commissions) await projections.waitForPosition(commissionsProjection.name, last.commissions);
  if (last.messages) await projections.waitForPosition(commissionMessagesProjection.name, last.messages);
  await offerOneDeliveredWork(app, cast);
}

/**
 * The first completed request's work becomes the demo artist's artwork and is offered to the collector at the
 * accepted bid (through the same commands as the artist's buttons), so the collector's page shows "Pay for your
 * commission" and the work waits reserved for them. Once offered, a later start leaves it as it is.
 */
async function offerOneDeliveredWork(app: INestApplication, cast: Cast) {
  const delivered = DEMO_COMMISSIONS.find((d) => d.status === 'completed');
  if (!delivered) return;
  const id = demoId(delivered.key);
  if ((await app.get(CommissionQueries).doc(id)).sale) return;
  const artist = { userId: cast.artist, roles: ['artist'], status: 'active' as const, setupComplete: true };
  const commands = app.get(CommissionCommands);
  await commands.toArtwork(artist, id, undefined);
  await commands.offerForSale(artist, id);
}

async function seedOne(runner: CommandRunner, demo: DemoCommission, id: string, cast: Cast) {
  // A request that closes by its deadline is posted "in the past", so its deadline has passed today.
  const postedMs = demo.status === 'closed' ? Date.now() - 40 * DAY : Date.now();
  const now = new Date(postedMs).toISOString();
  let position: Position | undefined;
  const run = async (command: CommissionCommand, actorId: string | null) => {
    const result = await runner.run(commissionDecider, id, command, commandContext(actorId));
    position = result.events.at(-1)?.position ?? position;
  };
  await run(
    {
      type: 'PostCommission',
      commissionId: id,
      collectorId: cast.collector,
      collectorLang: demo.lang,
      details: {
        ...demo.details,
        deadline: dayOf(postedMs + (demo.status === 'closed' ? 20 : demo.deadlineInDays) * DAY),
        referenceImages: [],
        visibility: 'public',
        invitedArtistIds: [],
      },
      categories: Object.keys(CATEGORIES),
      today: dayOf(postedMs),
      now,
    },
    cast.collector,
  );
  const terms = (amount: number, proposal: string): BidTerms => ({ amount, timelineDays: 21, proposal, sketches: [] });
  const artistBid = demoId(`${demo.key}:artist`);
  await run(
    {
      type: 'PlaceBid',
      bidId: artistBid,
      artistId: DEMO_ARTIST_ACCOUNT_ID,
      bidderId: cast.artist,
      bidderLang: 'en',
      terms: terms(demo.bids[0], demo.proposals[0]),
      now,
    },
    cast.artist,
  );
  if (cast.galleryArtist)
    await run(
      {
        type: 'PlaceBid',
        bidId: demoId(`${demo.key}:gallery`),
        artistId: cast.galleryArtist,
        bidderId: cast.gallery,
        bidderLang: 'ar',
        terms: terms(demo.bids[1], demo.proposals[1]),
        now,
      },
      cast.gallery,
    );
  let messages: Position | undefined;
  for (const [n, [who, body]] of demo.messages.entries()) {
    const authorId = who === 'collector' ? cast.collector : cast.artist;
    const result = await runner.run(
      threadDecider,
      artistBid,
      {
        type: 'PostMessage',
        commissionId: id,
        bidId: artistBid,
        messageId: demoId(`${demo.key}:m${n}`),
        authorId,
        body,
        attachments: [],
        threadOpen: true,
        now,
      },
      commandContext(authorId),
    );
    messages = result.events.at(-1)?.position ?? messages;
  }
  const today = dayOf(Date.now());
  const stamp = new Date().toISOString();
  if (demo.status === 'closed') await run({ type: 'CloseExpired', today, now: stamp }, null);
  if (demo.status === 'cancelled')
    await run({ type: 'CancelCommission', actorId: cast.collector, reason: 'Plans changed' }, cast.collector);
  if (demo.status === 'in_progress' || demo.status === 'completed') {
    await run({ type: 'AcceptBid', bidId: artistBid, actorId: cast.collector, today, now: stamp }, cast.collector);
    for (const milestone of demo.milestones) {
      await run(
        { type: 'SubmitMilestone', actorId: cast.artist, milestone, note: 'Ready for your review' },
        cast.artist,
      );
      await run({ type: 'ApproveMilestone', actorId: cast.collector, milestone, now: stamp }, cast.collector);
    }
  }
  return { commissions: position, messages };
}

/**
 * Demo commissions (after the accounts and profiles): twelve requests by the demo collector across every status
 * (open with bids, in progress with milestones, completed, cancelled, closed by the deadline), bid on by the demo
 * artist and by the demo gallery for an artist it represents, with messages in their threads. Ids derive from
 * fixed names and a request already seeded is skipped, so a second run appends nothing.
 */
import { createHash } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { Runtime } from '../../platform/runtime.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { DEMO_ACCOUNTS, subjectFor } from '../../platform/auth/dev-idp/demo-accounts.js';
import { DEV_ISSUER_KEY, userIdFor } from '../../identity/index.js';
import { DEMO_GALLERIES, DEMO_GALLERY_ACCOUNT_ID } from '../../profiles/index.js';
import { CommissionCommands, type DetailsForm } from '../application/commission-commands.js';
import { CommissionQueries } from '../application/commission-queries.js';
import { DEMO_COMMISSIONS, type DemoCommission } from './commissions.demo-data.js';

const account = (email: string): AccountAccess => ({
  userId: userIdFor(DEV_ISSUER_KEY, subjectFor(email)),
  roles: DEMO_ACCOUNTS.find((a) => a.email === email)?.roles ?? [],
  status: 'active',
  setupComplete: true,
});

export function demoId(name: string): string {
  const h = createHash('sha1').update(`gulf-art-commissions-demo:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const DAY = 86_400_000;
const dateIn = (days: number, from = Date.now()) => new Date(from + days * DAY).toISOString().slice(0, 10);

export async function seedCommissionsDemo(app: INestApplication, _runtime: Runtime): Promise<void> {
  const commands = app.get(CommissionCommands);
  const queries = app.get(CommissionQueries);
  const collector = account('collector@example.sa');
  const artist = account('artist@example.sa');
  const gallery = account('gallery@example.sa');
  const represented = DEMO_GALLERIES.find((g) => g.id === DEMO_GALLERY_ACCOUNT_ID)?.representedArtistIds ?? [];
  const galleryArtist = represented.find((id) => id !== artist.userId) ?? null;
  for (const demo of DEMO_COMMISSIONS) {
    const id = demoId(demo.key);
    if (await queries.commissions.get(id)) continue;
    await seedOne(commands, demo, id, { collector, artist, gallery, galleryArtist });
  }
}

interface Cast {
  collector: AccountAccess;
  artist: AccountAccess;
  gallery: AccountAccess;
  galleryArtist: string | null;
}

async function seedOne(commands: CommissionCommands, demo: DemoCommission, id: string, cast: Cast) {
  // A request that closes by its deadline is posted "in the past", so its deadline has passed today.
  const postedAt = demo.status === 'closed' ? new Date(Date.now() - 40 * DAY) : new Date();
  const form: DetailsForm = {
    ...demo.details,
    deadline: dateIn(demo.status === 'closed' ? 20 : demo.deadlineInDays, postedAt.getTime()),
    referenceImageIds: [],
    visibility: 'public',
    invitedArtistIds: [],
  };
  await commands.post(cast.collector, form, demo.lang, id, postedAt);
  const artistBid = demoId(`${demo.key}:artist`);
  const galleryBid = demoId(`${demo.key}:gallery`);
  const terms = (amount: number, proposal: string) => ({ amount, timelineDays: 21, proposal, sketchImageIds: [] });
  await commands.bid(cast.artist, id, terms(demo.bids[0], demo.proposals[0]), 'en', postedAt, artistBid);
  if (cast.galleryArtist)
    await commands.bid(
      cast.gallery,
      id,
      { ...terms(demo.bids[1], demo.proposals[1]), artistId: cast.galleryArtist },
      'ar',
      postedAt,
      galleryBid,
    );
  for (const [n, [who, body]] of demo.messages.entries()) {
    const author = who === 'collector' ? cast.collector : cast.artist;
    await commands.postMessage(author, id, artistBid, body, [], demoId(`${demo.key}:m${n}`), postedAt);
  }
  switch (demo.status) {
    case 'open':
      return;
    case 'closed':
      await commands.closeExpired();
      return;
    case 'cancelled':
      await commands.cancel(cast.collector, id, 'Plans changed');
      return;
  }
  await commands.accept(cast.collector, id, artistBid);
  for (const milestone of demo.milestones) {
    await commands.milestone(cast.artist, id, milestone, 'submit', 'Ready for your review');
    await commands.milestone(cast.collector, id, milestone, 'approve');
  }
}

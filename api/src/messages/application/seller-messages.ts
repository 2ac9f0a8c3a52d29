/**
 * Messages from artists and galleries to their followers: whom a seller may write to (their profiles' followers who
 * leave `allowArtistMessages` on), the write (the recipient's follow and setting read here, judged by the decider),
 * and the public name and link of the profile a message was written as, for the recipient's page and mail.
 */
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { READ_STORE } from '../../platform/tokens.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { UserQueries } from '../../identity/index.js';
import { followedOf, messageableFollowers, type FollowedProfile } from '../../community/index.js';
import { ARTISTS, GALLERIES, type ArtistDoc, type GalleryDoc } from '../../profiles/index.js';
import { staffMessagesDecider } from '../domain/staff-messages.decider.js';
import type { SellerProfileRef, StaffMessageTexts } from '../domain/staff-message.events.js';
import { staffMessagesProjection } from '../projections/staff-messages.projection.js';

/** The public profile a seller's message names: its type, id and names, for a link to its page. */
export interface SellerSender {
  type: 'artist' | 'gallery';
  id: string;
  name: string | null;
  nameAr: string | null;
}

const PROFILE_COLLECTIONS = { artist: ARTISTS, gallery: GALLERIES } as const;

/** The artist and gallery profiles this account owns (a seller writes as one of them). */
async function ownProfiles(reads: ReadStore, userId: string): Promise<FollowedProfile[]> {
  const [artists, galleries] = await Promise.all([
    reads.collection<ArtistDoc>(ARTISTS).find({ filter: { userId }, limit: 20 }),
    reads.collection<GalleryDoc>(GALLERIES).find({ filter: { userId }, limit: 20 }),
  ]);
  return [
    ...artists.map((a) => ({ targetType: 'artist' as const, targetId: a.id })),
    ...galleries.map((g) => ({ targetType: 'gallery' as const, targetId: g.id })),
  ];
}

/** The profile each seller's message was written as, by message (staff messages have none). */
export async function sendersOf(
  reads: ReadStore,
  docs: ReadonlyArray<{ id: string; sellerType?: 'artist' | 'gallery' | null; sellerId?: string | null }>,
): Promise<Map<string, SellerSender>> {
  const senders = new Map<string, SellerSender>();
  for (const type of ['artist', 'gallery'] as const) {
    const mine = docs.filter((d) => d.sellerType === type && d.sellerId);
    if (mine.length === 0) continue;
    const profiles = await reads
      .collection<ArtistDoc | GalleryDoc>(PROFILE_COLLECTIONS[type])
      .getMany([...new Set(mine.map((d) => d.sellerId!))]);
    const byId = new Map(profiles.map((p) => [p.id, p]));
    for (const doc of mine) {
      const profile = byId.get(doc.sellerId!);
      const name = (profile as { name?: string | null } | undefined)?.name ?? null;
      const nameAr = (profile as { nameAr?: string | null } | undefined)?.nameAr ?? null;
      senders.set(doc.id, { type, id: doc.sellerId!, name, nameAr });
    }
  }
  return senders;
}

@Injectable()
export class SellerMessages {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly users: UserQueries,
    @Inject(READ_STORE) private readonly reads: ReadStore,
  ) {}

  /** The seller's followers who allow messages, by name, with the profile each follows. */
  async reachable(sellerUserId: string) {
    const followers = await messageableFollowers(this.reads, await ownProfiles(this.reads, sellerUserId));
    return followers.map(({ id, name, targetType, targetId }) => ({
      id,
      name,
      follows: { type: targetType, id: targetId },
    }));
  }

  /** Writes to one person as the first of the seller's profiles they follow; the decider refuses an unreachable one. */
  async send(sellerUserId: string, userId: string, texts: StaffMessageTexts): Promise<string> {
    const recipient = await this.users.find(userId);
    if (!recipient || recipient.status === 'forgotten' || userId === sellerUserId) throw notFound('Person', 'الشخص');
    const profiles = await ownProfiles(this.reads, sellerUserId);
    const followed = await followedOf(this.reads, userId, profiles);
    const first = followed ?? profiles[0];
    if (!first) throw notFound('Your artist or gallery profile', 'ملفك التعريفي كفنان أو صالة عرض');
    const seller: SellerProfileRef = { sellerType: first.targetType, sellerId: first.targetId };
    const reach = {
      follows: followed !== null,
      allowsMessages: (await this.users.privacy(userId)).allowArtistMessages,
    };
    const messageId = randomUUID();
    const command = { type: 'SendSellerMessage' as const, messageId, userId, seller, reach, texts };
    await this.writes.run(
      staffMessagesDecider,
      userId,
      command,
      commandContext(sellerUserId),
      staffMessagesProjection.name,
    );
    return messageId;
  }
}

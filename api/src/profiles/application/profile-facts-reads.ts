/** Reads of the profile facts read models that other contexts share (through the profiles context's index.ts). */
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import {
  PROFILE_PICTURES,
  PROFILE_VIEW_DAYS,
  type ProfilePictureDoc,
  type ProfileViewDayDoc,
} from '../projections/profile-facts.projection.js';

/** Views of every public page the account owns: its artist page, its gallery page and the artists it manages. */
export async function profileViewsOf(reads: ReadStore, ownerId: string): Promise<number> {
  const days = await reads
    .collection<ProfileViewDayDoc>(PROFILE_VIEW_DAYS)
    .find({ filter: { ownerId }, limit: 100_000 });
  return days.reduce((sum, d) => sum + d.views, 0);
}

/** The account's picture, or nulls. */
export async function profilePictureOf(reads: ReadStore, userId: string) {
  const doc = await reads.collection<ProfilePictureDoc>(PROFILE_PICTURES).get(userId);
  return { profileImageUrl: doc?.imageUrl ?? null, thumbnailUrl: doc?.thumbnailUrl ?? null };
}

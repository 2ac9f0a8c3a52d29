/** Reads of the profile facts read models that other contexts share (through the profiles context's index.ts). */
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { PROFILE_PICTURES, PROFILE_VIEW_TOTALS } from '../projections/profile-facts.projection.js';
import type { ProfilePictureDoc, ProfileViewTotalDoc } from '../projections/profile-facts.projection.js';

/** Views of every public page the account owns: its artist page, its gallery page and the artists it manages. */
export async function profileViewsOf(reads: ReadStore, ownerId: string): Promise<number> {
  return (await reads.collection<ProfileViewTotalDoc>(PROFILE_VIEW_TOTALS).get(ownerId))?.views ?? 0;
}

/** The account's picture, or nulls. */
export async function profilePictureOf(reads: ReadStore, userId: string) {
  const doc = await reads.collection<ProfilePictureDoc>(PROFILE_PICTURES).get(userId);
  return { profileImageUrl: doc?.imageUrl ?? null, thumbnailUrl: doc?.thumbnailUrl ?? null };
}

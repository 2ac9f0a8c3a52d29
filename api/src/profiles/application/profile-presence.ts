/**
 * Every account's picture and the views of public artist and gallery pages. The picture is an upload of the
 * image pipeline (`POST /api/images` checked the bytes, re-encoded it and made the thumbnail). A view is counted
 * once per viewer, page and day, never the owner's own: the viewer is reduced to a hash salted with a random
 * salt of the day, and salts older than yesterday are deleted, so the log cannot be traced back to viewers.
 */
import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { READ_STORE } from '../../platform/tokens.js';
import type { Doc, ReadStore } from '../../platform/read-store/read-store.port.js';
import { profilePictureDecider } from '../domain/profile-picture.decider.js';
import { profileViewsDecider, profileViewsStreamId, type ViewedProfileKind } from '../domain/profile-views.decider.js';
import { profilePictureOf, profileViewsOf } from './profile-facts-reads.js';
import { ProfileStreams } from './profile-streams.js';
import { parseImageReference, withUploadedImages } from './uploaded-images.js';
import { ProfileQueries, artistNotFound, galleryNotFound } from './profile-queries.js';
import { UserQueries } from '../../identity/index.js';

/** Not a read model: the day's salts, a secret kept only as long as the day's de-duplication needs it. */
const VIEW_SALTS = 'profileViewSalts';
type SaltDoc = Doc & { salt: string };

/** Who is looking: the signed-in account, or for a visitor what the request shows (address and browser). */
export interface Viewer {
  userId: string | null;
  fingerprint: string;
}

export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

@Injectable()
export class ProfilePresence {
  private saltsReady: Promise<void> | null = null;

  constructor(
    private readonly streams: ProfileStreams,
    private readonly queries: ProfileQueries,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly users: UserQueries,
  ) {}

  picture(userId: string) {
    return profilePictureOf(this.reads, userId);
  }

  async setPicture(userId: string, image: string) {
    const { image: imageUrl } = await withUploadedImages({ image }, ['image'], this.queries.uploadedImages);
    const reference = parseImageReference(imageUrl)!;
    const [upload] = await this.queries.uploadedImages([reference.id]);
    await this.streams.run(
      profilePictureDecider,
      userId,
      { type: 'SetProfilePicture', userId, imageUrl: upload!.url, thumbnailUrl: upload!.thumbnailUrl },
      userId,
    );
    return this.picture(userId);
  }

  async removePicture(userId: string) {
    await this.streams.run(profilePictureDecider, userId, { type: 'RemoveProfilePicture', userId }, userId);
    return this.picture(userId);
  }

  /**
   * Records a view of a public page; it counts unless it is the owner's, seen today, or by a signed-in person who
   * turned view counting off in their privacy settings (then nothing about the visit is recorded).
   */
  async recordView(kind: ViewedProfileKind, profileId: string, viewer: Viewer, at = new Date()) {
    const ownerId = await this.ownerOf(kind, profileId);
    if (viewer.userId && !(await this.users.privacy(viewer.userId)).countMyViews) return;
    const day = dayOf(at);
    const salt = await this.saltOf(day);
    const viewerHash = createHash('sha256')
      .update(`${salt}:${viewer.userId ? `user:${viewer.userId}` : `visitor:${viewer.fingerprint}`}`)
      .digest('hex');
    const ownView = viewer.userId !== null && (viewer.userId === ownerId || viewer.userId === profileId);
    await this.streams.run(
      profileViewsDecider,
      profileViewsStreamId(kind, profileId, day),
      { type: 'RecordProfileView', kind, profileId, ownerId, day, viewerHash, ownView },
      null,
    );
  }

  viewsOf(ownerId: string): Promise<number> {
    return profileViewsOf(this.reads, ownerId);
  }

  private async ownerOf(kind: ViewedProfileKind, profileId: string): Promise<string | null> {
    if (kind === 'artist') {
      const artist = await this.queries.artists.get(profileId);
      if (!artist) throw artistNotFound();
      return artist.userId ?? artist.managedBy;
    }
    const gallery = await this.queries.galleries.get(profileId);
    if (!gallery) throw galleryNotFound();
    return gallery.userId;
  }

  private async saltOf(day: string): Promise<string> {
    this.saltsReady ??= this.reads.ensureCollection(VIEW_SALTS);
    await this.saltsReady;
    const salts = this.reads.collection<SaltDoc>(VIEW_SALTS);
    const existing = await salts.get(day);
    if (existing) return existing.salt;
    // Two servers may race to make the day's salt: insert keeps the first, and both read it back.
    if (await salts.insert({ id: day, salt: randomBytes(32).toString('hex') })) await this.forgetOldSalts(day);
    return (await salts.get(day))!.salt;
  }

  private async forgetOldSalts(today: string) {
    const salts = this.reads.collection<SaltDoc>(VIEW_SALTS);
    const yesterday = dayOf(new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000));
    for (const old of await salts.find({ limit: 100 })) if (old.id < yesterday) await salts.delete(old.id);
  }
}

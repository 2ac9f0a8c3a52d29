/** Commands on gallery profiles: the owner saves the profile and manages exhibitions and events; staff feature. */
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { galleryDecider } from '../domain/gallery.decider.js';
import type { ExhibitionFields, GalleryEventFields, GalleryFieldsInput } from '../domain/gallery.decider.js';
import { exhibitionStatus, galleryEventStatus } from '../domain/schedule.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { ProfileStreams } from './profile-streams.js';
import { withUploadedImages } from './uploaded-images.js';
import { ProfileQueries, galleryNotFound } from './profile-queries.js';

/**
 * A gallery's events are listed on /events too, by the workshops context's `artEvents` read model: the gallery
 * that adds or edits one and opens /events next must find it there (named by string, since that context
 * already depends on this one's event types).
 */
const SHOWN_ON_EVENTS = ['artEvents'];

@Injectable()
export class GalleryProfiles {
  constructor(
    private readonly streams: ProfileStreams,
    private readonly queries: ProfileQueries,
  ) {}

  async saveOwn(userId: string, input: GalleryFieldsInput, now = new Date()) {
    const fields = await withUploadedImages(input, ['coverImage', 'logo'], this.queries.uploadedImages);
    await this.streams.run(
      galleryDecider,
      userId,
      { type: 'SaveGalleryProfile', galleryId: userId, ownerId: userId, fields, currentYear: now.getUTCFullYear() },
      userId,
    );
    return this.queries.gallery(userId, now);
  }

  async own(userId: string) {
    return this.queries.gallery(userId, new Date());
  }

  async addExhibition(userId: string, exhibition: ExhibitionFields) {
    const exhibitionId = randomUUID();
    await this.streams.run(
      galleryDecider,
      userId,
      { type: 'AddExhibition', galleryId: userId, ownerId: userId, exhibitionId, exhibition },
      userId,
    );
    return this.exhibition(userId, exhibitionId);
  }

  async editExhibition(userId: string, exhibitionId: string, changes: Partial<ExhibitionFields>) {
    await this.streams.run(
      galleryDecider,
      userId,
      { type: 'EditExhibition', galleryId: userId, ownerId: userId, exhibitionId, changes },
      userId,
    );
    return this.exhibition(userId, exhibitionId);
  }

  async removeExhibition(userId: string, exhibitionId: string) {
    await this.streams.run(
      galleryDecider,
      userId,
      { type: 'RemoveExhibition', galleryId: userId, ownerId: userId, exhibitionId },
      userId,
    );
  }

  async addEvent(userId: string, event: GalleryEventFields) {
    const eventId = randomUUID();
    await this.streams.run(
      galleryDecider,
      userId,
      { type: 'AddGalleryEvent', galleryId: userId, ownerId: userId, eventId, event },
      userId,
      SHOWN_ON_EVENTS,
    );
    return this.event(userId, eventId);
  }

  async editEvent(userId: string, eventId: string, changes: Partial<GalleryEventFields>) {
    await this.streams.run(
      galleryDecider,
      userId,
      { type: 'EditGalleryEvent', galleryId: userId, ownerId: userId, eventId, changes },
      userId,
      SHOWN_ON_EVENTS,
    );
    return this.event(userId, eventId);
  }

  async represent(galleryId: string, artistId: string, requestId: string | null, actorId: string) {
    await this.streams.run(
      galleryDecider,
      galleryId,
      { type: 'RepresentArtist', galleryId, artistId, requestId },
      actorId,
    );
  }

  async setFeatured(galleryId: string, featured: boolean, actorId: string) {
    if (!(await this.queries.galleries.get(galleryId))) throw galleryNotFound();
    await this.streams.run(
      galleryDecider,
      galleryId,
      { type: featured ? 'FeatureGallery' : 'UnfeatureGallery', galleryId },
      actorId,
    );
    return this.queries.gallery(galleryId, new Date());
  }

  private async exhibition(galleryId: string, exhibitionId: string) {
    const doc = await this.queries.galleries.get(galleryId);
    const x = doc?.exhibitions.find((e) => e.id === exhibitionId);
    if (!x) throw notFound('Exhibition', 'المعرض الفني');
    return { ...x, status: exhibitionStatus(x, new Date()) };
  }

  private async event(galleryId: string, eventId: string) {
    const doc = await this.queries.galleries.get(galleryId);
    const x = doc?.events.find((e) => e.id === eventId);
    if (!x) throw notFound('Event', 'الفعالية');
    return { ...x, status: galleryEventStatus(x, new Date()) };
  }
}

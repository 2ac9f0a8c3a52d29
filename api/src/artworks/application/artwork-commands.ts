/**
 * The artworks context's commands: an owner creates and edits a work, and every later command (publish, withdraw,
 * availability, price, feature, unfeature, moderation withdraw) runs on the work's stream and answers the document.
 * Which images, artist and gallery a work names are looked up here, then handed to the pure decider.
 */
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { fieldProblem, forbidden, validationError } from '../../platform/errors/domain-errors.js';
import type { Actor } from '../domain/artwork.commands.js';
import type { ArtworkDetails, DisplayName, ImageRef } from '../domain/artwork.events.js';
import { type Availability, CATEGORIES } from '../domain/artwork.vocabulary.js';
import { pickRef } from '../domain/image.decider.js';
import type { ArtworkDoc } from '../projections/artwork-document.js';
import { ArtworkQueries } from './artwork-queries.js';
import { ArtworkStream, type UntimedArtworkCommand } from './artwork-stream.js';

export type ArtworkInput = Partial<Omit<ArtworkDetails, 'images'>> & { images?: string[] };

/** A new work as its owner describes it; prices in SAR. */
export type NewArtworkInput = ArtworkInput & { artistId?: string; price?: number | null; availability?: Availability };

/** A change to a work: its fields, and a price or availability, which run their own commands. */
export type ArtworkEdit = ArtworkInput & { price?: number | null; availability?: Availability };

const toHalalas = (sar: number | null | undefined): number | null =>
  sar === null || sar === undefined ? null : Math.round(sar * 100);

@Injectable()
export class ArtworkCommands {
  constructor(
    private readonly stream: ArtworkStream,
    private readonly queries: ArtworkQueries,
  ) {}

  /**
   * An artist or a gallery adds a work (a draft). The server names it, resolves the image ids to the files
   * the caller uploaded, and copies the artist's and gallery's current names into the event.
   * `artworkId`: given when asking again must not make a second work (a commission's work, named after the
   * request); otherwise a new id.
   */
  async create(actor: Actor, input: NewArtworkInput, artworkId: string = randomUUID()): Promise<ArtworkDoc> {
    const asGallery =
      actor.roles.includes('gallery') &&
      !(actor.roles.includes('artist') && (input.artistId ?? actor.userId) === actor.userId);
    const artistId = input.artistId ?? (asGallery ? null : actor.userId);
    if (!artistId) {
      throw validationError([
        fieldProblem('artistId', 'required', 'Choose the artist of this work.', 'اختر فنان هذا العمل.'),
      ]);
    }
    const galleryId = asGallery ? actor.userId : null;
    if (!asGallery && artistId !== actor.userId) throw notYourArtist();
    if (artistId !== actor.userId && !(await isKnownArtist(this.queries, artistId))) {
      throw validationError([
        fieldProblem('artistId', 'unknown_artist', 'No artist has this id.', 'لا يوجد فنان بهذا المعرّف.'),
      ]);
    }
    if (galleryId) await requireRepresentation(this.queries, galleryId, artistId);
    const category = input.category ?? '';
    const details: ArtworkDetails = {
      title: input.title ?? '',
      titleAr: input.titleAr ?? '',
      description: input.description ?? '',
      descriptionAr: input.descriptionAr ?? '',
      medium: input.medium ?? '',
      mediumAr: input.mediumAr ?? '',
      category,
      categoryAr: input.categoryAr || (CATEGORIES[category] ?? ''),
      style: input.style ?? '',
      year: input.year ?? null,
      dimensions: input.dimensions ?? '',
      tags: input.tags ?? [],
      provenance: input.provenance ?? '',
      condition: input.condition ?? '',
      frame: input.frame ?? '',
      signed: input.signed ?? false,
      edition: input.edition ?? '',
      certificateOfAuthenticity: input.certificateOfAuthenticity ?? false,
      insurance: input.insurance ?? '',
      shipping: input.shipping ?? '',
      images: await resolveImages(this.queries, actor, input.images ?? []),
    };
    await this.stream.run({
      type: 'CreateArtwork',
      artworkId,
      actor,
      artistId,
      galleryId,
      artist: await displayName(this.queries, 'artists', artistId),
      gallery: galleryId ? await displayName(this.queries, 'galleries', galleryId) : null,
      details,
      priceHalalas: toHalalas(input.price),
      availability: input.availability ?? 'available',
    });
    return this.queries.get(artworkId);
  }

  /**
   * Every artwork command after creation (edit, publish, withdraw, availability, price, feature, unfeature,
   * moderation withdraw) is the same use case for the application: run it on the stream, answer the document.
   * The rules live in the decider.
   */
  async run(command: UntimedArtworkCommand): Promise<ArtworkDoc> {
    if (command.type === 'PublishArtwork') {
      // A gallery publishes only while it still represents the work's artist.
      const doc = await this.queries.artworks.get(command.artworkId);
      if (doc?.galleryId && doc.galleryId === command.actor.userId)
        await requireRepresentation(this.queries, doc.galleryId, doc.artistId);
    }
    await this.stream.run(command);
    return this.queries.get(command.artworkId);
  }

  /** An owner's edit; one that also carries a price or availability runs those commands too. */
  async edit(artworkId: string, actor: Actor, input: ArtworkEdit): Promise<ArtworkDoc> {
    const { price, availability, images, ...fields } = input;
    // DTO instances carry every declared property, the ones left out as undefined: keep only those sent.
    const changes: Record<string, unknown> = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    );
    if (images !== undefined) changes.images = await resolveImages(this.queries, actor, images);
    if (fields.category !== undefined && fields.categoryAr === undefined)
      changes.categoryAr = CATEGORIES[fields.category] ?? '';
    if (Object.keys(changes).length > 0 || (price === undefined && availability === undefined)) {
      await this.stream.run({ type: 'EditArtwork', artworkId, actor, changes });
    }
    if (price !== undefined)
      await this.stream.run({ type: 'ChangePrice', artworkId, actor, priceHalalas: toHalalas(price) });
    if (availability !== undefined)
      await this.stream.run({ type: 'ChangeAvailability', artworkId, actor, availability });
    return this.queries.get(artworkId);
  }
}

/** Image ids → refs, in the order given; each must exist and have been uploaded by the caller (or an admin acts). */
async function resolveImages(queries: ArtworkQueries, actor: Actor, ids: string[]): Promise<ImageRef[]> {
  const found = await queries.images([...new Set(ids)]);
  const byId = new Map(found.map((image) => [image.id, image]));
  const bad = ids.filter((id) => {
    const image = byId.get(id);
    return !image || (image.uploadedBy !== actor.userId && !actor.roles.includes('admin'));
  });
  if (bad.length > 0) {
    throw validationError([
      fieldProblem(
        'images',
        'unknown_image',
        'Upload each image first (unknown image).',
        'ارفع كل صورة أولًا (صورة غير معروفة).',
      ),
    ]);
  }
  return [...new Set(ids)].map((id) => pickRef(byId.get(id)!));
}

const notYourArtist = () =>
  forbidden('An artist adds works of their own only.', 'يضيف الفنان أعماله فقط.', 'not_your_artist');

/**
 * A gallery creates and publishes works only for the artists it represents (an artist its own included) and
 * the artist profiles it manages.
 */
async function requireRepresentation(queries: ArtworkQueries, galleryId: string, artistId: string) {
  if (artistId === galleryId) return;
  const [gallery, artist] = await Promise.all([
    queries.optional<{ id: string; representedArtistIds?: string[] }>('galleries', galleryId),
    queries.optional<{ id: string; managedBy?: string | null }>('artists', artistId),
  ]);
  if (gallery?.representedArtistIds?.includes(artistId) || artist?.managedBy === galleryId) return;
  throw forbidden(
    'Your gallery does not represent this artist: send them a representation request first.',
    'معرضك لا يمثل هذا الفنان: أرسل له طلب تمثيل أولًا.',
    'artist_not_represented',
  );
}

/** An artist profile, or an account with the artist role that has no profile yet. */
async function isKnownArtist(queries: ArtworkQueries, artistId: string): Promise<boolean> {
  if (await queries.optional('artists', artistId)) return true;
  const user = await queries.optional<{ id: string; roles?: string[] }>('users', artistId);
  return user?.roles?.includes('artist') ?? false;
}

/** The profile's name, or the account's name before a profile exists (the projection updates it later). */
async function displayName(
  queries: ArtworkQueries,
  collection: 'artists' | 'galleries',
  id: string,
): Promise<DisplayName> {
  const profile = await queries.optional<{ id: string; name?: string; nameAr?: string }>(collection, id);
  if (profile?.name) return { name: profile.name, nameAr: profile.nameAr || profile.name };
  const user = await queries.optional<{ id: string; firstName?: string | null; lastName?: string | null }>('users', id);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return { name, nameAr: name };
}

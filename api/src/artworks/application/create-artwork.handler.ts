/**
 * An artist or a gallery adds a work (a draft). The server names it, resolves the image ids to the files
 * the caller uploaded, and copies the artist's and gallery's current names into the event.
 */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { forbidden, validationError } from '../../platform/errors/domain-errors.js';
import type { Actor } from '../domain/artwork.commands.js';
import type { ArtworkDetails, DisplayName, ImageRef } from '../domain/artwork.events.js';
import { type Availability, CATEGORIES } from '../domain/artwork.vocabulary.js';
import { pickRef } from '../domain/image.decider.js';
import type { ArtworkDoc } from '../projections/artwork-document.js';
import { ArtworkQueries } from './artwork-queries.js';
import { ArtworkStream } from './artwork-stream.js';

export type ArtworkInput = Partial<Omit<ArtworkDetails, 'images'>> & { images?: string[] };

export class CreateArtworkCommand extends Command<ArtworkDoc> {
  constructor(
    readonly actor: Actor,
    readonly input: ArtworkInput & { artistId?: string; price?: number | null; availability?: Availability },
    /** Set by the demo seeder so a restart recreates nothing; otherwise a new id. */
    readonly artworkId: string = randomUUID(),
  ) {
    super();
  }
}

export const toHalalas = (sar: number | null | undefined): number | null =>
  sar === null || sar === undefined ? null : Math.round(sar * 100);

@CommandHandler(CreateArtworkCommand)
export class CreateArtworkHandler implements ICommandHandler<CreateArtworkCommand> {
  constructor(
    private readonly stream: ArtworkStream,
    private readonly queries: ArtworkQueries,
  ) {}

  async execute({ actor, input, artworkId }: CreateArtworkCommand): Promise<ArtworkDoc> {
    const asGallery =
      actor.roles.includes('gallery') &&
      !(actor.roles.includes('artist') && (input.artistId ?? actor.userId) === actor.userId);
    const artistId = input.artistId ?? (asGallery ? null : actor.userId);
    if (!artistId) {
      throw validationError([
        {
          field: 'artistId',
          code: 'required',
          message: 'Choose the artist of this work.',
          messageAr: 'اختر فنان هذا العمل.',
        },
      ]);
    }
    const galleryId = asGallery ? actor.userId : null;
    if (!asGallery && artistId !== actor.userId) throw notYourArtist();
    if (artistId !== actor.userId && !(await isKnownArtist(this.queries, artistId))) {
      throw validationError([
        {
          field: 'artistId',
          code: 'unknown_artist',
          message: 'No artist has this id.',
          messageAr: 'لا يوجد فنان بهذا المعرّف.',
        },
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
}

/** Image ids → refs, in the order given; each must exist and have been uploaded by the caller (or an admin acts). */
export async function resolveImages(queries: ArtworkQueries, actor: Actor, ids: string[]): Promise<ImageRef[]> {
  const found = await queries.images([...new Set(ids)]);
  const byId = new Map(found.map((image) => [image.id, image]));
  const bad = ids.filter((id) => {
    const image = byId.get(id);
    return !image || (image.uploadedBy !== actor.userId && !actor.roles.includes('admin'));
  });
  if (bad.length > 0) {
    throw validationError([
      {
        field: 'images',
        code: 'unknown_image',
        message: 'Upload each image first (unknown image).',
        messageAr: 'ارفع كل صورة أولًا (صورة غير معروفة).',
      },
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
export async function requireRepresentation(queries: ArtworkQueries, galleryId: string, artistId: string) {
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

/**
 * Every artwork command after creation (edit, publish, withdraw, availability, price, feature, unfeature,
 * moderation withdraw) is the same use case for the application: run it on the stream, answer the document.
 * The rules live in the decider; an edit that also carries a price or availability runs those commands too.
 */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ArtworkDoc } from '../projections/artwork-document.js';
import { CATEGORIES } from '../domain/artwork.vocabulary.js';
import { ArtworkQueries } from './artwork-queries.js';
import { ArtworkStream, type UntimedArtworkCommand } from './artwork-stream.js';
import { requireRepresentation, resolveImages, type ArtworkInput } from './create-artwork.handler.js';

export class RunArtworkCommand extends Command<ArtworkDoc> {
  constructor(readonly command: UntimedArtworkCommand) {
    super();
  }
}

@CommandHandler(RunArtworkCommand)
export class RunArtworkCommandHandler implements ICommandHandler<RunArtworkCommand> {
  constructor(
    private readonly stream: ArtworkStream,
    private readonly queries: ArtworkQueries,
  ) {}

  async execute({ command }: RunArtworkCommand): Promise<ArtworkDoc> {
    if (command.type === 'PublishArtwork') {
      // A gallery publishes only while it still represents the work's artist.
      const doc = await this.queries.artworks.get(command.artworkId);
      if (doc?.galleryId && doc.galleryId === command.actor.userId)
        await requireRepresentation(this.queries, doc.galleryId, doc.artistId);
    }
    await this.stream.run(command);
    return this.queries.get(command.artworkId);
  }
}

export class EditArtworkCommand extends Command<ArtworkDoc> {
  constructor(
    readonly artworkId: string,
    readonly actor: { userId: string; roles: string[] },
    readonly input: ArtworkInput & {
      price?: number | null;
      availability?: 'available' | 'reserved' | 'sold' | 'on_loan';
    },
  ) {
    super();
  }
}

@CommandHandler(EditArtworkCommand)
export class EditArtworkHandler implements ICommandHandler<EditArtworkCommand> {
  constructor(
    private readonly stream: ArtworkStream,
    private readonly queries: ArtworkQueries,
  ) {}

  async execute({ artworkId, actor, input }: EditArtworkCommand): Promise<ArtworkDoc> {
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
      await this.stream.run({
        type: 'ChangePrice',
        artworkId,
        actor,
        priceHalalas: price === null ? null : Math.round(price * 100),
      });
    if (availability !== undefined)
      await this.stream.run({ type: 'ChangeAvailability', artworkId, actor, availability });
    return this.queries.get(artworkId);
  }
}

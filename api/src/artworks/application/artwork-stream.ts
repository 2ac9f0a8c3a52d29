/**
 * Runs artwork commands on `artwork-<id>` and waits (briefly) for the `artworks` read model to include
 * them, so an owner who saves and then reads sees the change.
 */
import { Injectable } from '@nestjs/common';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import { artworkDecider } from '../domain/artwork.decider.js';
import type { ArtworkCommand } from '../domain/artwork.commands.js';
import { imageDecider, type UploadImage } from '../domain/image.decider.js';
import { artworksProjection } from '../projections/artworks.projection.js';
import { imagesProjection } from '../projections/images.projection.js';

/** Commands built without their time: the stream stamps it. */
export type UntimedArtworkCommand = ArtworkCommand extends infer C
  ? C extends ArtworkCommand
    ? Omit<C, 'at'>
    : never
  : never;

@Injectable()
export class ArtworkStream {
  constructor(private readonly writes: ReadYourWrites) {}

  /** `now`: when it happens (an order's command passes its own, so the work moves at the order's time). */
  run(command: UntimedArtworkCommand, now = new Date()) {
    const timed = { ...command, at: now.toISOString() } as ArtworkCommand;
    const context = commandContext(command.actor.userId, now);
    return this.writes.run(artworkDecider, command.artworkId, timed, context, artworksProjection.name);
  }

  upload(command: UploadImage) {
    const context = commandContext(command.uploadedBy, new Date(command.at));
    return this.writes.run(imageDecider, command.image.id, command, context, imagesProjection.name);
  }
}

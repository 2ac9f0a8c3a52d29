/**
 * Runs artwork commands on `artwork-<id>` and waits (briefly) for the `artworks` read model to include
 * them, so an owner who saves and then reads sees the change.
 */
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import type { CommandContext } from '../../platform/commands/event-codec.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import { currentCorrelationId } from '../../platform/logging/request-context.js';
import { artworkDecider } from '../domain/artwork.decider.js';
import type { ArtworkCommand } from '../domain/artwork.commands.js';
import { imageDecider, type UploadImage } from '../domain/image.decider.js';
import { artworksProjection } from '../projections/artworks.projection.js';
import { imagesProjection } from '../projections/images.projection.js';

export function artworkCommandContext(actorId: string | null, now: Date): CommandContext {
  const correlationId = currentCorrelationId() ?? randomUUID();
  return { actorId, correlationId, causationId: correlationId, now };
}

/** Commands built without their time: the stream stamps it. */
export type UntimedArtworkCommand = ArtworkCommand extends infer C
  ? C extends ArtworkCommand
    ? Omit<C, 'at'>
    : never
  : never;

@Injectable()
export class ArtworkStream {
  constructor(
    private readonly runner: CommandRunner,
    private readonly projections: ProjectionEngine,
  ) {}

  async run(command: UntimedArtworkCommand) {
    const now = new Date();
    const timed = { ...command, at: now.toISOString() } as ArtworkCommand;
    const result = await this.runner.run(
      artworkDecider,
      command.artworkId,
      timed,
      artworkCommandContext(command.actor.userId, now),
    );
    const last = result.events.at(-1);
    if (last) await this.projections.waitForPosition(artworksProjection.name, last.position);
    return result;
  }

  async upload(command: UploadImage) {
    const result = await this.runner.run(
      imageDecider,
      command.image.id,
      command,
      artworkCommandContext(command.uploadedBy, new Date(command.at)),
    );
    const last = result.events.at(-1);
    if (last) await this.projections.waitForPosition(imagesProjection.name, last.position);
    return result;
  }
}

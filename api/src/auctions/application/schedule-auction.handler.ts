/**
 * An admin schedules one lot for auction; the server names the auction. Terms left out (the buyer's premium
 * tiers, the soft close) are the platform settings in force now, fixed into AuctionScheduled so a later change
 * of the settings never changes this auction or its history.
 */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { ScheduleAuction } from '../domain/auction.commands.js';
import { publicView, type PublicAuctionView } from '../domain/auction.public-view.js';
import { AuctionStream } from './auction-stream.js';
import { Inject } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { lotArtwork, type CatalogueArtwork } from './lot-artwork.js';
import { SettingsQueries } from '../../settings/index.js';
import { premiumTiersFromPercent } from '../domain/auction.money.js';

export type AuctionTermsInput = Omit<ScheduleAuction, 'type' | 'auctionId' | 'scheduledBy' | 'premiumTiers'> & {
  premiumTiers?: ScheduleAuction['premiumTiers'];
};

export class ScheduleAuctionCommand extends Command<PublicAuctionView> {
  constructor(
    readonly terms: AuctionTermsInput,
    readonly actorId: string,
    readonly artworkId?: string,
  ) {
    super();
  }
}

@CommandHandler(ScheduleAuctionCommand)
export class ScheduleAuctionHandler implements ICommandHandler<ScheduleAuctionCommand> {
  constructor(
    private readonly stream: AuctionStream,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly settings: SettingsQueries,
  ) {}

  async execute({ terms, actorId, artworkId }: ScheduleAuctionCommand) {
    const auctionId = randomUUID();
    const artwork = artworkId === undefined ? null : await this.artwork(artworkId);
    const { values } = await this.settings.platform();
    const result = await this.stream.run(auctionId, actorId, {
      type: 'ScheduleAuction',
      ...terms,
      premiumTiers: terms.premiumTiers ?? premiumTiersFromPercent(values.buyersPremiumTiers),
      softCloseMinutes: terms.softCloseMinutes ?? values.softCloseMinutes,
      ...(artwork ? { artwork } : {}),
      auctionId,
      scheduledBy: actorId,
    });
    return publicView(result.state, result.bids)!;
  }

  /** The catalogue entry, read from the artworks context's read model (its public contract). */
  private async artwork(artworkId: string) {
    const doc = await this.reads.collection<CatalogueArtwork & { [key: string]: unknown }>('artworks').get(artworkId);
    if (!doc) throw notFound('Artwork', 'العمل الفني');
    return lotArtwork(doc);
  }
}

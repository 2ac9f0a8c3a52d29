import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SellerProfile } from '../seller-profile/seller-profile.decider.js';
import { InvoicingStreams } from './invoicing-streams.js';
import { InvoiceQueries } from './invoice-queries.js';
import { commandContext } from '../../platform/commands/command-context.js';

export class SetSellerProfileCommand extends Command<SellerProfile> {
  constructor(
    readonly sellerId: string,
    readonly profile: SellerProfile,
  ) {
    super();
  }
}

@CommandHandler(SetSellerProfileCommand)
export class SetSellerProfileHandler implements ICommandHandler<SetSellerProfileCommand> {
  constructor(
    private readonly streams: InvoicingStreams,
    private readonly queries: InvoiceQueries,
  ) {}

  async execute({ sellerId, profile }: SetSellerProfileCommand): Promise<SellerProfile> {
    await this.streams.sellerProfile(
      { type: 'SetSellerProfile', sellerId, actorId: sellerId, profile },
      commandContext(sellerId),
    );
    const doc = await this.queries.sellerProfile(sellerId);
    return doc ? toSellerProfileView(doc) : profile;
  }
}

export function toSellerProfileView(doc: SellerProfile): SellerProfile {
  const { businessName, businessNameAr, vatNumber, crNumber, address } = doc;
  return { businessName, businessNameAr, vatNumber, crNumber, address };
}

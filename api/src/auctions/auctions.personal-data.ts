/** The auctions context's part of a person's data export: every bid they placed and the lots they won (with the
 * invoices those lots were billed on). */
import { Inject, Injectable } from '@nestjs/common';
import { docsOf, type PersonalDataSection } from '../platform/personal-data/personal-data-section.js';
import type { ReadStore } from '../platform/read-store/read-store.port.js';
import { READ_STORE } from '../platform/tokens.js';
import { AUCTION_BIDS } from './projections/auctions.projection.js';
import { WON_LOTS, type WonLotDoc } from './projections/won-lots.projection.js';

@Injectable()
export class AuctionsPersonalData implements PersonalDataSection {
  readonly name = 'auctions';
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  async collect(userId: string) {
    const [bids, wins] = await Promise.all([
      docsOf(this.reads, AUCTION_BIDS, { bidderId: userId }),
      docsOf<WonLotDoc>(this.reads, WON_LOTS, { winnerId: userId }),
    ]);
    return { bids, wins };
  }
}

/** The commissions context's part of a person's data export: the requests they made (with the bids on them) and
 * the bids they placed on others' requests (only their own bids, not their competitors'), and the messages they
 * wrote (the other side's messages, and who reported what, are the other people's data). */
import { Inject, Injectable } from '@nestjs/common';
import { docsOf, type PersonalDataSection } from '../platform/personal-data/personal-data-section.js';
import type { ReadStore } from '../platform/read-store/read-store.port.js';
import { READ_STORE } from '../platform/tokens.js';
import { COMMISSIONS, type CommissionDoc } from './projections/commissions.projection.js';
import { COMMISSION_MESSAGES, type CommissionMessageDoc } from './projections/commission-messages.projection.js';

@Injectable()
export class CommissionsPersonalData implements PersonalDataSection {
  readonly name = 'commissions';
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  async collect(userId: string) {
    const [requests, bidOn, messages] = await Promise.all([
      docsOf<CommissionDoc>(this.reads, COMMISSIONS, { collectorId: userId }),
      docsOf<CommissionDoc>(this.reads, COMMISSIONS, { bidderIds: { $contains: userId } }),
      docsOf<CommissionMessageDoc>(this.reads, COMMISSION_MESSAGES, { authorId: userId }),
    ]);
    const bids = bidOn.flatMap((c) =>
      c.bids.filter((b) => b.bidderId === userId).map((bid) => ({ commissionId: c.id, title: c.title, bid })),
    );
    return { requests, bids, messagesWritten: messages.map(({ reports: _r, ...message }) => message) };
  }
}

/** Reads of the waiting lists (`workshopWaitlist`): a person's places with their number, and a workshop's list. */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { WAITLIST, waitlistKey, type WaitlistDoc } from '../projections/waitlist.projection.js';
import { WORKSHOPS, type WorkshopDoc } from '../projections/workshops.projections.js';

/** A person's place as the storefront shows it: their number in the tier's line and the offer's deadline. */
export interface WaitlistPlaceView {
  workshopId: string;
  tierId: string;
  waitlisted: true;
  position: number;
  status: WaitlistDoc['status'];
  joinedAt: string;
  offerExpiresAt: string | null;
}

@Injectable()
export class WaitlistQueries {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  private get places() {
    return this.reads.collection<WaitlistDoc>(WAITLIST);
  }

  /** Number N in the tier's line: those of the same tier who joined before and still wait, plus one. */
  private async view(doc: WaitlistDoc): Promise<WaitlistPlaceView> {
    const before = await this.places.count({
      filter: { workshopId: doc.workshopId, tierId: doc.tierId, seq: { $lt: doc.seq } },
    });
    return {
      workshopId: doc.workshopId,
      tierId: doc.tierId,
      waitlisted: true,
      position: before + 1,
      status: doc.status,
      joinedAt: doc.joinedAt,
      offerExpiresAt: doc.expiresAt,
    };
  }

  async place(workshopId: string, userId: string): Promise<WaitlistPlaceView | null> {
    const doc = await this.places.get(waitlistKey(workshopId, userId));
    return doc ? this.view(doc) : null;
  }

  /** The person's places, each with its workshop and tier names (GET /api/my-waitlist). */
  async mine(userId: string) {
    const docs = await this.places.find({ filter: { userId }, sort: [{ field: 'joinedAt', direction: 'desc' }] });
    const workshops = await this.reads.collection<WorkshopDoc>(WORKSHOPS).getMany(docs.map((d) => d.workshopId));
    const byId = new Map(workshops.map((w) => [w.id, w]));
    return Promise.all(
      docs.map(async (doc) => {
        const w = byId.get(doc.workshopId);
        const tier = w?.ticketTiers.find((t) => t.id === doc.tierId);
        return {
          ...(await this.view(doc)),
          tierName: tier?.tierName ?? doc.tierId,
          tierNameAr: tier?.tierNameAr ?? doc.tierId,
          workshop: w
            ? { id: w.id, title: w.title, titleAr: w.titleAr, startDate: w.startDate, status: w.status }
            : null,
        };
      }),
    );
  }

  /** A workshop's line in order (the organiser's and the back-office's view). */
  async ofWorkshop(workshopId: string) {
    const docs = await this.places.find({
      filter: { workshopId },
      sort: [{ field: 'seq', direction: 'asc' }],
      limit: 5000,
    });
    return Promise.all(docs.map(async (doc) => ({ userId: doc.userId, ...(await this.view(doc)) })));
  }

  /** The workshops holding an offer that ran out by `now` (what the sweep lapses). */
  async workshopsWithLapsedOffers(now: Date): Promise<string[]> {
    const docs = await this.places.find({
      filter: { status: 'offered', expiresAt: { $lte: now.toISOString() } },
      limit: 1000,
    });
    return [...new Set(docs.map((d) => d.workshopId))];
  }
}

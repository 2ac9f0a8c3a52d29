/** The workshops context's part of a person's data export: their registrations, event RSVPs, places on waiting
 * lists, and the workshops and events they organise (without their attendees, whose data it is). */
import { Inject, Injectable } from '@nestjs/common';
import { docsOf, type PersonalDataSection } from '../platform/personal-data/personal-data-section.js';
import type { ReadStore } from '../platform/read-store/read-store.port.js';
import { READ_STORE } from '../platform/tokens.js';
import { ART_EVENTS, EVENT_RSVPS, REGISTRATIONS, WORKSHOPS } from './projections/workshops.projections.js';
import type { WorkshopDoc } from './projections/workshops.projections.js';
import { WAITLIST } from './projections/waitlist.projection.js';

@Injectable()
export class WorkshopsPersonalData implements PersonalDataSection {
  readonly name = 'workshops';
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  async collect(userId: string) {
    const mine = (collection: string) => docsOf(this.reads, collection, { userId });
    const [registrations, rsvps, waitingLists, workshops, events] = await Promise.all([
      mine(REGISTRATIONS),
      mine(EVENT_RSVPS),
      mine(WAITLIST),
      docsOf<WorkshopDoc>(this.reads, WORKSHOPS, { organiserId: userId }),
      docsOf(this.reads, ART_EVENTS, { organiserId: userId }),
    ]);
    // The seats map is keyed by registration and by the ids of people offered a seat: the counts say enough.
    const withoutSeats = workshops.map(({ seats: _s, ...workshop }) => workshop);
    return { registrations, rsvps, waitingLists, organised: { workshops: withoutSeats, events } };
  }
}

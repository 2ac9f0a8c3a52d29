/** The organiser's message: organiser or admin only, live registrations of this workshop only, once per id. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { workshopDecider } from './workshop.decider.js';
import type { MailAttendees } from './attendee-mail.js';
import { created, published, seatTaken } from './testing/workshop-fixtures.js';

const mail = (over: Partial<MailAttendees> = {}): MailAttendees => ({
  type: 'MailAttendees',
  mailId: 'm1',
  registrationIds: ['a', 'b', 'a'],
  subject: 'Bring an apron',
  body: 'Paint stains.',
  actorId: 'org',
  isAdmin: false,
  ...over,
});
const seated = [created, published, seatTaken('a', 'x'), seatTaken('b', 'y')];

const spec = specFor(workshopDecider);

describe('mailing the selected attendees', () => {
  it('records one AttendeesMailed naming each registration once', () => {
    spec(seated)
      .when(mail())
      .then([
        {
          type: 'AttendeesMailed',
          data: {
            workshopId: 'w',
            actorId: 'org',
            mailId: 'm1',
            registrationIds: ['a', 'b'],
            subject: 'Bring an apron',
            body: 'Paint stains.',
          },
        },
      ]);
  });
  it('lets only the organiser or an admin write', () => {
    spec(seated)
      .when(mail({ actorId: 'someone' }))
      .thenError('not_workshop_organiser');
    spec(seated)
      .when(mail({ actorId: 'admin', isAdmin: true, registrationIds: ['a'] }))
      .then([
        {
          type: 'AttendeesMailed',
          data: {
            workshopId: 'w',
            actorId: 'admin',
            mailId: 'm1',
            registrationIds: ['a'],
            subject: 'Bring an apron',
            body: 'Paint stains.',
          },
        },
      ]);
  });
  it('names a registration that is not a live one of this workshop, and an empty selection', () => {
    spec(seated)
      .when(mail({ registrationIds: ['a', 'zz'] }))
      .thenError('validation_failed', 'registrationIds');
    spec(seated)
      .when(mail({ registrationIds: [] }))
      .thenError('validation_failed', 'registrationIds');
    const released = {
      type: 'WorkshopSeatReleased' as const,
      data: { workshopId: 'w', registrationId: 'b', tierId: 'standard', reason: 'expired' as const },
    };
    spec([...seated, released])
      .when(mail({ registrationIds: ['b'] }))
      .thenError('validation_failed', 'registrationIds');
  });
});

/**
 * The organiser's message to the attendees they selected: one `AttendeesMailed` on the workshop's stream naming the
 * registrations, the subject and the text (their own words; no attendee's personal data). Only live registrations
 * of this workshop may be named; the reactor (workshops.jobs.ts) mails each person in their language.
 */
import { forbidden, validationError } from '../../platform/errors/domain-errors.js';
import type { Actor } from './promo-codes.js';
import type { WorkshopEvent } from './workshops.events.js';

export interface MailAttendees extends Actor {
  type: 'MailAttendees';
  mailId: string;
  registrationIds: string[];
  subject: string;
  body: string;
}

interface Open {
  workshopId: string;
  organiserId: string;
  seats: Record<string, unknown>;
}

export function decideAttendeeMail(command: MailAttendees, state: Open): WorkshopEvent[] {
  if (!command.isAdmin && command.actorId !== state.organiserId)
    throw forbidden(
      'Only the workshop’s organiser can write to its attendees.',
      'لا يراسل حضور الورشة إلا منظّمها.',
      'not_workshop_organiser',
    );
  const ids = [...new Set(command.registrationIds)];
  const unknown = ids.filter((id) => !Object.hasOwn(state.seats, id));
  if (ids.length === 0 || unknown.length > 0)
    throw validationError([
      {
        field: 'registrationIds',
        code: ids.length === 0 ? 'isNotEmpty' : 'unknown_registration',
        message:
          ids.length === 0
            ? 'Select at least one attendee.'
            : `Not a current registration of this workshop: ${unknown.join(', ')}.`,
        messageAr:
          ids.length === 0 ? 'اختر حاضرًا واحدًا على الأقل.' : `ليس تسجيلًا قائمًا في هذه الورشة: ${unknown.join('، ')}.`,
      },
    ]);
  return [
    {
      type: 'AttendeesMailed',
      data: {
        workshopId: state.workshopId,
        actorId: command.actorId,
        mailId: command.mailId,
        registrationIds: ids,
        subject: command.subject,
        body: command.body,
      },
    },
  ];
}

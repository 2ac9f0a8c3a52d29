/**
 * A storefront announcement (`announcement-<id>`): a banner in English and Arabic shown between two dates to
 * everyone, to signed-in people or to one role. Staff publish it, revise it, and withdraw it with a reason; a
 * withdrawn announcement stays withdrawn.
 */
import type { Decider } from '../../platform/commands/decider.js';
import { illegalState, notFound, validationError, type FieldProblem } from '../../platform/errors/domain-errors.js';
import { isRole } from '../../platform/auth/roles.js';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_TONES } from './settings.events.js';
import type { AnnouncementDetails, SettingsEvent } from './settings.events.js';
import { checkReason } from './settings-rules.js';

export type AnnouncementState =
  | { status: 'none' }
  | { status: 'published'; details: AnnouncementDetails }
  | { status: 'withdrawn'; details: AnnouncementDetails };

export type AnnouncementCommand =
  | { type: 'PublishAnnouncement'; announcementId: string; details: AnnouncementDetails }
  | { type: 'ReviseAnnouncement'; announcementId: string; details: AnnouncementDetails }
  | { type: 'WithdrawAnnouncement'; announcementId: string; reason: string };

type AnnouncementEvent = Extract<SettingsEvent, { type: `Announcement${string}` }>;

export const MESSAGE_MAX = 280;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const problem = (field: string, code: string, message: string, messageAr: string): FieldProblem => ({
  field,
  code,
  message,
  messageAr,
});

export function checkAnnouncement(d: AnnouncementDetails): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of ['message', 'messageAr'] as const) {
    const text = typeof d[field] === 'string' ? d[field].trim() : '';
    if (text === '' || text.length > MESSAGE_MAX)
      problems.push(
        problem(field, 'text', `Enter up to ${MESSAGE_MAX} characters.`, `أدخل نصًا لا يتجاوز ${MESSAGE_MAX} حرفًا.`),
      );
  }
  if (d.link !== null && (typeof d.link !== 'string' || !/^\/[A-Za-z0-9\-._~/?=&%]{0,199}$/.test(d.link)))
    problems.push(
      problem('link', 'format', 'A link inside the storefront, starting with /.', 'رابط داخل المتجر يبدأ بالرمز /.'),
    );
  if (!ANNOUNCEMENT_TONES.includes(d.tone))
    problems.push(
      problem('tone', 'isIn', `Choose one of: ${ANNOUNCEMENT_TONES.join(', ')}.`, 'اختر نوعًا من الخيارات المتاحة.'),
    );
  const dates = (['startsAt', 'endsAt'] as const).filter(
    (f) => !ISO.test(String(d[f])) || Number.isNaN(Date.parse(d[f])),
  );
  for (const field of dates) problems.push(problem(field, 'isDate', 'Enter a date and time.', 'أدخل تاريخًا ووقتًا.'));
  if (dates.length === 0 && Date.parse(d.endsAt) <= Date.parse(d.startsAt))
    problems.push(problem('endsAt', 'afterStart', 'The end comes after the start.', 'يأتي الانتهاء بعد البداية.'));
  if (!ANNOUNCEMENT_AUDIENCES.includes(d.audience))
    problems.push(
      problem(
        'audience',
        'isIn',
        `Choose one of: ${ANNOUNCEMENT_AUDIENCES.join(', ')}.`,
        'اختر جمهورًا من الخيارات المتاحة.',
      ),
    );
  else if (d.audience === 'role' ? !(typeof d.role === 'string' && isRole(d.role)) : d.role !== null)
    problems.push(
      problem(
        'role',
        'role',
        'Name a role when, and only when, the audience is a role.',
        'حدد دورًا فقط عندما يكون الجمهور دورًا.',
      ),
    );
  return problems;
}

const tidy = (d: AnnouncementDetails): AnnouncementDetails => ({
  ...d,
  message: d.message.trim(),
  messageAr: d.messageAr.trim(),
  startsAt: new Date(d.startsAt).toISOString(),
  endsAt: new Date(d.endsAt).toISOString(),
});

export const announcementDecider: Decider<AnnouncementState, AnnouncementCommand, AnnouncementEvent> = {
  category: 'announcement',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'AnnouncementPublished':
      case 'AnnouncementRevised': {
        const { announcementId: _id, ...details } = event.data;
        return { status: 'published', details };
      }
      case 'AnnouncementWithdrawn':
        return state.status === 'none' ? state : { status: 'withdrawn', details: state.details };
    }
  },
  decide(command, state) {
    const { announcementId } = command;
    if (command.type === 'WithdrawAnnouncement') {
      if (state.status === 'none') throw notFound('Announcement', 'الإعلان');
      if (state.status === 'withdrawn') return [];
      const reason = checkReason(command.reason);
      if (reason) throw validationError([reason]);
      return [{ type: 'AnnouncementWithdrawn', data: { announcementId, reason: command.reason.trim() } }];
    }
    const problems = checkAnnouncement(command.details);
    if (problems.length > 0) throw validationError(problems);
    const details = tidy(command.details);
    if (command.type === 'PublishAnnouncement') {
      if (state.status !== 'none') return [];
      return [{ type: 'AnnouncementPublished', data: { announcementId, ...details } }];
    }
    if (state.status === 'none') throw notFound('Announcement', 'الإعلان');
    if (state.status === 'withdrawn')
      throw illegalState(
        'announcement_withdrawn',
        'This announcement was withdrawn; publish a new one.',
        'سُحب هذا الإعلان؛ انشر إعلانًا جديدًا.',
      );
    if (JSON.stringify(state.details) === JSON.stringify(details)) return [];
    return [{ type: 'AnnouncementRevised', data: { announcementId, ...details } }];
  },
};

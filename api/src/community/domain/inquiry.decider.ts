/**
 * One inquiry (`inquiry-<id>`): about an artwork (its artist and gallery answer) or to a gallery (the gallery
 * answers). pending → responded → closed; the asker or an owner may close it at any time.
 */
import type { Decider } from '../../platform/commands/decider.js';
import { fieldProblem, forbidden, illegalState, notFound } from '../../platform/errors/domain-errors.js';
import { validationError } from '../../platform/errors/domain-errors.js';
import { INQUIRY_TYPES, type InquiryEvent, type InquirySentData } from './community.events.js';
import { BODY_MAX, MESSAGE_MIN, TITLE_MAX, checkPhone, checkText, ensureValid } from './community.rules.js';

export type InquiryStatus = 'pending' | 'responded' | 'closed';

export type InquiryState =
  { status: 'none' } | { status: InquiryStatus; inquiryId: string; askerId: string; ownerIds: string[] };

export type InquiryCommand =
  | ({ type: 'SendInquiry' } & InquirySentData)
  | { type: 'RespondToInquiry'; inquiryId: string; actorId: string; response: string }
  | { type: 'CloseInquiry'; inquiryId: string; actorId: string };

export const inquiryDecider: Decider<InquiryState, InquiryCommand, InquiryEvent> = {
  category: 'inquiry',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === 'InquirySent') {
      const { inquiryId, askerId, ownerIds } = event.data;
      return { status: 'pending', inquiryId, askerId, ownerIds };
    }
    if (state.status === 'none') return state;
    return { ...state, status: event.type === 'InquiryResponded' ? 'responded' : 'closed' };
  },
  decide(command, state) {
    if (command.type === 'SendInquiry') {
      if (state.status !== 'none') return [];
      const { type: _t, ...data } = command;
      if (data.ownerIds.includes(data.askerId))
        throw forbidden('You cannot send an inquiry to yourself.', 'لا يمكنك إرسال استفسار إلى نفسك.', 'own_inquiry');
      validateSend(data);
      return [{ type: 'InquirySent', data: { ...data, message: data.message.trim() } }];
    }
    if (state.status === 'none') throw notFound('Inquiry', 'الاستفسار');
    const isOwner = state.ownerIds.includes(command.actorId);
    if (command.type === 'RespondToInquiry') {
      if (!isOwner)
        throw forbidden(
          'Only the artist or gallery asked can answer this inquiry.',
          'لا يرد على هذا الاستفسار إلا الفنان أو صالة العرض الموجّه إليهما.',
          'not_inquiry_owner',
        );
      if (state.status === 'closed')
        throw illegalState('inquiry_closed', 'This inquiry is closed.', 'هذا الاستفسار مغلق.');
      if (state.status === 'responded')
        throw illegalState(
          'inquiry_already_responded',
          'This inquiry has already been answered.',
          'تم الرد على هذا الاستفسار من قبل.',
        );
      ensureValid(checkText('response', command.response, 1, BODY_MAX));
      return [
        {
          type: 'InquiryResponded',
          data: { inquiryId: state.inquiryId, responderId: command.actorId, response: command.response.trim() },
        },
      ];
    }
    if (!isOwner && command.actorId !== state.askerId) {
      throw forbidden(
        'Only the asker or the owner can close this inquiry.',
        'لا يغلق هذا الاستفسار إلا صاحبه أو الجهة الموجّه إليها.',
        'not_inquiry_party',
      );
    }
    return state.status === 'closed'
      ? []
      : [{ type: 'InquiryClosed', data: { inquiryId: state.inquiryId, closedBy: command.actorId } }];
  },
};

function validateSend(data: InquirySentData): void {
  const gallery = data.kind === 'gallery';
  ensureValid(
    checkText('message', data.message, MESSAGE_MIN, BODY_MAX),
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(data.email)
      ? null
      : {
          field: 'email',
          code: 'isEmail',
          message: 'Enter a valid email address.',
          messageAr: 'أدخل بريدًا إلكترونيًا صالحًا.',
        },
    checkPhone(data.phone),
    gallery ? checkText('name', data.name ?? '', 1, TITLE_MAX) : null,
    gallery ? checkText('subject', data.subject ?? '', 1, TITLE_MAX) : null,
    gallery && !INQUIRY_TYPES.includes(data.inquiryType!)
      ? { field: 'inquiryType', code: 'isIn', message: 'Invalid value.', messageAr: 'قيمة غير صالحة.' }
      : null,
  );
  if (data.ownerIds.length === 0) {
    throw validationError([
      fieldProblem('ownerIds', 'isNotEmpty', 'Nobody can answer this inquiry.', 'لا يوجد من يرد على هذا الاستفسار.'),
    ]);
  }
}

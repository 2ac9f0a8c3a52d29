/**
 * A person's messages from staff (`staffMessages-<userId>`): staff send one with a subject and a body in English,
 * Arabic or both (a language begun is complete); the recipient marks one read, once. Whether the sender may write to this
 * person (the staff hierarchy) is checked before, by identity's rule; ids and time enter through the command. An artist
 * or gallery writes only to a person who follows them and allows it: the command carries those two facts, read from
 * the follows and the person's privacy settings, and the decider refuses without them.
 */
import type { Decider } from '../../platform/commands/decider.js';
import { forbidden, notFound, validationError, type FieldProblem } from '../../platform/errors/domain-errors.js';
import type { SellerProfileRef, StaffMessageEvent, StaffMessageTexts } from './staff-message.events.js';

export const SUBJECT_MAX = 150;
export const BODY_MAX = 5000;

export interface StaffMessagesState {
  /** Each message sent on the stream, and whether its recipient has read it. */
  messages: Record<string, { read: boolean }>;
}

export type StaffMessageCommand =
  | { type: 'SendStaffMessage'; messageId: string; userId: string; texts: StaffMessageTexts }
  | {
      type: 'SendSellerMessage';
      messageId: string;
      userId: string;
      seller: SellerProfileRef;
      /** Whether the recipient follows this profile, and whether they allow messages from artists and galleries. */
      reach: { follows: boolean; allowsMessages: boolean };
      texts: StaffMessageTexts;
    }
  | { type: 'MarkStaffMessageRead'; messageId: string; userId: string };

const problem = (field: string, code: string, message: string, messageAr: string): FieldProblem => ({
  field,
  code,
  message,
  messageAr,
});

const LIMITS = { subject: SUBJECT_MAX, subjectAr: SUBJECT_MAX, body: BODY_MAX, bodyAr: BODY_MAX } as const;
type TextField = keyof typeof LIMITS;

const clean = (value: string | null): string => (typeof value === 'string' ? value.trim() : '');

/** Each text within its bound; and one language at least with both its subject and its body. */
export function checkTexts(texts: StaffMessageTexts): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of Object.keys(LIMITS) as TextField[]) {
    if (clean(texts[field]).length > LIMITS[field])
      problems.push(
        problem(
          field,
          'maxLength',
          `Enter up to ${LIMITS[field]} characters.`,
          `أدخل نصًا لا يتجاوز ${LIMITS[field]} حرفًا.`,
        ),
      );
  }
  const missing = (field: TextField) =>
    problem(
      field,
      'required',
      'Write a subject and a message in English, in Arabic, or in both.',
      'اكتب موضوعًا ورسالة بالعربية أو بالإنجليزية أو بكلتيهما.',
    );
  const languages = [
    ['subject', 'body'],
    ['subjectAr', 'bodyAr'],
  ] as const;
  const begun = languages.filter((fields) => fields.some((f) => clean(texts[f]) !== ''));
  // A language begun is finished; with neither begun, English is asked for.
  for (const fields of begun.length > 0 ? begun : [languages[0]])
    for (const field of fields) if (clean(texts[field]) === '') problems.push(missing(field));
  return problems;
}

const tidy = (value: string | null): string | null => (clean(value) === '' ? null : clean(value));

export const staffMessagesDecider: Decider<StaffMessagesState, StaffMessageCommand, StaffMessageEvent> = {
  category: 'staffMessages',
  initialState: () => ({ messages: {} }),
  evolve(state, event) {
    const { messageId } = event.data;
    if (event.type !== 'StaffMessageRead') return { messages: { ...state.messages, [messageId]: { read: false } } };
    if (!state.messages[messageId]) return state;
    return { messages: { ...state.messages, [messageId]: { read: true } } };
  },
  decide(command, state) {
    const { messageId, userId } = command;
    const known = state.messages[messageId];
    if (command.type === 'MarkStaffMessageRead') {
      if (!known) throw notFound('Message', 'الرسالة');
      return known.read ? [] : [{ type: 'StaffMessageRead', data: { messageId, userId } }];
    }
    const problems = checkTexts(command.texts);
    if (problems.length > 0) throw validationError(problems);
    if (known) return []; // the same message sent again (a retried request)
    const { subject, body, subjectAr, bodyAr } = command.texts;
    const texts = { subject: tidy(subject), body: tidy(body), subjectAr: tidy(subjectAr), bodyAr: tidy(bodyAr) };
    if (command.type === 'SendStaffMessage')
      return [{ type: 'StaffMessageSent', data: { messageId, userId, ...texts } }];
    refuseUnreachable(command.reach);
    const { sellerType, sellerId } = command.seller;
    return [{ type: 'SellerMessageSent', data: { messageId, userId, sellerType, sellerId, ...texts } }];
  },
};

/** An artist or gallery writes first only to a follower who leaves `allowArtistMessages` on. */
function refuseUnreachable(reach: { follows: boolean; allowsMessages: boolean }): void {
  if (!reach.follows)
    throw forbidden(
      'You can write only to people who follow you.',
      'لا يمكنك مراسلة إلا من يتابعونك.',
      'not_a_follower',
    );
  if (!reach.allowsMessages)
    throw forbidden(
      'This person does not accept messages from artists and galleries.',
      'لا يقبل هذا الشخص رسائل من الفنانين وصالات العرض.',
      'messages_not_allowed',
    );
}

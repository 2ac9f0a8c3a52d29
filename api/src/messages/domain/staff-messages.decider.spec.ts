/** Messages to one person, from staff or from an artist or gallery they follow: sent in one language or both, each
 * language complete; a seller's only to a follower who allows it; read once, by id. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { staffMessagesDecider, type StaffMessageCommand } from './staff-messages.decider.js';
import type { StaffMessageEvent, StaffMessageTexts } from './staff-message.events.js';

const userId = 'u-1';
const messageId = 'm-1';
const texts: StaffMessageTexts = {
  subject: 'Your listing',
  body: 'Please add the dimensions.\nThank you.',
  subjectAr: 'إدراجك',
  bodyAr: 'يرجى إضافة الأبعاد.\nشكرًا لك.',
};
const send = (t: Partial<StaffMessageTexts> = {}): StaffMessageCommand => ({
  type: 'SendStaffMessage',
  messageId,
  userId,
  texts: { ...texts, ...t },
});
const sent: StaffMessageEvent = { type: 'StaffMessageSent', data: { messageId, userId, ...texts } };
const read: StaffMessageEvent = { type: 'StaffMessageRead', data: { messageId, userId } };
const markRead: StaffMessageCommand = { type: 'MarkStaffMessageRead', messageId, userId };

const spec = specFor(staffMessagesDecider);

describe('staff messages', () => {
  it('sends a message once, trimmed, and records it read once', () => {
    spec([])
      .when(send({ subject: '  Your listing ' }))
      .then([sent]);
    spec([sent]).when(send()).then([]);
    spec([sent]).when(markRead).then([read]);
    spec([sent, read]).when(markRead).then([]);
  });

  it('takes one language alone, the other left empty', () => {
    spec([])
      .when(send({ subjectAr: null, bodyAr: '  ' }))
      .then([{ type: 'StaffMessageSent', data: { messageId, userId, ...texts, subjectAr: null, bodyAr: null } }]);
    spec([])
      .when(send({ subject: '', body: null }))
      .then([{ type: 'StaffMessageSent', data: { messageId, userId, ...texts, subject: null, body: null } }]);
  });

  it('refuses a message with no language complete, or a language begun and not finished, by field', () => {
    const empty = { subject: null, body: null, subjectAr: null, bodyAr: null };
    spec([]).when(send(empty)).thenError('validation_failed', 'subject');
    spec([])
      .when(send({ ...empty, subjectAr: 'موضوع' }))
      .thenError('validation_failed', 'bodyAr');
    spec([])
      .when(send({ body: ' ' }))
      .thenError('validation_failed', 'body');
    spec([])
      .when(send({ subjectAr: '' }))
      .thenError('validation_failed', 'subjectAr');
  });

  it('refuses texts over their bounds, by field', () => {
    spec([])
      .when(send({ subject: 'x'.repeat(151) }))
      .thenError('validation_failed', 'subject');
    spec([])
      .when(send({ bodyAr: 'س'.repeat(5001) }))
      .thenError('validation_failed', 'bodyAr');
  });

  it('cannot mark read a message that is not on the stream', () => {
    spec([]).when(markRead).thenError('not_found');
    spec([sent])
      .when({ ...markRead, messageId: 'm-2' })
      .thenError('not_found');
  });
});

describe('messages from artists and galleries', () => {
  const seller = { sellerType: 'gallery' as const, sellerId: 'g-1' };
  const fromSeller = (
    reach = { follows: true, allowsMessages: true },
    t: Partial<StaffMessageTexts> = {},
  ): StaffMessageCommand => ({
    type: 'SendSellerMessage',
    messageId,
    userId,
    seller,
    reach,
    texts: { ...texts, ...t },
  });
  const sellerSent: StaffMessageEvent = { type: 'SellerMessageSent', data: { messageId, userId, ...seller, ...texts } };

  it('reaches a follower who allows it, naming the profile it was written as, once; read like any other', () => {
    spec([]).when(fromSeller()).then([sellerSent]);
    spec([sellerSent]).when(fromSeller()).then([]);
    spec([sellerSent]).when(markRead).then([read]);
  });

  it('refuses a person who does not follow the seller, or who switched such messages off', () => {
    spec([])
      .when(fromSeller({ follows: false, allowsMessages: true }))
      .thenError('not_a_follower');
    spec([])
      .when(fromSeller({ follows: true, allowsMessages: false }))
      .thenError('messages_not_allowed');
    spec([sent])
      .when({ ...fromSeller({ follows: false, allowsMessages: false }), messageId: 'm-2' })
      .thenError('not_a_follower');
  });

  it('checks the texts as staff messages are checked', () => {
    spec([])
      .when(fromSeller(undefined, { body: null }))
      .thenError('validation_failed', 'body');
  });
});

/** Inquiries: the two forms' rules, who may answer, and pending → responded → closed. */
import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { inquiryDecider, type InquiryCommand } from './inquiry.decider.js';
import type { InquirySentData } from './community.events.js';
import { isPhone } from './community.rules.js';

const inquiryId = 'i-1';
const artworkInquiry: InquirySentData = {
  inquiryId,
  kind: 'artwork',
  askerId: 'collector',
  ownerIds: ['artist', 'gallery'],
  artwork: {
    id: 'a-1',
    title: 'Desert Light',
    titleAr: 'ضوء الصحراء',
    images: [],
    artist: { name: 'Sara', nameAr: 'سارة' },
  },
  gallery: null,
  name: null,
  email: 'reem@example.sa',
  phone: '+966 50 123 4567',
  subject: null,
  inquiryType: null,
  message: 'Is this work still available?',
};
const galleryInquiry: InquirySentData = {
  ...artworkInquiry,
  kind: 'gallery',
  ownerIds: ['gallery'],
  artwork: null,
  gallery: { id: 'gallery', name: 'Athr', nameAr: 'أثر' },
  name: 'Reem',
  subject: 'Opening hours',
  inquiryType: 'general',
  phone: '0501234567',
};
const send = (data: InquirySentData): InquiryCommand => ({ type: 'SendInquiry', ...data });
const sent = { type: 'InquirySent' as const, data: artworkInquiry };
const responded = {
  type: 'InquiryResponded' as const,
  data: { inquiryId, responderId: 'gallery', response: 'Yes, it is.' },
};
const closed = { type: 'InquiryClosed' as const, data: { inquiryId, closedBy: 'collector' } };

const spec = specFor(inquiryDecider);

describe('SendInquiry', () => {
  it('sends an artwork inquiry or a gallery contact message', () => {
    spec([]).when(send(artworkInquiry)).then([sent]);
    spec([])
      .when(send(galleryInquiry))
      .then([{ type: 'InquirySent', data: galleryInquiry }]);
    spec([sent]).when(send(artworkInquiry)).then([]);
  });
  it('an owner cannot send an inquiry to themselves', () => {
    spec([])
      .when(send({ ...artworkInquiry, askerId: 'gallery' }))
      .thenError('own_inquiry');
  });

  it('refuses each bad field by name', () => {
    spec([])
      .when(send({ ...artworkInquiry, message: 'too short' }))
      .thenError('validation_failed', 'message');
    spec([])
      .when(send({ ...artworkInquiry, message: 'x'.repeat(2001) }))
      .thenError('validation_failed', 'message');
    spec([])
      .when(send({ ...artworkInquiry, email: 'not-an-email' }))
      .thenError('validation_failed', 'email');
    spec([])
      .when(send({ ...artworkInquiry, phone: '12345' }))
      .thenError('validation_failed', 'phone');
    spec([])
      .when(send({ ...galleryInquiry, name: '' }))
      .thenError('validation_failed', 'name');
    spec([])
      .when(send({ ...galleryInquiry, subject: ' ' }))
      .thenError('validation_failed', 'subject');
    spec([])
      .when(send({ ...galleryInquiry, inquiryType: 'gossip' as never }))
      .thenError('validation_failed', 'inquiryType');
    spec([])
      .when(send({ ...artworkInquiry, ownerIds: [] }))
      .thenError('validation_failed', 'ownerIds');
  });
  it('accepts international and Saudi phone numbers', () => {
    for (const phone of ['+966501234567', '00966501234567', '050 123 4567', '+44 20 7946 0958', '+1 (415) 555-0100'])
      expect(isPhone(phone)).toBe(true);
    for (const phone of ['12345', '0612345678', '+0966501234567', 'call me', '05012345678'])
      expect(isPhone(phone)).toBe(false);
  });
});

describe('RespondToInquiry', () => {
  it('lets an owner answer a pending inquiry once', () => {
    spec([sent])
      .when({ type: 'RespondToInquiry', inquiryId, actorId: 'gallery', response: ' Yes, it is. ' })
      .then([responded]);
    spec([sent, responded])
      .when({ type: 'RespondToInquiry', inquiryId, actorId: 'artist', response: 'Again' })
      .thenError('inquiry_already_responded');
    spec([sent, closed])
      .when({ type: 'RespondToInquiry', inquiryId, actorId: 'artist', response: 'Late' })
      .thenError('inquiry_closed');
  });
  it('refuses anyone else, an empty answer and an unknown inquiry', () => {
    spec([sent])
      .when({ type: 'RespondToInquiry', inquiryId, actorId: 'collector', response: 'Me' })
      .thenError('not_inquiry_owner');
    spec([sent])
      .when({ type: 'RespondToInquiry', inquiryId, actorId: 'gallery', response: '' })
      .thenError('validation_failed', 'response');
    spec([]).when({ type: 'RespondToInquiry', inquiryId, actorId: 'gallery', response: 'Yes' }).thenError('not_found');
  });
});

describe('CloseInquiry', () => {
  it('lets the asker or an owner close it, once', () => {
    spec([sent, responded]).when({ type: 'CloseInquiry', inquiryId, actorId: 'collector' }).then([closed]);
    spec([sent])
      .when({ type: 'CloseInquiry', inquiryId, actorId: 'artist' })
      .then([{ type: 'InquiryClosed', data: { inquiryId, closedBy: 'artist' } }]);
    spec([sent, closed]).when({ type: 'CloseInquiry', inquiryId, actorId: 'collector' }).then([]);
  });
  it('refuses anyone else', () => {
    spec([sent]).when({ type: 'CloseInquiry', inquiryId, actorId: 'stranger' }).thenError('not_inquiry_party');
  });
});

/** Announcements: published in both languages with dates and audience, revised, withdrawn with a reason. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { announcementDecider, type AnnouncementCommand } from './announcement.decider.js';
import type { AnnouncementDetails, SettingsEvent } from './settings.events.js';

const announcementId = 'a-1';
const details: AnnouncementDetails = {
  message: 'The winter auction opens on 1 December.',
  messageAr: 'يفتتح مزاد الشتاء في الأول من ديسمبر.',
  link: '/auctions',
  tone: 'info',
  startsAt: '2026-11-20T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  audience: 'everyone',
  role: null,
};
const publish = (d: Partial<AnnouncementDetails> = {}): AnnouncementCommand => ({
  type: 'PublishAnnouncement',
  announcementId,
  details: { ...details, ...d },
});
const published: SettingsEvent = { type: 'AnnouncementPublished', data: { announcementId, ...details } };
const withdrawn: SettingsEvent = { type: 'AnnouncementWithdrawn', data: { announcementId, reason: 'Postponed' } };

const spec = specFor(announcementDecider);

describe('announcements', () => {
  it('publishes once, revises what changed, withdraws once with a reason', () => {
    spec([]).when(publish()).then([published]);
    spec([published]).when(publish()).then([]);
    spec([published])
      .when({ type: 'ReviseAnnouncement', announcementId, details: { ...details, tone: 'warning' } })
      .then([{ type: 'AnnouncementRevised', data: { announcementId, ...details, tone: 'warning' } }]);
    spec([published]).when({ type: 'ReviseAnnouncement', announcementId, details }).then([]);
    spec([published]).when({ type: 'WithdrawAnnouncement', announcementId, reason: 'Postponed' }).then([withdrawn]);
    spec([published, withdrawn]).when({ type: 'WithdrawAnnouncement', announcementId, reason: 'Again' }).then([]);
  });
  it('refuses to revise a withdrawn or unknown announcement', () => {
    spec([published, withdrawn])
      .when({ type: 'ReviseAnnouncement', announcementId, details })
      .thenError('announcement_withdrawn');
    spec([]).when({ type: 'ReviseAnnouncement', announcementId, details }).thenError('not_found');
    spec([]).when({ type: 'WithdrawAnnouncement', announcementId, reason: 'x' }).thenError('not_found');
  });
  it('refuses each bad field by name, in both languages', () => {
    spec([])
      .when(publish({ messageAr: '' }))
      .thenError('validation_failed', 'messageAr');
    spec([])
      .when(publish({ message: 'x'.repeat(281) }))
      .thenError('validation_failed', 'message');
    spec([])
      .when(publish({ link: 'https://elsewhere.example' }))
      .thenError('validation_failed', 'link');
    spec([])
      .when(publish({ endsAt: '2026-11-01T00:00:00.000Z' }))
      .thenError('validation_failed', 'endsAt');
    spec([])
      .when(publish({ startsAt: 'tomorrow' }))
      .thenError('validation_failed', 'startsAt');
    spec([])
      .when(publish({ audience: 'role', role: null }))
      .thenError('validation_failed', 'role');
    spec([])
      .when(publish({ audience: 'role', role: 'wizard' }))
      .thenError('validation_failed', 'role');
    spec([])
      .when(publish({ audience: 'everyone', role: 'admin' }))
      .thenError('validation_failed', 'role');
    spec([published])
      .when({ type: 'WithdrawAnnouncement', announcementId, reason: ' ' })
      .thenError('validation_failed', 'reason');
  });
});

/** What the back-office's forms send: only the fields each command takes, with the revision the form was read at. */
import { describe, expect, it } from 'vitest';
import { toToggleBody } from '../feature-toggles/FeatureToggleEdit';
import { toAnnouncementBody } from '../announcements/AnnouncementForm';
import { toContentBody } from '../content/ContentViews';

const auctions = {
  id: 'auctions',
  name: 'auctions',
  stream: 'featureToggle-auctions',
  enabled: true,
  audience: 'all',
  percentage: 100,
  revision: 1,
  history: [],
};

describe('a feature toggle', () => {
  it('sends the switch, the audience, the reason and the revision read', () => {
    expect(toToggleBody({ ...auctions, enabled: false, reason: 'Maintenance' })).toEqual({
      enabled: false,
      audience: 'all',
      percentage: 100,
      reason: 'Maintenance',
      expectedRevision: 1,
    });
    expect(toToggleBody({ ...auctions, audience: 'percentage', percentage: '30' as never }).percentage).toBe(30);
  });
});

describe('an announcement', () => {
  it('sends both languages, the dates as instants and a role only for a role audience', () => {
    const body = toAnnouncementBody({
      message: 'Winter auction',
      messageAr: 'مزاد الشتاء',
      link: '',
      startsAt: new Date('2026-12-01T10:00:00Z'),
      endsAt: '2026-12-31T10:00:00.000Z',
      audience: 'everyone',
      role: 'collector',
    });
    expect(body).toEqual({
      message: 'Winter auction',
      messageAr: 'مزاد الشتاء',
      link: null,
      tone: 'info',
      startsAt: '2026-12-01T10:00:00.000Z',
      endsAt: '2026-12-31T10:00:00.000Z',
      audience: 'everyone',
      role: null,
    });
  });
});

describe('a static page', () => {
  it('sends its texts, the reason and the revision read, and nothing of the record the server keeps', () => {
    const record = {
      id: 'support',
      page: 'support',
      revision: 2,
      title: 'Support',
      titleAr: 'الدعم',
      summary: 'S',
      summaryAr: 'م',
      sections: [{ heading: 'H', headingAr: 'ع', body: 'B', bodyAr: 'ن', extra: 'x' }],
      history: [],
      reason: 'New hours',
    };
    expect(toContentBody(record)).toEqual({
      title: 'Support',
      titleAr: 'الدعم',
      summary: 'S',
      summaryAr: 'م',
      sections: [{ heading: 'H', headingAr: 'ع', body: 'B', bodyAr: 'ن' }],
      reason: 'New hours',
      expectedRevision: 2,
    });
  });
});

// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { Form } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../kit/testing';
import { ConsentHistory } from './SubscriberResources';
import { CampaignActions, PreferenceSegment } from './CampaignResources';
import { SegmentAudience } from './SegmentAudience';

afterEach(cleanup);

const subscriber = {
  id: 'h1',
  history: [
    {
      type: 'NewsletterSubscriptionRequested',
      at: '2026-03-01T10:00:00Z',
      actorId: null,
      detail: { source: 'footer' },
    },
    { type: 'NewsletterSubscriptionConfirmed', at: '2026-03-01T10:05:00Z', actorId: null, detail: {} },
    { type: 'NewsletterUnsubscribed', at: '2026-03-02T09:00:00Z', actorId: null, detail: { via: 'one_click' } },
  ],
};

describe('a subscriber’s consent history', () => {
  it('lists each recorded step in the interface language', async () => {
    renderInAdmin(
      <ConsentHistory />,
      { roles: ['auditor'], locale: 'ar' },
      { resource: 'newsletter/subscribers', record: subscriber },
    );
    expect(await screen.findByRole('table', { name: 'سجل الموافقة' })).toBeTruthy();
    expect(screen.getByText('تأكيد عبر الرابط المرسل')).toBeTruthy();
    expect(screen.getByText('{"via":"one_click"}')).toBeTruthy();
  });
});

describe('a campaign’s actions', () => {
  it('lets an admin send or schedule a draft', async () => {
    renderInAdmin(
      <CampaignActions />,
      { roles: ['admin'] },
      { resource: 'newsletter/campaigns', record: { id: 'c1', status: 'draft' } },
    );
    expect(await screen.findByRole('button', { name: 'Send now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeTruthy();
  });

  it('offers a moderator nothing, and nothing once sent', async () => {
    renderInAdmin(
      <CampaignActions />,
      { roles: ['moderator'] },
      { resource: 'newsletter/campaigns', record: { id: 'c1', status: 'draft' } },
    );
    await screen.findByText((_, el) => el?.tagName === 'BODY');
    expect(screen.queryByRole('button', { name: 'Send now' })).toBeNull();
    cleanup();
    renderInAdmin(
      <CampaignActions />,
      { roles: ['admin'] },
      { resource: 'newsletter/campaigns', record: { id: 'c1', status: 'sent' } },
    );
    expect(screen.queryByRole('button', { name: 'Send now' })).toBeNull();
  });
});

describe('a segment’s audience', () => {
  const answering = (count: number) => {
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        calls.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify({ count }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    return calls;
  };
  afterEach(() => vi.unstubAllGlobals());

  it('asks the API how many subscribers the segment reaches, leaving out an empty activity filter', async () => {
    const calls = answering(3);
    renderInAdmin(
      <Form
        defaultValues={{
          segment: { languages: ['ar'], topics: [], roles: [], cities: ['Jeddah'], activeWithinDays: null },
        }}
      >
        <SegmentAudience />
      </Form>,
      { roles: ['moderator'] },
    );
    expect((await screen.findByRole('status')).textContent).toBe('Reaches 3 confirmed subscribers now');
    expect(calls[0]).toEqual({ languages: ['ar'], topics: [], roles: [], cities: ['Jeddah'] });
  });

  it('says it in Arabic with the dual form', async () => {
    answering(2);
    renderInAdmin(
      <Form defaultValues={{ segment: { languages: [], topics: [], roles: [] } }}>
        <SegmentAudience />
      </Form>,
      { roles: ['admin'], locale: 'ar' },
    );
    expect((await screen.findByRole('status')).textContent).toBe('تصل الآن إلى مشتركَين مؤكدَين');
  });
});

describe('a segment by art preferences', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers categories, styles and media, and asks the audience of what was entered', async () => {
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        calls.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify({ count: 1 }), { status: 200 });
      }),
    );
    renderInAdmin(
      <Form defaultValues={{ segment: { languages: [], topics: [], roles: [], preferredStyles: ['contemporary'] } }}>
        <PreferenceSegment />
        <SegmentAudience />
      </Form>,
      { roles: ['admin'] },
      { resource: 'newsletter/campaigns' },
    );
    expect(await screen.findByLabelText('Likes any of these categories (none: all)')).toBeTruthy();
    expect(screen.getByLabelText('Likes any of these media (none: all)')).toBeTruthy();
    expect(screen.getByText('contemporary')).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('Reaches 1 confirmed subscriber now');
    expect(calls[0]).toEqual({ languages: [], topics: [], roles: [], preferredStyles: ['contemporary'] });
  });

  it('names them in Arabic', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ count: 0 }), { status: 200 })),
    );
    renderInAdmin(
      <Form defaultValues={{ segment: { languages: [], topics: [], roles: [] } }}>
        <PreferenceSegment />
      </Form>,
      { roles: ['admin'], locale: 'ar' },
      { resource: 'newsletter/campaigns' },
    );
    expect(await screen.findByLabelText('يفضّل أحد هذه الأساليب (بدون اختيار: الكل)')).toBeTruthy();
    expect(screen.getByText(/مفاتيح فئات الكتالوج/)).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin } from '../kit/testing';
import { ConsentHistory } from './SubscriberResources';
import { CampaignActions } from './CampaignResources';

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

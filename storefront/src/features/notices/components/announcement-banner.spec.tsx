import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signedOut, stubApi } from '../../../test-utils/render-app';

afterEach(cleanup);
beforeEach(() => window.localStorage.clear());

const winter = {
  id: 'a-1',
  message: 'The winter auction opens on 1 December.',
  messageAr: 'يفتتح مزاد الشتاء في الأول من ديسمبر.',
  link: '/auctions',
  tone: 'info',
  startsAt: '2026-11-20T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  version: '2026-11-20T00:00:00.000Z',
};
const withAnnouncements = (items: unknown[]) => ({
  ...signedOut,
  'GET /api/announcements/active': { status: 200, body: items },
});

describe('announcement banner', () => {
  it('shows the announcement in English with its link, and dismissing it hides it for good', async () => {
    stubApi(withAnnouncements([winter]));
    renderApp('/artists');
    const region = await screen.findByRole('region', { name: 'Announcements' }, { timeout: 15_000 });
    expect(within(region).getByText(/The winter auction opens/)).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Find out more' }).getAttribute('href')).toBe('/auctions');
    fireEvent.click(within(region).getByRole('button', { name: 'Dismiss this announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    cleanup();
    renderApp('/artists');
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    expect(screen.queryByText(/The winter auction opens/)).toBeNull();
  });

  it('shows the Arabic wording in Arabic, and a revised wording again after a dismissal', async () => {
    window.localStorage.setItem('gulf-art.dismissed-announcements', JSON.stringify([`a-1@${winter.version}`]));
    stubApi(withAnnouncements([{ ...winter, version: '2026-11-21T00:00:00.000Z' }]));
    renderApp('/artists', 'ar');
    const region = await screen.findByRole('region', { name: 'الإعلانات' }, { timeout: 15_000 });
    expect(within(region).getByText(/يفتتح مزاد الشتاء/)).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'إخفاء هذا الإعلان' })).toBeTruthy();
  });

  it('shows nothing when there is no announcement', async () => {
    stubApi(withAnnouncements([]));
    renderApp('/artists');
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
  });
});

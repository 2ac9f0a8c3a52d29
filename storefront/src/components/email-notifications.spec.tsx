import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedIn, stubApi } from '../test-utils/render-app';
import type { EmailNotificationSettings } from '../lib/session/profile';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const kinds = 'inquiries orders auctions workshopReminders followedArtists commissions messages'.split(' ');
const every: EmailNotificationSettings = Object.fromEntries(kinds.map((kind) => [kind, true]));
const member = (emailNotifications = every) =>
  signedIn(
    { role: 'collector', roles: ['collector'], language: 'en', emailNotifications },
    { setupComplete: true, roles: ['collector'] },
  );
const newsletter = {
  'GET /api/newsletter/preferences': {
    status: 200,
    body: { email: 'n@example.sa', status: 'none', language: 'en', topics: [] },
  },
};
const sent = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'PUT' && String(url).endsWith('/api/profile/notifications'))
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('e-mail notifications on /preferences', () => {
  it('shows each kind as held, saves a switch as soon as it moves, and says which mails always go', async () => {
    const fetchMock = stubApi({
      ...member({ ...every, messages: false }),
      ...newsletter,
      'PUT /api/profile/notifications': { status: 200, body: { ...every, messages: false, auctions: false } },
    });
    renderApp('/preferences');
    const section = await screen.findByRole('region', { name: 'E-mail notifications' }, { timeout: 15_000 });
    expect(within(section).getAllByRole('switch')).toHaveLength(7);
    const messages = within(section).getByRole('switch', { name: 'Messages from artists and galleries' });
    expect((messages as HTMLInputElement).checked).toBe(false);
    expect(within(section).getByText(/Receipts, tax invoices.*always sent/)).toBeTruthy();
    const auctions = within(section).getByRole('switch', { name: 'Auctions: outbid and won' }) as HTMLInputElement;
    fireEvent.click(auctions);
    await waitFor(() => expect(within(section).getByRole('status').textContent).toBe('Saved.'));
    expect(sent(fetchMock)).toEqual([{ auctions: false }]);
    expect(auctions.checked).toBe(false);
  });

  it('in Arabic, shows the server’s refusal and keeps the switch as held', async () => {
    stubApi({
      ...member(),
      ...newsletter,
      'PUT /api/profile/notifications': {
        status: 400,
        body: { message: 'Refused', messageAr: 'مرفوض', details: [] },
      },
    });
    renderApp('/preferences', 'ar');
    const section = await screen.findByRole('region', { name: 'إشعارات البريد الإلكتروني' }, { timeout: 15_000 });
    expect(within(section).getByText(/تُرسل دائمًا/)).toBeTruthy();
    const reminders = within(section).getByRole('switch', { name: 'تذكيرات ورش العمل التي سجّلت فيها' });
    fireEvent.click(reminders);
    expect(await within(section).findByText('مرفوض')).toBeTruthy();
    expect((reminders as HTMLInputElement).checked).toBe(true);
  });
});

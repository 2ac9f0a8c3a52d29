import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderWithDocument, signedIn, stubApi } from '../test-utils/render-app';

const member = signedIn({ role: 'collector', roles: ['collector'] }, { setupComplete: true, roles: ['collector'] });
const preferences = {
  'GET /api/newsletter/preferences': {
    status: 200,
    body: { email: 'n@example.sa', status: 'none', language: 'en', topics: [], openTracking: false },
  },
};
const requested = { id: 'x-1', status: 'requested', requestedAt: '2026-03-01T09:00:00.000Z', expiresAt: null };
const ready = { ...requested, status: 'ready', expiresAt: '2026-03-08T09:00:00.000Z' };
const requestCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      new URL(String(url), 'http://localhost').pathname === '/api/profile/export' && init?.method === 'POST',
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('download my data on /preferences', () => {
  it('asks for the archive, shows it being prepared, then ready with its download link and expiry, in English', async () => {
    const api: Parameters<typeof stubApi>[0] = {
      ...member,
      ...preferences,
      'GET /api/profile/exports': { status: 200, body: [] },
      'POST /api/profile/export': { status: 202, body: requested },
    };
    const fetchMock = stubApi(api);
    renderApp('/preferences');
    const button = await screen.findByRole('button', { name: 'Request my data' }, { timeout: 15_000 });
    expect(screen.getByRole('region', { name: 'Your data' }).textContent).toContain('7 days');
    expect(screen.queryByRole('link', { name: 'Download my data' })).toBeNull();
    // The job has built it by the time the list is asked again.
    api['GET /api/profile/exports'] = { status: 200, body: [ready] };
    fireEvent.click(button);
    expect((await screen.findByRole('status')).textContent).toContain('being prepared');
    expect(screen.getByRole('button', { name: 'Request my data' })).toHaveProperty('disabled', true);
    const link = await screen.findByRole('link', { name: 'Download my data' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/api/profile/exports/x-1/download');
    expect(screen.getByRole('status').textContent).toContain('until March 8, 2026');
    expect(requestCalls(fetchMock)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an expired archive without a link, and the server’s refusal (the hourly limit) in Arabic', async () => {
    const fetchMock = stubApi({
      ...member,
      ...preferences,
      'GET /api/profile/exports': { status: 200, body: [{ ...ready, status: 'expired' }] },
      'POST /api/profile/export': {
        status: 429,
        body: { code: 'rate_limited', message: 'Too many requests.', messageAr: 'طلبات كثيرة جدًا.' },
      },
    });
    const { unbind } = renderWithDocument('/preferences', 'ar');
    const button = await screen.findByRole('button', { name: 'طلب بياناتي' }, { timeout: 15_000 });
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    expect((await screen.findByRole('status')).textContent).toContain('انتهت صلاحية أرشيفك');
    expect(screen.queryByRole('link', { name: 'تنزيل بياناتي' })).toBeNull();
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe('طلبات كثيرة جدًا.');
    expect(requestCalls(fetchMock)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'طلب بياناتي' })).toHaveProperty('disabled', false));
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderWithDocument, signedIn, stubApi } from '../test-utils/render-app';

const member = signedIn({ role: 'collector', roles: ['collector'] }, { setupComplete: true, roles: ['collector'] });
const preferences = {
  'GET /api/newsletter/preferences': {
    status: 200,
    body: { email: 'n@example.sa', status: 'none', language: 'en', topics: [], openTracking: false },
  },
};
const exportCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === '/api/profile/export');

let createObjectURL: ReturnType<typeof vi.fn>;
beforeEach(() => {
  createObjectURL = vi.fn(() => 'blob:my-data');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('download my data on /preferences', () => {
  it('explains the right and saves the file the server answers, in English', async () => {
    const fetchMock = stubApi({
      ...member,
      ...preferences,
      'GET /api/profile/export': { status: 200, body: { userId: 'u-1', account: { email: 'n@example.sa' } } },
    });
    renderApp('/preferences');
    const button = await screen.findByRole('button', { name: 'Download my data' }, { timeout: 15_000 });
    expect(screen.getByRole('region', { name: 'Your data' }).textContent).toContain('one JSON file');
    fireEvent.click(button);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(exportCalls(fetchMock)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is offered in Arabic and shows the server’s refusal (the hourly limit) in Arabic', async () => {
    const fetchMock = stubApi({
      ...member,
      ...preferences,
      'GET /api/profile/export': {
        status: 429,
        body: { code: 'rate_limited', message: 'Too many requests.', messageAr: 'طلبات كثيرة جدًا.' },
      },
    });
    const { unbind } = renderWithDocument('/preferences', 'ar');
    const button = await screen.findByRole('button', { name: 'تنزيل بياناتي' }, { timeout: 15_000 });
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('region', { name: 'بياناتك' }).textContent).toContain('ملف JSON');
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe('طلبات كثيرة جدًا.');
    expect(exportCalls(fetchMock)).toHaveLength(1);
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});

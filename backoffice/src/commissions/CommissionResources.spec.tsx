// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../kit/testing';
import { canAccess } from '../permissions';
import { HideButton } from './CommissionResources';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reported = { id: 'm1', body: 'Rude words', hidden: false, reported: true };

describe('a reported commission message', () => {
  it('a moderator hides it through the API', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ ...reported, hidden: true }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderInAdmin(<HideButton />, { roles: ['moderator'] }, { resource: 'commission-messages', record: reported });
    fireEvent.click(await screen.findByRole('button', { name: 'Hide message' }));
    await screen.findByText('The message is hidden');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain('/api/admin/commission-messages/m1/hide');
    expect(init.method).toBe('POST');
  });

  it('is not offered to an auditor, nor for a message already hidden', () => {
    expect(canAccess(['auditor'], 'commission-messages', 'hide')).toBe(false);
    expect(canAccess(['moderator'], 'commission-messages', 'hide')).toBe(true);
    // A hidden message renders no button before any permission is asked.
    renderInAdmin(
      <HideButton />,
      { roles: ['moderator'] },
      { resource: 'commission-messages', record: { ...reported, hidden: true } },
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks Arabic', async () => {
    renderInAdmin(
      <HideButton />,
      { roles: ['admin'], locale: 'ar' },
      { resource: 'commission-messages', record: reported },
    );
    expect(await screen.findByRole('button', { name: 'أخفِ الرسالة' })).toBeTruthy();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpClient, localizedErrorMessage } from './http';

const error = {
  statusCode: 400,
  code: 'VALIDATION',
  message: 'Invalid input',
  messageAr: 'مدخلات غير صالحة',
  details: [{ field: 'reason', code: 'TOO_LONG', message: 'reason is too long', messageAr: 'السبب طويل جدًا' }],
};

describe('localizedErrorMessage', () => {
  it('shows the Arabic text in Arabic, with the field details', () => {
    expect(localizedErrorMessage(error, 'ar')).toBe('مدخلات غير صالحة (السبب طويل جدًا)');
  });
  it('shows the English text in English', () => {
    expect(localizedErrorMessage(error, 'en')).toBe('Invalid input (reason is too long)');
  });
  it('falls back to English when the Arabic text is missing, and ignores bodies that are not API errors', () => {
    expect(localizedErrorMessage({ message: 'Only English' }, 'ar')).toBe('Only English');
    expect(localizedErrorMessage('<html>', 'ar')).toBeUndefined();
  });
});

describe('httpClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the session cookie and JSON headers', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { json } = await httpClient('/api/admin/users/1/verify', { method: 'POST', body: '{}' });
    expect(json).toEqual({ ok: true });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit & { headers: Headers }];
    expect(init.credentials).toBe('include');
    expect(init.headers.get('Content-Type')).toBe('application/json');
    expect(init.headers.get('Accept')).toBe('application/json');
  });

  it('turns an error answer into an HttpError with the status and the server text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(error), { status: 400 })),
    );
    await expect(httpClient('/api/admin/users/1/suspend')).rejects.toMatchObject({
      status: 400,
      message: 'Invalid input (reason is too long)',
    });
  });

  it('names a network failure with a translation key', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(httpClient('/api/admin/dashboard')).rejects.toMatchObject({ message: 'app.error.network', status: 0 });
  });
});

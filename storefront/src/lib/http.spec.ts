import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorDetails, errorMessage } from './api-error';
import { HttpError, getJson, sendJson } from './http';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string) {
  const fetchMock = vi.fn(async () => new Response(body, { status, statusText: 'Bad Request' }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('http helpers', () => {
  it('sends credentials and JSON on writes', async () => {
    const fetchMock = stubFetch(200, '{"ok":true}');
    await expect(sendJson('POST', '/api/user/roles', { roles: ['member'] })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"roles":["member"]}');
  });

  it('sends credentials on reads', async () => {
    const fetchMock = stubFetch(200, '[]');
    await getJson('/api/profile');
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].credentials).toBe('include');
  });

  it('throws "{status}: {response text}" on a non-OK answer', async () => {
    stubFetch(403, 'Forbidden here');
    await expect(getJson('/api/x')).rejects.toThrow('403: Forbidden here');
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(400, '');
    await expect(getJson('/api/x')).rejects.toThrow('400: Bad Request');
  });
});

describe('error messages', () => {
  const body = {
    statusCode: 400,
    code: 'validation',
    message: 'Invalid roles',
    messageAr: 'أدوار غير صالحة',
    details: [
      { field: 'roles', code: 'invalid', message: 'auditor is a staff role', messageAr: 'المدقّق دور للموظفين' },
    ],
  };
  const error = new HttpError(400, JSON.stringify(body), body);

  it('shows the Arabic message when the interface is Arabic, the English one otherwise', () => {
    expect(errorMessage(error, 'ar', 'fallback')).toBe('أدوار غير صالحة');
    expect(errorMessage(error, 'en', 'fallback')).toBe('Invalid roles');
    expect(errorDetails(error, 'ar')).toEqual(['المدقّق دور للموظفين']);
  });

  it('uses the translated fallback when the server said nothing usable', () => {
    expect(errorMessage(new Error('network down'), 'en', 'An error occurred.')).toBe('An error occurred.');
    expect(errorMessage(new HttpError(502, 'Bad Gateway', undefined), 'ar', 'حدث خطأ')).toBe('حدث خطأ');
  });
});

import { describe, expect, it } from 'vitest';
import { createDataProvider, type UserCommand, type UserCommandArgs, exportUrl } from './dataProvider';
import type { HttpClient } from './http';

interface Call {
  url: string;
  options: RequestInit & { headers?: Headers };
}

/** An http client that records each call and answers with the given JSON and Content-Range. */
const recorder = (json: unknown = [], contentRange = 'items 0-0/42') => {
  const calls: Call[] = [];
  const http = (async (url: string, options: Call['options'] = {}) => {
    calls.push({ url, options });
    return { status: 200, headers: new Headers({ 'Content-Range': contentRange }), body: '', json };
  }) as unknown as HttpClient;
  return { calls, provider: createDataProvider('/api/admin', http) };
};

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('dataProvider: ra-data-simple-rest URLs', () => {
  it('builds a users list URL with sort, range and filter, and reads the total from Content-Range', async () => {
    const { calls, provider } = recorder([{ id: 'u1' }], 'users 25-25/51');
    const result = await provider.getList('users', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'joinedAt', order: 'DESC' },
      filter: { q: 'نورة', role: 'artist', status: 'suspended', riskLevel: 'high', lifecycleStage: 'retention' },
    });
    expect(new URL(calls[0].url, 'http://x').pathname).toBe('/api/admin/users');
    const query = queryOf(calls[0].url);
    expect(JSON.parse(query.sort)).toEqual(['joinedAt', 'DESC']);
    expect(JSON.parse(query.range)).toEqual([25, 49]);
    expect(JSON.parse(query.filter)).toEqual({
      q: 'نورة',
      role: 'artist',
      status: 'suspended',
      riskLevel: 'high',
      lifecycleStage: 'retention',
    });
    expect(calls[0].options.headers?.get('Range')).toBe('users=25-49');
    expect(result).toEqual({ data: [{ id: 'u1' }], total: 51 });
  });

  it('encodes record ids in show URLs', async () => {
    const { calls, provider } = recorder({ id: 'a/b' });
    await provider.getOne('users', { id: 'a/b' });
    expect(calls[0].url).toBe('/api/admin/users/a%2Fb');
  });
});

describe('dataProvider: user commands', () => {
  it.each([
    ['verify', {}, {}],
    ['activate', {}, {}],
    ['suspend', { reason: 'Spam' }, { reason: 'Spam' }],
    ['change-role', { roles: ['moderator'] }, { roles: ['moderator'] }],
  ] as [UserCommand, UserCommandArgs, object][])(
    'posts %s to /users/{id}/%s with its arguments',
    async (command, args, body) => {
      const { calls, provider } = recorder({});
      await provider.runUserCommand('u 7', command, args);
      expect(calls[0].url).toBe(`/api/admin/users/u%207/${command}`);
      expect(calls[0].options.method).toBe('POST');
      expect(JSON.parse(String(calls[0].options.body))).toEqual(body);
    },
  );

  it('posts a bulk command to /users/{command} with the ids and the arguments', async () => {
    const answer = { succeeded: ['u1'], failed: [{ id: 'u2', message: 'No', messageAr: 'لا' }] };
    const { calls, provider } = recorder(answer);
    const result = await provider.runBulkUserCommand(['u1', 'u2'], 'suspend', { reason: 'Fraud' });
    expect(calls[0].url).toBe('/api/admin/users/suspend');
    expect(JSON.parse(String(calls[0].options.body))).toEqual({ ids: ['u1', 'u2'], reason: 'Fraud' });
    expect(result).toEqual(answer);
  });

  it('retries a failed job', async () => {
    const { calls, provider } = recorder({});
    await provider.retryJob('email:evt-1');
    expect(calls[0].url).toBe('/api/admin/jobs/email%3Aevt-1/retry');
    expect(calls[0].options.method).toBe('POST');
  });

  it('reads the projections and posts a retry to /projections/{name}/retry', async () => {
    const { calls, provider } = recorder([{ name: 'users' }]);
    expect(await provider.getProjections()).toEqual([{ name: 'users' }]);
    await provider.retryProjection('users');
    expect(calls.map((call) => [call.url, call.options.method ?? 'GET'])).toEqual([
      ['/api/admin/projections', 'GET'],
      ['/api/admin/projections/users/retry', 'POST'],
    ]);
  });
});

describe('dataProvider: CSV export URL', () => {
  it('carries the list filter and sort to the server, with no range (no row cap)', () => {
    const url = exportUrl('users', { status: 'active', q: 'art & craft' }, { field: 'email', order: 'ASC' });
    expect(url.startsWith('/api/admin/users/export.csv?')).toBe(true);
    const query = queryOf(url);
    expect(JSON.parse(query.filter)).toEqual({ status: 'active', q: 'art & craft' });
    expect(JSON.parse(query.sort)).toEqual(['email', 'ASC']);
    expect(query.range).toBeUndefined();
  });

  it('points every resource at its own server export', () => {
    const url = exportUrl('invoices', {}, { field: 'createdAt', order: 'DESC' });
    expect(url.startsWith('/api/admin/invoices/export.csv?')).toBe(true);
  });
});

describe('dataProvider: audit API and dashboard', () => {
  it('lists streams by prefix, text and range', async () => {
    const { calls, provider } = recorder([{ id: 'user-1' }], 'streams 50-50/75');
    const result = await provider.getStreams({ prefix: 'user-', q: 'abc', page: 3, perPage: 25 });
    expect(new URL(calls[0].url, 'http://x').pathname).toBe('/api/admin/streams');
    expect(queryOf(calls[0].url)).toEqual({ prefix: 'user-', q: 'abc', filter: '{"q":"abc"}', range: '[50,74]' });
    expect(result.total).toBe(75);
  });

  it('reads a stream and its state at a revision, stream names encoded', async () => {
    const { calls, provider } = recorder({});
    await provider.getStream('invoiceChain-a/b');
    await provider.getStreamState('user-42', 3);
    await provider.getDashboard();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/admin/streams/invoiceChain-a%2Fb',
      '/api/admin/streams/user-42/state?revision=3',
      '/api/admin/dashboard',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../dataProvider';
import type { HttpClient } from '../http';
import { auditPathOf, createCatalogCommands, normaliseBulkResult, runEach, streamNameOf } from './catalogCommands';
import { reasonIsValid } from './ReasonDialog';

interface Call {
  url: string;
  options: { method?: string; body?: string };
}

/** An http client that records each call and answers with the given JSON (or fails for the listed URLs). */
const recorder = (json: unknown = {}, failing: Record<string, { status: number; body: object }> = {}) => {
  const calls: Call[] = [];
  const http = (async (url: string, options: Call['options'] = {}) => {
    calls.push({ url, options });
    const failure = failing[url];
    if (failure) throw Object.assign(new Error(`HTTP ${failure.status}`), failure);
    return { status: 200, headers: new Headers({ 'Content-Range': 'items 0-0/1' }), body: '', json };
  }) as unknown as HttpClient;
  return {
    calls,
    commands: createCatalogCommands('/api/admin', http),
    provider: createDataProvider('/api/admin', http),
  };
};

const sent = (call: Call) => ({
  method: call.options.method,
  url: call.url,
  body: JSON.parse(call.options.body ?? 'null'),
});

describe('catalog commands: the contract’s admin endpoints', () => {
  it.each(['artworks', 'artists', 'galleries', 'collections'] as const)(
    'features and unfeatures %s',
    async (resource) => {
      const { calls, commands } = recorder();
      await commands.feature(resource, 'a/1');
      await commands.unfeature(resource, 'a/1');
      expect(calls.map(sent)).toEqual([
        { method: 'POST', url: `/api/admin/${resource}/a%2F1/feature`, body: {} },
        { method: 'POST', url: `/api/admin/${resource}/a%2F1/unfeature`, body: {} },
      ]);
    },
  );

  it('withdraws an artwork with its reason', async () => {
    const { calls, commands } = recorder();
    await commands.withdrawArtwork('w1', 'Copies another artist’s work');
    expect(sent(calls[0])).toEqual({
      method: 'POST',
      url: '/api/admin/artworks/w1/withdraw',
      body: { reason: 'Copies another artist’s work' },
    });
  });

  it('sends bulk artwork actions in one call, with the reason only when there is one', async () => {
    const { calls, commands } = recorder({ succeeded: ['w1'], failed: [] });
    await commands.bulkArtworks(['w1', 'w2'], 'feature');
    await commands.bulkArtworks(['w1'], 'withdraw', 'Spam');
    expect(calls.map(sent)).toEqual([
      { method: 'POST', url: '/api/admin/artworks/bulk', body: { ids: ['w1', 'w2'], action: 'feature' } },
      { method: 'POST', url: '/api/admin/artworks/bulk', body: { ids: ['w1'], action: 'withdraw', reason: 'Spam' } },
    ]);
  });

  it.each(['comments', 'discussions'] as const)('hides and restores %s with a reason', async (resource) => {
    const { calls, commands } = recorder();
    await commands.hide(resource, 'c1', 'Insulting');
    await commands.restore(resource, 'c1', 'Reviewed again');
    expect(calls.map(sent)).toEqual([
      { method: 'POST', url: `/api/admin/${resource}/c1/hide`, body: { reason: 'Insulting' } },
      { method: 'POST', url: `/api/admin/${resource}/c1/restore`, body: { reason: 'Reviewed again' } },
    ]);
  });
});

describe('bulk results', () => {
  it('keeps the server’s per-record answer, and counts every id as done when it sends none', () => {
    expect(normaliseBulkResult(['a', 'b'], { succeeded: ['a'], failed: [{ id: 'b', message: 'No' }] })).toEqual({
      succeeded: ['a'],
      failed: [{ id: 'b', message: 'No' }],
    });
    expect(normaliseBulkResult(['a', 'b'], undefined)).toEqual({ succeeded: ['a', 'b'], failed: [] });
    expect(normaliseBulkResult(['a'], [{ id: 'a' }])).toEqual({ succeeded: ['a'], failed: [] });
  });

  it('runs one command per id where there is no bulk endpoint, and reports each refusal in both languages', async () => {
    const { commands } = recorder(
      {},
      {
        '/api/admin/comments/c2/hide': {
          status: 403,
          body: { message: 'Forbidden', messageAr: 'ممنوع' },
        },
      },
    );
    const result = await runEach(['c1', 'c2', 'c3'], (id) => commands.hide('comments', id, 'Spam'));
    expect(result).toEqual({
      succeeded: ['c1', 'c3'],
      failed: [{ id: 'c2', message: 'Forbidden', messageAr: 'ممنوع' }],
    });
  });
});

describe('audit trail links', () => {
  it.each([
    ['artworks', 'artwork-'],
    ['artists', 'artist-'],
    ['galleries', 'gallery-'],
    ['collections', 'collection-'],
    ['comments', 'comment-'],
    ['discussions', 'discussion-'],
    ['inquiries', 'inquiry-'],
    ['commissions', 'commission-'],
  ])('names the stream of %s with the contract’s prefix', (resource, prefix) => {
    expect(streamNameOf(resource, 'x1')).toBe(`${prefix}x1`);
    expect(auditPathOf(resource, 'x1')).toBe(`/audit/${prefix}x1`);
  });
});

describe('records the admin API serves only as lists', () => {
  it.each(['artists', 'galleries', 'comments', 'discussions', 'inquiries'])(
    'reads one %s through its list',
    async (resource) => {
      const { calls, provider } = recorder([{ id: 'r1', name: 'x' }]);
      const { data } = await provider.getOne(resource, { id: 'r1' });
      expect(data).toEqual({ id: 'r1', name: 'x' });
      const url = new URL(calls[0].url, 'http://x');
      expect(url.pathname).toBe(`/api/admin/${resource}`);
      expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ id: ['r1'] });
    },
  );

  it('answers 404 when the list does not hold the id', async () => {
    const { provider } = recorder([]);
    await expect(provider.getOne('inquiries', { id: 'gone' })).rejects.toMatchObject({ status: 404 });
  });

  it.each(['artworks', 'collections'])('reads one %s from its own endpoint', async (resource) => {
    const { calls, provider } = recorder({ id: 'r1' });
    await provider.getOne(resource, { id: 'r1' });
    expect(calls[0].url).toBe(`/api/admin/${resource}/r1`);
  });
});

describe('reasons', () => {
  it('asks for 3 to 500 characters, spaces aside', () => {
    expect(reasonIsValid('  ab ')).toBe(false);
    expect(reasonIsValid('abc')).toBe(true);
    expect(reasonIsValid('x'.repeat(500))).toBe(true);
    expect(reasonIsValid('x'.repeat(501))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../dataProvider';
import type { HttpClient } from '../http';
import { canAccess } from '../permissions';
import { bulkCommands, offeredCommands } from '../kit/commandSet';
import { type ArtworkRecord, artworkCommandApplies } from './artworkCommands';
import { ARTWORK_COMMANDS } from './artworkCommandSet';
import { MODERATION_QUEUE_FILTER, MODERATION_QUEUE_SORT } from './artworkFilters';

const published = { id: 'w1', status: 'published', featured: false } as ArtworkRecord;
const featured = { id: 'w2', status: 'published', featured: true } as ArtworkRecord;

/** The commands the artwork menu shows these roles for this work, and those offered on a selection. */
const artworkCommandsFor = (roles: string[] | undefined, artwork: ArtworkRecord | undefined) =>
  offeredCommands(ARTWORK_COMMANDS, artwork, { roles, id: 'me' }).map(({ command }) => command.key);
const bulkArtworkCommandsFor = (roles: string[] | undefined) =>
  bulkCommands(ARTWORK_COMMANDS, roles).map((command) => command.key);

describe('artwork commands by role', () => {
  it('lets moderators and admins feature, unfeature and withdraw', () => {
    for (const role of ['admin', 'moderator']) {
      expect(artworkCommandsFor([role], published)).toEqual(['feature', 'withdraw']);
      expect(artworkCommandsFor([role], featured)).toEqual(['unfeature', 'withdraw']);
      expect(bulkArtworkCommandsFor([role])).toEqual(['feature', 'unfeature', 'withdraw']);
    }
  });

  it('keeps an auditor read-only: lists and shows, no command', () => {
    expect(canAccess(['auditor'], 'artworks', 'list')).toBe(true);
    expect(canAccess(['auditor'], 'artworks', 'show')).toBe(true);
    expect(artworkCommandsFor(['auditor'], published)).toEqual([]);
    expect(bulkArtworkCommandsFor(['auditor'])).toEqual([]);
    for (const action of ['feature', 'unfeature', 'withdraw', 'edit', 'delete', 'create']) {
      expect(canAccess(['auditor'], 'artworks', action)).toBe(false);
    }
  });

  it('offers nothing to a role outside staff, or while permissions load', () => {
    expect(artworkCommandsFor(['artist'], published)).toEqual([]);
    expect(artworkCommandsFor(undefined, published)).toEqual([]);
    expect(artworkCommandsFor(['admin'], undefined)).toEqual([]);
  });
});

describe('artwork commands by state', () => {
  it('features only a published work not featured yet', () => {
    expect(artworkCommandApplies('feature', published)).toBe(true);
    expect(artworkCommandApplies('feature', featured)).toBe(false);
    expect(artworkCommandApplies('feature', { status: 'draft', featured: false })).toBe(false);
    expect(artworkCommandApplies('feature', { status: 'withdrawn', featured: false })).toBe(false);
  });

  it('unfeatures a featured work whatever its status, and withdraws only a published one', () => {
    expect(artworkCommandApplies('unfeature', { status: 'withdrawn', featured: true })).toBe(true);
    expect(artworkCommandApplies('unfeature', published)).toBe(false);
    expect(artworkCommandApplies('withdraw', published)).toBe(true);
    expect(artworkCommandApplies('withdraw', { status: 'draft', featured: false })).toBe(false);
    expect(artworkCommandApplies('withdraw', { status: 'withdrawn', featured: false })).toBe(false);
  });
});

describe('the moderation queue', () => {
  it('uses only the contract’s filters of /api/admin/artworks (the API refuses any other)', () => {
    const contract = ['q', 'status', 'featured', 'artistId', 'galleryId'];
    expect(Object.keys(MODERATION_QUEUE_FILTER).every((key) => contract.includes(key))).toBe(true);
  });

  it('asks for published, unfeatured works, newest first', async () => {
    const urls: string[] = [];
    const http = (async (url: string) => {
      urls.push(url);
      return { status: 200, headers: new Headers({ 'Content-Range': 'artworks 0-0/1' }), body: '', json: [] };
    }) as unknown as HttpClient;
    await createDataProvider('/api/admin', http).getList('artworks', {
      pagination: { page: 1, perPage: 25 },
      sort: MODERATION_QUEUE_SORT,
      filter: { ...MODERATION_QUEUE_FILTER, q: 'لوحة' },
    });
    const query = new URL(urls[0], 'http://x').searchParams;
    expect(new URL(urls[0], 'http://x').pathname).toBe('/api/admin/artworks');
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({ status: 'published', featured: false, q: 'لوحة' });
    expect(JSON.parse(query.get('sort') ?? '')).toEqual(['publishedAt', 'DESC']);
  });
});

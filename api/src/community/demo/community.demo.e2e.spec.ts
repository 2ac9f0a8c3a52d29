/** The community demo: favourites, follows, an answered and a pending inquiry, comments and a discussion; a second
 * run appends nothing. Artworks stand in for the catalog's demo through the read-store port. */
import { describe, expect, it } from '@jest/globals';
import { stackPerFile } from '../../testing/stack-per-file.js';
import { markEventLog } from '../../testing/appended-events.js';
import { putArtist, putArtwork, putGallery } from '../testing/catalog-fixtures.js';
import { seedCommunityDemo } from './community.demo.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { eventually } from '../../testing/eventually.js';

const stack = stackPerFile({ storage: 'pg' });

describe('community demo', () => {
  it('seeds once, and a second run changes nothing', async () => {
    const reads = stack().runtime.storage.reads;
    const galleryId = demoUserId('gallery@example.sa');
    await putGallery(reads, galleryId);
    await putArtist(reads, demoUserId('artist@example.sa'));
    for (let i = 0; i < 3; i++) await putArtwork(reads, { artistId: demoUserId('artist@example.sa'), galleryId });
    await putArtwork(reads, { artistId: demoUserId('artist@example.sa'), galleryId: null });
    await seedCommunityDemo(stack().http.app, stack().runtime);
    const log = await markEventLog(stack().runtime.storage.events);
    const started = Date.now();
    await seedCommunityDemo(stack().http.app, stack().runtime);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await log.appendedTypes()).toEqual([]);

    const collector = await stack().signIn('collector@example.sa');
    expect((await stack().call(collector, 'GET', '/api/favorites')).body.length).toBeGreaterThanOrEqual(3);
    // Following earns the collector a badge; the others stay to earn, listed as such.
    const badges = await eventually(async () => {
      const res = await stack().call(null, 'GET', `/api/achievements/${demoUserId('collector@example.sa')}`);
      return res.body.earned?.some((b: { id: string }) => b.id === 'first_follow') ? res.body : null;
    }, 30_000);
    expect(badges.locked.map((b: { id: string }) => b.id)).toContain('first_workshop');
    const inquiries = (await stack().call(collector, 'GET', '/api/inquiries/user')).body as Array<{ status: string }>;
    expect(inquiries.map((i) => i.status).sort()).toEqual(['pending', 'responded']);
    const gallery = await stack().signIn('gallery@example.sa');
    expect((await stack().call(gallery, 'GET', '/api/inquiries/received')).body).toHaveLength(2);
    expect((await stack().call(null, 'GET', '/api/discussions')).body.items[0].replyCount).toBe(2);
  }, 60_000);
});

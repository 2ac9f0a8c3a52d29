/**
 * Every community read model, dropped and rebuilt from the log, gives the same documents (PostgreSQL
 * server). The log holds each kind of community event, and an erased asker whose details were blanked.
 */
import { describe, expect, it } from '@jest/globals';
import { stackPerFile } from '../../testing/stack-per-file.js';
import { readModelSnapshot, rebuildFromLog } from '../../testing/read-model-rebuild.js';
import { putArtist, putArtwork, putGallery } from '../testing/catalog-fixtures.js';
import { COMMUNITY_PROJECTIONS } from './community.projections.js';
import { demoUserId } from '../../testing/demo-accounts.js';

const stack = stackPerFile({ storage: 'pg' });

const snapshot = () => readModelSnapshot(stack().runtime, COMMUNITY_PROJECTIONS);

describe('community read models', () => {
  it('rebuild to identical documents', async () => {
    const reads = stack().runtime.storage.reads;
    const galleryId = demoUserId('gallery@example.sa');
    const artistId = demoUserId('artist@example.sa');
    await putGallery(reads, galleryId);
    await putArtist(reads, artistId);
    const artwork = await putArtwork(reads, { artistId, galleryId });
    const [collector, organiser, gallery, moderator, admin] = await Promise.all(
      ['collector', 'organiser', 'gallery', 'moderator', 'admin'].map((n) => stack().signIn(`${n}@example.sa`)),
    );
    const call = async (who: typeof collector, method: string, path: string, body?: unknown) => {
      const res = await stack().call(who, method, path, body);
      expect(res.status).toBeLessThan(300);
      return res.body;
    };
    await call(collector, 'POST', '/api/favorites', { artworkId: artwork.id });
    await call(organiser, 'POST', '/api/favorites', { artworkId: artwork.id });
    await call(organiser, 'DELETE', `/api/favorites/${artwork.id}`);
    await call(collector, 'POST', `/api/follows/galleries/${galleryId}`);
    await call(organiser, 'POST', `/api/follows/artists/${artistId}`);
    await call(organiser, 'DELETE', `/api/follows/artists/${artistId}`);
    await call(collector, 'POST', `/api/likes/artworks/${artwork.id}`);
    const comment = await call(collector, 'POST', `/api/artworks/${artwork.id}/comments`, { body: 'Lovely colours.' });
    await call(organiser, 'POST', `/api/comments/${comment.id}/report`, { reason: 'Off topic' });
    await call(moderator, 'POST', `/api/admin/comments/${comment.id}/hide`, { reason: 'Off topic' });
    const discussion = await call(collector, 'POST', '/api/discussions', {
      title: 'Framing',
      body: 'Which framer in Jeddah?',
    });
    await call(organiser, 'POST', `/api/discussions/${discussion.id}/replies`, { body: 'Try Al-Balad.' });
    await call(organiser, 'POST', `/api/discussions/${discussion.id}/report`, { reason: 'Spam' });
    const inquiry = await call(collector, 'POST', `/api/artworks/${artwork.id}/inquiries`, {
      email: 'reem@example.com',
      message: 'Is it still available?',
    });
    await call(gallery, 'POST', `/api/inquiries/${inquiry.id}/respond`, { response: 'Yes.' });
    const erased = await call(organiser, 'POST', `/api/galleries/${galleryId}/inquiries`, {
      name: 'Hessa',
      email: 'hessa@example.com',
      subject: 'Workshop',
      message: 'Can we host a workshop?',
      inquiryType: 'partnership',
    });
    await call(admin, 'POST', `/api/admin/users/${demoUserId('organiser@example.sa')}/forget`);
    await stack().runtime.projections.waitUntilCaughtUp();
    const blanked = await reads.collection('inquiries').get(erased.id);
    expect(blanked).toMatchObject({ email: null, name: null, message: null, subject: null });

    const before = await snapshot();
    expect(before.favorites).toHaveLength(2);
    expect(before.followerCounts).toEqual(
      expect.arrayContaining([expect.objectContaining({ followers: 1 }), expect.objectContaining({ followers: 0 })]),
    );
    await rebuildFromLog(stack().runtime, COMMUNITY_PROJECTIONS);
    expect(await snapshot()).toEqual(before);
  }, 60_000);
});

/**
 * The kinds of optional mail a person receives, over HTTP: GET|PUT /api/profile/notifications, their own only,
 * as `EmailNotificationsChosen` on their `user-<id>` stream, shown in GET /api/profile; bad input is a 400 naming
 * the field in English and Arabic and appends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { ALL_EMAIL_NOTIFICATIONS } from '../domain/email-notifications.js';

let stack: TestStack;
let collector: TestBrowser;
const email = 'collector@example.sa';
const streamOf = () => stack.runtime.storage.events.readStream(`user-${demoUserId(email)}`);
const every = ALL_EMAIL_NOTIFICATIONS;

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pglite' });
  collector = await stack.signIn(email);
});
afterAll(async () => {
  await stack?.close();
});

describe('e-mail notifications', () => {
  it('answers 401 signed out, and every kind before the person chose', async () => {
    expect((await stack.call(null, 'GET', '/api/profile/notifications')).status).toBe(401);
    expect((await stack.call(null, 'PUT', '/api/profile/notifications', { auctions: false })).status).toBe(401);
    const res = await stack.call(collector, 'GET', '/api/profile/notifications');
    expect([res.status, res.body]).toEqual([200, every]);
    expect((await stack.call(collector, 'GET', '/api/profile')).body.emailNotifications).toEqual(every);
  });

  it('records a change as EmailNotificationsChosen stating every kind, once, and keeps the kinds left out', async () => {
    const before = (await streamOf()).length;
    for (const attempt of [1, 2]) {
      const res = await stack.call(collector, 'PUT', '/api/profile/notifications', {
        auctions: false,
        messages: false,
      });
      expect([attempt, res.status, res.body]).toEqual([attempt, 200, { ...every, auctions: false, messages: false }]);
    }
    const added = (await streamOf()).slice(before);
    expect(added.map((e) => [e.type, e.data])).toEqual([
      ['EmailNotificationsChosen', { userId: demoUserId(email), ...every, auctions: false, messages: false }],
    ]);
    const again = await stack.call(collector, 'PUT', '/api/profile/notifications', { messages: true });
    expect(again.body).toEqual({ ...every, auctions: false });
    await stack.runtime.projections.waitUntilCaughtUp();
    expect((await stack.call(collector, 'GET', '/api/profile/notifications')).body).toEqual({
      ...every,
      auctions: false,
    });
  });

  it.each([
    [{ auctions: 'no' }, 'auctions'],
    [{ orders: null }, 'orders'],
    [{ messages: 1 }, 'messages'],
    [{ receipts: false }, 'receipts'],
    [{ userId: 'someone-else' }, 'userId'],
  ])('refuses %j with a 400 naming %s in English and Arabic, appending nothing', async (body, field) => {
    const before = (await streamOf()).length;
    const res = await stack.call(collector, 'PUT', '/api/profile/notifications', body);
    expect(res.status).toBe(400);
    const detail = res.body.details.find((d: { field: string }) => d.field === field);
    expect(detail.message).toMatch(/[A-Za-z]/);
    expect(detail.messageAr).toMatch(/[\u0600-\u06FF]/);
    expect((await streamOf()).length).toBe(before);
  });
});

/**
 * Staff's risk override (POST /api/admin/users/:id/override-risk and /clear-risk): an event on the person's user
 * stream naming the actor, winning over the computed level in the list and the show until cleared; moderators act
 * on non-staff accounts only; collectors and auditors get 403 and bad input a 400 naming the field, nothing
 * appended either way.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { demoUserId } from '../../testing/demo-accounts.js';

let stack: TestStack;
let admin: TestBrowser;
let moderator: TestBrowser;
const collector = demoUserId('collector@example.sa');
const auditorId = demoUserId('auditor@example.sa');
const reason = 'Chargeback reported by the bank';
const events = (userId: string) => stack.runtime.storage.events.readStream(`user-${userId}`);
const override = (who: TestBrowser, userId: string, body: Record<string, unknown>) =>
  stack.call(who, 'POST', `/api/admin/users/${userId}/override-risk`, body);

beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.signIn('admin@example.sa');
  moderator = await stack.signIn('moderator@example.sa');
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('risk level override', () => {
  it('refuses collectors and auditors (403) and bad input (400 naming the field), appending nothing', async () => {
    const person = await stack.signIn('collector@example.sa');
    const auditor = await stack.signIn('auditor@example.sa');
    const before = (await events(collector)).length;
    for (const who of [person, auditor]) {
      expect((await override(who, collector, { level: 'high', reason })).status).toBe(403);
      expect((await stack.call(who, 'POST', `/api/admin/users/${collector}/clear-risk`, {})).status).toBe(403);
    }
    const badLevel = await override(admin, collector, { level: 'extreme', reason });
    expect(badLevel.status).toBe(400);
    expect(badLevel.body.details[0]).toMatchObject({
      field: 'level',
      messageAr: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    const noReason = await override(admin, collector, { level: 'high' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details[0]).toMatchObject({
      field: 'reason',
      messageAr: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    expect((await override(admin, collector, { level: 'high', reason: 'x' })).status).toBe(400);
    expect((await events(collector)).length).toBe(before);
  });

  it('a moderator overrides a collector: the override wins in the show and the list, and clearing restores it', async () => {
    const computed = (await stack.call(admin, 'GET', `/api/admin/users/${collector}`)).body.riskLevel;
    const level = computed === 'high' ? 'low' : 'high';
    const res = await override(moderator, collector, { level, reason });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      riskLevel: level,
      computedRiskLevel: computed,
      riskOverride: { level, reason, by: demoUserId('moderator@example.sa') },
    });
    expect((await events(collector)).at(-1)).toMatchObject({
      type: 'RiskLevelOverridden',
      data: { userId: collector, level, reason },
      metadata: { actorId: demoUserId('moderator@example.sa') },
    });
    const filter = encodeURIComponent(JSON.stringify({ riskLevel: level }));
    const listed = await stack.call(admin, 'GET', `/api/admin/users?filter=${filter}`);
    expect(listed.body.map((u: { id: string }) => u.id)).toContain(collector);

    const cleared = await stack.call(moderator, 'POST', `/api/admin/users/${collector}/clear-risk`, {});
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ riskLevel: computed, riskOverride: null });
    expect((await events(collector)).at(-1)).toMatchObject({ type: 'RiskOverrideCleared' });
  });

  it('a moderator cannot override a staff account (403, nothing appended); an admin can', async () => {
    const before = (await events(auditorId)).length;
    const refused = await override(moderator, auditorId, { level: 'high', reason });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('staff_target_admin_only');
    expect((await events(auditorId)).length).toBe(before);
    const done = await override(admin, auditorId, { level: 'medium', reason });
    expect(done.status).toBe(200);
    expect(done.body.riskLevel).toBe('medium');
  });

  it('answers 404 for an unknown person', async () => {
    expect((await override(admin, 'nobody', { level: 'high', reason })).status).toBe(404);
  });
});

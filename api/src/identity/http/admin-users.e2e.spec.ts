/**
 * The back-office users resource: ra-data-simple-rest lists, staff commands as events naming the acting
 * admin, role enforcement on the server, bulk actions, the streamed CSV export, and erasure.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { QUEUE_NAMES } from '../../platform/jobs/job-catalog.js';

let stack: TestStack;
let admin: TestBrowser;

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
  admin = await stack.signIn('admin@example.sa');
});
afterAll(async () => {
  await stack?.close();
});

describe('back-office users', () => {
  it('lists users the ra-data-simple-rest way, with search, filters and Content-Range', async () => {
    const all = await stack.call(admin, 'GET', '/api/admin/users?range=[0,4]&sort=["email","ASC"]');
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(5);
    expect(all.headers.get('content-range')).toBe('users 0-4/9');
    expect(all.body.map((u: { email: string }) => u.email)).toEqual(
      [...all.body.map((u: { email: string }) => u.email)].sort(),
    );
    const search = await stack.call(admin, 'GET', `/api/admin/users?filter=${encodeURIComponent('{"q":"galery"}')}`);
    expect(search.body.map((u: { email: string }) => u.email)).toContain('gallery@example.sa');
    const byRole = await stack.call(admin, 'GET', `/api/admin/users?filter=${encodeURIComponent('{"role":"artist"}')}`);
    expect(byRole.body.map((u: { email: string }) => u.email)).toEqual(['artist@example.sa']);
    const bad = await stack.call(admin, 'GET', `/api/admin/users?filter=${encodeURIComponent('{"password":"x"}')}`);
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('filter.password');
  });

  it('admin lists: paging is capped (400 in both languages) and the users list pages by key', async () => {
    const deep = await stack.call(admin, 'GET', '/api/admin/users?range=[50000,50009]');
    expect(deep.status).toBe(400);
    expect(deep.body.details[0]).toMatchObject({ field: 'range', messageAr: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect((await stack.call(admin, 'GET', '/api/admin/users?range=[0,500]')).status).toBe(400);
    const seen: string[] = [];
    let after: string | null = '0';
    while (after !== null) {
      const page = await stack.call(admin, 'GET', `/api/admin/users?range=[0,3]&after=${encodeURIComponent(after)}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.map((u: { id: string }) => u.id));
      after = page.headers.get('x-next-after');
    }
    expect(seen).toEqual([...seen].sort());
    expect(new Set(seen).size).toBe(9);
  });

  it('refuses non-staff with 403 and lets an auditor read but not act', async () => {
    const collector = await stack.signIn('collector@example.sa');
    expect((await stack.call(collector, 'GET', '/api/admin/users')).status).toBe(403);
    expect(
      (
        await stack.call(collector, 'POST', `/api/admin/users/${demoUserId('artist@example.sa')}/suspend`, {
          reason: 'spam',
        })
      ).status,
    ).toBe(403);
    const auditor = await stack.signIn('auditor@example.sa');
    expect((await stack.call(auditor, 'GET', '/api/admin/users')).status).toBe(200);
    expect(
      (await stack.call(auditor, 'POST', `/api/admin/users/${demoUserId('artist@example.sa')}/verify`, {})).status,
    ).toBe(403);
    const moderator = await stack.signIn('moderator@example.sa');
    expect(
      (
        await stack.call(moderator, 'POST', `/api/admin/users/${demoUserId('artist@example.sa')}/change-role`, {
          roles: ['admin'],
        })
      ).status,
    ).toBe(403);
  });

  it('suspends a user as an event naming the admin; their session ends; activation restores it', async () => {
    const shipper = await stack.signIn('shipper@example.sa');
    expect((await stack.call(shipper, 'GET', '/api/profile')).status).toBe(200);
    const missingReason = await stack.call(
      admin,
      'POST',
      `/api/admin/users/${demoUserId('shipper@example.sa')}/suspend`,
      {},
    );
    expect(missingReason.status).toBe(400);
    expect(missingReason.body.details[0]).toMatchObject({ field: 'reason' });
    const res = await stack.call(admin, 'POST', `/api/admin/users/${demoUserId('shipper@example.sa')}/suspend`, {
      reason: 'Chargebacks under review',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'suspended', suspensionReason: 'Chargebacks under review' });
    const last = (await stack.runtime.storage.events.readStream(`user-${demoUserId('shipper@example.sa')}`)).at(-1)!;
    expect(last).toMatchObject({ type: 'UserSuspended', metadata: { actorId: demoUserId('admin@example.sa') } });
    expect((await stack.call(shipper, 'GET', '/api/profile')).status).toBe(401);
    const activated = await stack.call(
      admin,
      'POST',
      `/api/admin/users/${demoUserId('shipper@example.sa')}/activate`,
      {},
    );
    expect(activated.body.status).toBe('verified');
  });

  it('changes roles, never letting an admin remove their own admin role', async () => {
    const self = await stack.call(admin, 'POST', `/api/admin/users/${demoUserId('admin@example.sa')}/change-role`, {
      roles: ['member'],
    });
    expect(self.status).toBe(403);
    expect(self.body.code).toBe('cannot_demote_self');
    const unknown = await stack.call(
      admin,
      'POST',
      `/api/admin/users/${demoUserId('organiser@example.sa')}/change-role`,
      {
        roles: ['wizard'],
      },
    );
    expect(unknown.status).toBe(400);
    const ok = await stack.call(admin, 'POST', `/api/admin/users/${demoUserId('organiser@example.sa')}/change-role`, {
      roles: ['workshop_organiser', 'artist'],
    });
    expect(ok.body.roles).toEqual(['workshop_organiser', 'artist']);
    expect(
      (await stack.call(admin, 'POST', '/api/admin/users/00000000-0000-5000-8000-000000000000/verify', {})).status,
    ).toBe(404);
  });

  it('a moderator cannot suspend an admin (403, nothing appended); the last admin cannot be demoted or erased', async () => {
    const moderator = await stack.signIn('moderator@example.sa');
    const adminStream = `user-${demoUserId('admin@example.sa')}`;
    const before = await stack.runtime.storage.events.readStream(adminStream);
    const res = await stack.call(moderator, 'POST', `/api/admin/users/${demoUserId('admin@example.sa')}/suspend`, {
      reason: 'Taking over',
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('staff_target_admin_only');
    const bulk = await stack.call(moderator, 'POST', '/api/admin/users/verify', {
      ids: [demoUserId('auditor@example.sa'), demoUserId('collector@example.sa')],
    });
    expect(bulk.body.succeeded).toEqual([demoUserId('collector@example.sa')]);
    expect(bulk.body.failed).toEqual([
      expect.objectContaining({ id: demoUserId('auditor@example.sa'), code: 'staff_target_admin_only' }),
    ]);
    const erase = await stack.call(admin, 'POST', '/api/profile/erase');
    expect(erase.status).toBe(403);
    expect(erase.body.code).toBe('last_admin');
    expect(await stack.runtime.storage.events.readStream(adminStream)).toHaveLength(before.length);
  });

  it('the last active admin cannot be demoted or suspended, and nobody demotes or suspends themselves (403, nothing appended)', async () => {
    const moderator = await stack.signIn('moderator@example.sa');
    const streams = [
      `user-${demoUserId('admin@example.sa')}`,
      `user-${demoUserId('moderator@example.sa')}`,
      'adminRoster-platform',
    ];
    const lengths = async () =>
      Promise.all(streams.map(async (s) => (await stack.runtime.storage.events.readStream(s)).length));
    const before = await lengths();
    const adminId = demoUserId('admin@example.sa');
    const refusals = [
      [
        await stack.call(admin, 'POST', `/api/admin/users/${adminId}/change-role`, { roles: ['collector'] }),
        'cannot_demote_self',
      ],
      [
        await stack.call(admin, 'POST', `/api/admin/users/${adminId}/suspend`, { reason: 'Stepping down' }),
        'cannot_suspend_self',
      ],
      [
        await stack.call(moderator, 'POST', `/api/admin/users/${demoUserId('moderator@example.sa')}/suspend`, {
          reason: 'Leave',
        }),
        'cannot_suspend_self',
      ],
      [
        await stack.call(moderator, 'POST', `/api/admin/users/${adminId}/change-role`, { roles: ['collector'] }),
        'forbidden_role',
      ],
    ] as const;
    for (const [res, code] of refusals) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(code);
      expect(res.body.messageAr).toMatch(/[\u0600-\u06FF]/);
    }
    const bulk = await stack.call(admin, 'POST', '/api/admin/users/suspend', { ids: [adminId], reason: 'Bulk' });
    expect(bulk.body.failed).toEqual([expect.objectContaining({ id: adminId, code: 'cannot_suspend_self' })]);
    expect(await lengths()).toEqual(before);
    expect((await stack.call(admin, 'GET', `/api/admin/users/${adminId}`)).body).toMatchObject({
      roles: ['admin'],
      suspended: false,
    });
  });

  it('runs bulk commands, reporting each failure in both languages', async () => {
    const ids = [demoUserId('artist@example.sa'), demoUserId('admin@example.sa')];
    const res = await stack.call(admin, 'POST', '/api/admin/users/suspend', { ids, reason: 'Bulk review' });
    expect(res.status).toBe(200);
    expect(res.body.succeeded).toEqual([demoUserId('artist@example.sa')]);
    expect(res.body.failed).toEqual([
      expect.objectContaining({
        id: demoUserId('admin@example.sa'),
        code: 'cannot_suspend_self',
        messageAr: expect.any(String),
      }),
    ]);
    await stack.call(admin, 'POST', '/api/admin/users/activate', { ids: [demoUserId('artist@example.sa')] });
  });

  it('streams every matching user as CSV with the list filters, formulas neutralised', async () => {
    const res = await admin.request(
      `${stack.baseUrl}/api/admin/users/export.csv?sort=["email","ASC"]&filter=${encodeURIComponent('{"status":"verified"}')}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('id,firstName,lastName,email');
    expect(lines.length - 1).toBe(
      ((
        await stack.call(admin, 'GET', `/api/admin/users?filter=${encodeURIComponent('{"status":"verified"}')}`)
      ).headers
        .get('content-range')!
        .split('/')[1] as unknown as number) * 1,
    );
  });

  it('erases a person: read models show them forgotten, their events stay as stored, the answer names what is kept', async () => {
    const organiser = await stack.signIn('organiser@example.sa');
    await stack.call(organiser, 'PATCH', '/api/profile', { bio: 'Workshops in Al-Khobar' });
    const before = await stack.runtime.storage.events.readStream(`user-${demoUserId('organiser@example.sa')}`);
    const res = await stack.call(organiser, 'POST', '/api/profile/erase');
    expect(res.status).toBe(200);
    expect(res.body.retained[0].what).toMatch(/invoices/i);
    expect((await stack.call(organiser, 'GET', '/api/profile')).status).toBe(401);
    const shown = await stack.call(admin, 'GET', `/api/admin/users/${demoUserId('organiser@example.sa')}`);
    expect(shown.body).toMatchObject({ status: 'forgotten', firstName: null, email: null, bio: null });
    const after = await stack.runtime.storage.events.readStream(`user-${demoUserId('organiser@example.sa')}`);
    expect(after.slice(0, before.length).map((e) => e.data)).toEqual(before.map((e) => e.data));
    const decoded = await stack.runtime.codec.decode(after.find((e) => e.type === 'ProfileUpdated')!);
    expect(decoded.data).toMatchObject({ bio: null });
  });
});

describe('back-office dashboard', () => {
  it('counts users, reports each projection and queue, and refuses non-staff', async () => {
    const res = await stack.call(admin, 'GET', '/api/admin/dashboard');
    expect(res.status).toBe(200);
    expect(res.body.counts).toMatchObject({ users: 9, failedJobs: expect.any(Number) });
    expect(res.body.projections.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['users', 'welcomeEmail']),
    );
    expect(Object.keys(res.body.jobs).sort()).toEqual([...QUEUE_NAMES].sort());
    const collector = await stack.signIn('collector@example.sa');
    expect((await stack.call(collector, 'GET', '/api/admin/dashboard')).status).toBe(403);
  });
});

describe('last-admin race', () => {
  it('two admins demoting and suspending each other at once: exactly one succeeds, one active admin remains', async () => {
    const second = demoUserId('auditor@example.sa');
    const granted = await stack.call(admin, 'POST', `/api/admin/users/${second}/change-role`, { roles: ['admin'] });
    expect(granted.status).toBe(200);
    const other = await stack.signIn('auditor@example.sa');
    const [demote, suspend] = await Promise.all([
      stack.call(admin, 'POST', `/api/admin/users/${second}/change-role`, { roles: ['auditor'] }),
      stack.call(other, 'POST', `/api/admin/users/${demoUserId('admin@example.sa')}/suspend`, { reason: 'Race' }),
    ]);
    expect([demote.status, suspend.status].filter((s) => s === 200)).toHaveLength(1);
    const loser = demote.status === 200 ? suspend : demote;
    expect(loser.status).toBe(403);
    expect(loser.body.code).toBe('last_admin');
    const users = await stack.runtime.storage.reads
      .collection<{ id: string; roles: string[]; suspended: boolean }>('users')
      .find({
        filter: { roles: { $contains: 'admin' }, suspended: false },
      });
    expect(users).toHaveLength(1);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bulkCommands, offeredCommands } from './kit/commandSet';
import { accountRefusal, canAccess, isStaff, readsEveryStream } from './permissions';
import type { UserRecord } from './types';
import { USER_COMMANDS } from './users/userCommandSet';
import { commandAppliesTo } from './users/userCommands';

/** The user commands these roles may run on a selection (the back-office side of the permission matrix). */
const allowedCommands = (roles: string[] | undefined) => bulkCommands(USER_COMMANDS, roles).map((c) => c.key);

describe('isStaff', () => {
  it('lets admins, moderators and auditors in, and nobody else', () => {
    expect(isStaff(['admin'])).toBe(true);
    expect(isStaff(['collector', 'moderator'])).toBe(true);
    expect(isStaff(['auditor'])).toBe(true);
    for (const role of ['member', 'collector', 'artist', 'gallery', 'workshop_organiser', 'shipping_provider']) {
      expect(isStaff([role])).toBe(false);
    }
    expect(isStaff([])).toBe(false);
    expect(isStaff(undefined)).toBe(false);
  });
});

describe('canAccess: the permission matrix', () => {
  it('opens every resource the console registers to admins (one left out was a 403 page for everyone)', () => {
    const app = readFileSync(new URL('./App.tsx', import.meta.url), 'utf8');
    const resources = [...app.matchAll(/<Resource name="([^"]+)"/g)].map(([, name]) => name!);
    expect(resources.length).toBeGreaterThan(30);
    expect(resources.filter((name) => !canAccess(['admin'], name, 'list'))).toEqual([]);
  });

  it('lets all staff read orders, offers, payments and payouts, as the server serves them; admins alone refund', () => {
    for (const resource of ['orders', 'offers', 'payments', 'payouts'])
      for (const role of ['admin', 'moderator', 'auditor']) expect(canAccess([role], resource, 'list')).toBe(true);
    expect(canAccess(['auditor'], 'orders', 'show')).toBe(true);
    for (const resource of ['orders', 'payments']) {
      expect(canAccess(['admin'], resource, 'refund')).toBe(true);
      expect(canAccess(['moderator'], resource, 'refund')).toBe(false);
      expect(canAccess(['auditor'], resource, 'refund')).toBe(false);
    }
  });

  it('gives an admin every user command, the mail catcher and the failed jobs', () => {
    for (const action of ['list', 'show', 'export', 'verify', 'suspend', 'activate', 'changeRole']) {
      expect(canAccess(['admin'], 'users', action)).toBe(true);
    }
    expect(canAccess(['admin'], 'mail', 'list')).toBe(true);
    expect(canAccess(['admin'], 'jobs', 'retry')).toBe(true);
  });

  it('lets a moderator verify, suspend and activate, but not change roles', () => {
    expect(canAccess(['moderator'], 'users', 'verify')).toBe(true);
    expect(canAccess(['moderator'], 'users', 'suspend')).toBe(true);
    expect(canAccess(['moderator'], 'users', 'activate')).toBe(true);
    expect(canAccess(['moderator'], 'users', 'changeRole')).toBe(false);
  });

  it('keeps an auditor read-only: users, audit explorer and dashboard', () => {
    expect(canAccess(['auditor'], 'users', 'list')).toBe(true);
    expect(canAccess(['auditor'], 'users', 'show')).toBe(true);
    expect(canAccess(['auditor'], 'streams', 'show')).toBe(true);
    expect(canAccess(['auditor'], 'dashboard', 'list')).toBe(true);
    for (const action of ['verify', 'suspend', 'activate', 'changeRole', 'edit', 'delete', 'create']) {
      expect(canAccess(['auditor'], 'users', action)).toBe(false);
    }
    expect(canAccess(['auditor'], 'jobs', 'retry')).toBe(false);
  });

  it('shows inquiries to moderators and admins only, as the server serves them (auditor saw a 403 page)', () => {
    for (const action of ['list', 'show', 'export']) {
      expect(canAccess(['admin'], 'inquiries', action)).toBe(true);
      expect(canAccess(['moderator'], 'inquiries', action)).toBe(true);
      expect(canAccess(['auditor'], 'inquiries', action)).toBe(false);
    }
  });

  it('shows invoices to auditors and admins only, as the server serves them (moderator saw a 403 page)', () => {
    for (const action of ['list', 'show', 'export']) {
      expect(canAccess(['admin'], 'invoices', action)).toBe(true);
      expect(canAccess(['auditor'], 'invoices', action)).toBe(true);
      expect(canAccess(['moderator'], 'invoices', action)).toBe(false);
    }
    for (const action of ['retry', 'creditNote', 'repair']) {
      expect(canAccess(['auditor'], 'invoices', action)).toBe(false);
    }
  });

  it('shows the KYC queue to all staff and lets moderators and admins decide, as the server does', () => {
    for (const role of ['admin', 'moderator', 'auditor']) expect(canAccess([role], 'kyc', 'list')).toBe(true);
    expect(canAccess(['moderator'], 'kyc', 'verify')).toBe(true);
    expect(canAccess(['admin'], 'kyc', 'verify')).toBe(true);
    expect(canAccess(['auditor'], 'kyc', 'verify')).toBe(false);
    expect(canAccess(['collector'], 'kyc', 'list')).toBe(false);
  });

  it('opens the read models page and its retry to admins only, as the server does', () => {
    expect(canAccess(['admin'], 'projections', 'list')).toBe(true);
    expect(canAccess(['admin'], 'projections', 'retry')).toBe(true);
    for (const role of ['moderator', 'auditor']) {
      expect(canAccess([role], 'projections', 'list')).toBe(false);
      expect(canAccess([role], 'projections', 'retry')).toBe(false);
    }
  });

  it('refuses everything to a non-staff role, and unknown resources or actions to everyone', () => {
    expect(canAccess(['collector'], 'users', 'list')).toBe(false);
    expect(canAccess(['collector'], 'streams', 'list')).toBe(false);
    expect(canAccess(['admin'], 'no-such-resource', 'list')).toBe(false);
    expect(canAccess(['admin'], 'users', 'delete')).toBe(false);
  });
});

describe('user commands', () => {
  it('offers each role only the commands it may run', () => {
    expect(allowedCommands(['admin'])).toEqual(['verify', 'suspend', 'activate', 'changeRole']);
    expect(allowedCommands(['moderator'])).toEqual(['verify', 'suspend', 'activate']);
    expect(allowedCommands(['auditor'])).toEqual([]);
    expect(allowedCommands(undefined)).toEqual([]);
  });

  it('offers only the commands that make sense in the user’s status', () => {
    expect(commandAppliesTo('activate', 'suspended')).toBe(true);
    expect(commandAppliesTo('activate', 'active')).toBe(false);
    expect(commandAppliesTo('suspend', 'suspended')).toBe(false);
    expect(commandAppliesTo('suspend', 'verified')).toBe(true);
    expect(commandAppliesTo('verify', 'verified')).toBe(false);
    expect(commandAppliesTo('verify', 'unverified')).toBe(true);
    for (const command of ['verify', 'suspend', 'activate', 'changeRole'] as const) {
      expect(commandAppliesTo(command, 'forgotten')).toBe(false);
    }
  });
});

describe('accountRefusal: whose account a staff member may act on (identity/domain/staff-authority.ts)', () => {
  const admin = { roles: ['admin'], id: 'admin-1' };
  const moderator = { roles: ['moderator'], id: 'mod-1' };
  const account = (id: string, roles: string[]) => ({ id, roles });

  it('lets a moderator act on non-staff accounts only', () => {
    for (const roles of [['member'], ['collector', 'artist'], ['gallery'], []]) {
      expect(accountRefusal(moderator, account('u1', roles))).toBeUndefined();
    }
    for (const role of ['admin', 'moderator', 'auditor']) {
      expect(accountRefusal(moderator, account('u1', ['collector', role]))).toBe('staffAdminOnly');
    }
  });

  it('lets an admin act on staff accounts, other admins included', () => {
    for (const role of ['admin', 'moderator', 'auditor', 'collector']) {
      expect(accountRefusal(admin, account('u1', [role]))).toBeUndefined();
    }
  });

  it('lets nobody act on their own account, whatever the role', () => {
    expect(accountRefusal(admin, account('admin-1', ['admin']))).toBe('self');
    expect(accountRefusal(moderator, account('mod-1', ['moderator']))).toBe('self');
  });

  it('refuses staff accounts while the viewer’s roles load', () => {
    expect(accountRefusal({ roles: undefined, id: undefined }, account('u1', ['auditor']))).toBe('staffAdminOnly');
  });

  it('shows the refusal on every user command of the row', () => {
    const staff = { id: 'u9', roles: ['auditor'], status: 'active' } as UserRecord;
    const offered = offeredCommands(USER_COMMANDS, staff, moderator);
    expect(offered.map(({ command, refusal }) => [command.key, refusal])).toEqual([
      ['verify', 'resources.users.refused.staffAdminOnly'],
      ['suspend', 'resources.users.refused.staffAdminOnly'],
      ['sendMessage', 'resources.users.refused.staffAdminOnly'],
    ]);
    expect(offeredCommands(USER_COMMANDS, staff, admin).every(({ refusal }) => refusal === undefined)).toBe(true);
  });
});

describe('readsEveryStream', () => {
  it('offers every stream category to admins and auditors, only the moderated ones to moderators', () => {
    expect(readsEveryStream(['admin'])).toBe(true);
    expect(readsEveryStream(['auditor'])).toBe(true);
    expect(readsEveryStream(['moderator'])).toBe(false);
    expect(readsEveryStream(undefined)).toBe(false);
  });

  it('shows workshops, registrations and events to auditors and admins only, as the server serves them', () => {
    for (const resource of ['workshops', 'workshop-registrations', 'art-events']) {
      expect(canAccess(['admin'], resource, 'list')).toBe(true);
      expect(canAccess(['auditor'], resource, 'show')).toBe(true);
      expect(canAccess(['moderator'], resource, 'list')).toBe(false);
    }
  });
});

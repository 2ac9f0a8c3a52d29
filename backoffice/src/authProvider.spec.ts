import { describe, expect, it } from 'vitest';
import { createAuthProvider, LOGIN_URL, LOGOUT_URL, PROFILE_TTL_MS, REFUSED_ROUTE } from './authProvider';
import type { Profile } from './types';

const profile = (roles: string[]): Profile => ({
  id: 'p1',
  firstName: 'Demo',
  lastName: 'Staff',
  email: 'staff@example.sa',
  role: roles[0] ?? '',
  roles,
  status: 'verified',
});

const setup = (answer: Profile | null) => {
  const visited: string[] = [];
  let clock = 0;
  let calls = 0;
  const auth = createAuthProvider({
    loadProfile: async () => {
      calls++;
      return answer;
    },
    navigate: (url) => visited.push(url),
    now: () => clock,
  });
  return { auth, visited, calls: () => calls, tick: (ms: number) => (clock += ms) };
};

describe('authProvider', () => {
  it('lets staff in, with their roles as permissions and their name as identity', async () => {
    const { auth } = setup(profile(['moderator']));
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.getPermissions!({})).resolves.toEqual(['moderator']);
    await expect(auth.getIdentity!()).resolves.toEqual({ id: 'p1', fullName: 'Demo Staff' });
    await expect(auth.canAccess!({ resource: 'users', action: 'suspend' })).resolves.toBe(true);
    await expect(auth.canAccess!({ resource: 'users', action: 'changeRole' })).resolves.toBe(false);
  });

  it('sends a signed-in user without a staff role to the refusal page, without signing them out', async () => {
    const { auth, visited } = setup(profile(['collector']));
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: REFUSED_ROUTE });
    await expect(auth.logout({})).resolves.toBe(REFUSED_ROUTE);
    expect(visited).toEqual([]);
    await expect(auth.canAccess!({ resource: 'users', action: 'list' })).resolves.toBe(false);
  });

  it('rejects a visitor with no session, whose logout leads to the sign-in page', async () => {
    const { auth, visited } = setup(null);
    await expect(auth.checkAuth({})).rejects.toBeDefined();
    await expect(auth.logout({})).resolves.toBeUndefined();
    expect(visited).toEqual([]);
  });

  it('signs in and out at the API', async () => {
    const { auth, visited } = setup(profile(['admin']));
    void auth.login({});
    expect(visited).toEqual([LOGIN_URL]);
    await auth.checkAuth({});
    await expect(auth.logout({})).resolves.toBe(false);
    expect(visited).toEqual([LOGIN_URL, LOGOUT_URL]);
  });

  it('asks for the profile again only after 30 seconds', async () => {
    const { auth, calls, tick } = setup(profile(['admin']));
    await auth.checkAuth({});
    await auth.getPermissions!({});
    expect(calls()).toBe(1);
    tick(PROFILE_TTL_MS);
    await auth.checkAuth({});
    expect(calls()).toBe(2);
  });

  it('logs out on 401 but stays on 403 (the failed call shows the server’s refusal)', async () => {
    const { auth } = setup(profile(['moderator']));
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 401 })).rejects.toBeDefined();
  });
});

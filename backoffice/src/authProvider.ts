import type { AuthProvider } from 'react-admin';
import { canAccess, isStaff } from './permissions';
import type { Profile } from './types';

/** The API owns sign-in (OpenID Connect) and the session cookie; the back-office only reads /api/profile. */
export const LOGIN_URL = '/api/login?returnTo=/backoffice/';
export const LOGOUT_URL = '/api/logout';
export const REFUSED_ROUTE = '/refused';
/** SPEC section 9: the profile stays fresh for 30 s. */
export const PROFILE_TTL_MS = 30_000;

export type Session =
  { kind: 'signedOut' } | { kind: 'refused'; profile: Profile } | { kind: 'staff'; profile: Profile };

export const fetchProfile = async (): Promise<Profile | null> => {
  const response = await fetch('/api/profile', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as Profile;
};

export const classify = (profile: Profile | null): Session => {
  if (!profile) return { kind: 'signedOut' };
  return isStaff(profile.roles) ? { kind: 'staff', profile } : { kind: 'refused', profile };
};

interface AuthDeps {
  loadProfile?: () => Promise<Profile | null>;
  navigate?: (url: string) => void;
  now?: () => number;
}

export const createAuthProvider = ({
  loadProfile = fetchProfile,
  navigate = (url) => window.location.assign(url),
  now = Date.now,
}: AuthDeps = {}): AuthProvider => {
  let cached: { at: number; session: Promise<Session> } | undefined;
  // What the last answer said, kept past the cache so that "log out" knows whether a session exists.
  let lastKind: Session['kind'] | undefined;

  const session = (): Promise<Session> => {
    if (cached && now() - cached.at < PROFILE_TTL_MS) return cached.session;
    const pending = loadProfile().then(classify);
    cached = { at: now(), session: pending };
    pending.then(
      (s) => (lastKind = s.kind),
      () => (cached = undefined),
    );
    return pending;
  };
  const rolesOf = async () => {
    const s = await session();
    return s.kind === 'signedOut' ? [] : s.profile.roles;
  };

  return {
    // Leaves the page for the identity provider; the promise never settles so react-admin does not
    // navigate in the meantime.
    login: () => {
      navigate(LOGIN_URL);
      return new Promise<void>(() => undefined);
    },
    checkAuth: async () => {
      const s = await session();
      if (s.kind === 'staff') return;
      // A signed-in user without a staff role is sent to the refusal page, not to sign-in again.
      throw s.kind === 'refused' ? { message: false, redirectTo: REFUSED_ROUTE } : { message: false };
    },
    logout: async () => {
      const kind = lastKind;
      // Always forget the cached profile: react-admin's logout races with its permission query when
      // the provider answers from memory, and navigates to the sign-in page in a loop.
      cached = undefined;
      lastKind = undefined;
      if (kind === 'refused') return REFUSED_ROUTE;
      if (kind === 'staff') {
        navigate(LOGOUT_URL);
        return false;
      }
      return undefined;
    },
    checkError: async (error: { status?: number }) => {
      if (error?.status !== 401) return; // 403 and others: stay, the failed call shows its message
      cached = undefined;
      lastKind = 'signedOut';
      throw { message: 'ra.notification.logged_out' };
    },
    getIdentity: async () => {
      const s = await session();
      if (s.kind === 'signedOut') throw { message: false };
      const { id, firstName, lastName, email } = s.profile;
      return { id, fullName: `${firstName ?? ''} ${lastName ?? ''}`.trim() || email };
    },
    getPermissions: rolesOf,
    canAccess: async ({ resource, action }) => canAccess(await rolesOf(), resource, action),
  };
};

export const authProvider = createAuthProvider();

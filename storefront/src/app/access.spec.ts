import { describe, expect, it } from 'vitest';
import type { Session } from '../lib/session/use-session';
import { appAccess, signedInAccess } from './access';

const signedIn = (setupComplete: boolean): Pick<Session, 'status' | 'rolesLoading' | 'roleData'> => ({
  status: 'signedIn',
  rolesLoading: false,
  roleData: { setupComplete, roles: [] },
});

describe('appAccess', () => {
  it('shows the loader while sign-in state or roles load', () => {
    expect(appAccess({ status: 'loading', rolesLoading: false, roleData: undefined }, '/')).toEqual({
      kind: 'loading',
    });
    expect(appAccess({ status: 'signedIn', rolesLoading: true, roleData: undefined }, '/')).toEqual({
      kind: 'loading',
    });
  });

  it('sends a signed-in user with setup incomplete to role selection, unless already there', () => {
    expect(appAccess(signedIn(false), '/artists')).toEqual({ kind: 'redirect', to: '/role-selection' });
    expect(appAccess(signedIn(false), '/role-selection')).toEqual({ kind: 'render' });
    expect(appAccess(signedIn(true), '/artists')).toEqual({ kind: 'render' });
  });

  it('lets signed-out visitors through, and signed-in users whose roles call failed', () => {
    expect(appAccess({ status: 'signedOut', rolesLoading: false, roleData: undefined }, '/')).toEqual({
      kind: 'render',
    });
    expect(appAccess({ status: 'signedIn', rolesLoading: false, roleData: undefined }, '/')).toEqual({
      kind: 'render',
    });
  });
});

describe('signedInAccess', () => {
  it('sends signed-out visitors to /auth', () => {
    expect(signedInAccess({ status: 'signedOut' })).toEqual({ kind: 'redirect', to: '/auth' });
    expect(signedInAccess({ status: 'signedIn' })).toEqual({ kind: 'render' });
    expect(signedInAccess({ status: 'loading' })).toEqual({ kind: 'loading' });
  });
});

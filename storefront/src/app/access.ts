import type { Session } from '../lib/session/use-session';

export type Access = { kind: 'loading' } | { kind: 'redirect'; to: string } | { kind: 'render' };

export const ROLE_SELECTION_PATH = '/role-selection';

/**
 * Whole-app gate (SPEC section 2): a full-page loader while sign-in state or role data loads, and signed-in
 * users whose role setup is incomplete go to role selection (unless already there).
 */
export function appAccess(session: Pick<Session, 'status' | 'rolesLoading' | 'roleData'>, pathname: string): Access {
  if (session.status === 'loading' || session.rolesLoading) return { kind: 'loading' };
  if (session.status === 'signedIn' && session.roleData?.setupComplete === false && pathname !== ROLE_SELECTION_PATH) {
    return { kind: 'redirect', to: ROLE_SELECTION_PATH };
  }
  return { kind: 'render' };
}

/** The signed-in-only group: signed-out visitors go to the auth page. */
export function signedInAccess(session: Pick<Session, 'status'>): Access {
  if (session.status === 'loading') return { kind: 'loading' };
  return session.status === 'signedIn' ? { kind: 'render' } : { kind: 'redirect', to: '/auth' };
}

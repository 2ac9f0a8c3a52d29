import { useQuery } from '@tanstack/react-query';
import { profileQuery, type Profile } from './profile';
import { rolesQuery, type RoleData } from './roles';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface Session {
  status: SessionStatus;
  user: Profile | null;
  /** Undefined until loaded, or when the roles call failed. */
  roleData: RoleData | undefined;
  rolesLoading: boolean;
  /** The authoritative role list: the roles call when loaded, otherwise the profile's. */
  roles: string[];
  isAdmin: boolean;
  /** Why the profile call failed, when it did (the visitor is then treated as signed out). */
  profileError: Error | null;
}

/** Who is signed in, and their role setup. A failed profile call counts as signed out (SPEC section 8). */
export function useSession(): Session {
  const profile = useQuery(profileQuery);
  const user = profile.data ?? null;
  const signedIn = user !== null;
  const rolesResult = useQuery(rolesQuery(signedIn));

  const status: SessionStatus = profile.isPending && !profile.isError ? 'loading' : signedIn ? 'signedIn' : 'signedOut';
  const roles = rolesResult.data?.roles ?? user?.roles ?? (user?.role ? [user.role] : []);
  return {
    status,
    user,
    roleData: rolesResult.data,
    rolesLoading: signedIn && rolesResult.isPending && !rolesResult.isError,
    roles,
    // SPEC section 2: the Admin link shows only when the role equals admin.
    isAdmin: user?.role === 'admin' || roles.includes('admin'),
    profileError: profile.error,
  };
}

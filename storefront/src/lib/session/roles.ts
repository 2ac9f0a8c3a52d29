import { queryOptions } from '@tanstack/react-query';
import { queryTimings } from '../../config/constants';
import { getJson } from '../http';

export interface RoleData {
  setupComplete: boolean;
  roles: string[];
}

export const rolesQueryKey = ['/api/user/roles'] as const;

export function fetchRoles({ signal }: { signal?: AbortSignal } = {}): Promise<RoleData> {
  return getJson<RoleData>('/api/user/roles', { signal });
}

/** Roles: only when signed in, fresh 30 s, no retry (SPEC sections 7 and 9). */
export function rolesQuery(signedIn: boolean) {
  return queryOptions({
    queryKey: rolesQueryKey,
    queryFn: fetchRoles,
    enabled: signedIn,
    staleTime: queryTimings.rolesStaleMs,
    retry: false,
    // A failed call means "roles unknown" until something asks again on purpose. Retrying
    // whenever a component mounts would flip every screen back to the full-page loader, remounting them in a loop.
    retryOnMount: false,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SelfServiceRole } from '../../../config/constants';
import { profileQueryKey } from '../../../lib/session/profile';
import { rolesQueryKey } from '../../../lib/session/roles';
import { selectRoles } from '../api/select-roles';

/** Saves the choice, updates the cached role data at once (so the setup gate lets go), then goes home. */
export function useSelectRoles() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (roles: readonly SelfServiceRole[]) => selectRoles(roles),
    onSuccess: async (data, chosen) => {
      queryClient.setQueryData(rolesQueryKey, data);
      // The profile's `role` is the first of the roles, so it changes too.
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      // An artist or a gallery goes on to create its public profile, which the dashboard's profile tab does.
      const seller = chosen.some((r) => r === 'artist' || r === 'gallery');
      void navigate(seller ? '/dashboard?tab=profile' : '/', { replace: true });
    },
  });
}

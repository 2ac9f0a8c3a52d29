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
    onSuccess: async (data) => {
      queryClient.setQueryData(rolesQueryKey, data);
      // The profile's `role` is the first of the roles, so it changes too.
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      void navigate('/', { replace: true });
    },
  });
}

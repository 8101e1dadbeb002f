import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { unwrap } from '@exam/sdk';
import { api } from './api';
import { showSuccess } from './feedback';
import { sessionQuery, type RoleUnit } from './session';

/** Switches to another (user type, unit) role: reloads the session, returns home and says so. */
export function useSwitchRole() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (role: RoleUnit) =>
      unwrap(api.POST('/api/login/changeUnitRole', { body: { user_type: role.user_type, unit_id: role.unit_id } })),
    onSuccess: async () => {
      // Everything cached belonged to the previous role.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'codes' });
      await queryClient.fetchQuery(sessionQuery);
      await navigate({ to: '/main/cardMenu' });
      showSuccess('已切换单位角色');
    },
  });
}

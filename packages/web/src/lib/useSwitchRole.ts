import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { getDefaultStore } from 'jotai';
import { unwrap } from '@exam/sdk';
import { api } from './api';
import { appStateAtom } from './appState';
import { showSuccess } from './feedback';
import { HOME_PATH } from './mainLink';
import { sessionQuery, type RoleUnit } from './session';
import { confirmLeavingEdits } from './unsavedEdits';

/** Cached across roles: the code lists are the same for everyone. */
const KEPT_ACROSS_ROLES = new Set<unknown>(['session', 'codes']);

/**
 * Switches to another (user type, unit) role (after asking when a screen holds unsaved edits): the server switches,
 * the portal returns home, reloads the session in place (so the header menu, the role label and the cards change at
 * once), drops everything cached for the old role (and the exam chosen under it) and says so.
 */
export function useSwitchRole() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (role: RoleUnit) =>
      unwrap(api.POST('/api/login/changeUnitRole', { body: { user_type: role.user_type, unit_id: role.unit_id } })),
    onSuccess: async () => {
      await navigate({ to: HOME_PATH, ignoreBlocker: true });
      await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
      queryClient.removeQueries({ predicate: (q) => !KEPT_ACROSS_ROLES.has(q.queryKey[0]) });
      getDefaultStore().set(appStateAtom, (s) => (s.markingConfig ? { markingConfig: s.markingConfig } : {}));
      showSuccess('已切换单位角色');
    },
  });
  return {
    ...mutation,
    /** Switches to the role once no unsaved edits stand in the way. */
    switchTo: async (role: RoleUnit, options?: { onSuccess?: () => void }) => {
      if (await confirmLeavingEdits()) mutation.mutate(role, options);
    },
  };
}

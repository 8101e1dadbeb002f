import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { resetLoginExpired } from '../../lib/errors';
import { sessionQuery } from '../../lib/session';

/** After the server accepted a sign-in: forget any earlier session and go to the home card menu. */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    resetLoginExpired();
    queryClient.removeQueries({ queryKey: sessionQuery.queryKey });
    await navigate({ to: '/main/cardMenu' });
  };
}

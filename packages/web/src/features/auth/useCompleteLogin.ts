import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { resetLoginExpired } from '../../lib/errors';
import { sessionQuery, takeLoginReturn } from '../../lib/session';

/**
 * After the server accepted a sign-in: forget any earlier session and go to the home card menu, or, when the same
 * user's session had expired on a page, back to that page (where a draft typed there is offered back).
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    resetLoginExpired();
    queryClient.removeQueries({ queryKey: sessionQuery.queryKey });
    const back = takeLoginReturn(await queryClient.fetchQuery(sessionQuery));
    if (back) await navigate({ href: back });
    else await navigate({ to: '/main/cardMenu' });
  };
}

import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { LoginExpiredError } from '@exam/sdk';
import { sessionQuery, type Session } from './session';

/** Route guard: resolves the session, or sends the visitor to the login page when there is none. */
export async function requireSession(queryClient: QueryClient): Promise<Session> {
  try {
    return await queryClient.ensureQueryData(sessionQuery);
  } catch (error) {
    if (error instanceof LoginExpiredError) throw redirect({ to: '/login' });
    throw error;
  }
}

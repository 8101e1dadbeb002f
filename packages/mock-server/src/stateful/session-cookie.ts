// The session cookie (the contract's security scheme names it): set by a sign-in, cleared by a sign-out. A module of
// its own, importing nothing, so the sign-in domain does not import the app (app → domains → login → app was a
// cycle: whichever module a test imported first decided whether the sign-in handlers were there).
const THIRTY_DAYS = 30 * 24 * 3600;

export const SESSION_COOKIE = 'JSESSIONID';

export function sessionCookie(token: string, remember: boolean): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${remember ? `; Max-Age=${THIRTY_DAYS}` : ''}`;
}

export const clearSessionCookie = `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

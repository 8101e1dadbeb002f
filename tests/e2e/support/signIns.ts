// The worker's stored sign-ins: per account, the session cookie one sign-in through the API gave (the storage state of a
// signed-in browser). Each account signs in once per worker (or benchmark run); the mock's reset between tests keeps
// these sessions signed in, in the role a sign-in starts in and asleep until their first call (no one is online in the
// fresh world), and says which it kept (support/mock.ts resetMock): one a test ended, by signing out, is signed in
// afresh when next needed.
import type { Cookie, Page } from '@playwright/test';

/** The session cookie's name (the contract's security scheme). */
const SESSION_COOKIE = 'JSESSIONID';

const stored = new Map<string, { token: string; cookie: Cookie }>();

/**
 * Gives the page's browser context a signed-in session of the account: the stored one, or one signed in through the
 * API (against the page's base URL) and stored.
 */
export async function useStoredSignIn(page: Page, account: { ua: string; up: string }): Promise<void> {
  const known = stored.get(account.ua);
  if (known) return page.context().addCookies([known.cookie]);
  // The API request shares the context's cookies: the answer's session cookie lands in the browser as the form's would.
  const res = await page.request.post('/api/login/dologin', { data: { ...account, rememberMe: false } });
  const body = (await res.json()) as { success?: boolean; result?: unknown };
  if (!body.success) throw new Error(`signing in as ${account.ua} failed: ${JSON.stringify(body.result)}`);
  const cookie = (await page.context().cookies(res.url())).find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`signing in as ${account.ua} set no ${SESSION_COOKIE} cookie`);
  stored.set(account.ua, { token: cookie.value, cookie });
}

/** The session tokens of the stored sign-ins. */
export function storedSessions(): string[] {
  return [...stored.values()].map((s) => s.token);
}

/** Forgets the stored sign-ins whose session is not among `tokens` (the server ended them). */
export function forgetSessionsBut(tokens: readonly string[]): void {
  for (const [ua, { token }] of stored) if (!tokens.includes(token)) stored.delete(ua);
}

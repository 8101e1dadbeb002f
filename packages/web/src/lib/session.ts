// The session: who is signed in, in which role, with which pages; and the shared sign-out.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { unwrap, type Schemas } from '@exam/sdk';
import { api, scannerService, withoutLoading } from './api';
import { appStateAtom } from './appState';

export type Session = Schemas['UserInfo'];
export type RoleUnit = Schemas['UserRoleUnit'];
export type UserType = Schemas['UserType'];

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async () => {
    const session = await unwrap(api.GET('/api/login/userinfo'));
    markSignedIn(session.user.user_id);
    return session;
  },
  staleTime: Infinity,
});

/**
 * The permission pages the signed-in user holds in an exam (his own, 分配权限's and, for the exam's creator and
 * administrators, the creator's): what an exam page's frame checks when the user's own pages do not give it. Under
 * the session's key, so a role switch or a new sign-in reads it again.
 */
export const examPagesQuery = (examId: number) =>
  queryOptions({
    queryKey: ['session', 'examPages', examId],
    queryFn: () => unwrap(api.POST('/api/exam/examPermission/myExamPages', { body: { exam_id: examId } })),
  });

// Whether the portal believes a session is alive: set when the server confirms one, forgotten when it is ended on
// purpose (logout, a password change, a bind) or found expired. Only then is 登录失效 news worth an alert (spec 1
// §8); a visitor who never signed in, or who just signed out, is simply shown the login page. Kept across reloads
// (a user id, never a token).
const SIGNED_IN_KEY = 'exam-signed-in-user';

function markSignedIn(userId: number): void {
  try {
    localStorage.setItem(SIGNED_IN_KEY, String(userId));
  } catch {
    // Storage disabled: 登录失效 is then never alerted, only acted on.
  }
}

/** The user the portal believes signed in, if any. */
export function signedInUser(): number | undefined {
  try {
    const id = Number(localStorage.getItem(SIGNED_IN_KEY) ?? NaN);
    return Number.isInteger(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

export function sessionBelievedAlive(): boolean {
  return signedInUser() !== undefined;
}

/** The session is being ended on purpose: replies of 登录失效 from now on are expected. */
export function forgetSession(): void {
  try {
    localStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    // Nothing kept.
  }
}

// Where a user was when the session expired, to return there after signing in again (per tab).
const RETURN_KEY = 'exam-login-return';

interface LoginReturn {
  userId: number;
  path: string;
}

/**
 * 登录失效: forgets the session and the cached server data, and remembers the page the user was on (a page of the
 * portal, /main/…, or the marking canvas, /netview/marking?…, with its task). The persisted
 * exam selection is kept for the return; a different user signing in gets it cleared (takeLoginReturn).
 */
export function expireSession(queryClient: QueryClient, path: string): void {
  const userId = signedInUser();
  forgetSession();
  queryClient.clear();
  try {
    if (userId !== undefined && (path.startsWith('/main/') || path.startsWith('/netview/'))) sessionStorage.setItem(RETURN_KEY, JSON.stringify({ userId, path } satisfies LoginReturn));
  } catch {
    // No return then.
  }
}

/**
 * After a sign-in: the page to return to when the same user's session had expired there; otherwise undefined, and
 * the persisted exam selection of whoever was here before is cleared.
 */
export function takeLoginReturn(session: Session): string | undefined {
  let back: Partial<LoginReturn> | undefined;
  try {
    back = JSON.parse(sessionStorage.getItem(RETURN_KEY) ?? 'null') as Partial<LoginReturn> | undefined;
    sessionStorage.removeItem(RETURN_KEY);
  } catch {
    back = undefined;
  }
  if (back?.userId === session.user.user_id && typeof back.path === 'string') return back.path;
  getDefaultStore().set(appStateAtom, RESET);
  return undefined;
}

/** Code lists are cached per type for the whole session (spec 1 §7). */
export const codeListQuery = (type: Schemas['CodeType']) =>
  queryOptions({
    queryKey: ['codes', type],
    queryFn: () => unwrap(api.POST('/api/common/loadcodebytype', { body: { type }, ...withoutLoading() })),
    staleTime: Infinity,
  });

/** Tag lists (subjects, unit tags, …) are cached per type for the whole session as well (spec 1 §7). */
export const tagListQuery = (type: Schemas['TagType']) =>
  queryOptions({
    queryKey: ['tags', type],
    queryFn: () => unwrap(api.POST('/api/common/loadtagbytype', { body: { type }, ...withoutLoading() })),
    staleTime: Infinity,
  });

export const NO_UNIT = '无单位';
export const UNKNOWN_TYPE = '未知';

export function userTypeName(code: string | undefined, codes: readonly Schemas['CodeItem'][] | undefined): string {
  return codes?.find((c) => c.code === code)?.code_name ?? UNKNOWN_TYPE;
}

/**
 * A role as the user menu shows it: unit name plus user type name, and for a parent's student role the child it is
 * for (a parent of two children has one such role each).
 */
export function roleLabel(
  role: { unit_name?: string | null; user_type?: string; student_name?: string | null },
  codes: readonly Schemas['CodeItem'][] | undefined,
): string {
  const label = `${role.unit_name || NO_UNIT} ${userTypeName(role.user_type, codes)}`;
  return role.student_name ? `${label}（${role.student_name}）` : label;
}

export function isCurrentRole(session: Session, role: RoleUnit): boolean {
  return role.user_type === session.user.user_type && role.unit_id === session.user.unit_id;
}

/** Empties everything known about the user: cached server data and the persisted exam selection. */
export function clearUserData(queryClient: QueryClient): void {
  queryClient.clear();
  getDefaultStore().set(appStateAtom, RESET);
}

/**
 * Ends the session: tells the server, releases the local scanner (silently: it is often not installed) and
 * forgets the user. The caller then goes to the login page.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  forgetSession();
  await Promise.allSettled([
    unwrap(api.GET('/api/login/dologout', withoutLoading())),
    scannerService.POST('/scan/disconnect', { body: {} }),
  ]);
  clearUserData(queryClient);
}

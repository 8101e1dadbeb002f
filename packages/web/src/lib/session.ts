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
  queryFn: () => unwrap(api.GET('/api/login/userinfo')),
  staleTime: Infinity,
});

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

/** A role as the user menu shows it: unit name plus user type name. */
export function roleLabel(
  role: { unit_name?: string | null; user_type?: string },
  codes: readonly Schemas['CodeItem'][] | undefined,
): string {
  return `${role.unit_name || NO_UNIT} ${userTypeName(role.user_type, codes)}`;
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
  await Promise.allSettled([
    unwrap(api.GET('/api/login/dologout', withoutLoading())),
    scannerService.POST('/scan/disconnect', { body: {} }),
  ]);
  clearUserData(queryClient);
}

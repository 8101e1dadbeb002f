// Queries and calls of administrator management (spec 1 §7 "Administrators"; 5 per page, §9).
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';

export type AdminRow = Schemas['User'];
export type AdminSave = Schemas['UserSaveRequest'];

export const ADMIN_PAGE_SIZES = [5] as const;
export const ADMIN_PAGE_SIZE = 5;


export type AdminListParams = Schemas['LoadMgeUserRequest'];

export const adminKeys = { all: ['mgeuser'] as const, list: (p: AdminListParams) => ['mgeuser', 'list', p] as const };

export const allUnitsTreeQuery = queryOptions({
  queryKey: ['mgeuser', 'unitTree'],
  queryFn: () => unwrap(api.GET('/api/user/loadtreeallunit', withoutLoading())),
});

export const adminListQuery = (p: AdminListParams) =>
  queryOptions({
    queryKey: adminKeys.list(p),
    queryFn: () => unwrap(api.POST('/api/user/loadmgeuser', { body: p, ...withoutLoading() })),
  });

export const saveAdmin = (body: AdminSave) => unwrap(api.POST('/api/user/saveuser', { body }));
export const deleteAdmin = (userid: number) => unwrap(api.POST('/api/user/deluser', { body: { userid } }));
export const switchAdminState = (userid: number) => unwrap(api.POST('/api/user/switchuserstate', { body: { userid } }));
/** A blank new password makes the server use the platform's default password (spec 1 §9). */
export const resetAdminPassword = (userid: number) => unwrap(api.POST('/api/user/resetpwd', { body: { userid, newpwd: '' } }));

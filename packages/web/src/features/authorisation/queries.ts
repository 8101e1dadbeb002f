// The calls of the two authorisation screens (spec 3 §7.6).
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';
import type { PermissionNode } from './ticks';

export type AssignKind = 'type' | 'tag';

/** A user type or a user tag, as the list at the left shows it. */
export interface Owner {
  key: string;
  name: string;
  permissionIds: number[] | null;
  /** Replaces the owner's permissions (null: none). */
  save: (permissionids: number[] | null) => Promise<string>;
}

export const assignKeys = { all: ['sysAssign'] as const };

// Both lists are read afresh whenever a screen opens (staleTime 0): the tree is edited in 权限管理 and the user tags
// are the live unit tags of 标签管理, both other screens.
export const permissionTreeQuery = queryOptions({
  queryKey: [...assignKeys.all, 'tree'],
  staleTime: 0,
  queryFn: async (): Promise<PermissionNode[]> => unwrap(api.GET('/api/permission/loadallpermission', withoutLoading())),
});

export const ownersQuery = (kind: AssignKind) =>
  queryOptions({
    queryKey: [...assignKeys.all, kind],
    staleTime: 0,
    queryFn: async (): Promise<Owner[]> =>
      kind === 'type'
        ? (await unwrap(api.GET('/api/permission/loadallusertype', withoutLoading()))).map((t) => ({
            key: t.user_type,
            name: t.user_type_name,
            permissionIds: t.permission_ids ?? null,
            save: (permissionids) => unwrap(api.POST('/api/permission/saveusertypeassign', { body: { usertype: t.user_type, permissionids } })),
          }))
        : (await unwrap(api.GET('/api/permission/loadallusertag', withoutLoading()))).map((t) => ({
            key: String(t.tag_id),
            name: t.tag_name,
            permissionIds: t.permission_ids ?? null,
            save: (permissionids) => unwrap(api.POST('/api/permission/saveusertagassign', { body: { tagid: t.tag_id, permissionids } })),
          })),
  });

// The calls of permission management (spec 3 §7.6).
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';
import type { PermissionNode } from './permissionRules';

export const permissionKeys = { all: ['sysPermissions'] as const };

export const permissionTreeQuery = queryOptions({
  queryKey: permissionKeys.all,
  queryFn: async (): Promise<PermissionNode[]> => unwrap(api.GET('/api/permission/loadallpermission', withoutLoading())),
});

export const savePermission = (body: Schemas['SavePermissionRequest']) => unwrap(api.POST('/api/permission/savepermission', { body }));
export const deletePermission = (permissionid: number) => unwrap(api.POST('/api/permission/delpermission', { body: { permissionid } }));
export const movePermission = (node: PermissionNode, direction: 'up' | 'down') =>
  unwrap(
    api.POST(direction === 'up' ? '/api/permission/moveuppermission' : '/api/permission/movedownpermission', {
      body: { permissionid: node.permission_id, sort: node.sort_number ?? 0, parentid: node.parent_id },
    }),
  );
export const dropPermission = (body: Schemas['ChangePermissionRequest']) => unwrap(api.POST('/api/permission/changepermission', { body }));

// Page elements guarded by a permission are hidden unless the user's page list holds that permission url.
import type { Schemas } from '@exam/sdk';

type Page = Schemas['PermissionPage'];

export function hasPermission(pages: readonly Page[], url: string): boolean {
  return pages.some((p) => p.permission_url === url);
}

export const PERMISSION = {
  examManagement: '/exam/mgeexam',
  marking: '/marking',
} as const;

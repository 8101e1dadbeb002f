// Texts of the shell that are not menu entries (the menu's come from the permission pages).
export const SHELL_TEXTS = {
  /** A page the current role may not open (lib/access). */
  noAccess: '无权访问此页面',
  noAccessHint: '当前角色没有此页面的权限。如有其他角色，可在右上角切换后再试。',
  home: '返回首页',
} as const;

// Every text of the two authorisation screens (sys/usertypeassgin, sys/usertagassgin; spec 3 §2.7, §4.7, §8.4).
export const ASSIGN_TEXTS = {
  titles: { type: '用户类型授权', tag: '用户标签授权' },
  lists: { type: '用户类型', tag: '用户标签' },
  tree: '权限',
  treeFor: (name: string) => `${name} 的权限`,
  chooseFirst: '请先在左侧选择',
  save: '保存',
  noUser: '请选择用户',
  expand: (name: string) => `展开 ${name}`,
  collapse: (name: string) => `收起 ${name}`,
  types: { 1: '功能', 2: '目录', 3: '页面' } as Record<number, string>,
  tickedCount: (n: number) => `已勾选 ${n} 项`,
  unsaved: '有未保存的修改',
} as const;

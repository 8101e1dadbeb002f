// Every text of tag management (sys/tag, spec 3 §2.7, §3 "Tag", §5 "System management", §8.4), in one table.
import type { TagType } from './tagRules';

export const TAG_TEXTS = {
  title: '标签管理',
  types: { unit_tag: '单位属性', student_tag: '学生属性', subject: '科目' } satisfies Record<TagType, string>,
  catalogues: '标签目录',
  add: '新增标签',
  entity: '标签',
  empty: '该类别下还没有标签',
  emptyCatalogue: '该目录下没有标签',
  name: '标签名称',
  catalog: '标签目录',
  catalogLocked: '编辑时不能修改标签目录',
  nameRequired: '请填写标签名称',
  nameTooLong: '标签名称不能超过20个字',
  catalogRequired: '请填写标签目录',
  catalogTooLong: '标签目录不能超过10个字',
  edit: (name: string) => `编辑标签 ${name}`,
  remove: (name: string) => `删除标签 ${name}`,
  confirmRemove: (name: string) => `删除标签“${name}”将影响拥有该标签的单位和用户，确定删除吗？`,
  cancelled: '已取消删除',
} as const;

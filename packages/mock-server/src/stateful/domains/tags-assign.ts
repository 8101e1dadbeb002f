// System management, the authorisation screens (spec 3 §2.7, §4.7, §8.4): user types' and user tags' permissions
// (nothing ticked sends null), and the tag catalogues of sys/tag.
import type { components } from '@exam/sdk';
import { fail, ok } from '../types.ts';
import type { Store } from '../store.ts';
import type { Handlers } from '../types.ts';
import { flatten } from './permission-tree.ts';
import { typedNames } from './shared.ts';

type S = components['schemas'];

/** The ids that are no node of the permission tree, as the refusal's text; undefined when all are known. */
function unknownPermissions(store: Store, ids: readonly number[] | null): string | undefined {
  const known = new Set(flatten(store.data.permissionTree as Parameters<typeof flatten>[0]).map((n) => n.permission_id));
  const bad = (ids ?? []).filter((id) => !known.has(id));
  return bad.length ? `权限不存在：${bad.join('、')}` : undefined;
}

/**
 * The user tags are the live unit tags of tag management (a unit's users carry its tags): a tag added there is
 * offered at once, a deleted one is gone. Their permissions are kept by tag id in staff.userTags.
 */
function userTags(store: Store): S['PermissionUserTag'][] {
  const granted = new Map(store.data.staff.userTags.map((t) => [t.tag_id, t.permission_ids]));
  return store.data.tags
    .filter((t) => (t as { tag_type?: string }).tag_type === 'unit_tag')
    .map((t) => {
      const ids = granted.get(t.tag_id);
      return { tag_id: t.tag_id, tag_name: t.tag_name, permission_ids: ids ? [...ids] : null };
    });
}

export const permissionAssignHandlers: Handlers = {
  loadallusertype({ store }) {
    return ok(
      [...store.data.userTypeNames].map(([user_type, user_type_name]) => ({
        user_type: user_type as S['UserType'],
        user_type_name,
        permission_ids: store.data.userTypePermissions.has(user_type) ? [...(store.data.userTypePermissions.get(user_type) ?? [])] : null,
      })),
    );
  },
  loadallusertag({ store }) {
    return ok(userTags(store));
  },
  saveusertypeassign({ body, store }) {
    if (!store.data.userTypeNames.has(body.usertype)) return fail('用户类型不存在');
    const unknown = unknownPermissions(store, body.permissionids);
    if (unknown) return fail(unknown);
    store.data.userTypePermissions.set(body.usertype, [...(body.permissionids ?? [])]);
    return ok('保存成功');
  },
  saveusertagassign({ body, store }) {
    const tag = userTags(store).find((t) => t.tag_id === body.tagid);
    if (!tag) return fail('标签不存在');
    const unknown = unknownPermissions(store, body.permissionids);
    if (unknown) return fail(unknown);
    const permission_ids = body.permissionids ? [...body.permissionids] : null;
    const kept = store.data.staff.userTags.find((t) => t.tag_id === body.tagid);
    if (kept) Object.assign(kept, { tag_name: tag.tag_name, permission_ids });
    else store.data.staff.userTags.push({ tag_id: tag.tag_id, tag_name: tag.tag_name, permission_ids });
    return ok('保存成功');
  },


  // Tags.
  loadalltags({ store }) {
    return ok(store.data.tags.map((t) => ({ ...t })) as S['ManagedTag'][]);
  },
  savetag({ body, store }) {
    const tags = store.data.tags;
    const names = typedNames({ name: [body.name, '请填写标签名称'], catalog: [body.catalog, '请填写标签目录'] });
    if ('error' in names) return fail(names.error);
    const { name, catalog } = names;
    if (tags.some((t) => t.tag_name === name && t.tag_type === body.type && t.tag_catalog === catalog && t.tag_id !== body.tid)) return fail('该分类下已存在同名标签');
    if (body.tid != null) {
      const tag = tags.find((t) => t.tag_id === body.tid);
      if (!tag) return fail('标签不存在');
      if (tag.tag_catalog !== catalog || (tag.tag_type !== undefined && tag.tag_type !== body.type)) return fail('编辑标签时不能修改标签目录');
      Object.assign(tag, { tag_type: body.type, tag_catalog: catalog, tag_name: name });
      for (const kept of store.data.staff.userTags) if (kept.tag_id === tag.tag_id) kept.tag_name = name;
      return ok('保存成功');
    }
    tags.push({ tag_id: Math.max(0, ...tags.map((t) => t.tag_id)) + 1, tag_type: body.type, tag_catalog: catalog, tag_name: name } as (typeof tags)[number]);
    return ok('保存成功');
  },
  deltag({ body, store }) {
    const index = store.data.tags.findIndex((t) => t.tag_id === body.tid);
    if (index < 0) return fail('标签不存在');
    store.data.tags.splice(index, 1);
    for (const unit of store.data.units.values()) unit.unit_tags = unit.unit_tags.filter((id) => id !== body.tid);
    // Its permissions go with it: a later tag never inherits them.
    store.data.staff.userTags = store.data.staff.userTags.filter((t) => t.tag_id !== body.tid);
    return ok('删除成功');
  },
};

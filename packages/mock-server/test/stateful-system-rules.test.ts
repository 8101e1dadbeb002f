// System management's rules and the mock's own activity, through the SDK (strict client): a permission edit that
// changes the parent moves the node, a directory keeps no link, nothing goes under a function node or its own child,
// unknown permission ids are refused, a tag's catalogue cannot change on edit; the system log holds the calls the
// mock really received (never a password), and the cache figures follow the mock's activity.
import { unwrap } from '@exam/sdk/node';
import type { components } from '@exam/sdk';
import { describe, expect, it } from 'vitest';
import { useSignedInMock } from './stateful-support.ts';
import type { Client, StatefulMock } from './stateful-support.ts';

type Node = components['schemas']['PermissionTreeNode'] & { children?: Node[] };

let m: StatefulMock;
let admin: Client;
useSignedInMock((mock) => {
  m = mock;
});

const find = (nodes: Node[], id: number): Node | undefined => {
  for (const n of nodes) {
    if (n.permission_id === id) return n;
    const hit = find(n.children ?? [], id);
    if (hit) return hit;
  }
  return undefined;
};
const tree = async () => (await unwrap(admin.GET('/api/permission/loadallpermission'))) as Node[];
const save = (body: components['schemas']['SavePermissionRequest']) => unwrap(admin.POST('/api/permission/savepermission', { body }));

describe('permissions', () => {
  it('moves a node to another parent on edit, keeps a directory without a link, refuses bad parents and duplicates', async () => {
    admin = await m.signIn('admin', 'Admin@2026');
    await save({ permissionid: null, permissionname: '临时目录', type: 2, link: '/should/go', sort: 50, parentid: 0, data_scope: null });
    const dir = (await tree()).find((n) => n.permission_name === '临时目录');
    expect(dir).toMatchObject({ permission_type: 2, permission_url: null, parent_id: 0 });
    if (!dir) throw new Error('not added');
    await save({ permissionid: null, permissionname: '临时页面', type: 3, link: '/sys/tmp', sort: 1, parentid: dir.permission_id, data_scope: 1 });
    const page = find(await tree(), dir.permission_id)?.children?.[0];
    expect(page).toMatchObject({ permission_name: '临时页面', permission_url: '/sys/tmp', data_scope: 1 });
    if (!page) throw new Error('no page');

    // Edit with another parent: the page moves under 系统管理 (6), last there.
    await save({ permissionid: page.permission_id, permissionname: '临时页面', type: 3, link: '/sys/tmp', sort: 1, parentid: 6, data_scope: null });
    const now = await tree();
    expect(find(now, dir.permission_id)?.children ?? []).toHaveLength(0);
    const sys = find(now, 6)?.children ?? [];
    expect(sys.at(-1)).toMatchObject({ permission_id: page.permission_id, parent_id: 6, sort_number: sys.length });
    expect(sys.at(-1)?.data_scope).toBeUndefined();

    // A directory edit drops the link.
    await save({ permissionid: page.permission_id, permissionname: '临时页面', type: 2, link: '/sys/tmp', sort: 1, parentid: 6, data_scope: null });
    expect(find(await tree(), page.permission_id)?.permission_url).toBeNull();

    await expect(save({ permissionid: dir.permission_id, permissionname: '临时目录', type: 2, link: null, sort: 1, parentid: dir.permission_id, data_scope: null })).rejects.toThrow('不能移动到自己的下级');
    await expect(save({ permissionid: null, permissionname: 'x', type: 3, link: '/sys/permission', sort: 1, parentid: 6, data_scope: null })).rejects.toThrow('权限地址已存在');
    await expect(save({ permissionid: null, permissionname: 'x', type: 3, link: '/x', sort: 1, parentid: 99999, data_scope: null })).rejects.toThrow('上级权限不存在');
    // Nothing goes under a function node (type 1), by the form or by a drag.
    const fn = (function first(nodes: Node[]): Node | undefined {
      for (const n of nodes) if (n.permission_type === 1) return n;
      for (const n of nodes) {
        const hit = first(n.children ?? []);
        if (hit) return hit;
      }
      return undefined;
    })(await tree());
    if (!fn) throw new Error('no function node seeded');
    await expect(save({ permissionid: null, permissionname: 'x', type: 3, link: '/x', sort: 1, parentid: fn.permission_id, data_scope: null })).rejects.toThrow('不能将权限移动到功能节点下');
    await expect(unwrap(admin.POST('/api/permission/changepermission', { body: { srcid: dir.permission_id, tgtid: fn.permission_id, type: 'inner' } }))).rejects.toThrow('不能将权限移动到功能节点下');
    expect((await tree()).some((n) => n.permission_id === dir.permission_id)).toBe(true);
  });

  it('never reuses a deleted node’s id, bounds 排序 at 9999 and keeps a node with children from becoming a function', async () => {
    admin = await m.signIn('admin', 'Admin@2026');
    const ids = (nodes: Node[]): number[] => nodes.flatMap((n) => [n.permission_id, ...ids(n.children ?? [])]);
    await save({ permissionid: null, permissionname: '最新目录', type: 2, link: null, sort: 60, parentid: 0, data_scope: null });
    const newest = Math.max(...ids(await tree()));
    expect(find(await tree(), newest)?.permission_name).toBe('最新目录');
    await unwrap(admin.POST('/api/permission/delpermission', { body: { permissionid: newest } }));
    await save({ permissionid: null, permissionname: '又一目录', type: 2, link: null, sort: 60, parentid: 0, data_scope: null });
    const again = (await tree()).find((n) => n.permission_name === '又一目录');
    expect(again?.permission_id).toBeGreaterThan(newest);

    // '99999999999999999999' typed into the form arrives as 1e20.
    await expect(save({ permissionid: null, permissionname: '大排序', type: 2, link: null, sort: 1e20, parentid: 0, data_scope: null })).rejects.toThrow('排序不能大于9999');
    expect((await tree()).some((n) => n.permission_name === '大排序')).toBe(false);
    expect(await save({ permissionid: null, permissionname: '大排序', type: 2, link: null, sort: 9999, parentid: 0, data_scope: null })).toBe('保存成功');

    // 系统管理 (6) has children: it stays a directory.
    const sys = find(await tree(), 6);
    if (!sys?.children?.length) throw new Error('系统管理 has children');
    await expect(save({ permissionid: 6, permissionname: sys.permission_name, type: 1, link: '/sys', sort: sys.sort_number ?? 1, parentid: sys.parent_id ?? 0, data_scope: null })).rejects.toThrow('有下级的权限不能设为功能');
    expect(find(await tree(), 6)?.permission_type).toBe(sys.permission_type);
  });

  it('refuses unknown permission ids for user types and tags, and accepts null', async () => {
    admin = await m.signIn('admin', 'Admin@2026');
    await expect(unwrap(admin.POST('/api/permission/saveusertypeassign', { body: { usertype: '4', permissionids: [1, 999, 998] } }))).rejects.toThrow('权限不存在：999、998');
    await expect(unwrap(admin.POST('/api/permission/saveusertagassign', { body: { tagid: 32, permissionids: [999] } }))).rejects.toThrow('权限不存在：999');
    expect(await unwrap(admin.POST('/api/permission/saveusertagassign', { body: { tagid: 32, permissionids: null } }))).toBe('保存成功');
    const tags = await unwrap(admin.GET('/api/permission/loadallusertag'));
    expect(tags.find((t) => t.tag_id === 32)?.permission_ids).toBeNull();
  });
});

describe('tags', () => {
  it('keeps the catalogue on edit', async () => {
    admin = await m.signIn('admin', 'Admin@2026');
    await expect(unwrap(admin.POST('/api/tag/savetag', { body: { tid: 44, type: 'student_tag', name: '走读生', catalog: '其他' } }))).rejects.toThrow('编辑标签时不能修改标签目录');
    expect(await unwrap(admin.POST('/api/tag/savetag', { body: { tid: 44, type: 'student_tag', name: '走读', catalog: '住宿情况' } }))).toBe('保存成功');
    const tags = await unwrap(admin.GET('/api/tag/loadalltags'));
    expect(tags.find((t) => t.tag_id === 44)).toMatchObject({ tag_name: '走读', tag_catalog: '住宿情况' });
    await expect(unwrap(admin.POST('/api/tag/savetag', { body: { tid: null, type: 'student_tag', name: '住校生', catalog: '住宿情况' } }))).rejects.toThrow('该分类下已存在同名标签');
  });

  it('offers the live unit tags for authorisation: an added one at once, a renamed one by its name, a deleted one never', async () => {
    admin = await m.signIn('admin', 'Admin@2026');
    const userTags = async () => await unwrap(admin.GET('/api/permission/loadallusertag'));
    await unwrap(admin.POST('/api/tag/savetag', { body: { tid: null, type: 'unit_tag', name: '集团校', catalog: '办学层次' } }));
    await unwrap(admin.POST('/api/tag/savetag', { body: { tid: null, type: 'student_tag', name: '借读生', catalog: '招生类型' } }));
    const added = (await unwrap(admin.GET('/api/tag/loadalltags'))).find((t) => t.tag_name === '集团校');
    if (!added) throw new Error('not added');
    // A student tag is no user tag.
    expect((await userTags()).map((t) => t.tag_name)).toEqual(['教育行政单位', '公办学校', '民办学校', '省级示范高中', '集团校']);
    expect((await userTags()).at(-1)).toEqual({ tag_id: added.tag_id, tag_name: '集团校', permission_ids: null });
    expect(await unwrap(admin.POST('/api/permission/saveusertagassign', { body: { tagid: added.tag_id, permissionids: [1, 4] } }))).toBe('保存成功');
    await unwrap(admin.POST('/api/tag/savetag', { body: { tid: added.tag_id, type: 'unit_tag', name: '集团学校', catalog: '办学层次' } }));
    expect((await userTags()).at(-1)).toEqual({ tag_id: added.tag_id, tag_name: '集团学校', permission_ids: [1, 4] });

    await unwrap(admin.POST('/api/tag/deltag', { body: { tid: added.tag_id } }));
    await unwrap(admin.POST('/api/tag/deltag', { body: { tid: 33 } }));
    expect((await userTags()).map((t) => t.tag_name)).toEqual(['教育行政单位', '公办学校', '省级示范高中']);
    await expect(unwrap(admin.POST('/api/permission/saveusertagassign', { body: { tagid: 33, permissionids: [1] } }))).rejects.toThrow('标签不存在');
    // A tag added after the deletion (it may take a freed id) starts with no permissions.
    await unwrap(admin.POST('/api/tag/savetag', { body: { tid: null, type: 'unit_tag', name: '新标签', catalog: '办学层次' } }));
    expect((await userTags()).at(-1)).toMatchObject({ tag_name: '新标签', permission_ids: null });
  });
});

describe('the mock’s own activity', () => {
  it('logs the calls a session makes, with parameters and answer, never a password, and not the log reads', async () => {
    const zw = await m.signIn('zhangwei', 'Lj@2026pass');
    await unwrap(zw.GET('/api/login/userinfo'));
    await zw.POST('/api/login/editPassword', { body: { oldPassword: 'wrong-old', newPass1: 'Secret#123', newPass2: 'Secret#123' } });
    admin = await m.signIn('admin', 'Admin@2026');
    const log = await unwrap(admin.POST('/api/log/listlog', { body: { page: 1, pagesize: 15, username: 'zhangwei' } }));
    const edit = log.datalist.find((l) => l.request_url === '/api/login/editPassword');
    expect(edit).toMatchObject({ user_account: 'zhangwei', proc_success: 0 });
    expect(edit?.request_params).toContain('******');
    expect(edit?.request_params).not.toContain('Secret#123');
    expect(edit?.request_params).not.toContain('wrong-old');
    expect(JSON.parse(edit?.return_content ?? '{}')).toMatchObject({ success: false });
    const info = log.datalist.find((l) => l.request_url === '/api/login/userinfo');
    expect(info).toMatchObject({ proc_success: 1, user_id: 2001 });
    // The answer is there in full, but not the session's token.
    expect(info?.return_content).toContain('张伟');
    const token = (await unwrap(zw.GET('/api/login/userinfo'))).token;
    expect(info?.return_content).not.toContain(token);
    const mine = await unwrap(admin.POST('/api/log/listlog', { body: { page: 1, pagesize: 50, username: 'admin' } }));
    expect(mine.datalist.some((l) => l.request_url.startsWith('/api/log/'))).toBe(false);
  });

  it('moves the cache figures with the mock’s activity', async () => {
    admin = await m.signIn('admin', 'Admin@2026');
    const before = await unwrap(admin.GET('/api/redis/info'));
    await m.signIn('liuyang', 'Lj@2026pass');
    await new Promise((r) => setTimeout(r, 1100));
    const after = await unwrap(admin.GET('/api/redis/info'));
    expect(Number(after.connected_clients)).toBe(Number(before.connected_clients) + 1);
    expect(Number(after.uptime_in_seconds)).toBeGreaterThan(Number(before.uptime_in_seconds));
    expect(after.db0).not.toBe(before.db0);
    expect(Number(after.instantaneous_input_kbps)).toBeGreaterThan(0);
    expect(after.redis_version).toBe(before.redis_version);
  });
});

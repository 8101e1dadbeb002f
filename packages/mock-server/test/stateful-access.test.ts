// The access model (openapi/access.yaml) as the mock enforces it, the cases seen in the portal (issue 29): pages a
// user must not have, rows of another school, scanner calls without the grant to scan, and pages granted through a user tag (用户标签授权). The checks generated
// from the table for every operation are in stateful-access-table.test.ts.
import { unwrap } from '@exam/sdk/node';
import { describe, expect, it } from 'vitest';
import { defaultSheetTemplate, defaultSheets, renderSheet } from '@exam/scanner-protocol/simulator';
import { putpicMath, useSignedInMock } from './stateful-support.ts';
import type { Client, StatefulMock } from './stateful-support.ts';

let m: StatefulMock;
let zhangwei: Client;
useSignedInMock((mock, client) => {
  m = mock;
  zhangwei = client;
});
const NO_PAGE = { success: false, result: '没有该功能的权限' };
const NO_SCOPE = { success: false, result: '没有该单位的数据权限' };

describe('what was seen in the portal is refused', () => {
  it('wangfang (marking teacher) may not grant her user type 系统管理, add a root permission or read the system log', async () => {
    const wang = await m.signIn('wangfang');
    const grant = await wang.POST('/api/permission/saveusertypeassign', { body: { usertype: '4', permissionids: [1, 3, 31, 6, 61, 62, 63, 64, 65] } });
    expect(grant.data).toEqual(NO_PAGE);
    const root = await wang.POST('/api/permission/savepermission', { body: { permissionid: null, permissionname: '后门', type: 3, link: '/sys/backdoor', sort: 1, parentid: 0 } });
    expect(root.data).toEqual(NO_PAGE);
    expect((await wang.POST('/api/log/listlog', { body: { page: 1, pagesize: 15 } })).data).toEqual(NO_PAGE);
    // Nothing changed.
    const types = await unwrap(zhangwei.GET('/api/permission/loadallusertype'));
    expect(types.find((t) => t.user_type === '4')?.permission_ids).toEqual([1, 3, 31]);
    const admin = await m.signIn('admin', 'Admin@2026');
    const tree = await unwrap(admin.GET('/api/permission/loadallpermission'));
    expect(tree.some((n) => n.permission_name === '后门')).toBe(false);
  });

  it('the student liming may not delete a tag', async () => {
    const liming = await m.signIn('liming', '20260101');
    expect((await liming.POST('/api/tag/deltag', { body: { tid: 44 } })).data).toEqual(NO_PAGE);
    expect((await unwrap(zhangwei.GET('/api/tag/loadalltags'))).some((t) => t.tag_id === 44)).toBe(true);
  });

  it('the student liming may not upload a sheet nor take an uploaded page back: scanning is granted per exam subject', async () => {
    const liming = await m.signIn('liming', '20260101');
    const sheet = defaultSheets.find((x) => x.label === '吴婷');
    if (!sheet) throw new Error('the simulator has 吴婷');
    const { front, back } = renderSheet(defaultSheetTemplate, sheet, { duplex: true });
    await expect(putpicMath(liming, front, back)).rejects.toThrow('没有该科目的扫描权限');
    const uploaded = await putpicMath(zhangwei, front, back);
    const rollback = { exam_id: 3001, subject_id: 2, student_id: uploaded.student_id ?? '', page: 1 as const };
    expect((await liming.POST('/api/scannerApi/deletePicAndRollback', { body: rollback })).data).toEqual({ success: false, result: '没有该科目的扫描权限' });
    await expect(unwrap(zhangwei.POST('/api/scannerApi/deletePicAndRollback', { body: rollback }))).resolves.toBe('删除成功');
  });

  it('a school\'s scanner lists the not-scanned students of her own school only, and may not name another', async () => {
    // 徐敏倩 (type 4) is the scan staff of 3001 数学; the exam's schools are 101 and 102.
    const xu = await m.signIn('xuminqian');
    const me = await unwrap(xu.GET('/api/login/userinfo'));
    const body = { exam_id: 3001, subject_id: 2, page: 1, pagesize: 100 as const };
    const list = (client: Client, unit?: number) => unwrap(client.POST('/api/scannerApi/getNotScanStudentList', { body: { ...body, ...(unit ? { exam_unit_id: unit } : {}) } }));
    const hers = await list(xu);
    expect(hers.totalrecords).toBeGreaterThan(0);
    expect(new Set(hers.datalist.map((r) => r.school_name))).toEqual(new Set([me.unit.unit_name]));
    const other = me.user.unit_id === 101 ? 102 : 101;
    // The bureau's 张伟 lists both schools: hers and the other.
    expect((await list(zhangwei)).totalrecords).toBe(hers.totalrecords + (await list(zhangwei, other)).totalrecords);
    expect((await list(zhangwei, other)).totalrecords).toBeGreaterThan(0);
    expect((await xu.POST('/api/scannerApi/getNotScanStudentList', { body: { ...body, exam_unit_id: other } })).data).toEqual(NO_SCOPE);
  });

  it('试卷上传 lists the uploaded sheets of the schools in scope: liuyang (school 101) not those of school 102', async () => {
    const liuyang = await m.signIn('liuyang');
    const sheets = async (client: Client) =>
      (await unwrap(client.POST('/api/examupload/getuploadpaperinfolist', { body: { page: 1, pagesize: 100, examid: 3001, subjectid: 2 } }))).datalist.map((r) => r.studentid);
    const of102 = new Set(
      (await unwrap(zhangwei.POST('/api/scannerApi/getNotScanStudentList', { body: { exam_id: 3001, subject_id: 2, page: 1, pagesize: 100, exam_unit_id: 102, all: true } }))).datalist.map((r) => r.student_id),
    );
    // A sheet of school 102 uploaded by the bureau.
    const sheet = defaultSheets.find((x) => of102.has(x.examNumber));
    if (!sheet) throw new Error('the simulator has a sheet of school 102');
    const { front, back } = renderSheet(defaultSheetTemplate, sheet, { duplex: true });
    await putpicMath(zhangwei, front, back);
    expect((await sheets(zhangwei)).filter((id) => of102.has(id))).toContain(sheet.examNumber);
    const his = await sheets(liuyang);
    expect(his.length).toBeGreaterThan(0);
    expect(his.filter((id) => of102.has(id))).toEqual([]);
  });

  it('liuyang (school) may not save 用户类型授权', async () => {
    const liuyang = await m.signIn('liuyang');
    const saved = await liuyang.POST('/api/permission/saveusertypeassign', { body: { usertype: '1', permissionids: [1] } });
    expect(saved.data).toEqual(NO_PAGE);
    const admin = await m.signIn('admin', 'Admin@2026');
    expect((await unwrap(admin.GET('/api/permission/loadallusertype'))).find((t) => t.user_type === '1')?.permission_ids?.length).toBeGreaterThan(1);
  });

  it('the room arrangement is for types 1, 2 and 6 within their schools: liuyang and wangfang are refused', async () => {
    const liuyang = await m.signIn('liuyang');
    const area = await liuyang.POST('/api/examroomdesign/saveexamarea', { body: { isAdd: true, area_name: '外校考区', unit_id: 102 } });
    expect(area.data).toEqual(NO_PAGE);
    const areas = await unwrap(zhangwei.POST('/api/examroomdesign/getexamareainfo', { body: { unit_id: 102 } }));
    expect(areas.some((a) => a.area_name === '外校考区')).toBe(false);
    const first = areas[0];
    if (!first) throw new Error('school 102 has no exam area in the seed');
    const wang = await m.signIn('wangfang');
    expect((await wang.POST('/api/examroomdesign/deleteexamarea', { body: { area_id: first.area_id } })).data).toEqual(NO_PAGE);
    expect((await unwrap(zhangwei.POST('/api/examroomdesign/getexamareainfo', { body: { unit_id: 102 } }))).map((a) => a.area_id)).toContain(first.area_id);
  });

  it('wangfang may not confirm an absence; a school account may not name another school', async () => {
    const wang = await m.signIn('wangfang');
    const confirm = await wang.POST('/api/exam/absentstudentmge/confirm', { body: { exam_id: 3001, subject_id: 3, student_ids: ['301010101'], absent: true } });
    expect(confirm.data).toEqual(NO_PAGE);
    const liuyang = await m.signIn('liuyang');
    const rooms = await liuyang.POST('/api/examroom/listExamRoomInfo', { body: { exam_id: 3001, subject_id: 2, unit_id: 102, page: 1, pagesize: 15 } });
    expect(rooms.data).toEqual(NO_SCOPE);
  });
});

describe('pages granted through a user tag', () => {
  it('a page granted to 公办学校 reaches wangfang (school 101 is tagged 公办学校) and goes when revoked', async () => {
    const admin = await m.signIn('admin', 'Admin@2026');
    const tag = (await unwrap(admin.GET('/api/permission/loadallusertag'))).find((t) => t.tag_name === '公办学校');
    if (!tag) throw new Error('no tag 公办学校');
    const before = tag.permission_ids ?? [];
    const pagesOf = async () => (await unwrap((await m.signIn('wangfang')).GET('/api/login/userinfo'))).pages.map((p) => p.permission_url);
    expect(await pagesOf()).not.toContain('/sys/redismanager');
    await unwrap(admin.POST('/api/permission/saveusertagassign', { body: { tagid: tag.tag_id, permissionids: [...before, 6, 67] } }));
    expect(await pagesOf()).toContain('/sys/redismanager');
    const wang = await m.signIn('wangfang');
    expect((await unwrap(wang.GET('/api/redis/info'))).redis_mode).toBeTruthy();
    await unwrap(admin.POST('/api/permission/saveusertagassign', { body: { tagid: tag.tag_id, permissionids: before } }));
    expect(await pagesOf()).not.toContain('/sys/redismanager');
    expect((await wang.GET('/api/redis/info')).data).toEqual(NO_PAGE);
  });
});

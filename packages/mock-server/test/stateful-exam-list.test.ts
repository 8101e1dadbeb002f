// The exam list's otherInfo for a marking teacher (type 4): her exam permissions (the exam permission domain's
// grants, placed in the permission tree's menu groups) and the question groups she marks; other roles get none
// (their menus come from their pages). Every answer is validated by the strict client and by the server.
import { unwrap } from '@exam/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseViolations, startStatefulMock } from './stateful-support.ts';
import type { StatefulMock } from './stateful-support.ts';

let m: StatefulMock;
beforeAll(async () => {
  m = await startStatefulMock();
});
afterAll(async () => {
  expect(responseViolations(m.errors)).toEqual([]);
  await m.mock.close();
});

describe('loadexam otherInfo', () => {
  it('gives an administrator no exam permissions (her pages decide)', async () => {
    const c = await m.signIn();
    const list = await unwrap(c.POST('/api/exam/loadexam', { body: { page: 1, pagesize: 10 } }));
    expect(list.otherInfo.perms).toEqual([]);
    expect(list.otherInfo.questions).toEqual([]);
  });

  it('gives a marking teacher her seeded permissions of exam 3001 under their menu entries (in the tree order)', async () => {
    const c = await m.signIn('wangfang');
    const list = await unwrap(c.POST('/api/exam/loadexam', { body: { page: 1, pagesize: 10, examname: '期中联考' } }));
    const perms = list.otherInfo.perms.filter((p) => p.exam_id === 3001);
    expect(perms.map((p) => [p.permission_name, p.permission_type])).toEqual([
      ['成绩管理', 2],
      ['教师阅卷', 3],
    ]);
    const marking = perms[1];
    expect(marking).toMatchObject({ permission_url: '/marking', subject_ids: [2], question_ids: [803, 804] });
    expect(marking?.children).toEqual([
      { permission_id: 31, permission_name: '阅卷', permission_url: '/netview/marking', permission_type: 3, exam_id: 3001, subject_ids: [2], question_ids: [803, 804], children: [] },
    ]);
    expect(perms[0]?.children?.map((k) => k.permission_url)).toEqual(['/score/scoreCheck']);
    expect(list.otherInfo.questions.map((q) => [q.exam_id, q.subject_id, q.question_id])).toEqual([
      [3001, 2, 803],
      [3001, 2, 804],
    ]);
    expect(list.otherInfo.questions[0]?.question_name).toBeTruthy();
  });

  it('follows what the exam permission screen saves: a page of 考试管理 is its own entry, groups merge', async () => {
    const admin = await m.signIn();
    await unwrap(
      admin.POST('/api/exam/examPermission/saveUserPermission', {
        body: {
          user_ids: [3105],
          exam_id: 3001,
          permissions: [
            { exam_id: 3001, permission: 207, subject_ids: [2] },
            { exam_id: 3001, permission: 792, subject_ids: [2], question_ids: [803] },
            { exam_id: 3001, permission: 791, subject_ids: [1, 2] },
          ],
        },
      }),
    );
    const c = await m.signIn('wangfang');
    const list = await unwrap(c.POST('/api/exam/loadexam', { body: { page: 1, pagesize: 10, examname: '期中联考' } }));
    const perms = list.otherInfo.perms;
    expect(perms.map((p) => p.permission_name)).toEqual(['试卷扫描', '阅卷统计']);
    expect(perms[0]).toMatchObject({ permission_url: '/exam/scanView', permission_type: 3, subject_ids: [2], children: [] });
    expect(perms[1]).toMatchObject({ permission_url: null, permission_type: 2, subject_ids: [1, 2], question_ids: [803] });
    expect(perms[1]?.children?.map((k) => k.permission_name)).toEqual(['阅卷进度', '题组工作量']);
    // No marking permission any more: no question groups to mark.
    expect(list.otherInfo.questions).toEqual([]);
  });
});

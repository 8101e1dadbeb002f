// Room arrangement results and exam times through the SDK (strict client): saveexamtime with the spec's body (no
// exam_id: the exam the session last loaded), the score order from the seeded scores of exam 3002, the refusal to
// delete the design that is the exam-room scan data, and the seeded 语文 scans that design 602's check finds.
import { unwrap } from '@exam/sdk/node';
import { describe, expect, it } from 'vitest';
import { useSignedInMock } from './stateful-support.ts';
import type { Client, StatefulMock } from './stateful-support.ts';

let c: Client;
let mock: StatefulMock;
useSignedInMock((started, client) => {
  mock = started;
  c = client;
});

const E = 3001;
const CHINESE = 1;
const times = async (client: Client, exam_id: number) => unwrap(client.POST('/api/examroomdesign/getexamtime', { body: { exam_id } }));

describe('saveexamtime without exam_id', () => {
  it('fails clearly when the session has loaded no exam, then saves to the exam it loaded last', async () => {
    const fresh = await mock.signIn();
    const body = { subject_name: '英语', times: ['2026-11-06 09:00:00', '2026-11-06 11:00:00'] };
    expect((await fresh.POST('/api/examroomdesign/saveexamtime', { body })).data).toEqual({ success: false, result: '未指定考试，请重新打开考试时间设置' });

    await times(fresh, E);
    expect(await unwrap(fresh.POST('/api/examroomdesign/saveexamtime', { body }))).toBe('保存成功');
    expect((await times(fresh, E)).find((t) => t.subject_name === '英语')).toMatchObject({ exam_start_time: '2026-11-06 09:00:00', exam_end_time: '2026-11-06 11:00:00', isReady: true });

    // The wizard of exam 3002 opened since: its 数学 gets the time, 3001's stays.
    await unwrap(fresh.POST('/api/examroomdesign/getexaminfo', { body: { exam_id: 3002 } }));
    expect(await unwrap(fresh.POST('/api/examroomdesign/saveexamtime', { body: { subject_name: '数学', times: ['2026-09-26 08:00', '2026-09-26 10:00'] } }))).toBe('保存成功');
    expect((await times(fresh, 3002)).find((t) => t.subject_name === '数学')).toMatchObject({ exam_start_time: '2026-09-26 08:00:00', isReady: true });
    expect((await times(fresh, E)).find((t) => t.subject_name === '数学')).toMatchObject({ exam_start_time: '2026-11-05 14:30:00' });
    // Another session's context is its own.
    expect((await c.POST('/api/examroomdesign/saveexamtime', { body })).data).toEqual({ success: false, result: '未指定考试，请重新打开考试时间设置' });
    // exam_id in the body still wins, and the rules still hold.
    expect((await fresh.POST('/api/examroomdesign/saveexamtime', { body: { ...body, exam_id: E, times: ['2026-11-06 11:00:00', '2026-11-06 09:00:00'] } })).data).toEqual({ success: false, result: '开始时间必须早于结束时间' });
  });
});

describe('ordering by score', () => {
  const NAMED = [
    { student_name: '李明', student_number: '20260101', class_name: '高一(1)班', subject_ids: [CHINESE] },
    { student_name: '王小红', student_number: '20260102', class_name: '高一(1)班', subject_ids: [CHINESE] },
    { student_name: '周杰', student_number: '20260103', class_name: '高一(2)班', subject_ids: [CHINESE] },
    { student_name: '吴婷', student_number: '20260104', class_name: '高一(2)班', subject_ids: [CHINESE] },
  ];
  const seats = [1, 2, 3, 4].map((seat_num) => ({ area_id: 401, room_id: 501, seat_num }));
  const arrangeBy = async (basis: number[]) => {
    const params = { arrangement_mode: 'fixed' as const, arrangement_subjects: [CHINESE], arrangement_order: 'score' as const, arrangement_score_exam: { '10_101': basis } };
    expect(await unwrap(c.POST('/api/examroomdesign/arrange', { body: { exam_id: E, arrangement_data: [{ grade_id: 10, unit_id: 101, students: NAMED, seats }], arrangement_params: params } }))).toBe('编排成功');
    const id = Math.max(...(await unwrap(c.POST('/api/examroomdesign/getdesigninfo', { body: { exam_id: E } }))).map((d) => d.design_id));
    const rows = (await unwrap(c.POST('/api/examroomdesign/getarrangementdata', { body: { exam_id: E, design_id: id, page: 1, page_size: 15 } }))).datalist;
    const order = [...rows].sort((a, b) => a.seat_num - b.seat_num).map((r) => r.student_name);
    expect(await unwrap(c.POST('/api/examroomdesign/deletearrangement', { body: { exam_id: E, design_id: id } }))).toBe('删除成功');
    return order;
  };

  it('seats the best 3002 totals first (王小红 278, 吴婷 253, 李明 249, 周杰 202)', async () => {
    expect(await arrangeBy([3002])).toEqual(['王小红', '吴婷', '李明', '周杰']);
    // The same again: the scores are the seeded ones, not drawn per call.
    expect(await arrangeBy([3002])).toEqual(['王小红', '吴婷', '李明', '周杰']);
  });

  it('leaves students without scores in the basis exams in student-number order', async () => {
    // 3003 is 高二's exam: these 高一 students have no scores there; with 3002 too, their 3002 totals count alone.
    expect(await arrangeBy([3003])).toEqual(['李明', '王小红', '周杰', '吴婷']);
    expect(await arrangeBy([3003, 3002])).toEqual(['王小红', '吴婷', '李明', '周杰']);
  });
});

describe('the scan data design', () => {
  it('refuses to delete design 601 (the scan data) and keeps it', async () => {
    expect((await c.POST('/api/examroomdesign/deletearrangement', { body: { exam_id: E, design_id: 601 } })).data).toEqual({ success: false, result: '该编排已设为考场扫描数据，不能删除' });
    expect((await unwrap(c.POST('/api/examroomdesign/getdesigninfo', { body: { exam_id: E } }))).find((d) => d.design_id === 601)).toMatchObject({ is_scan_data: 1 });
  });

  it('finds the scanned 语文 sheets of 李晓雨 and 张浩 before setting 602; set, it is kept like 601', async () => {
    const check = await unwrap(c.POST('/api/examroomdesign/checkscandata', { body: { exam_id: E, design_id: 602 } }));
    expect(check.inUse).toBe(true);
    expect(check.data?.split('、').sort()).toEqual(['张浩（301020102）', '李晓雨（301020101）']);
    expect(await unwrap(c.POST('/api/examroomdesign/setasscandata', { body: { exam_id: E, design_id: 602 } }))).toBe('设置成功');
    expect((await c.POST('/api/examroomdesign/deletearrangement', { body: { exam_id: E, design_id: 602 } })).data).toEqual({ success: false, result: '该编排已设为考场扫描数据，不能删除' });
  });
});

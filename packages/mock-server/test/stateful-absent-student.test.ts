// The absence check (absent-student/*) through the SDK (strict client): the seeded list of exam 3001 英语 (sheets read
// with the absent mark, participants not scanned, one confirmation), its filters and summary, confirming absent and
// not absent (kept, refused for sheets with answers), the list following what is scanned later, the school scope of
// users who may not choose a school, and the export.
import { renderSheet } from '@exam/scanner-protocol/simulator';
import { download, multipartSerializer, unwrap } from '@exam/sdk/node';
import type { components } from '@exam/sdk';
import { describe, expect, it } from 'vitest';
import { readRows } from '../src/stateful/lib/xlsx.ts';
import { templateFor } from '../src/stateful/seed/exam-config.ts';
import { useSignedInMock } from './stateful-support.ts';
import type { Client, StatefulMock } from './stateful-support.ts';

type ListRequest = components['schemas']['AbsentListRequest'];

let m: StatefulMock;
let c: Client;
useSignedInMock((mock, client) => {
  m = mock;
  c = client;
});

const E = 3001;
const ENGLISH = 3;
const P = '/api/exam/absentstudentmge';

const list = (filter: Partial<ListRequest> = {}, client: Client = c) =>
  unwrap(client.POST(`${P}/list`, { body: { exam_id: E, subject_id: ENGLISH, page: 1, pagesize: 100, ...filter } }));
const confirm = (student_ids: string[], absent: boolean) => c.POST(`${P}/confirm`, { body: { exam_id: E, subject_id: ENGLISH, student_ids, absent } });
/** Downloads whose generated body type is not a Blob (an SDK typing quirk of some binary answers). */
const downloadAny = (call: Promise<unknown>) => download(call as Parameters<typeof download>[0]);
const rowOf = async (student_id: string) => (await list({ keyword: student_id })).datalist.find((r) => r.student_id === student_id);

/** Scans (and saves) an 英语 sheet for an exam number: blank (the absent mark) or with answers. */
async function scanSheet(student_id: string, answered: boolean, is_cover: '0' | '1' = '0') {
  const template = templateFor(E, ENGLISH);
  const marks = template.objective.questions.map((q, i) => (answered ? (q.options[i % q.options.length] ?? '') : ''));
  const { front, back } = renderSheet(template, { examNumber: student_id, marks }, { duplex: true });
  const file = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
  const put = await unwrap(
    c.POST('/api/scannerApi/putpic', {
      body: { type: '3', exam_id: E, subject_id: ENGLISH, is_cover, page1: file(front, 'page1.jpg'), ...(back ? { page2: file(back, 'page2.jpg') } : {}), realTimeAlign: true },
      bodySerializer: multipartSerializer,
    }),
  );
  expect(put.error).toBeNull();
  expect(put.student_id).toBe(student_id);
  expect(await unwrap(c.POST('/api/scannerApi/submitPaper', { body: { exam_id: E, subject_id: ENGLISH, studentIds: [student_id], is_cover } }))).toBe('保存成功');
}

describe('the seeded absence list of 3001 英语', () => {
  it('lists the sheets read as absent first, then the participants not scanned, with the summary of the chosen school', async () => {
    const marked = await list({ unit_id: 101, kind: 'marked' });
    expect(marked.datalist.map((r) => [r.student_id, r.student_name, r.room_name, r.seat_num, r.reason, r.state])).toEqual([
      ['301010115', '苏海', '第01考场', 15, 'marked', 'unconfirmed'],
      ['301010203', '孙旭昊', '第02考场', 3, 'marked', 'unconfirmed'],
    ]);
    expect(marked.counts).toEqual({ participants: 184, marked: 2, notScanned: 181, unconfirmed: 183, absent: 0, present: 0 });

    const school = await list({ unit_id: 101 });
    expect(school.totalrecords).toBe(183);
    expect(school.datalist.slice(0, 3).map((r) => r.student_id)).toEqual(['301010115', '301010203', '301010101']);
    // 周杰 has a saved sheet with answers: not on the list.
    expect(school.datalist.some((r) => r.student_id === '301010201')).toBe(false);

    const all = await list();
    expect(all.counts).toEqual({ participants: 366, marked: 3, notScanned: 362, unconfirmed: 364, absent: 1, present: 0 });
    expect(all.datalist.filter((r) => r.reason === 'marked').map((r) => `${r.school_name}/${r.student_name}`)).toEqual(['临江市第一中学/苏海', '临江市第一中学/孙旭昊', '临江市实验中学/周志鹏']);
    expect(await rowOf('301020102')).toMatchObject({ student_name: '张浩', reason: 'notScanned', state: 'absent', confirm_user: '赵磊', confirm_time: '2026-11-06 10:20:00' });
  });

  it('filters by room, kind, state and keyword, pages, and keeps the summary to the school and room', async () => {
    const rooms = await unwrap(c.POST('/api/examroom/listExamRoomInfo', { body: { exam_id: E, subject_id: ENGLISH, unit_id: 101, page: 1, pagesize: 50 } }));
    const second = rooms.datalist.find((r) => r.name === '第02考场');
    if (!second) throw new Error('第02考场 missing');
    const room = await list({ unit_id: 101, room_id: second.room_id });
    expect(room.counts).toEqual({ participants: 30, marked: 1, notScanned: 28, unconfirmed: 29, absent: 0, present: 0 });
    expect(room.datalist.every((r) => r.room_name === '第02考场')).toBe(true);
    expect(room.datalist[0]?.student_name).toBe('孙旭昊');

    const notScanned = await list({ unit_id: 101, room_id: second.room_id, kind: 'notScanned', pagesize: 10, page: 3 });
    expect(notScanned.totalrecords).toBe(28);
    expect(notScanned.datalist).toHaveLength(8);
    expect(notScanned.counts.participants).toBe(30);

    expect((await list({ state: 'absent' })).datalist.map((r) => r.student_name)).toEqual(['张浩']);
    expect((await list({ keyword: '孙旭' })).datalist.map((r) => r.student_id)).toEqual(['301010203']);
    expect((await list({ keyword: '20260216' })).datalist.map((r) => r.student_name)).toEqual(['张浩']);
    expect((await c.POST(`${P}/list`, { body: { exam_id: E, subject_id: 9, page: 1, pagesize: 10 } })).data).toEqual({ success: false, result: '考试科目不存在' });
  });
});

describe('confirming', () => {
  it('keeps who confirmed absent or not absent, changes a confirmation, and refuses numbers not on the list without changing anything', async () => {
    expect(await unwrap(confirm(['301010115', '301020305'], true))).toBe('已确认2名考生缺考');
    expect(await unwrap(confirm(['301010203'], false))).toBe('已确认1名考生未缺考');
    const su = await rowOf('301010115');
    expect(su).toMatchObject({ state: 'absent', confirm_user: '张伟' });
    expect(su?.confirm_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await rowOf('301010203')).toMatchObject({ state: 'present', confirm_user: '张伟' });
    expect((await list({ state: 'absent' })).datalist.map((r) => r.student_id)).toEqual(['301010115', '301020305', '301020102']);
    expect((await list({ state: 'present' })).datalist.map((r) => r.student_id)).toEqual(['301010203']);
    expect((await list()).counts).toMatchObject({ absent: 3, present: 1, unconfirmed: 361 });

    // Changed: not absent after all.
    expect(await unwrap(confirm(['301020305'], false))).toBe('已确认1名考生未缺考');
    expect(await rowOf('301020305')).toMatchObject({ state: 'present' });

    // 周杰 has a sheet with answers; 301019999 is nobody's number: nothing changes, not even 301010101 before them.
    expect((await confirm(['301010101', '301010201'], true)).data).toEqual({ success: false, result: '考号301010201的试卷已扫描且有作答，不在缺考名单中' });
    expect((await confirm(['301019999'], true)).data).toEqual({ success: false, result: '考号301019999不是本科目的考生' });
    expect(await rowOf('301010101')).toMatchObject({ state: 'unconfirmed' });
  });

  it('follows what is scanned later: an answered sheet leaves the list, a blank one is marked, a confirmation for the old reason lapses', async () => {
    // 吴婷 (not scanned) is confirmed absent, then her sheet with answers is scanned and saved: off the list.
    expect(await unwrap(confirm(['301010202'], true))).toBe('已确认1名考生缺考');
    await scanSheet('301010202', true);
    expect(await rowOf('301010202')).toBeUndefined();
    expect((await confirm(['301010202'], true)).data).toEqual({ success: false, result: '考号301010202的试卷已扫描且有作答，不在缺考名单中' });

    // 301010102 (not scanned) is confirmed not absent, then a blank sheet of hers comes: marked, unconfirmed again.
    expect(await unwrap(confirm(['301010102'], false))).toBe('已确认1名考生未缺考');
    await scanSheet('301010102', false);
    expect(await rowOf('301010102')).toMatchObject({ reason: 'marked', state: 'unconfirmed', confirm_user: null });

    // 苏海's blank sheet is scanned again, with answers (overwrite): off the list.
    await scanSheet('301010115', true, '1');
    expect(await rowOf('301010115')).toBeUndefined();
  });
});

describe('school scope and export', () => {
  it('a school administrator sees and confirms only her own school; naming another school is refused', async () => {
    const liuyang = await m.signIn('liuyang');
    const other = await liuyang.POST(`${P}/list`, { body: { exam_id: E, subject_id: ENGLISH, unit_id: 102, kind: 'marked', page: 1, pagesize: 15 } });
    expect(other.data).toEqual({ success: false, result: '没有该单位的数据权限' });
    const own = await list({ kind: 'marked' }, liuyang);
    expect(own.datalist.every((r) => r.school_name === '临江市第一中学')).toBe(true);
    expect(own.counts.participants).toBe(184);
    const refused = await liuyang.POST(`${P}/confirm`, { body: { exam_id: E, subject_id: ENGLISH, student_ids: ['301020101'], absent: true } });
    expect(refused.data).toEqual({ success: false, result: '考号301020101不是本校的考生' });
  });

  it('exports the list as filtered, every page, with the reason and confirmation in words', async () => {
    const file = await downloadAny(c.POST(`${P}/download`, { body: { exam_id: E, subject_id: ENGLISH, kind: 'all', state: 'absent' }, parseAs: 'blob' }));
    expect(file.fileName).toBe('缺考名单.xlsx');
    const columns = ['学校', '姓名', '学号', '考号', '班级', '考场', '座位号', '类别', '确认状态', '确认人', '确认时间'].map((header) => ({ header, key: header }));
    const read = await readRows(new Uint8Array(await file.blob.arrayBuffer()), columns);
    expect(read.error).toBeNull();
    const expected = (await list({ state: 'absent' })).datalist;
    expect(read.rows.map((r) => r.values['考号'])).toEqual(expected.map((r) => r.student_id));
    expect(read.rows.find((r) => r.values['考号'] === '301020102')?.values).toMatchObject({ 姓名: '张浩', 类别: '未扫描', 确认状态: '已确认缺考', 确认人: '赵磊', 确认时间: '2026-11-06 10:20:00' });

    const everyone = await downloadAny(c.POST(`${P}/download`, { body: { exam_id: E, subject_id: ENGLISH }, parseAs: 'blob' }));
    const all = await readRows(new Uint8Array(await everyone.blob.arrayBuffer()), columns);
    expect(all.rows).toHaveLength((await list()).totalrecords);
  });
});

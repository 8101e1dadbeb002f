// The stateful mock's domains through the SDK (strict client): what is created, edited, moved, switched or deleted
// shows up in the next list; imports parse real xlsx files; downloads are real files. Every answer is validated by
// the client (strict) and by the server itself (no `CONTRACT VIOLATION (response)` may be logged).
import { download, multipartSerializer, unwrap, unwrapEnvelope } from '@exam/sdk/node';
import { describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE, readRows, writeWorkbook } from '../src/stateful/lib/xlsx.ts';
import { useSignedInMock } from './stateful-support.ts';
import type { Client, StatefulMock } from './stateful-support.ts';

let m: StatefulMock;
let c: Client;
useSignedInMock((mock, client) => {
  m = mock;
  c = client;
});

type TreeNode = { unit_id: number; unit_name: string; state?: string; subunit?: TreeNode[] };
const findNode = (nodes: TreeNode[] | undefined, id: number): TreeNode | undefined => {
  for (const n of nodes ?? []) {
    if (n.unit_id === id) return n;
    const hit = findNode(n.subunit, id);
    if (hit) return hit;
  }
  return undefined;
};

describe('the seeded dataset', () => {
  it('has the example world and the sizes the issue asks for', async () => {
    const admin = await m.signIn('admin', 'Admin@2026');
    const tree = (await unwrap(admin.GET('/api/unit/loadeduunit'))) as TreeNode[];
    expect(tree[0]?.unit_name).toBe('临江市教育考试平台');
    expect(findNode(tree, 101)?.unit_name).toBe('临江市第一中学');
    const schools = await unwrap(admin.POST('/api/newunit/listUnits', { body: { page: 1, pagesize: 100, unit_type: '4' } }));
    expect(schools.totalrecords).toBeGreaterThanOrEqual(6);
    let students = 0;
    for (const s of schools.datalist) students += (await unwrap(admin.POST('/api/info/student/loadstu', { body: { page: 1, pagesize: 15, unitid: s.unit_id } }))).totalrecords;
    expect(students).toBeGreaterThanOrEqual(3000);
    const teachers = await unwrap(admin.POST('/api/info/user/loadeduuser', { body: { page: 1, pagesize: 100 } }));
    expect(teachers.totalrecords).toBeGreaterThanOrEqual(100);
    const li = await unwrap(admin.POST('/api/info/student/loadstu', { body: { page: 1, pagesize: 15, unitid: 101, stunum: '20260101' } }));
    expect(li.datalist[0]).toMatchObject({ student_name: '李明', class_id: 5011, class_name: '高一(1)班', grade_id: 10 });
  });
});

describe('unit tree and unit table', () => {
  it('moves a unit and the tree shows it; switching a unit switches its sub-units', async () => {
    await unwrap(c.POST('/api/unit/changeparent', { body: { unitid: 103, parentid: 11 } }));
    const tree = (await unwrap(c.GET('/api/unit/loadeduunit'))) as TreeNode[];
    expect(findNode(findNode(tree, 11)?.subunit, 103)).toBeDefined();
    await unwrap(c.POST('/api/unit/switchunitstate', { body: { unitid: 11 } }));
    const after = (await unwrap(c.GET('/api/unit/loadeduunit'))) as TreeNode[];
    expect(findNode(after, 103)?.state).toBe('0');
    await unwrap(c.POST('/api/unit/switchunitstate', { body: { unitid: 11 } }));
    await unwrap(c.POST('/api/unit/changeparent', { body: { unitid: 103, parentid: 10 } }));
  });

  it('creates, finds, edits, switches and deletes a unit in the table', async () => {
    await unwrap(c.POST('/api/newunit/saveUnit', { body: { unit_name: '临江市第九中学', unit_code: 'LJ009', short_code: 'LJJZ', unit_type: '4', state: '1', punit_id: 20 } }));
    const found = await unwrap(c.POST('/api/newunit/listUnits', { body: { page: 1, pagesize: 15, unit_name: '第九' } }));
    expect(found.totalrecords).toBe(1);
    const row = found.datalist[0];
    if (!row) throw new Error('not listed');
    expect(row).toMatchObject({ unit_type_name: '学校', punit_name: '临江智慧教育服务有限公司', state: '1' });
    await expect(unwrap(c.POST('/api/newunit/saveUnit', { body: { unit_name: '重复', unit_code: 'LJ001', short_code: 'CF', unit_type: '4', state: '1' } }))).rejects.toThrow('已存在');
    await unwrap(c.POST('/api/newunit/saveUnit', { body: { unit_id: row.unit_id, unit_name: '临江市第九高级中学', unit_code: 'LJ009', short_code: 'LJJZ', unit_type: '4', state: '1', punit_id: 20 } }));
    await unwrap(c.POST('/api/newunit/switchUnitState', { body: { unit_id: row.unit_id } }));
    const edited = await unwrap(c.POST('/api/newunit/listUnits', { body: { page: 1, pagesize: 15, unit_name: '第九' } }));
    expect(edited.datalist[0]).toMatchObject({ unit_name: '临江市第九高级中学', state: '0' });
    await unwrap(c.POST('/api/newunit/delUnit', { body: { unit_id: row.unit_id } }));
    expect((await unwrap(c.POST('/api/newunit/listUnits', { body: { page: 1, pagesize: 15, unit_name: '第九' } }))).totalrecords).toBe(0);
    await expect(unwrap(c.POST('/api/unit/delunit', { body: { unitid: 101 } }))).rejects.toThrow('不能删除');
  });

  it('answers the code and tag lists from the store', async () => {
    const codes = await unwrap(c.POST('/api/common/loadcodebytypes', { body: { types: ['unit_type', 'exam_state'] } }));
    expect(codes).toMatchObject({ exam_state: expect.arrayContaining([{ code: '1', code_name: '未开始' }]) });
    const tags = await unwrap(c.POST('/api/common/loadtagbytype', { body: { type: 'subject' } }));
    expect(tags.map((t) => t.tag_name)).toContain('信息技术');
  });
});

describe('administrators and teachers', () => {
  it('adds an administrator who can sign in, switches, resets and deletes it', async () => {
    const id = await unwrap(c.POST('/api/user/saveuser', { body: { useraccount: 'wuhao', username: '吴昊', userpwd: 'Wh@2026pass', unitid: 102, cellphone: '13600001234' } }));
    const list = await unwrap(c.POST('/api/user/loadmgeuser', { body: { page: 1, pagesize: 5, unitid: 102, username: '吴昊' } }));
    expect(list.datalist.map((u) => u.user_id)).toEqual([id]);
    expect(list.datalist[0]?.user_types).toEqual(['3']);
    await expect(m.signIn('wuhao', 'Wh@2026pass')).resolves.toBeDefined();
    await unwrap(c.POST('/api/user/resetpwd', { body: { userid: id, newpwd: 'Reset@123' } }));
    await expect(m.signIn('wuhao', 'Reset@123')).resolves.toBeDefined();
    await unwrap(c.POST('/api/user/switchuserstate', { body: { userid: id } }));
    await expect(m.signIn('wuhao', 'Reset@123')).rejects.toThrow('账号或密码错误');
    await unwrap(c.POST('/api/user/deluser', { body: { userid: id } }));
    expect((await unwrap(c.POST('/api/user/loadmgeuser', { body: { page: 1, pagesize: 5, unitid: 102, username: '吴昊' } }))).totalrecords).toBe(0);
  });

  it('saves a teacher with roles, lists, pages and deletes it', async () => {
    await unwrap(c.POST('/api/info/user/saveuser', { body: { useraccount: 'qianjin', username: '钱进', unitid: 101, user_types: ['4', '8'], teacherSubject: [2] } }));
    const found = await unwrap(c.POST('/api/info/user/loadeduuser', { body: { page: 1, pagesize: 15, unitid: 101, useraccount: 'qianjin' } }));
    expect(found.datalist[0]).toMatchObject({ user_name: '钱进', user_types: ['4', '8'], teacherSubject: [2] });
    const all = await unwrap(c.POST('/api/info/user/loadeduuser', { body: { page: 2, pagesize: 15, unitid: 101 } }));
    expect(all.datalist.length).toBeGreaterThan(0);
    const id = found.datalist[0]?.user_id ?? 0;
    await unwrap(c.POST('/api/info/user/deluser', { body: { user_id: id, unit_id: 101 } }));
    expect((await unwrap(c.POST('/api/info/user/loadeduuser', { body: { page: 1, pagesize: 15, unitid: 101, useraccount: 'qianjin' } }))).totalrecords).toBe(0);
  });

  it('imports teachers from a real xlsx: good rows are added, bad rows come back as {row, msg}', async () => {
    const template = await download(c.GET('/api/info/user/downimporttemplate', { parseAs: 'blob' }));
    expect(template.fileName).toBe('教师导入模板.xlsx');
    const header = await readRows(new Uint8Array(await template.blob.arrayBuffer()), [{ header: '姓名', key: 'name' }, { header: '账号', key: 'account' }]);
    expect(header.error).toBeNull();
    const file = await writeWorkbook([
      {
        name: '教师导入',
        // The template's columns (every header must be there; 密码 and 邮箱 may stay empty).
        columns: ['姓名', '账号', '密码', '手机号', '邮箱'].map((header, i) => ({ header, key: ['name', 'account', 'password', 'phone', 'email'][i] ?? header })),
        rows: [
          { name: '冯雪', account: 'fengxue', phone: '13711112222' },
          { name: '王芳', account: 'wangfang', phone: '13998765432' },
          { name: '蒋涛', account: 'jiangtao', phone: '137-1111' },
          { name: '', account: 'nobody', phone: '' },
        ],
      },
    ]);
    const { data } = await c.POST('/api/info/user/importteacher', {
      body: { excelfile: new File([new Uint8Array(file)], '教师导入.xlsx', { type: XLSX_CONTENT_TYPE }), unitid: 101 },
      bodySerializer: multipartSerializer,
    });
    expect(data).toEqual({
      success: false,
      result: [
        { row: 3, msg: '账号wangfang已存在' },
        { row: 4, msg: '手机号必须是数字' },
        { row: 5, msg: '姓名不能为空' },
      ],
    });
    const added = await unwrap(c.POST('/api/info/user/loadeduuser', { body: { page: 1, pagesize: 15, unitid: 101, useraccount: 'fengxue' } }));
    expect(added.datalist[0]?.user_name).toBe('冯雪');
  });
});

describe('students and classes', () => {
  it('saves a student with a blank password (the student number), filters and pages, batch-deletes', async () => {
    await unwrap(c.POST('/api/info/student/savestu', { body: { stuname: '韩梅梅', stunum: '20269901', password: '', grade_id: 10, class_id: 5011, unitid: 101 } }));
    await unwrap(c.POST('/api/info/student/savestu', { body: { stuname: '韩磊', stunum: '20269902', grade_id: 10, class_id: 5012, unitid: 101 } }));
    const found = await unwrap(c.POST('/api/info/student/loadstu', { body: { page: 1, pagesize: 15, unitid: 101, stuname: '韩', grade_id: 10 } }));
    expect(found.datalist.map((s) => s.student_number)).toEqual(expect.arrayContaining(['20269901', '20269902']));
    const byClass = await unwrap(c.POST('/api/info/student/loadstu', { body: { page: 1, pagesize: 100, unitid: 101, class_id: 5011 } }));
    expect(byClass.datalist.every((s) => s.class_id === 5011)).toBe(true);
    const student = m.client();
    await unwrap(student.POST('/api/login/sendPhoneCode', { body: { phone: '13500000001' } }));
    await unwrap(student.POST('/api/login/verifyPhoneCode', { body: { phone: '13500000001', sms_code: '1234' } }));
    await unwrap(student.POST('/api/login/bindAccount', { body: { unit_code: 'LJ001', student_number: '20269901', student_password: '20269901', type: '1' } }));
    await unwrap(c.POST('/api/info/student/batchDelStudent', { body: { stuNumbers: ['20269901', '20269902'], unitid: 101 } }));
    for (const stunum of ['20269901', '20269902']) {
      expect((await unwrap(c.POST('/api/info/student/loadstu', { body: { page: 1, pagesize: 15, unitid: 101, stunum } }))).totalrecords).toBe(0);
    }
  });

  it('adds a class, and deleting a class deletes its students', async () => {
    await unwrap(c.POST('/api/info/student/saveClass', { body: { class_name: '高一(9)班', grade_id: 10, unitid: 101 } }));
    const classes = await unwrap(c.POST('/api/info/student/loadcla', { body: { unitid: 101, grade_id: 10 } }));
    const created = classes.find((k) => k.class_name === '高一(9)班');
    if (!created) throw new Error('class not listed');
    await unwrap(c.POST('/api/info/student/savestu', { body: { stuname: '林静', stunum: '20269911', grade_id: 10, class_id: created.class_id, unitid: 101 } }));
    const before = await unwrap(c.POST('/api/info/student/loadstu', { body: { page: 1, pagesize: 15, unitid: 101, class_id: created.class_id } }));
    expect(before.totalrecords).toBe(1);
    await unwrap(c.POST('/api/info/student/delClass', { body: { class_id: created.class_id } }));
    expect((await unwrap(c.POST('/api/info/student/loadstu', { body: { page: 1, pagesize: 15, unitid: 101, stunum: '20269911' } }))).totalrecords).toBe(0);
    // The seeded class 5012 and its students go too.
    await unwrap(c.POST('/api/info/student/delClass', { body: { class_id: 5012 } }));
    expect((await unwrap(c.POST('/api/info/student/loadstu', { body: { page: 1, pagesize: 15, unitid: 101, stunum: '20260103' } }))).totalrecords).toBe(0);
  });

  it('imports students from a real xlsx with progress through getprogress polling', async () => {
    const file = await writeWorkbook([
      {
        name: '学生导入',
        columns: ['姓名', '学号', '年级', '班级', '密码'].map((header, i) => ({ header, key: ['name', 'number', 'grade', 'class', 'password'][i] ?? header })),
        rows: [
          { name: '宋佳', number: '20269921', grade: '高一', class: '高一(1)班' },
          { name: '唐宁', number: '20269922', grade: '高一', class: '高一(3)班' },
        ],
      },
    ]);
    const answer = await c.POST('/api/info/student/importstu', {
      body: { excelfile: new File([new Uint8Array(file)], '学生导入.xlsx', { type: XLSX_CONTENT_TYPE }), unitid: 101 },
      bodySerializer: multipartSerializer,
    });
    expect(answer.data?.success).toBe(true);
    const first = await unwrap(c.GET('/api/info/student/getprogress'));
    expect(first).toMatchObject({ TOTAL: 2, ISEXCEPTIONAL: false });
    expect(first.NUM).toBeLessThan(2);
    await new Promise((resolve) => setTimeout(resolve, 4200));
    expect(await unwrap(c.GET('/api/info/student/getprogress'))).toEqual({ TOTAL: 2, NUM: 2, ISEXCEPTIONAL: false, ISEND: true });
    expect((await unwrap(c.POST('/api/info/student/loadstu', { body: { page: 1, pagesize: 15, unitid: 101, stuname: '宋佳' } }))).totalrecords).toBe(1);
    const template = await download(c.GET('/api/info/student/downstuimporttemplate', { parseAs: 'blob' }));
    expect(new Uint8Array(await template.blob.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
  });
});

describe('exams', () => {
  it('lists with paging and filters', async () => {
    const first = await unwrap(c.POST('/api/exam/loadexam', { body: { page: 1, pagesize: 2 } }));
    expect(first.totalrecords).toBe(5);
    expect(first.datalist).toHaveLength(2);
    expect(first.otherInfo.subjectScanCountList.length).toBeGreaterThan(0);
    const ended = await unwrap(c.POST('/api/exam/loadexam', { body: { page: 1, pagesize: 10, examstate: '3' } }));
    expect(ended.datalist.map((e) => e.exam_id)).toEqual([3006, 3003]);
    const named = await unwrap(c.POST('/api/exam/loadexam', { body: { page: 1, pagesize: 10, examname: '期中联考' } }));
    expect(named.datalist.map((e) => e.exam_id)).toEqual([3001]);
    expect(await unwrap(c.POST('/api/exam/getGrade', { body: { unitid: 101 } }))).toEqual(expect.arrayContaining([{ grade_id: 10, grade: '高一' }]));
    expect((await unwrap(c.POST('/api/common/loadlisteduunit'))).map((u) => u.unit_id)).toEqual([101, 102, 103]);
  });

  it('creates an exam (code 1), moves it forward and back, refuses to delete it past state 1, deletes it', async () => {
    const saved = await unwrapEnvelope(
      c.POST('/api/exam/saveexam', {
        body: { examname: '2026年秋季高一第二次月考', examtype: '2', unitid: [101, 102], grades: ['高一'], grade_ids: [10, 20], subjects: [1, 2], exam_subject_names: ['语文', '数学'], is_auto_import: true, storage_type: '2' },
      }),
    );
    expect(saved.code).toBe(1);
    const list = await unwrap(c.POST('/api/exam/loadexam', { body: { page: 1, pagesize: 10, examname: '第二次月考' } }));
    const exam = list.datalist[0];
    if (!exam) throw new Error('not listed');
    expect(exam).toMatchObject({ exam_state: '1', unit_names: ['临江市第一中学', '临江市实验中学'] });
    await unwrap(c.POST('/api/exam/forwardexam', { body: { examid: exam.exam_id } }));
    await unwrap(c.POST('/api/exam/forwardexam', { body: { examid: exam.exam_id } }));
    await expect(unwrap(c.POST('/api/exam/forwardexam', { body: { examid: exam.exam_id } }))).rejects.toThrow('最后阶段');
    await expect(unwrap(c.POST('/api/exam/delexam', { body: { examid: exam.exam_id } }))).rejects.toThrow('只有未开始的考试可以删除');
    await unwrap(c.POST('/api/exam/backwardexam', { body: { examid: exam.exam_id } }));
    await unwrap(c.POST('/api/exam/backwardexam', { body: { examid: exam.exam_id } }));
    await expect(unwrap(c.POST('/api/exam/backwardexam', { body: { examid: exam.exam_id } }))).rejects.toThrow('第一阶段');
    await unwrap(c.POST('/api/exam/delexam', { body: { examid: exam.exam_id } }));
    expect((await unwrap(c.POST('/api/exam/loadexam', { body: { page: 1, pagesize: 10, examname: '第二次月考' } }))).totalrecords).toBe(0);
  });

  it('asks to confirm (-3) when an edit removes a subject that has data', async () => {
    // Exam 3001 is in state 2 with scanned papers: move it back to state 1 to edit it.
    await unwrap(c.POST('/api/exam/backwardexam', { body: { examid: 3001 } }));
    const body = { examid: 3001, examname: '2026年秋季高一期中联考', examtype: '2' as const, unitid: [101, 102], grades: ['高一'], grade_ids: [10, 20], subjects: [1, 2], exam_subject_names: ['语文', '数学'], is_auto_import: true, storage_type: '2' as const };
    const { data } = await c.POST('/api/exam/saveexam', { body });
    expect(data).toMatchObject({ success: false, code: -3 });
    expect(String(data?.result)).toContain('英语');
    expect((await unwrapEnvelope(c.POST('/api/exam/saveexam', { body: { ...body, confirmSubject: '1' } }))).code).toBe(1);
    const after = await unwrap(c.POST('/api/exam/loadexam', { body: { page: 1, pagesize: 10, examname: '期中联考' } }));
    expect(after.datalist[0]?.exam_subject_name).toEqual(['语文', '数学']);
  });
});

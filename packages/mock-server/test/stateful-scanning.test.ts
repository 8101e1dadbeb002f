// Participants, scanning and exam rooms through the SDK (strict client): one truth of who sits which subject with
// which exam number in which room and seat, and what has been scanned. putpic is fed real simulator sheets
// (renderSheet) and recognises them; the participant list, counts, rooms and not-scanned lists follow.
import { defaultSheetTemplate, defaultSheets, jpegSize, recognizeSheet, renderSheet } from '@exam/scanner-protocol/simulator';
import { templateFor } from '../src/stateful/seed/exam-config.ts';
import type { SheetSpec } from '@exam/scanner-protocol/simulator';
import { download, multipartSerializer, unwrap } from '@exam/sdk/node';
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

const E = 3001;
const MATH = 2;
const sheetOf = (label: string): SheetSpec => {
  const s = defaultSheets.find((x) => x.label === label);
  if (!s) throw new Error(label);
  return s;
};
/** Downloads whose generated body type is not a Blob (an SDK typing quirk of some binary answers). */
const downloadAny = (call: Promise<unknown>) => download(call as Parameters<typeof download>[0]);
const jpegFile = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

async function putpic(sheet: SheetSpec, fields: { type?: '1' | '2' | '3'; is_cover?: '0' | '1'; realTimeAlign?: boolean; student_id?: string; exam_unit_id?: number } = {}) {
  const { front, back } = renderSheet(defaultSheetTemplate, sheet, { duplex: true });
  return unwrap(
    c.POST('/api/scannerApi/putpic', {
      body: {
        type: fields.type ?? '3',
        exam_id: E,
        subject_id: MATH,
        is_cover: fields.is_cover ?? '0',
        page1: jpegFile(front, 'page1.jpg'),
        ...(back ? { page2: jpegFile(back, 'page2.jpg') } : {}),
        realTimeAlign: fields.realTimeAlign ?? false,
        ...(fields.student_id ? { student_id: fields.student_id } : {}),
        ...(fields.exam_unit_id ? { exam_unit_id: fields.exam_unit_id } : {}),
      },
      bodySerializer: multipartSerializer,
    }),
  );
}

const participant = async (stuname: string) =>
  (await unwrap(c.POST('/api/examStudent/loadstuinclude', { body: { page: 1, pagesize: 50, examid: E, stuname, status: -1 } }))).datalist[0];
const mathScan = async (stuname: string) => (await participant(stuname))?.scan_info?.find((s) => s.subject_id === MATH);

describe('participants', () => {
  it('lists the example world with exam numbers, rooms, seats and upload statuses, paged and filtered', async () => {
    const all = await unwrap(c.POST('/api/examStudent/loadstuinclude', { body: { page: 1, pagesize: 50, examid: E, status: -1 } }));
    expect(all.totalrecords).toBe(366);
    expect(all.datalist).toHaveLength(50);
    const page8 = await unwrap(c.POST('/api/examStudent/loadstuinclude', { body: { page: 8, pagesize: 50, examid: E, status: -1 } }));
    expect(page8.datalist).toHaveLength(16);
    const li = await participant('李明');
    expect(li?.room_info?.find((r) => r.subject_id === MATH)).toMatchObject({ student_id: '301010101', room_name: '第01考场', seat_num: 1 });
    expect(li?.scan_info?.find((r) => r.subject_id === MATH)).toMatchObject({ submit: 1, page1_status: 2, page2_status: 2 });
    expect((await participant('张浩'))?.room_info?.[0]).toMatchObject({ student_id: '301020102', seat_num: 2 });
    const byNumber = await unwrap(c.POST('/api/examStudent/loadstuinclude', { body: { page: 1, pagesize: 50, examid: E, stunum: '301010201' } }));
    expect(byNumber.datalist.map((r) => r.student_name)).toEqual(['周杰']);
    const errors = await unwrap(c.POST('/api/examStudent/loadstuinclude', { body: { page: 1, pagesize: 50, examid: E, status: 3, subject_id: MATH } }));
    expect(errors.datalist.map((r) => r.student_name)).toEqual(['王小红']);
    const uploaded = await unwrap(c.POST('/api/examStudent/loadstuinclude', { body: { page: 1, pagesize: 50, examid: E, status: 1, subject_id: MATH } }));
    expect(uploaded.datalist.map((r) => r.student_name)).toEqual(['李明']);
    const school = await m.signIn('liuyang');
    expect((await unwrap(school.POST('/api/examStudent/loadstuinclude', { body: { page: 1, pagesize: 50, examid: E } }))).totalrecords).toBe(184);
  });

  it('removes, lists as non-participant and adds back; the exam list counts follow', async () => {
    const counts = async () =>
      (await unwrap(c.POST('/api/exam/loadexam', { body: { page: 1, pagesize: 50 } }))).otherInfo?.subjectScanCountList?.find((x) => x.exam_id === E && x.subject_id === MATH);
    expect(await counts()).toMatchObject({ total: 366, scan: 3 });
    await unwrap(c.POST('/api/examStudent/delstu', { body: { examid: E, subject_ids: [1, 2, 3], student_number: ['20260104'] } }));
    expect(await participant('吴婷')).toBeUndefined();
    expect(await counts()).toMatchObject({ total: 365 });
    const out = await unwrap(c.POST('/api/examStudent/loadstuexclusive', { body: { examid: E, page: 1, pagesize: 1000, grade: '高一' } }));
    expect(out.datalist.map((s) => s.student_name)).toEqual(['吴婷']);
    await unwrap(c.POST('/api/examStudent/savestu', { body: { examid: E, stuList: ['20260104'] } }));
    const back = await participant('吴婷');
    expect(back?.room_info?.map((r) => r.student_id)).toEqual(['20260104', '20260104', '20260104']);
    expect((await unwrap(c.POST('/api/examStudent/loadstuexclusive', { body: { examid: E, page: 1, pagesize: 1000 } }))).totalrecords).toBe(0);
    // Back to the example seat for the scanning tests.
    await unwrap(
      c.POST('/api/examStudent/updateStudentInfo', {
        body: { exam_id: E, student_number: '20260104', update_data: [1, 2, 3].map((subject_id) => ({ subject_id, student_id: '301010202', room_name: '第02考场', seat_num: 2, delete: false })) },
      }),
    );
    expect((await participant('吴婷'))?.room_info?.find((r) => r.subject_id === MATH)).toMatchObject({ student_id: '301010202', room_name: '第02考场', seat_num: 2 });
  });

  it('edits exam numbers and seats, refusing a taken seat, a used number and an unknown room', async () => {
    const info = await unwrap(c.POST('/api/examStudent/getStudentInfo', { body: { exam_id: E, student_number: '20260101' } }));
    expect(info.subjects.find((s) => s.subject_id === MATH)).toMatchObject({ selected: true, student_id: '301010101', room_name: '第01考场', seat_num: 1 });
    const taken = await c.POST('/api/examStudent/updateStudentInfo', { body: { exam_id: E, student_number: '20260101', update_data: [{ subject_id: 1, student_id: '301010101', room_name: '第01考场', seat_num: 2, delete: false }] } });
    expect(taken.data).toEqual({ success: false, result: '第01考场2号座位已被王小红占用' });
    const used = await c.POST('/api/examStudent/updateStudentInfo', { body: { exam_id: E, student_number: '20260101', update_data: [{ subject_id: 1, student_id: '301010102', delete: false }] } });
    expect(used.data?.result).toBe('考号301010102已被王小红使用');
    const room = await c.POST('/api/examStudent/updateStudentInfo', { body: { exam_id: E, student_number: '20260101', update_data: [{ subject_id: 1, room_name: '第99考场', seat_num: 1, delete: false }] } });
    expect(room.data?.result).toBe('语文科目没有考场第99考场');
    // A seat beyond the room's capacity (30) is refused (issue 31).
    const beyond = await c.POST('/api/examStudent/updateStudentInfo', { body: { exam_id: E, student_number: '20260101', update_data: [{ subject_id: 1, student_id: '301010131', room_name: '第01考场', seat_num: 31, delete: false }] } });
    expect(beyond.data).toEqual({ success: false, result: '座位号31超出考场容量（30）' });
    // Moving a seated student asks first (code -3, who moves from where to where); nothing changes until confirmed.
    const move = { exam_id: E, student_number: '20260101', update_data: [{ subject_id: 1, student_id: '301010131', room_name: '第07考场', seat_num: 10, delete: false }, { subject_id: 3, delete: true }] };
    expect((await c.POST('/api/examStudent/updateStudentInfo', { body: move })).data).toEqual({ success: false, code: -3, result: '1名考生将更换考场或座位：李明（301010131）语文 第01考场1号座位 → 第07考场10号座位。确定继续吗？' });
    expect((await unwrap(c.POST('/api/examStudent/getStudentInfo', { body: { exam_id: E, student_number: '20260101' } }))).subjects.find((s) => s.subject_id === 1)).toMatchObject({ student_id: '301010101', seat_num: 1 });
    await unwrap(c.POST('/api/examStudent/updateStudentInfo', { body: { ...move, confirmMove: true } }));
    const after = await unwrap(c.POST('/api/examStudent/getStudentInfo', { body: { exam_id: E, student_number: '20260101' } }));
    expect(after.subjects.find((s) => s.subject_id === 1)).toMatchObject({ student_id: '301010131', room_name: '第07考场', seat_num: 10 });
    expect(after.subjects.find((s) => s.subject_id === 3)).toMatchObject({ selected: false, student_id: null });
    await unwrap(c.POST('/api/examStudent/updateStudentInfo', { body: { exam_id: E, student_number: '20260101', update_data: [{ subject_id: 1, student_id: '301010101', room_name: '第01考场', seat_num: 1, delete: false }, { subject_id: 3, student_id: '301010101', room_name: '第01考场', seat_num: 1, delete: false }], confirmMove: true } }));
    expect((await participant('李明'))?.room_info).toHaveLength(3);
  });

  it('imports exam numbers and seats from xlsx (good rows, bad rows) and downloads a real template', async () => {
    const template = await download(c.POST('/api/examStudent/downImportTemplate', { parseAs: 'blob' }));
    const columns = [
      { header: '学号', key: 'number' },
      { header: '姓名', key: 'name' },
      { header: '考号', key: 'examNo' },
      { header: '考场', key: 'room' },
      { header: '座位号', key: 'seat' },
    ];
    expect((await readRows(new Uint8Array(await template.blob.arrayBuffer()), columns)).rows[0]?.values).toMatchObject({ number: '20260101', examNo: '301010101' });
    const send = async (rows: Record<string, unknown>[], confirmMove?: true) =>
      c.POST('/api/examStudent/importStudentRela', {
        body: { excelfile: new File([new Uint8Array(await writeWorkbook([{ name: 's', columns, rows }]))], '参考学生.xlsx', { type: XLSX_CONTENT_TYPE }), examid: E, subject_id: 1, ...(confirmMove ? { confirmMove } : {}) },
        bodySerializer: multipartSerializer,
      });
    const bad = await send([
      { number: '20260199', examNo: '301019999' },
      { number: '20260103', examNo: '301010101' },
      { number: '20260103', examNo: '301010299', room: '第02考场', seat: 2 },
    ]);
    expect(bad.data).toEqual({
      success: false,
      result: [
        { row: 2, msg: '学号20260199不存在' },
        { row: 3, msg: '考号301010101重复' },
        { row: 4, msg: '第02考场2号座位已被吴婷占用' },
      ],
    });
    expect((await participant('周杰'))?.room_info?.find((r) => r.subject_id === 1)?.student_id).toBe('301010201');
    // Beyond the room's capacity: a row error (issue 31).
    expect((await send([{ number: '20260103', examNo: '301010299', room: '第02考场', seat: 40 }])).data).toEqual({ success: false, result: [{ row: 2, msg: '座位号40超出考场容量（30）' }] });
    // A seated student moved by the file: asked first with the move listed, nothing changed until confirmed.
    const moving = [{ number: '20260103', examNo: '301010299', room: '第07考场', seat: 12 }];
    expect((await send(moving)).data).toEqual({ success: false, code: -3, result: '1名考生将更换考场或座位：周杰（301010299）第02考场1号座位 → 第07考场12号座位。确定继续吗？' });
    expect((await participant('周杰'))?.room_info?.find((r) => r.subject_id === 1)).toMatchObject({ student_id: '301010201', room_name: '第02考场', seat_num: 1 });
    expect((await send(moving, true)).data).toEqual({ success: true, result: '导入成功' });
    expect((await participant('周杰'))?.room_info?.find((r) => r.subject_id === 1)).toMatchObject({ student_id: '301010299', room_name: '第07考场', seat_num: 12 });
    expect((await send([{ number: '20260103', examNo: '301010201', room: '第02考场', seat: 1 }], true)).data?.success).toBe(true);
  });
});

describe('scanning (putpic recognises simulator sheets)', () => {
  it('connects to the subject and counts uploads', async () => {
    const setup = await unwrap(c.POST('/api/exam/connectScanner', { body: { exam_id: E, subject_id: MATH } }));
    expect(setup.countPaperTemplate).toBe(2);
    expect(setup.questionInfo.questions[0]?.question_id).toBe(801);
    const info = await unwrap(c.POST('/api/scannerApi/getsubjectinfo', { body: { type: 'web', exam_id: E, subject_id: MATH, exam_unit_id: 101 } }));
    expect(info.scan_count[0]).toEqual({ total: 366, upload_count: 3, school: '临江市第一中学', unit_total: 184, unit_upload_count: 3 });
  });

  it('recognises a sheet, records page status, then fix-and-save makes it uploaded', async () => {
    const wu = sheetOf('吴婷');
    const result = await putpic(wu);
    expect(result.student_id).toBe('301010202');
    expect(result.error).toBeNull();
    expect(result.roomInfo).toEqual({ room_id: 502, room_name: '第02考场', seat_num: 2 });
    expect(result.preStatus).toEqual({ page1: 0, page2: 0 });
    expect(result.page1Res?.result?.map((r) => r.answers)).toEqual(['C', 'C', 'B', 'D', 'A', 'B', 'D', 'D', 'A', 'B', 'AC', 'D']);
    expect(await mathScan('吴婷')).toMatchObject({ submit: 0, page1_status: 1, page2_status: 1 });
    const notDone = await c.POST('/api/scannerApi/submitPaper', { body: { exam_id: E, subject_id: MATH, studentIds: ['301010202'], is_cover: '0' } });
    expect(notDone.data).toEqual({ success: false, result: '提交失败，考号301010202的试卷尚未处理完成' });
    expect(await unwrap(c.POST('/api/scannerApi/fixAndDealPaper', { body: { exam_id: E, subject_id: MATH, studentIds: ['301010202'], submit: true } }))).toEqual({ error: null });
    expect(await mathScan('吴婷')).toMatchObject({ submit: 1, page1_status: 2, page2_status: 2 });
    const info = await unwrap(c.POST('/api/scannerApi/getsubjectinfo', { body: { type: 'web', exam_id: E, subject_id: MATH } }));
    expect(info.scan_count[0]?.upload_count).toBe(4);
    // The stored image is the uploaded JPEG: getpic as a file, getStudentPaper as base64, both recognisable.
    const pic = await c.POST('/api/scannerApi/getpic', { body: { student_id: '301010202', exam_id: E, subject_id: MATH, page: 1 }, parseAs: 'blob' });
    expect(pic.response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await (pic.data as unknown as Blob).arrayBuffer());
    expect(jpegSize(bytes)).toEqual({ width: defaultSheetTemplate.width, height: defaultSheetTemplate.height });
    expect(recognizeSheet(bytes).examNumber).toBe('301010202');
    const b64 = await unwrap(c.POST('/api/examStudent/getStudentPaper', { body: { exam_id: E, subject_id: MATH, student_id: '301010202', page: 1 } }));
    expect(Buffer.from(b64, 'base64')).toEqual(Buffer.from(bytes));
    const uploads = await unwrap(c.POST('/api/examupload/getuploadpaperinfolist', { body: { page: 1, pagesize: 15, paperid: 7001, examid: E, subjectid: MATH, studentid: '301010202' } }));
    expect(uploads.datalist[0]?.answers).toBe('1:C,2:C,3:B,4:D,5:A,6:B,7:D,8:D,9:A,10:B,11:AC,12:D');
  });

  it('refuses a duplicate unless is_cover, flags room mismatches and unreadable or unknown numbers', async () => {
    const dup = await putpic(sheetOf('李明'), { realTimeAlign: true });
    expect(dup).toMatchObject({ student_id: '301010101', preStatus: { page1: 2, page2: 2 }, dealInfo: { page1: false, page2: false }, error: '第一页已上传，第二页已上传' });
    const cover = await putpic(sheetOf('李明'), { realTimeAlign: true, is_cover: '1' });
    expect(cover).toMatchObject({ error: null, dealInfo: { page1: true, page2: true } });
    await unwrap(c.POST('/api/scannerApi/submitPaper', { body: { exam_id: E, subject_id: MATH, studentIds: ['301010101'], is_cover: '1' } }));
    expect(await mathScan('李明')).toMatchObject({ submit: 1, page1_status: 2 });

    const room = await unwrap(c.POST('/api/scannerApi/getroominfo', { body: { exam_id: E, subject_id: MATH, student_id: '301010101' } }));
    expect(room.room).toEqual({ room_id: 501, name: '第01考场' });
    expect(room.roomStudent.slice(0, 2).map((s) => s.student_id)).toEqual(['301010101', '301010102']);
    // Room scan: the answer names the sheet's room; the portal judges a mismatch against the room it scans.
    const otherRoom = await putpic({ examNumber: '301010203', marks: ['A'] }, { type: '1' });
    expect(otherRoom).toMatchObject({ error: null, roomInfo: { room_name: '第02考场' } });
    const otherSchool = await putpic(sheetOf('张浩'), { type: '2', exam_unit_id: 101 });
    expect(otherSchool.error).toBe('考号301020102不属于临江市第一中学');

    const blank = await putpic({ examNumber: '301010204', marks: ['A'], examNumberStyle: 'blank' });
    expect(blank).toMatchObject({ student_id: null, error: '考号未识别', page1Res: { success: false } });
    const double = await putpic({ examNumber: '301010205', marks: ['A'], examNumberStyle: 'double' });
    expect(double.student_id).toBeNull();
    // Typed by hand when fixing: the same unreadable sheet goes to the number given.
    const fixed = await putpic({ examNumber: '301010204', marks: ['B'], examNumberStyle: 'blank' }, { student_id: '301010204' });
    expect(fixed).toMatchObject({ student_id: '301010204', error: null });
    expect(await mathScan((await unwrap(c.POST('/api/scannerApi/getNotScanStudentList', { body: { exam_id: E, subject_id: MATH, page: 1, pagesize: 10, key: '301010204', all: true } }))).datalist[0]?.student_name ?? '')).toMatchObject({ student_id: '301010204', page1_status: 1 });
  });

  it('holds a misread number as a temporary sheet; modify, discard and rollback follow', async () => {
    const misread = await putpic({ examNumber: '301010120', marks: ['D'] });
    expect(misread).toMatchObject({ student_id: '301010120', error: '考号301010120不存在' });
    const temp = await unwrap(c.POST('/api/scannerApi/getTempPic', { body: { exam_id: E, subject_id: MATH, studentId: '301010120', page: 1 } }));
    expect(recognizeSheet(Buffer.from(temp, 'base64')).examNumber).toBe('301010120');
    // Moving it onto 301010101 (already saved) displaces 李明's sheet, which is handed back as a new conflict.
    const moved = await c.POST('/api/scannerApi/modifyUploadedPaperSid', { body: { exam_id: E, subject_id: MATH, oldSid: '301010120', newSid: '301010101' } });
    expect(moved.data?.success).toBe(true);
    const base64 = (moved.data as { result: { paperBase64?: string } }).result.paperBase64 ?? '';
    expect(recognizeSheet(Buffer.from(base64, 'base64')).examNumber).toBe('301010101');
    // Back again: the displaced sheet (held under 301010120) returns to 301010101 after the moved one is discarded.
    await unwrap(c.POST('/api/scannerApi/deleteTempPic', { body: { studentIds: ['301010101'], exam_id: E, subject_id: MATH } }));
    expect(await mathScan('李明')).toMatchObject({ submit: 0, page1_status: 0 });
    const back = await c.POST('/api/scannerApi/modifyUploadedPaperSid', { body: { exam_id: E, subject_id: MATH, oldSid: '301010120', newSid: '301010101' } });
    expect(back.data).toEqual({ success: true, msg: '修改成功', result: {} });
    await unwrap(c.POST('/api/scannerApi/fixAndDealPaper', { body: { exam_id: E, subject_id: MATH, studentIds: ['301010101'], submit: true } }));
    expect(await mathScan('李明')).toMatchObject({ submit: 1, page1_status: 2 });
    const unknown = await c.POST('/api/scannerApi/modifyUploadedPaperSid', { body: { exam_id: E, subject_id: MATH, oldSid: '301010101', newSid: '301019999' } });
    expect(unknown.data).toEqual({ success: false, msg: '考号301019999不存在', result: '考号301019999不存在' });
    const none = await c.POST('/api/scannerApi/deleteTempPic', { body: { studentIds: ['301010120'], exam_id: E, subject_id: MATH } });
    expect(none.data).toEqual({ success: false, msg: '临时试卷不存在', result: '丢弃失败' });

    await unwrap(c.POST('/api/scannerApi/deletePicAndRollback', { body: { student_id: '301010202', exam_id: E, subject_id: MATH, page: 2 } }));
    expect(await mathScan('吴婷')).toMatchObject({ submit: 0, page1_status: 2, page2_status: 0 });
    await unwrap(c.POST('/api/scannerApi/deletePicAndRollback', { body: { student_id: '301010202', exam_id: E, subject_id: MATH, page: 1 } }));
    expect(await mathScan('吴婷')).toMatchObject({ submit: 0, page1_status: 0 });
    const again = await c.POST('/api/scannerApi/deletePicAndRollback', { body: { student_id: '301010202', exam_id: E, subject_id: MATH, page: 1 } });
    expect(again.data).toEqual({ success: false, result: '删除失败，该页没有上传记录' });
  });

  it('modifying a number to itself is no conflict: nothing moves, nothing is handed back', async () => {
    const before = await mathScan('王小红');
    const same = await c.POST('/api/scannerApi/modifyUploadedPaperSid', { body: { exam_id: E, subject_id: MATH, oldSid: '301010102', newSid: '301010102' } });
    expect(same.data).toEqual({ success: true, msg: '修改成功', result: {} });
    expect(await mathScan('王小红')).toEqual(before);
    // No sheet was set aside under the number.
    const temp = await c.POST('/api/scannerApi/getTempPic', { body: { exam_id: E, subject_id: MATH, studentId: '301010102', page: 1 } });
    expect(temp.data).toEqual({ success: false, result: '临时图片不存在' });
  });

  it('lists and exports the not-scanned students as real workbooks', async () => {
    const list = await unwrap(c.POST('/api/scannerApi/getNotScanStudentList', { body: { exam_id: E, subject_id: MATH, page: 1, pagesize: 50, exam_unit_id: 101 } }));
    const saved = ['301010101', '301010102', '301010201'];
    expect(list.totalrecords).toBe(184 - saved.length);
    expect(list.datalist.some((r) => saved.includes(r.student_id))).toBe(false);
    expect(list.datalist.find((r) => r.student_id === '301010202')).toMatchObject({ student_name: '吴婷', room_name: '第02考场', seat_num: 2, submit: 0 });
    const columns = [{ header: '考号', key: 'id' }, { header: '姓名', key: 'name' }];
    const file = await downloadAny(c.POST('/api/scannerApi/downloadNotScanStudentList', { body: { exam_id: E, subject_id: MATH, page: 1, pagesize: 50, exam_unit_id: 101 }, parseAs: 'blob' }));
    expect(file.fileName).toBe('未扫描学生名单.xlsx');
    expect((await readRows(new Uint8Array(await file.blob.arrayBuffer()), columns)).rows).toHaveLength(181);
    const whole = await download(c.POST('/api/exam/downloadNotScanStudentList', { body: { exam_id: E, subject_id: MATH, page: 1, pagesize: 999999 }, parseAs: 'blob' }));
    expect((await readRows(new Uint8Array(await whole.blob.arrayBuffer()), columns)).rows).toHaveLength(366 - 3);
  });

  it('uploads paper images by hand (examupload) and recognises their exam numbers', async () => {
    const papers = await unwrap(c.POST('/api/examupload/getpaperlist', { body: {} }));
    expect(papers.slice(0, 2)).toEqual([
      { paper_id: 7001, paper_name: '数学-1', exam_id: E, subject_id: MATH },
      { paper_id: 7002, paper_name: '数学-2', exam_id: E, subject_id: MATH },
    ]);
    const { front } = renderSheet(defaultSheetTemplate, sheetOf('李晓雨'));
    await unwrap(c.POST('/api/examupload/getuploadpapers', { body: { uploadfiles: [jpegFile(front, 'a.jpg')], examid: E, subjectid: MATH, paperid: 7001, filesize: 1 }, bodySerializer: multipartSerializer }));
    expect(await mathScan('李晓雨')).toMatchObject({ submit: 1, page1_status: 2 });
    const { front: blank } = renderSheet(defaultSheetTemplate, { examNumber: '', marks: [], examNumberStyle: 'blank' });
    const bad = await c.POST('/api/examupload/getuploadpapers', { body: { uploadfiles: [jpegFile(blank, 'b.jpg')], examid: E, subjectid: MATH, paperid: 7001 }, bodySerializer: multipartSerializer });
    expect(bad.data).toEqual({ success: false, result: '上传失败：未识别到考号' });
  });
});

describe('exam rooms', () => {
  const base = { exam_id: E, subject_id: MATH, unit_id: 101 };
  it('lists, adds, renames and deletes rooms; a room with scans stays', async () => {
    const rooms = await unwrap(c.POST('/api/examroom/listExamRoomInfo', { body: { ...base, page: 1, pagesize: 15 } }));
    expect(rooms.totalrecords).toBe(7);
    expect(rooms.datalist[0]).toMatchObject({ room_id: 501, name: '第01考场', subject_name: '数学', last_edit_user_name: '刘洋' });
    await unwrap(c.POST('/api/examroom/saveExamRoom', { body: { ...base, name: '第10考场', remark: '实验楼' } }));
    expect((await c.POST('/api/examroom/saveExamRoom', { body: { ...base, name: '第10考场' } })).data).toEqual({ success: false, result: '考场名称已存在' });
    const added = (await unwrap(c.POST('/api/examroom/listExamRoomInfo', { body: { ...base, page: 1, pagesize: 15 } }))).datalist.find((r) => r.name === '第10考场');
    expect(added).toMatchObject({ remark: '实验楼', last_edit_user_name: '张伟' });
    await unwrap(c.POST('/api/examroom/updateExamRoom', { body: { ...base, room_id: added?.room_id ?? 0, name: '第11考场', remark: null } }));
    expect((await unwrap(c.POST('/api/examroom/listExamRoomInfo', { body: { ...base, page: 1, pagesize: 15 } }))).datalist.map((r) => r.name)).toContain('第11考场');
    expect((await c.POST('/api/examroom/deleteExamRoom', { body: { room_id: 501 } })).data).toEqual({ success: false, result: '该考场已有扫描数据，不能删除' });
    await unwrap(c.POST('/api/examroom/deleteExamRoom', { body: { room_id: added?.room_id ?? 0 } }));
    expect((await unwrap(c.POST('/api/examroom/listExamRoomInfo', { body: { ...base, page: 1, pagesize: 15 } }))).totalrecords).toBe(7);
  });

  it('seats students, never two in one seat, and the participant list and scanner see it', async () => {
    const seats = await unwrap(c.POST('/api/examroom/listExamRoomStudent', { body: { ...base, room_id: 501, page: 1, pagesize: 15 } }));
    expect(seats.totalrecords).toBe(29);
    expect(seats.datalist.slice(0, 2).map((s) => [s.student_id, s.seat_num])).toEqual([['301010101', 1], ['301010102', 2]]);
    const failed = await unwrap(c.POST('/api/examroom/listExamRoomStudent', { body: { ...base, room_id: 501, page: 1, pagesize: 50, uploadFail: true } }));
    expect(failed.datalist.map((s) => s.student_id)).not.toContain('301010101');
    expect(failed.datalist.map((s) => s.student_id)).toContain('301010102');
    expect((await c.POST('/api/examroom/saveExamRoomStudent', { body: { room_id: 501, student_id: '301010202', seat_num: 1, subject_id: MATH } })).data).toEqual({ success: false, result: '该座位号已有学生' });
    expect((await c.POST('/api/examroom/saveExamRoomStudent', { body: { room_id: 501, student_id: '301020101', seat_num: 31, subject_id: MATH } })).data).toEqual({ success: false, result: '考号301020101不存在' });
    // Room 501 has 30 seats; seat 20 is the free one.
    expect((await c.POST('/api/examroom/saveExamRoomStudent', { body: { room_id: 501, student_id: '301010202', seat_num: 31, subject_id: MATH } })).data).toEqual({ success: false, result: '座位号31超出考场容量（30）' });
    // 吴婷 sits in 第02考场: she moves only once the user confirmed (code -3 names her seat); nothing changes before.
    const seat30 = { room_id: 501, student_id: '301010202', seat_num: 20, subject_id: MATH };
    expect((await c.POST('/api/examroom/saveExamRoomStudent', { body: seat30 })).data).toEqual({ success: false, code: -3, result: '考号301010202（吴婷）已在第02考场2号座位，确定改到第01考场20号座位吗？' });
    expect((await participant('吴婷'))?.room_info?.find((r) => r.subject_id === MATH)).toMatchObject({ room_name: '第02考场', seat_num: 2 });
    await unwrap(c.POST('/api/examroom/saveExamRoomStudent', { body: { ...seat30, confirmMove: true } }));
    expect((await participant('吴婷'))?.room_info?.find((r) => r.subject_id === MATH)).toMatchObject({ room_name: '第01考场', seat_num: 20 });
    const room = await unwrap(c.POST('/api/scannerApi/getroominfo', { body: { exam_id: E, subject_id: MATH, student_id: '301010202' } }));
    expect(room.roomStudent.find((s) => s.seat_num === 20)?.student_id).toBe('301010202');
    await unwrap(c.POST('/api/examroom/deleteExamRoomStudent', { body: { unit_id: 101, room_id: 501, seat_num: 20 } }));
    expect((await c.POST('/api/examroom/deleteExamRoomStudent', { body: { unit_id: 101, room_id: 501, seat_num: 20 } })).data).toEqual({ success: false, result: '该座位没有学生' });
    const unseated = await c.POST('/api/scannerApi/getroominfo', { body: { exam_id: E, subject_id: MATH, student_id: '301010202' } });
    expect(unseated.data).toEqual({ success: false, result: '考号301010202未编排考场' });
    // The seat of 王小红 gets 吴婷: 王小红 loses her seat, once the user confirmed.
    const seat2 = { room_id: 501, student_id: '301010202', seat_num: 2, subject_id: MATH };
    expect((await c.POST('/api/examroom/updateExamRoomStudent', { body: seat2 })).data).toEqual({ success: false, code: -3, result: '第01考场2号座位的考生王小红（301010102）将没有座位，确定改为考号301010202吗？' });
    expect((await participant('王小红'))?.room_info?.find((r) => r.subject_id === MATH)).toMatchObject({ room_name: '第01考场', seat_num: 2 });
    await unwrap(c.POST('/api/examroom/updateExamRoomStudent', { body: { ...seat2, confirmMove: true } }));
    expect((await participant('王小红'))?.room_info?.find((r) => r.subject_id === MATH)).toMatchObject({ room_name: null, seat_num: null });
  });

  it('imports rooms and seats from xlsx with good and bad rows; the template is a real workbook', async () => {
    const template = await download(c.POST('/api/examroom/downImportTemplate', { parseAs: 'blob' }));
    const columns = [
      { header: '考场名称', key: 'room' },
      { header: '考号', key: 'examNo' },
      { header: '座位号', key: 'seat' },
    ];
    expect((await readRows(new Uint8Array(await template.blob.arrayBuffer()), columns)).rows).toHaveLength(2);
    const send = async (rows: Record<string, unknown>[], confirmMove?: true) =>
      c.POST('/api/examroom/importExamRoom', {
        body: { excelfile: new File([new Uint8Array(await writeWorkbook([{ name: 'r', columns, rows }]))], '考场.xlsx', { type: XLSX_CONTENT_TYPE }), ...base, ...(confirmMove ? { confirmMove } : {}) },
        bodySerializer: multipartSerializer,
      });
    const bad = await send([
      { room: '第01考场', examNo: '301010102', seat: 2 },
      { room: '第01考场', examNo: '301019999', seat: 3 },
      { room: '第01考场', examNo: '301010201' },
      { room: '第01考场', examNo: '301010203', seat: 1 },
    ]);
    expect(bad.data).toEqual({
      success: false,
      result: [
        { row: 2, msg: '第01考场2号座位已有学生301010202' },
        { row: 3, msg: '考号301019999不存在' },
        { row: 4, msg: '座位号不能为空' },
        { row: 5, msg: '第01考场1号座位已有学生301010101' },
      ],
    });
    // A seat beyond the room's capacity (30, also for a room the file makes) is refused.
    expect((await send([{ room: '第01考场', examNo: '301010202', seat: 999 }, { room: '第09考场', examNo: '301010203', seat: 31 }])).data).toEqual({
      success: false,
      result: [
        { row: 2, msg: '座位号999超出考场容量（30）' },
        { row: 3, msg: '座位号31超出考场容量（30）' },
      ],
    });
    const good = [{ room: '第01考场', examNo: '301010202', seat: 20 }, { room: '第01考场', examNo: '301010102', seat: 2 }, { room: '第09考场', examNo: '301010203', seat: 1 }];
    // 吴婷 (seat 2 of 第01考场 now) and the student of 301010203 move: asked first (issue 31); 王小红, seated nowhere, is not named.
    expect((await send(good)).data).toMatchObject({ success: false, code: -3, result: expect.stringMatching(/^2名考生将更换考场或座位：吴婷（301010202）第01考场2号座位 → 第01考场20号座位；\S+（301010203）第02考场3号座位 → 第09考场1号座位。确定继续吗？$/) });
    expect((await send(good, true)).data).toEqual({ success: true, result: '导入成功' });
    expect((await participant('王小红'))?.room_info?.find((r) => r.subject_id === MATH)).toMatchObject({ room_name: '第01考场', seat_num: 2 });
    const rooms = await unwrap(c.POST('/api/examroom/listExamRoomInfo', { body: { ...base, page: 1, pagesize: 15 } }));
    expect(rooms.datalist.map((r) => r.name)).toContain('第09考场');
    const wrong = await c.POST('/api/examroom/importExamRoom', {
      body: { excelfile: new File([new Uint8Array([1, 2, 3])], '考场.xlsx', { type: XLSX_CONTENT_TYPE }), ...base },
      bodySerializer: multipartSerializer,
    });
    expect(wrong.data).toEqual({ success: false, result: '文件格式错误，请使用导入模板' });
  });
});

describe('every subject is recognised against its own template', () => {
  it('reads an 英语 sheet of exam 3001 (its own question count) and records its marks', async () => {
    const ENGLISH = 3;
    const template = templateFor(E, ENGLISH);
    expect(template).not.toBe(defaultSheetTemplate);
    const someone = (await unwrap(c.POST('/api/examStudent/loadstuinclude', { body: { page: 1, pagesize: 50, examid: E, stuname: '', stunum: '', status: -1, subject_id: ENGLISH } }))).datalist
      .map((row) => row.scan_info?.find((s) => s.subject_id === ENGLISH))
      .find((s) => s && s.page1_status === 0 && s.submit === 0);
    const examNumber = someone?.student_id;
    expect(examNumber).toBeTruthy();
    const marks = template.objective.questions.map((q, i) => q.options[i % q.options.length] ?? '');
    const { front, back } = renderSheet(template, { examNumber: String(examNumber), marks }, { duplex: true });
    const result = await unwrap(
      c.POST('/api/scannerApi/putpic', {
        body: { type: '3', exam_id: E, subject_id: ENGLISH, is_cover: '0', page1: jpegFile(front, 'page1.jpg'), ...(back ? { page2: jpegFile(back, 'page2.jpg') } : {}), realTimeAlign: false },
        bodySerializer: multipartSerializer,
      }),
    );
    expect(result.student_id).toBe(examNumber);
    expect(result.page1Res?.result?.map((r) => r.answers)).toEqual(marks);
  });
});

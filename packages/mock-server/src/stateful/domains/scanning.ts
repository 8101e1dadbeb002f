// Scanning over HTTP (scannerApi/*, exam/connectScanner, exam/downloadNotScanStudentList): putpic recognises the
// driver simulator's answer sheets (exam number and objective marks against the subject's template) and records
// per-page status; duplicates, room mismatches (room scan), other schools (school scan), unknown and unreadable
// numbers answer as the spec says; fix, modify, submit, rollback, temporary sheets and the not-scanned lists follow.
import { recognizeSheet } from '@exam/scanner-protocol/simulator';
import type { SheetTemplate } from '@exam/scanner-protocol/simulator';
import type { components } from '@exam/sdk';
import { XLSX_CONTENT_TYPE, writeWorkbook } from '../lib/xlsx.ts';
import type { ParticipantRecord, PageStatus, ScanRecord } from '../scanning-store.ts';
import { marksReadAbsent, pageBytes, recognitionTemplate, scanKey, syncCounts } from '../scanning-store.ts';
import type { ExamRecord, Session, Store } from '../store.ts';
import { FileAnswer, fail, ok } from '../types.ts';
import type { Handlers } from '../types.ts';
import { page } from './shared.ts';
import { pagesMismatch, readSheet } from './scan-reading.ts';
import { scanPermissions, scanQuestionInfo, scanSubjectProp, templatePageCount } from './scan-setup.ts';
import { participantByNumber, participantInScope, participantsOf, participantUnit, scanOf, studentFacts } from './participants.ts';

type S = components['schemas'];

const NO_SUBJECT = '考试科目不存在';

function examSubject(store: Store, examId: number, subjectId: number): ExamRecord | undefined {
  const exam = store.data.exams.get(examId);
  return exam?.subjects.some((s) => s.subject_id === subjectId) ? exam : undefined;
}


function scanRow(store: Store, p: ParticipantRecord): S['ScanStudentRow'] {
  const s = store.data.students.get(p.student_number);
  const facts = s ? studentFacts(store, s) : { school_name: '', grade: '', class_name: '' };
  return {
    ...facts,
    student_number: p.student_number,
    student_id: p.student_id,
    student_name: s?.student_name ?? '',
    room_name: p.room_id == null ? null : (store.data.scanning.rooms.get(p.room_id)?.name ?? null),
    seat_num: p.seat_num,
    submit: scanOf(store, p)?.submit === 1 ? 1 : 0,
  };
}

type NotScanBody = { exam_id: number; subject_id: number; exam_unit_id?: number | null; student_name?: string; student_number?: string; student_id?: string; class_name?: string; room_name?: string; key?: string; all?: boolean };

/**
 * The participants not scanned yet (or all, with `all`), filtered as asked: only those of the schools within the
 * user's data scope (a school-level user's own school when no school is named; the access model's school scope).
 */
function notScanned(store: Store, session: Session, body: NotScanBody): S['ScanStudentRow'][] {
  const has = (value: string | null | undefined, filter: string | undefined) => !filter?.trim() || (value ?? '').includes(filter.trim());
  return participantsOf(store, body.exam_id, body.subject_id)
    .filter((p) => (body.exam_unit_id == null || participantUnit(store, p) === body.exam_unit_id) && participantInScope(store, session, p))
    .map((p) => scanRow(store, p))
    .filter((r) => body.all || r.submit === 0)
    .filter((r) => has(r.student_name, body.student_name) && has(r.student_number, body.student_number) && has(r.student_id, body.student_id))
    .filter((r) => has(r.class_name, body.class_name) && has(r.room_name, body.room_name))
    .filter((r) => !body.key?.trim() || [r.student_name, r.student_number ?? '', r.student_id].some((v) => v.includes(body.key?.trim() ?? '')))
    .sort((a, b) => a.student_id.localeCompare(b.student_id));
}

async function notScannedWorkbook(rows: S['ScanStudentRow'][]): Promise<FileAnswer> {
  const bytes = await writeWorkbook([
    {
      name: '未扫描学生名单',
      columns: [
        { header: '学校', key: 'school_name' },
        { header: '姓名', key: 'student_name' },
        { header: '学号', key: 'student_number' },
        { header: '考号', key: 'student_id' },
        { header: '年级', key: 'grade' },
        { header: '班级', key: 'class_name' },
        { header: '考场', key: 'room_name' },
        { header: '座位号', key: 'seat_num' },
      ],
      rows,
    },
  ]);
  return new FileAnswer(bytes, '未扫描学生名单.xlsx', XLSX_CONTENT_TYPE);
}

const PAGE_NAMES = { 1: '第一页', 2: '第二页' } as const;
/** putpic's answer when page 2 carries another sheet's page markers (x-inferred in the contract). */
export const PAGES_MISMATCH = '第二页与第一页不属于同一张答题卡';

/** The answer rows of a read front page, numbered as the template's objective questions (subquestion_num). */
function answerRows(marks: string[], template: SheetTemplate, doubtful: readonly number[] = []): S['ScanAnswerRow'][] {
  // A sheet without a single mark is read as absent (a first row with subnum -1).
  if (marksReadAbsent(marks)) return [{ subnum: -1, answers: '' }];
  return marks.map((answers, i) => ({ subnum: template.objective.questions[i]?.number ?? i + 1, answers, ...(doubtful.includes(i) ? { doubtful: true } : {}) }));
}

type PutPicBody = S['PutPicRequest'];

/** One putpic of an exam subject that exists: what the server makes of the sheet. */
async function putpic(body: PutPicBody, store: Store): Promise<S['PutPicResult']> {
  const data = store.data.scanning;
  const page1 = new Uint8Array(await (body.page1 as unknown as File).arrayBuffer());
  const page2 = body.page2 ? new Uint8Array(await (body.page2 as unknown as File).arrayBuffer()) : undefined;
  // Straightened as the server does: turned by 180° (degRote) or front and back exchanged (pageFlip) when needed.
  const template = recognitionTemplate(store.data.examConfig, body.exam_id, body.subject_id);
  const sheet = readSheet(page1, page2, template);
  const { read, degRote, pageFlip } = sheet;
  const unreadable = (error: string, pageError: string): S['PutPicResult'] => ({
    student_id: null,
    preStatus: { page1: null, page2: null },
    roomInfo: null,
    dealInfo: { page1: false, page2: false },
    error,
    page1Res: { success: false, result: null, error: pageError },
    page2Res: null,
    pageFlip,
    degRote,
  });
  if (!read) return unreadable('考号未识别', '图片无法解析');
  // Page 2 of another sheet (its page markers name another sheet): refused, nothing stored, whoever the front names.
  if (pagesMismatch(sheet)) {
    return {
      student_id: null,
      preStatus: { page1: null, page2: null },
      roomInfo: null,
      dealInfo: { page1: false, page2: false },
      error: PAGES_MISMATCH,
      page1Res: { success: true, result: read.frontFound ? answerRows(read.marks, template, read.doubtful) : null, error: null },
      page2Res: { success: false, result: null, error: PAGES_MISMATCH },
      pageFlip,
      degRote,
    };
  }
  if (!body.student_id && !read.registrationMarksFound) return unreadable('考号未识别', '未找到定位点，不是本科目的答题卡');
  const studentId = body.student_id ?? read.examNumber;
  if (!studentId) return unreadable('考号未识别', '考号区域识别失败');
  const page1Res = { success: true, result: answerRows(read.marks, template, read.doubtful), error: null };
  const page2Res = page2 ? { success: true, result: [], error: null } : null;
  const answer = (fields: Partial<S['PutPicResult']>): S['PutPicResult'] => ({
    student_id: studentId,
    preStatus: { page1: null, page2: null },
    roomInfo: null,
    dealInfo: { page1: false, page2: page2 ? false : null },
    error: null,
    page1Res,
    page2Res,
    pageFlip,
    degRote,
    ...fields,
  });

  const p = participantByNumber(store, body.exam_id, body.subject_id, studentId);
  if (!p) {
    // A misread number: the sheet is held as a temporary sheet under it until it is fixed or discarded.
    data.temps.set(scanKey(body.exam_id, body.subject_id, studentId), {
      exam_id: body.exam_id,
      subject_id: body.subject_id,
      student_id: studentId,
      pages: { 1: sheet.front, ...(sheet.back ? { 2: sheet.back } : {}) },
    });
    return answer({ error: `考号${studentId}不存在` });
  }
  const room = p.room_id == null ? undefined : data.rooms.get(p.room_id);
  const roomInfo = room && p.seat_num != null ? { room_id: room.room_id, room_name: room.name, seat_num: p.seat_num } : null;
  // Room scan: the answer's roomInfo tells the portal the sheet's room; the portal judges a room mismatch against
  // the room it is scanning (the contract's PutPicResult), so the server keeps no current room between rooms.
  if (body.type === '2' && body.exam_unit_id != null && participantUnit(store, p) !== body.exam_unit_id) {
    return answer({ roomInfo, error: `考号${studentId}不属于${store.unit(body.exam_unit_id)?.unit_name ?? '当前学校'}` });
  }
  const key = scanKey(p.exam_id, p.subject_id, p.student_id);
  const prior = data.scans.get(key);
  const preStatus = { page1: prior?.pages[1]?.status ?? 0, page2: prior?.pages[2]?.status ?? 0 };
  if (body.is_cover !== '1') {
    const taken = ([1, 2] as const).filter((n) => (n === 1 || page2) && (prior?.pages[n]?.status ?? 0) > 0);
    if (taken.length) return answer({ preStatus, roomInfo, error: taken.map((n) => `${PAGE_NAMES[n]}已上传`).join('，') });
  }
  const status: PageStatus = body.realTimeAlign ? 2 : 1;
  const scan: ScanRecord = prior ?? { exam_id: p.exam_id, subject_id: p.subject_id, student_id: p.student_id, submit: 0, pages: {} };
  scan.submit = 0;
  scan.pages[1] = { status, err: null, image: sheet.front, answers: read.marks, ...(read.doubtful.length ? { doubtful: read.doubtful } : {}) };
  if (sheet.back) scan.pages[2] = { status, err: null, image: sheet.back, answers: null };
  data.scans.set(key, scan);
  data.temps.delete(key);
  syncCounts(store, p.exam_id, p.subject_id);
  return answer({ preStatus, roomInfo, dealInfo: { page1: true, page2: page2 ? true : null } });
}

export const scanningHandlers: Handlers = {
  examConnectScanner({ body, store, session }) {
    const exam = examSubject(store, body.exam_id, body.subject_id);
    if (!exam) return fail(NO_SUBJECT);
    return ok({
      questionInfo: scanQuestionInfo(store, body.exam_id, body.subject_id),
      countPaperTemplate: templatePageCount(store, body.exam_id, body.subject_id),
      scanPerm: scanPermissions(store, session, exam),
      subjectProp: scanSubjectProp(store, body.exam_id, body.subject_id),
    });
  },
  scannerApiGetsubjectinfo({ body, store }) {
    const exam = examSubject(store, body.exam_id, body.subject_id);
    if (!exam) return fail(NO_SUBJECT);
    const list = participantsOf(store, body.exam_id, body.subject_id);
    const uploaded = (p: ParticipantRecord) => scanOf(store, p)?.submit === 1;
    const unit = body.exam_unit_id == null ? undefined : body.exam_unit_id;
    const mine = unit === undefined ? [] : list.filter((p) => participantUnit(store, p) === unit);
    return ok({
      scan_count: [
        {
          total: list.length,
          upload_count: list.filter(uploaded).length,
          school: unit === undefined ? null : (store.unit(unit)?.unit_name ?? null),
          unit_total: unit === undefined ? null : mine.length,
          unit_upload_count: unit === undefined ? null : mine.filter(uploaded).length,
        },
      ],
    });
  },
  async scannerApiPutpic({ body, store }) {
    const exam = examSubject(store, body.exam_id, body.subject_id);
    if (!exam) return fail(NO_SUBJECT);
    const data = store.data.scanning;
    // The same upload sent again (its answer was lost): the first answer, nothing stored twice.
    const uploadKey = body.upload_key ? scanKey(body.exam_id, body.subject_id, body.upload_key) : undefined;
    const answered = uploadKey ? data.uploads?.get(uploadKey) : undefined;
    if (answered) return ok(answered);
    const result = await putpic(body, store);
    if (uploadKey) (data.uploads ??= new Map()).set(uploadKey, result);
    return ok(result);
  },
  scannerApiGetroominfo({ body, store }) {
    const p = participantByNumber(store, body.exam_id, body.subject_id, body.student_id);
    const room = p?.room_id == null ? undefined : store.data.scanning.rooms.get(p.room_id);
    if (!p || !room) return fail(`考号${body.student_id}未编排考场`);
    const seats = participantsOf(store, body.exam_id, body.subject_id)
      .filter((o) => o.room_id === room.room_id && o.seat_num != null)
      .sort((a, b) => (a.seat_num ?? 0) - (b.seat_num ?? 0))
      .map((o) => ({ room_id: room.room_id, room_name: room.name, seat_num: o.seat_num ?? 1, student_id: o.student_id }));
    return ok({ room: { room_id: room.room_id, name: room.name }, roomStudent: seats });
  },
  scannerApiGetpic({ body, store }) {
    const scan = store.data.scanning.scans.get(scanKey(body.exam_id, body.subject_id, body.student_id));
    const pageScan = body.page === 1 ? scan?.pages[1] : scan?.pages[2];
    if (!pageScan) return fail('获取已上传图片失败：该页试卷未上传');
    return new FileAnswer(pageBytes(pageScan.image), `${body.student_id}_${body.page}.jpg`, 'image/jpeg');
  },
  scannerApiModifyUploadedPaperSid({ body, store }) {
    const data = store.data.scanning;
    const target = participantByNumber(store, body.exam_id, body.subject_id, body.newSid);
    if (!target) return { success: false as const, msg: `考号${body.newSid}不存在`, result: `考号${body.newSid}不存在` };
    const oldKey = scanKey(body.exam_id, body.subject_id, body.oldSid);
    const newKey = scanKey(body.exam_id, body.subject_id, body.newSid);
    const temp = data.temps.get(oldKey);
    const moving = data.scans.get(oldKey);
    if (!temp && !moving) return { success: false as const, msg: `考号${body.oldSid}没有试卷`, result: `考号${body.oldSid}没有试卷` };
    // The same number: the sheet already is where it is asked to go (nothing moves, nothing is displaced).
    if (moving && oldKey === newKey) return { success: true as const, msg: '修改成功', result: {} };
    const displaced = data.scans.get(newKey);
    if (moving) data.scans.delete(oldKey);
    if (temp) data.temps.delete(oldKey);
    const moved: ScanRecord = moving ?? {
      exam_id: body.exam_id,
      subject_id: body.subject_id,
      student_id: body.newSid,
      submit: 0,
      pages: Object.fromEntries(
        ([1, 2] as const).flatMap((n) => {
          const image = temp?.pages[n];
          if (!image) return [];
          let read: { answers: string[] | null; doubtful?: number[] } = { answers: null };
          if (n === 1) {
            try {
              const { marks, doubtful } = recognizeSheet(pageBytes(image), recognitionTemplate(store.data.examConfig, body.exam_id, body.subject_id));
              read = { answers: marks, ...(doubtful.length ? { doubtful } : {}) };
            } catch {
              read = { answers: null };
            }
          }
          return [[n, { status: 1 as const, err: null, image, ...read }]];
        }),
      ),
    };
    moved.student_id = body.newSid;
    data.scans.set(newKey, moved);
    syncCounts(store, body.exam_id, body.subject_id);
    if (displaced) {
      // The new number's previous sheet now needs a number: it is held under the old one.
      data.temps.set(oldKey, {
        exam_id: body.exam_id,
        subject_id: body.subject_id,
        student_id: body.oldSid,
        pages: Object.fromEntries(([1, 2] as const).flatMap((n) => (displaced.pages[n] ? [[n, displaced.pages[n].image]] : []))),
      });
      const front = displaced.pages[1];
      return {
        success: true as const,
        msg: `修改成功，考号${body.newSid}原有试卷需重新指定考号`,
        result: front ? { paperBase64: Buffer.from(pageBytes(front.image)).toString('base64') } : {},
      };
    }
    return { success: true as const, msg: '修改成功', result: {} };
  },
  scannerApiFixAndDealPaper({ body, store }) {
    if (!examSubject(store, body.exam_id, body.subject_id)) return fail(NO_SUBJECT);
    const missing: string[] = [];
    for (const id of body.studentIds) {
      const scan = store.data.scanning.scans.get(scanKey(body.exam_id, body.subject_id, id));
      if (!scan) {
        missing.push(id);
        continue;
      }
      for (const n of [1, 2] as const) {
        const pageScan = scan.pages[n];
        if (pageScan?.status === 1) pageScan.status = 2;
      }
      if (body.submit) scan.submit = 1;
    }
    syncCounts(store, body.exam_id, body.subject_id);
    return ok({ error: missing.length ? `考号${missing.join('、')}没有待处理的试卷` : null });
  },
  scannerApiSubmitPaper({ body, store }) {
    if (!examSubject(store, body.exam_id, body.subject_id)) return fail(NO_SUBJECT);
    const scans = body.studentIds.map((id) => [id, store.data.scanning.scans.get(scanKey(body.exam_id, body.subject_id, id))] as const);
    for (const [id, scan] of scans) {
      if (!scan) return fail(`提交失败，考号${id}没有上传试卷`);
      if (scan.pages[1]?.status === 1 || scan.pages[2]?.status === 1) return fail(`提交失败，考号${id}的试卷尚未处理完成`);
    }
    for (const [, scan] of scans) if (scan) scan.submit = 1;
    syncCounts(store, body.exam_id, body.subject_id);
    return ok('保存成功');
  },
  scannerApiGetNotScanStudentList({ body, store, session }) {
    if (!examSubject(store, body.exam_id, body.subject_id)) return { success: false as const, msg: NO_SUBJECT, result: NO_SUBJECT };
    return { success: true as const, msg: '查询成功', result: page(notScanned(store, session, body), body.page, body.pagesize) };
  },
  async scannerApiDownloadNotScanStudentList({ body, store, session }) {
    if (!examSubject(store, body.exam_id, body.subject_id)) return fail(NO_SUBJECT);
    return notScannedWorkbook(notScanned(store, session, body));
  },
  async examDownloadNotScanStudentList({ body, store, session }) {
    if (!examSubject(store, body.exam_id, body.subject_id)) return fail(NO_SUBJECT);
    return notScannedWorkbook(notScanned(store, session, { exam_id: body.exam_id, subject_id: body.subject_id }));
  },
  scannerApiDeletePicAndRollback({ body, store }) {
    const key = scanKey(body.exam_id, body.subject_id, body.student_id);
    const scan = store.data.scanning.scans.get(key);
    if (!scan || !(body.page === 1 ? scan.pages[1] : scan.pages[2])) return fail('删除失败，该页没有上传记录');
    if (body.page === 1) delete scan.pages[1];
    else delete scan.pages[2];
    if (!scan.pages[1] && !scan.pages[2]) store.data.scanning.scans.delete(key);
    else scan.submit = 0;
    syncCounts(store, body.exam_id, body.subject_id);
    return ok('删除成功');
  },
  scannerApiDeleteTempPic({ body, store }) {
    const data = store.data.scanning;
    let dropped = 0;
    for (const id of body.studentIds) {
      const key = scanKey(body.exam_id, body.subject_id, id);
      if (data.temps.delete(key)) dropped++;
      const scan = data.scans.get(key);
      if (scan && scan.submit === 0) {
        data.scans.delete(key);
        dropped++;
      }
    }
    // A discarded sheet's uploads are over: the same sheet sent again is a new upload.
    const gone = new Set(body.studentIds);
    for (const [key, answer] of data.uploads ?? []) {
      if (key.startsWith(`${body.exam_id}|${body.subject_id}|`) && answer.student_id && gone.has(answer.student_id)) data.uploads?.delete(key);
    }
    if (!dropped) return { success: false as const, msg: '临时试卷不存在', result: '丢弃失败' };
    syncCounts(store, body.exam_id, body.subject_id);
    return { success: true as const, msg: '丢弃成功', result: '丢弃成功' };
  },
  scannerApiGetTempPic({ body, store }) {
    const key = scanKey(body.exam_id, body.subject_id, body.studentId);
    const temp = store.data.scanning.temps.get(key);
    const scan = store.data.scanning.scans.get(key);
    if (temp) {
      const image = body.page === 1 ? temp.pages[1] : temp.pages[2];
      return ok(image ? Buffer.from(pageBytes(image)).toString('base64') : '');
    }
    if (scan && scan.submit === 0) {
      const pageScan = body.page === 1 ? scan.pages[1] : scan.pages[2];
      return ok(pageScan ? Buffer.from(pageBytes(pageScan.image)).toString('base64') : '');
    }
    return fail('临时图片不存在');
  },
};

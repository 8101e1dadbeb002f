// The exam list (exam/*): loadexam with paging and filters, saveexam (code 1; code -3 asks to confirm when subjects
// that already have data are removed), delexam (state 1 only), forwardexam/backwardexam (1 ↔ 2 ↔ 3), getGrade.
import type { components } from '@exam/sdk';
import type { ExamRecord, Session, Store } from '../store.ts';
import { timestamp } from '../store.ts';
import { fail, failCode, ok } from '../types.ts';
import type { Handlers } from '../types.ts';
import { scopeRoot } from './shared.ts';

type S = components['schemas'];

/** The units whose exams a session sees: its scope (type 1: everything; 2: its bureau's subtree; 3/4: its school). */
function visible(store: Store, session: Session, exam: ExamRecord): boolean {
  const scope = new Set(store.subtree(scopeRoot(session)).map((u) => u.unit_id));
  return scope.has(exam.unit_id) || exam.unit_ids.some((id) => scope.has(id));
}

function examView(store: Store, e: ExamRecord): S['Exam'] {
  const stateName = store.data.codes.exam_state.find((c) => c.code === e.exam_state)?.code_name ?? '';
  return {
    exam_id: e.exam_id,
    exam_name: e.exam_name,
    exam_state: e.exam_state,
    exam_state_name: stateName,
    exam_type: e.exam_type,
    create_time: e.create_time,
    unit_id: e.unit_id,
    unit_name: store.unit(e.unit_id)?.unit_name ?? '',
    unit_ids: [...e.unit_ids],
    unit_names: e.unit_ids.map((id) => store.unit(id)?.unit_name ?? ''),
    grades: [...e.grades],
    grade_ids: [...e.grade_ids],
    exam_subjects: e.subjects.map((s) => s.subject_id),
    exam_subject_name: e.subjects.map((s) => s.subject_name),
    subjects: e.subjects.map((s) => ({ ...s })),
    storage_type: e.storage_type,
    location: e.location,
    is_auto_import: e.is_auto_import,
  };
}

const NEXT: Record<S['ExamState'], S['ExamState'] | undefined> = { '1': '2', '2': '3', '3': undefined };
const PREVIOUS: Record<S['ExamState'], S['ExamState'] | undefined> = { '1': undefined, '2': '1', '3': '2' };

export const examHandlers: Handlers = {
  loadexam({ body, store, session }) {
    const name = body.examname?.trim();
    const list = [...store.data.exams.values()]
      .filter((e) => visible(store, session, e))
      .filter((e) => (!name || e.exam_name.includes(name)) && (!body.examstate || e.exam_state === body.examstate))
      .filter((e) => (!body.stime || e.create_time.slice(0, 10) >= body.stime.slice(0, 10)) && (!body.etime || e.create_time.slice(0, 10) <= body.etime.slice(0, 10)))
      .sort((a, b) => b.create_time.localeCompare(a.create_time) || b.exam_id - a.exam_id);
    const p = Math.max(1, body.page);
    const size = Math.max(1, body.pagesize);
    const pageItems = list.slice((p - 1) * size, p * size);
    return ok({
      totalrecords: list.length,
      datalist: pageItems.map((e) => examView(store, e)),
      otherInfo: {
        perms: [],
        questions: [],
        subjectScanCountList: pageItems.flatMap((e) => e.subjects.map((s) => ({ exam_id: e.exam_id, subject_id: s.subject_id, ...(e.counts.get(s.subject_id) ?? { total: 0, scan: 0, recog: 0, marked: 0 }) }))),
      },
    });
  },
  getGrade({ body, store }) {
    const names = new Map<string, number>();
    const ids = new Set(store.subtree(body.unitid).map((u) => u.unit_id));
    for (const g of store.data.grades.values()) if (ids.has(g.unit_id) && !names.has(g.grade)) names.set(g.grade, g.grade_id);
    return ok([...names].map(([grade, grade_id]) => ({ grade_id, grade })));
  },
  saveexam({ body, store, session }) {
    const id = body.examid ?? body.exam_id ?? null;
    const unitIds = body.examtype === '1' ? (body.unitid?.length ? body.unitid.slice(0, 1) : [session.unit_id]) : (body.unitid ?? []);
    if (unitIds.length === 0) return fail('请选择考试单位');
    const subjects = body.subjects.map((subject_id, i) => ({
      subject_id,
      subject_name: body.exam_subject_names[i] ?? store.data.tags.find((t) => t.tag_id === subject_id)?.tag_name ?? String(subject_id),
    }));
    const students = [...store.data.students.values()];
    const participants = (ids: number[], gradeNames: string[]) =>
      students.filter((s) => ids.includes(s.unit_id) && gradeNames.includes(store.data.grades.get(s.grade_id)?.grade ?? '')).length;
    const fields = {
      exam_name: body.examname,
      exam_type: body.examtype,
      unit_ids: unitIds,
      grades: [...body.grades],
      grade_ids: [...body.grade_ids],
      subjects,
      storage_type: body.storage_type,
      location: body.storage_type === '1' ? (body.location ?? null) : null,
      is_auto_import: body.is_auto_import,
    };
    if (id != null) {
      const exam = store.data.exams.get(id);
      if (!exam) return fail('考试不存在');
      if (exam.exam_state !== '1') return fail('只有未开始的考试可以修改');
      const kept = new Set(body.subjects);
      const withData = exam.subjects.filter((s) => !kept.has(s.subject_id) && (exam.counts.get(s.subject_id)?.scan ?? 0) > 0);
      if (withData.length && body.confirmSubject !== '1') {
        return failCode(`科目${withData.map((s) => s.subject_name).join('、')}已有扫描数据，删除后数据将一并删除`, -3);
      }
      Object.assign(exam, fields);
      const total = participants(unitIds, fields.grades);
      const counts = new Map<number, { total: number; scan: number; recog: number; marked: number }>();
      for (const s of subjects) counts.set(s.subject_id, exam.counts.get(s.subject_id) ?? { total, scan: 0, recog: 0, marked: 0 });
      exam.counts = counts;
      return { success: true as const, result: '考试保存成功', code: 1 as const };
    }
    const exam_id = store.nextId('exam', 3000);
    const total = participants(unitIds, fields.grades);
    store.data.exams.set(exam_id, {
      exam_id,
      exam_state: '1',
      create_time: timestamp(),
      unit_id: session.user_type === '3' || session.user_type === '4' ? session.unit_id : scopeRoot(session),
      ...fields,
      counts: new Map(subjects.map((s) => [s.subject_id, { total, scan: 0, recog: 0, marked: 0 }])),
    });
    return { success: true as const, result: '考试保存成功', code: 1 as const };
  },
  delexam({ body, store }) {
    const exam = store.data.exams.get(body.examid);
    if (!exam) return fail('考试不存在');
    if (exam.exam_state !== '1') return fail('只有未开始的考试可以删除');
    store.data.exams.delete(body.examid);
    return ok('删除成功');
  },
  forwardexam({ body, store }) {
    const exam = store.data.exams.get(body.examid);
    const next = exam && NEXT[exam.exam_state];
    if (!exam || !next) return fail(exam ? '考试已是最后阶段' : '考试不存在');
    exam.exam_state = next;
    return ok('操作成功');
  },
  backwardexam({ body, store }) {
    const exam = store.data.exams.get(body.examid);
    const previous = exam && PREVIOUS[exam.exam_state];
    if (!exam || !previous) return fail(exam ? '考试已是第一阶段' : '考试不存在');
    exam.exam_state = previous;
    return ok('操作成功');
  },
};

// The exam list (exam/*): loadexam with paging and filters, saveexam (code 1; code -3 asks to confirm when subjects
// that already have data are removed), delexam (state 1 only), forwardexam/backwardexam (1 ↔ 2 ↔ 3), getGrade.
// For a type '4' session loadexam's otherInfo carries the user's exam permissions (the grants of the exam permission
// domain, placed in the permission tree's menu groups) and the question groups the user marks.
import type { components } from '@exam/sdk';
import { configKey } from '../exam-config-store.ts';
import { grantKey } from '../exam-permission-store.ts';
import type { ExamRecord, Session, Store } from '../store.ts';
import { timestamp } from '../store.ts';
import { fail, failCode, ok } from '../types.ts';
import type { Handlers } from '../types.ts';
import { scopeRoot, typedNames } from './shared.ts';

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

interface TreeNode {
  permission_id: number;
  permission_name: string;
  permission_url?: string | null;
  permission_type?: number;
  sort_number?: number;
  children?: TreeNode[];
}

const EXAM_MANAGEMENT_URL = '/exam/mgeexam';
const MARKING_URL = '/netview/marking';

/** Every node of the permission tree with the chain of nodes from its root down to it. */
function treeChains(store: Store): Map<number, TreeNode[]> {
  const out = new Map<number, TreeNode[]>();
  const walk = (nodes: readonly TreeNode[], above: TreeNode[]) => {
    for (const n of nodes) {
      const chain = [...above, n];
      out.set(n.permission_id, chain);
      walk(n.children ?? [], chain);
    }
  };
  walk(store.data.permissionTree as TreeNode[], []);
  return out;
}

type PermNode = S['ExamPermissionNode'];
const permissionType = (n: TreeNode): PermNode['permission_type'] => (n.permission_type === 1 || n.permission_type === 2 ? n.permission_type : 3);
const union = (lists: number[][]) => [...new Set(lists.flat())].sort((a, b) => a - b);

/**
 * A user's permissions in one exam as the exam card's menus read them: each grant sits under its menu entry, the
 * child of 考试管理 it belongs to (a group such as 24 成绩管理, or the page itself, e.g. 207 试卷扫描), or the
 * top-level entry of any other branch (3 教师阅卷 for 31 阅卷). An entry covers the subjects and question groups of
 * its granted children.
 */
function examPerms(store: Store, chains: Map<number, TreeNode[]>, examId: number, userId: number): PermNode[] {
  const entries = new Map<number, { node: TreeNode; sort: number[]; own?: { subject_ids: number[]; question_ids: number[] }; children: { node: TreeNode; subject_ids: number[]; question_ids: number[] }[] }>();
  for (const grant of store.data.examPermission.grants.get(grantKey(examId, userId)) ?? []) {
    const chain = chains.get(grant.permission_id);
    const root = chain?.[0];
    if (!chain || !root) continue;
    const depth = root.permission_url === EXAM_MANAGEMENT_URL && chain.length > 1 ? 1 : 0;
    const entryNode = chain[depth] ?? root;
    const entry = entries.get(entryNode.permission_id) ?? { node: entryNode, sort: chain.slice(0, depth + 1).map((n) => n.sort_number ?? 0), children: [] };
    entries.set(entryNode.permission_id, entry);
    const scope = { subject_ids: [...grant.subject_ids], question_ids: [...grant.question_ids] };
    if (entryNode.permission_id === grant.permission_id) entry.own = scope;
    else entry.children.push({ node: chain.at(-1) ?? entryNode, ...scope });
  }
  const bySort = (a: number[], b: number[]) => a.reduce((d, v, i) => d || v - (b[i] ?? 0), 0);
  return [...entries.values()]
    .sort((a, b) => bySort(a.sort, b.sort))
    .map(({ node, own, children }) => {
      const kids = children.sort((a, b) => (a.node.sort_number ?? 0) - (b.node.sort_number ?? 0));
      return {
        permission_id: node.permission_id,
        permission_name: node.permission_name,
        permission_url: node.permission_url ?? null,
        permission_type: permissionType(node),
        exam_id: examId,
        subject_ids: union([own?.subject_ids ?? [], ...kids.map((k) => k.subject_ids)]),
        question_ids: union([own?.question_ids ?? [], ...kids.map((k) => k.question_ids)]),
        children: kids.map((k) => ({
          permission_id: k.node.permission_id,
          permission_name: k.node.permission_name,
          permission_url: k.node.permission_url ?? null,
          permission_type: permissionType(k.node),
          exam_id: examId,
          subject_ids: k.subject_ids,
          question_ids: k.question_ids,
          children: [],
        })),
      };
    });
}

/** The question groups of an exam the user's marking permission (阅卷) covers. */
function markedQuestions(store: Store, chains: Map<number, TreeNode[]>, exam: ExamRecord, userId: number): S['ExamQuestion'][] {
  const granted = new Set(
    (store.data.examPermission.grants.get(grantKey(exam.exam_id, userId)) ?? [])
      .filter((g) => chains.get(g.permission_id)?.at(-1)?.permission_url === MARKING_URL)
      .flatMap((g) => g.question_ids),
  );
  return exam.subjects.flatMap((s) =>
    (store.data.examConfig.subjects.get(configKey(exam.exam_id, s.subject_id))?.questions ?? [])
      .filter((q) => granted.has(q.question_id))
      .map((q) => ({
        exam_id: exam.exam_id,
        subject_id: s.subject_id,
        question_id: q.question_id,
        question_name: q.question_name,
        ...(q.content.mark_mode ? { mark_mode: q.content.mark_mode } : {}),
      })),
  );
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
    // Only a marking teacher's (type 4) menus come from the exam permissions; other roles use their pages.
    const chains = session.user_type === '4' ? treeChains(store) : undefined;
    return ok({
      totalrecords: list.length,
      datalist: pageItems.map((e) => examView(store, e)),
      otherInfo: {
        perms: chains ? pageItems.flatMap((e) => examPerms(store, chains, e.exam_id, session.user_id)) : [],
        questions: chains ? pageItems.flatMap((e) => markedQuestions(store, chains, e, session.user_id)) : [],
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
    const named = typedNames({ examname: [body.examname, '请填写考试名称'] });
    if ('error' in named) return fail(named.error);
    const subjects = body.subjects.map((subject_id, i) => ({
      subject_id,
      subject_name: body.exam_subject_names[i]?.trim() || (store.data.tags.find((t) => t.tag_id === subject_id)?.tag_name ?? ''),
    }));
    if (subjects.some((s) => !s.subject_name)) return fail('科目名称不能为空');
    const students = [...store.data.students.values()];
    const participants = (ids: number[], gradeNames: string[]) =>
      students.filter((s) => ids.includes(s.unit_id) && gradeNames.includes(store.data.grades.get(s.grade_id)?.grade ?? '')).length;
    const fields = {
      exam_name: named.examname,
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

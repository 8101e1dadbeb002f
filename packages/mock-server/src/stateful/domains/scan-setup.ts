// What connectScanner answers for an exam subject, from the subject's own records: its question groups and
// sub-questions as the exam configuration holds them (none while none is configured: what recognition reads), its
// template page count (the uploaded template images), its paper properties (scan_prop with the spec's
// defaults filled in, mask_area, code type and direction, strict mode, sub-subjects) and the session user's scan
// permissions (spec 3 §6: user types 1, 2 and 6, the exam's creator and administrators, the subject's scan staff and
// holders of the exam permission 207 试卷扫描 on the subject).
import type { components } from '@exam/sdk';
import { configKey, groupFullScore } from '../exam-config-store.ts';
import type { SubjectConfigRecord } from '../exam-config-store.ts';
import { grantKey } from '../exam-permission-store.ts';
import { staffKey } from '../staff-store.ts';
import type { ExamRecord, Session, Store } from '../store.ts';

type S = components['schemas'];

/** The exam permission '试卷扫描' (/exam/scanView, data scope 2: per subject). */
export const SCAN_PERMISSION_ID = 207;
/** User types that may scan every exam (spec 3 §6: they also choose any school in school scan). */
const PRIVILEGED_TYPES: readonly string[] = ['1', '2', '6'];

/** The spec's default scan properties (spec 3 §9 "Default paper-property values"). */
const SCAN_DEFAULTS = { cut_start: 0, scan_type: '3', scan_dpi: 200, scan_way: '2', scan_color: 2, scan_paper_size: 3, recognize_type: 1, template_type: 1 } as const;

const configOf = (store: Store, examId: number, subjectId: number): SubjectConfigRecord | undefined => store.data.examConfig.subjects.get(configKey(examId, subjectId));

/** The subject's scan properties with the defaults filled in; null before its paper properties are saved once. */
export function scanPropOf(store: Store, examId: number, subjectId: number): S['ScanProp'] | null {
  const config = configOf(store, examId, subjectId);
  const stored = config?.prop?.scan_prop;
  if (!config?.prop) return null;
  const length = stored?.student_id_length ?? config.sheet?.studentIdLength;
  return { ...SCAN_DEFAULTS, ...(length !== undefined ? { student_id_length: length, cut_end: length } : {}), ...structuredClone(stored ?? {}) };
}

/** The paper properties the scanner view uses; null before they are saved once. */
export function scanSubjectProp(store: Store, examId: number, subjectId: number): S['ScanSubjectProp'] | null {
  const prop = configOf(store, examId, subjectId)?.prop;
  const scan_prop = scanPropOf(store, examId, subjectId);
  if (!prop || !scan_prop) return null;
  return {
    sub_prop: prop.has_sub === 1 && prop.sub_prop?.length ? structuredClone(prop.sub_prop) : null,
    scan_prop,
    mask_area: prop.mask_area?.length ? prop.mask_area.map((a) => ({ x: a.x, y: a.y, w: a.w, h: a.h, p: a.p ?? 0 })) : null,
    code_type: prop.codeareatype === 2 ? 2 : 1,
    code_direction: prop.codeareadirection === 1 ? 1 : 2,
    strict_mode: prop.strict_mode === 1 ? 1 : 0,
  };
}

/** The configured question groups and sub-questions; none while none is configured. */
export function scanQuestionInfo(store: Store, examId: number, subjectId: number): S['ScanQuestionInfo'] {
  const config = configOf(store, examId, subjectId);
  const ids = { exam_id: examId, subject_id: subjectId };
  if (config?.questions.length) {
    return {
      questions: config.questions.map((q) => {
        const c = q.content;
        const objective = q.question_type === 1;
        const content = objective
          ? { full_score: groupFullScore(q), marktype: c.marktype, omrfigure: c.omrfigure, coverage: c.coverage, coverage2: c.coverage2, uncoverage: c.uncoverage, uncoverage2: c.uncoverage2, depth: c.depth }
          : { full_score: groupFullScore(q) };
        const markMode = c.mark_mode ?? (objective ? 1 : undefined);
        return {
          question_id: q.question_id,
          ...ids,
          question_name: q.question_name,
          question_type: objective ? ('1' as const) : ('2' as const),
          question_area: structuredClone(q.question_area),
          ...(markMode ? { mark_mode: markMode } : {}),
          content: Object.fromEntries(Object.entries(content).filter(([, v]) => v !== undefined)),
        };
      }),
      subQuestions: config.questions.flatMap((q) =>
        q.subs.map((s) => ({
          subquestion_id: s.subquestion_id,
          question_id: q.question_id,
          ...ids,
          subquestion_num: s.subquestion_num,
          subquestion_name: s.subquestion_name,
          subquestion_area: structuredClone(s.subquestion_area),
          content: { ...(s.content.full_score !== undefined ? { full_score: s.content.full_score } : {}), is_multi: s.content.is_multi ?? false },
        })),
      ),
    };
  }
  // No groups configured: no questions (recognition reads none either; the printed sheet is not a configuration).
  return { questions: [], subQuestions: [] };
}

/** Number of template pages of the subject (its uploaded template images). */
export function templatePageCount(store: Store, examId: number, subjectId: number): number {
  return configOf(store, examId, subjectId)?.papers.length ?? 0;
}

/** Whether the session's user may scan the exam subject. */
export function maySubjectScan(store: Store, session: Session, exam: ExamRecord, subjectId: number): boolean {
  if (PRIVILEGED_TYPES.includes(session.user_type)) return true;
  const perms = store.data.examPermission;
  if (perms.creators.get(exam.exam_id) === session.user_id || (perms.managers.get(exam.exam_id) ?? []).includes(session.user_id)) return true;
  if ((store.data.staff.scanners.get(staffKey(exam.exam_id, subjectId)) ?? []).includes(session.user_id)) return true;
  return (perms.grants.get(grantKey(exam.exam_id, session.user_id)) ?? []).some((g) => g.permission_id === SCAN_PERMISSION_ID && g.subject_ids.includes(subjectId));
}

/** The session user's scan permissions in the exam: one entry per subject they may scan, with its scan properties. */
export function scanPermissions(store: Store, session: Session, exam: ExamRecord): S['ScanPermission'][] {
  return exam.subjects
    .filter((s) => maySubjectScan(store, session, exam, s.subject_id))
    .map((s) => ({ exam_id: exam.exam_id, subject_id: s.subject_id, scan_prop: scanPropOf(store, exam.exam_id, s.subject_id) }));
}

// The exam (and subject) the exam sub-pages work on. The exam list chooses it (selectionOf) and keeps it in the
// persisted app state (spec 1 §3 "Shared app state"); the sub-pages read it back with useExamSelection, which also
// loads the exam header (name and subjects) fresh from the server (spec 2 §7 loadexaminfo).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtom, useSetAtom } from 'jotai';
import { unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from './api';
import { appStateAtom, type AppState } from './appState';
import { isPrivileged } from './permissions';

export type ExamRow = Schemas['Exam'];
export type ExamInfo = Schemas['ExamInfo'];
export interface SubjectOption {
  subject_id: number;
  subject_name: string;
}
/** A school taking part in the exam (a joint exam has several). */
export interface SchoolOption {
  unit_id: number;
  unit_name: string;
}

/** The schools a user may work in: any of the exam's when privileged (spec 3 §6), else only their own (fixed). */
export interface SchoolScope {
  schools: SchoolOption[];
  /** The user's own school, when they may not choose. */
  fixed: SchoolOption | undefined;
}

export function schoolScope(user: { user_type: string; unit_id: number; unit_name?: string | null }, examSchools: readonly SchoolOption[]): SchoolScope {
  if (isPrivileged(user.user_type)) return { schools: [...examSchools], fixed: undefined };
  const own = examSchools.find((s) => s.unit_id === user.unit_id) ?? { unit_id: user.unit_id, unit_name: user.unit_name ?? String(user.unit_id) };
  return { schools: [own], fixed: own };
}

/** The exam's subjects as id and name pairs (from `subjects`, else the parallel id and name lists). */
export function subjectsOf(exam: Pick<ExamRow, 'subjects' | 'exam_subjects' | 'exam_subject_name'>): SubjectOption[] {
  if (exam.subjects?.length) return exam.subjects.map((s) => ({ subject_id: s.subject_id, subject_name: s.subject_name }));
  return (exam.exam_subjects ?? []).map((id, i) => ({ subject_id: id, subject_name: exam.exam_subject_name?.[i] ?? String(id) }));
}

/** The app state after choosing an exam in the exam list (and, for a subject's button, that subject). */
export function selectionOf(exam: ExamRow, subjectId?: number): AppState {
  const subjects = subjectsOf(exam);
  const subject = subjects.find((s) => s.subject_id === subjectId) ?? subjects[0];
  return {
    exam_id: exam.exam_id,
    exam_name: exam.exam_name,
    exam_type: exam.exam_type,
    exam_subject_ids: subjects.map((s) => s.subject_id),
    exam_subjects_name: subjects.map((s) => s.subject_name),
    exam_unit_id: exam.unit_id,
    exam_unit_name: exam.unit_name,
    exam_grades: exam.grades ?? [],
    exam_all_unit_ids: exam.unit_ids ?? [],
    exam_all_unit_names: exam.unit_names ?? [],
    subject_id: subject?.subject_id,
    subject_name: subject?.subject_name,
  };
}

export const examInfoQuery = (examid: number) =>
  queryOptions({
    queryKey: ['exam', examid, 'info'],
    queryFn: () => unwrap(api.POST('/api/common/loadexaminfo', { body: { examid }, ...withoutLoading() })),
  });

export interface ExamSelection {
  /** The chosen exam's id; undefined until an exam was chosen in the exam list. */
  examId: number | undefined;
  examName: string | undefined;
  /** The unit that holds the exam (its teachers are offered as marking teachers and scanners). */
  unitId: number | undefined;
  /** The exam's subjects: from the server once loaded, from the app state meanwhile. */
  subjects: SubjectOption[];
  /** The exam's schools, as the exam list kept them (exam_all_unit_ids and names). */
  schools: SchoolOption[];
  /** The chosen subject (the first of the exam's subjects when none or an unknown one is kept). */
  subjectId: number | undefined;
  subjectName: string | undefined;
  /** The exam header from the server (name, state, subjects). */
  info: ExamInfo | undefined;
  infoLoading: boolean;
  selectSubject: (subjectId: number) => void;
}

/**
 * The chosen exam: the app state's, or `addressed` when the page's address names one (the data check: each tab keeps
 * its own exam in its address). An exam other than the app state's has its name and subjects from the server only.
 */
export function useExamSelection(addressed?: number): ExamSelection {
  const [appState, setState] = useAtom(appStateAtom);
  const state: AppState = addressed === undefined || addressed === appState.exam_id ? appState : { exam_id: addressed };
  const examId = state.exam_id;
  const info = useQuery({ ...examInfoQuery(examId ?? 0), enabled: examId !== undefined });
  const kept = (state.exam_subject_ids ?? []).map((id, i) => ({ subject_id: id, subject_name: state.exam_subjects_name?.[i] ?? String(id) }));
  const subjects = info.data ? subjectsOf(info.data) : kept;
  const subject = subjects.find((s) => s.subject_id === state.subject_id) ?? subjects[0];
  return {
    examId,
    examName: info.data?.exam_name ?? state.exam_name,
    unitId: state.exam_unit_id ?? info.data?.unit_id,
    subjects,
    schools: (state.exam_all_unit_ids ?? []).map((id, i) => ({ unit_id: id, unit_name: state.exam_all_unit_names?.[i] ?? String(id) })),
    subjectId: subject?.subject_id,
    subjectName: subject?.subject_name,
    info: info.data,
    infoLoading: info.isPending && examId !== undefined,
    selectSubject: (subjectId) => {
      const next = subjects.find((s) => s.subject_id === subjectId);
      if (next) setState((s) => ({ ...s, subject_id: next.subject_id, subject_name: next.subject_name }));
    },
  };
}

/**
 * Chooses an exam (and, for a subject's button, that subject) the way the exam list does before it opens an exam
 * sub-page: the app state then holds selectionOf(exam, subjectId); the marking view settings are kept.
 */
export function useChooseExam(): (exam: ExamRow, subjectId?: number) => void {
  const setState = useSetAtom(appStateAtom);
  return (exam, subjectId) => setState((s) => ({ ...(s.markingConfig ? { markingConfig: s.markingConfig } : {}), ...selectionOf(exam, subjectId) }));
}

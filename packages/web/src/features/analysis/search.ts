// The analysis pages' search params: the exam and, on a per-subject report, the subject (validated while the app
// starts, so nothing heavy here).
import { digitsFilter, idFilter } from '../../lib/pagedList';

export const examSearch = (raw: Record<string, unknown>): { exam_id?: number } => {
  const examId = idFilter(raw.exam_id);
  return examId === undefined ? {} : { exam_id: examId };
};

export const subjectSearch = (raw: Record<string, unknown>): { exam_id?: number; subject_id?: number } => {
  const subjectId = idFilter(raw.subject_id);
  return { ...examSearch(raw), ...(subjectId === undefined ? {} : { subject_id: subjectId }) };
};

/** The student report: the exam and, for a teacher or administrator, the student (a student's own when absent). */
export const studentSearch = (raw: Record<string, unknown>): { exam_id?: number; student_number?: string } => {
  const number = digitsFilter(typeof raw.student_number === 'number' ? String(raw.student_number) : raw.student_number);
  return { ...examSearch(raw), ...(number === undefined ? {} : { student_number: number }) };
};

/** The school report: the exam and the school. */
export const unitSearch = (raw: Record<string, unknown>): { exam_id?: number; unit_id?: number } => {
  const unitId = idFilter(raw.unit_id);
  return { ...examSearch(raw), ...(unitId === undefined ? {} : { unit_id: unitId }) };
};

/** 班主任报告: the exam and the class. */
export const classSearch = (raw: Record<string, unknown>): { exam_id?: number; class_id?: number } => {
  const classId = idFilter(raw.class_id);
  return { ...examSearch(raw), ...(classId === undefined ? {} : { class_id: classId }) };
};

// The participant screen's pure rules (spec 2 §4, §5, §8): how a page's upload status reads, the status filter's
// codes, the list's search params, and the edit dialog's values, checks and the update it sends.
import type { Schemas } from '@exam/sdk';

export type ScanInfo = Schemas['ExamStudentScanInfo'];
export type StatusFilter = Schemas['UploadStatusFilter'];
export type ParticipantInfo = Schemas['ExamStudentInfo'];
export type SubjectUpdate = Schemas['ExamStudentSubjectUpdate'];

/** The status filter (spec 2 §4): -1 all, 1 uploaded, 2 not uploaded / recognition error / unrecognised, 3 match error. */
export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: -1, label: '全部' },
  { value: 1, label: '已上传' },
  { value: 2, label: '未上传/识别错误/未识别' },
  { value: 3, label: '匹配错误' },
];

export const ALL_STATUSES: StatusFilter = -1;

/** Spec 2 §5: adding participants needs at least one tick, and the exam. */
export const NO_TICK_TEXT = '请至少勾选一名学生';
export const MISSING_EXAM_TEXT = '缺少考试编号，请从考试管理重新进入';

export type { ParticipantSearch } from './search';

/** How a page's status shows: tone picks the colour, only submitted pages open the image. */
export type PageTone = 'absent' | 'missing' | 'unrecognised' | 'error' | 'uploaded';
export interface PageState {
  tone: PageTone;
  label: string;
  /** Whether the page image can be opened (only submitted pages). */
  viewable: boolean;
}

export const PAGE_TONE_COLOR: Record<PageTone, string> = {
  absent: 'orange',
  missing: 'gray',
  unrecognised: 'yellow',
  error: 'red',
  uploaded: 'green',
};

export const PAGE_NAMES: Record<1 | 2, string> = { 1: '正面', 2: '背面' };

/**
 * The status of one page of a student's sheet in one subject (spec 2 §4): no submit value = not taking the subject
 * (未参考, a warning); submit 0 = 未上传; submitted with status 1 = 未识别; status 3 = 识别错误 with its text; otherwise
 * 已上传. A submitted sheet whose page has no record (status 0 or null, e.g. the back of a single-sided upload)
 * reads 未上传 too, and cannot be opened.
 */
export function pageState(scan: ScanInfo | undefined, page: 1 | 2): PageState {
  if (scan?.submit === null || scan?.submit === undefined) return { tone: 'absent', label: '未参考', viewable: false };
  if (scan.submit === 0) return { tone: 'missing', label: '未上传', viewable: false };
  const status = page === 1 ? scan.page1_status : scan.page2_status;
  const err = (page === 1 ? scan.page1_err : scan.page2_err)?.trim();
  if (status === null || status === undefined || status === 0) return { tone: 'missing', label: '未上传', viewable: false };
  if (status === 1) return { tone: 'unrecognised', label: '未识别', viewable: true };
  if (status === 3) return { tone: 'error', label: err ? `识别错误：${err}` : '识别错误', viewable: true };
  return { tone: 'uploaded', label: '已上传', viewable: true };
}

/** The subjects a row's columns show: the filtered one, else every subject of the exam. */
export function shownSubjects<S extends { subject_id: number }>(subjects: readonly S[], subjectId: number | undefined): S[] {
  if (subjectId === undefined) return [...subjects];
  return subjects.filter((s) => s.subject_id === subjectId);
}

/** The subjects a delete applies to: the filtered one, else every subject of the exam. */
export function deleteSubjectIds(subjects: readonly { subject_id: number }[], subjectId: number | undefined): number[] {
  return subjectId === undefined ? subjects.map((s) => s.subject_id) : [subjectId];
}

// ---- The edit dialog ----

export interface SubjectEditValues {
  subject_id: number;
  subject_name: string;
  /** Ticked: the student takes the subject. */
  selected: boolean;
  /** Whether the student took the subject when the dialog opened (unticking it deletes data). */
  was_selected: boolean;
  student_id: string;
  room_name: string;
  /** Empty while not filled. */
  seat_num: number | '';
}

export interface EditValues {
  subjects: SubjectEditValues[];
}

export function editValues(info: ParticipantInfo): EditValues {
  const known = info.subjects.find((s) => s.student_id)?.student_id ?? '';
  return {
    subjects: info.subjects.map((s) => ({
      subject_id: s.subject_id,
      subject_name: s.subject_name,
      selected: s.selected,
      was_selected: s.selected,
      // A newly ticked subject starts with the student's exam number of another subject.
      student_id: s.student_id ?? known,
      room_name: s.room_name ?? '',
      seat_num: s.seat_num ?? '',
    })),
  };
}

/** The checks of the edit dialog, as form errors keyed by field path (e.g. `subjects.1.student_id`). */
export function editErrors(values: EditValues): Record<string, string> {
  const errors: Record<string, string> = {};
  values.subjects.forEach((s, i) => {
    if (!s.selected) return;
    const at = (field: string) => `subjects.${i}.${field}`;
    const number = s.student_id.trim();
    if (!number) errors[at('student_id')] = '请填写考号';
    else if (!/^\d+$/.test(number)) errors[at('student_id')] = '考号必须是数字';
    else if (number.length > 30) errors[at('student_id')] = '考号不能超过30个字符';
    const room = s.room_name.trim();
    if (room.length > 30) errors[at('room_name')] = '考场名称不能超过30个字符';
    if (s.seat_num !== '' && !(Number.isInteger(s.seat_num) && s.seat_num >= 1)) errors[at('seat_num')] = '座位号必须是正整数';
    else if (room && s.seat_num === '') errors[at('seat_num')] = '请填写座位号';
    else if (!room && s.seat_num !== '') errors[at('room_name')] = '请填写考场';
  });
  if (!values.subjects.some((s) => s.selected || s.was_selected)) errors.subjects = '请至少勾选一个科目';
  return errors;
}

/** The subjects the student had and leaves (their marking data goes too: asks for confirmation first). */
export function removedSubjects(values: EditValues): string[] {
  return values.subjects.filter((s) => s.was_selected && !s.selected).map((s) => s.subject_name);
}

/** What updateStudentInfo receives: every ticked subject, and every unticked one the student had, as a delete. */
export function updateData(values: EditValues): SubjectUpdate[] {
  return values.subjects.flatMap((s): SubjectUpdate[] => {
    if (!s.selected) return s.was_selected ? [{ subject_id: s.subject_id, delete: true }] : [];
    const room = s.room_name.trim();
    return [
      {
        subject_id: s.subject_id,
        student_id: s.student_id.trim(),
        room_name: room || null,
        seat_num: room && s.seat_num !== '' ? s.seat_num : null,
        delete: false,
      },
    ];
  });
}

/** Whether a student or exam number search is usable (digits only, as the contract's pattern says). */
export function numberSearchError(value: string): string | undefined {
  return value.trim() === '' || /^\d+$/.test(value.trim()) ? undefined : '学号/考号只能是数字';
}

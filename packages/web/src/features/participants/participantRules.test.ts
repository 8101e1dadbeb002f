import { describe, expect, it } from 'vitest';
import { participantSearch } from './search';
import {
  deleteSubjectIds,
  editErrors,
  editValues,
  numberSearchError,
  pageState,
  removedSubjects,
  shownSubjects,
  updateData,
  type EditValues,
  type ParticipantInfo,
  type ScanInfo,
  type SubjectEditValues,
} from './participantRules';

const scan = (patch: Partial<ScanInfo>): ScanInfo => ({
  subject_id: 2,
  student_id: '301010101',
  submit: 1,
  page1_status: 2,
  page1_err: null,
  page2_status: 2,
  page2_err: null,
  ...patch,
});

describe('page upload status (spec 2 §4)', () => {
  it('reads 未参考 without a submit value, as a warning that cannot be opened', () => {
    expect(pageState(undefined, 1)).toEqual({ tone: 'absent', label: '未参考', viewable: false });
    expect(pageState(scan({ submit: null }), 2)).toEqual({ tone: 'absent', label: '未参考', viewable: false });
    expect(pageState(scan({ submit: undefined }), 1).label).toBe('未参考');
  });

  it('reads 未上传 for submit 0, whatever the page says', () => {
    expect(pageState(scan({ submit: 0, page1_status: 2 }), 1)).toEqual({ tone: 'missing', label: '未上传', viewable: false });
  });

  it('reads 未识别, 识别错误 with the text, and 已上传 for submitted pages, which open', () => {
    expect(pageState(scan({ page1_status: 1 }), 1)).toEqual({ tone: 'unrecognised', label: '未识别', viewable: true });
    expect(pageState(scan({ page2_status: 3, page2_err: '客观题识别异常' }), 2)).toEqual({ tone: 'error', label: '识别错误：客观题识别异常', viewable: true });
    expect(pageState(scan({ page1_status: 3, page1_err: null }), 1).label).toBe('识别错误');
    expect(pageState(scan({}), 1)).toEqual({ tone: 'uploaded', label: '已上传', viewable: true });
    // Each page on its own: an error on the front leaves the back uploaded.
    expect(pageState(scan({ page1_status: 3, page1_err: 'x' }), 2).label).toBe('已上传');
  });

  it('reads 未上传 for a submitted sheet whose page has no record', () => {
    expect(pageState(scan({ page2_status: 0 }), 2)).toEqual({ tone: 'missing', label: '未上传', viewable: false });
    expect(pageState(scan({ page2_status: null }), 2).viewable).toBe(false);
  });
});

describe('list search params', () => {
  it('keeps known status codes and digit-only numbers', () => {
    expect(participantSearch.parse({ status: '3', stunum: '3010', subject_id: '2', page: '2' })).toEqual({ status: 3, stunum: '3010', subject_id: 2, page: 2 });
    expect(participantSearch.parse({ status: '-1', stunum: '30a' })).toEqual({ status: undefined, stunum: undefined });
    expect(participantSearch.parse({ status: 7 }).status).toBeUndefined();
  });

  it('checks the number search and picks the subjects of columns and deletes', () => {
    expect(numberSearchError('20260101')).toBeUndefined();
    expect(numberSearchError('')).toBeUndefined();
    expect(numberSearchError('2026a')).toBe('学号/考号只能是数字');
    const subjects = [{ subject_id: 1 }, { subject_id: 2 }, { subject_id: 3 }];
    expect(shownSubjects(subjects, undefined)).toHaveLength(3);
    expect(shownSubjects(subjects, 2)).toEqual([{ subject_id: 2 }]);
    expect(deleteSubjectIds(subjects, undefined)).toEqual([1, 2, 3]);
    expect(deleteSubjectIds(subjects, 3)).toEqual([3]);
  });
});

const info: ParticipantInfo = {
  student_number: '20260101',
  student_name: '李明',
  subjects: [
    { subject_id: 1, subject_name: '语文', selected: true, student_id: '301010101', room_name: '第01考场', seat_num: 1 },
    { subject_id: 2, subject_name: '数学', selected: true, student_id: '301010101', room_name: null, seat_num: null },
    { subject_id: 3, subject_name: '英语', selected: false, student_id: null, room_name: null, seat_num: null },
  ],
};

/** Changes one subject row of the dialog's values. */
function patch(values: EditValues, index: number, changes: Partial<SubjectEditValues>): void {
  values.subjects = values.subjects.map((s, i) => (i === index ? { ...s, ...changes } : s));
}

describe('edit dialog', () => {
  it('starts from the student, a new subject with the known exam number', () => {
    const v = editValues(info);
    expect(v.subjects[0]).toMatchObject({ selected: true, was_selected: true, student_id: '301010101', room_name: '第01考场', seat_num: 1 });
    expect(v.subjects[1]).toMatchObject({ room_name: '', seat_num: '' });
    expect(v.subjects[2]).toMatchObject({ selected: false, was_selected: false, student_id: '301010101' });
    expect(editErrors(v)).toEqual({});
  });

  it('states the rules of ticked subjects only', () => {
    const v = editValues(info);
    patch(v, 0, { student_id: '', room_name: '第01考场', seat_num: '' });
    patch(v, 1, { student_id: '30a', seat_num: 3 });
    patch(v, 2, { student_id: 'whatever' });
    expect(editErrors(v)).toEqual({
      'subjects.0.student_id': '请填写考号',
      'subjects.0.seat_num': '请填写座位号',
      'subjects.1.student_id': '考号必须是数字',
      'subjects.1.room_name': '请填写考场',
    });
    patch(v, 1, { student_id: '1'.repeat(31), room_name: '第02考场', seat_num: 0 });
    expect(editErrors(v)).toMatchObject({ 'subjects.1.student_id': '考号不能超过30个字符', 'subjects.1.seat_num': '座位号必须是正整数' });
  });

  it('sends ticked subjects, deletes the unticked ones the student had, and names them for the confirmation', () => {
    const v = editValues(info);
    patch(v, 0, { selected: false });
    patch(v, 1, { student_id: ' 301010199 ', room_name: ' 第02考场 ', seat_num: 5 });
    patch(v, 2, { selected: true });
    expect(removedSubjects(v)).toEqual(['语文']);
    expect(updateData(v)).toEqual([
      { subject_id: 1, delete: true },
      { subject_id: 2, student_id: '301010199', room_name: '第02考场', seat_num: 5, delete: false },
      { subject_id: 3, student_id: '301010101', room_name: null, seat_num: null, delete: false },
    ]);
  });
});


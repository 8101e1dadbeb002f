import { describe, expect, it } from 'vitest';
import { NO_FILTERS, filterOptions, filtersForRole, nextPage, userDetails, userSearch, withRole, type FilterParams } from './userFilters';

const params: FilterParams = {
  roles: [{ user_type: '4', user_type_name: '阅卷教师' }],
  schools: [{ school_id: 101, school_name: '临江市第一中学' }],
  class_leader: [
    { grade_id: 10, grade: '高一', class_id: 5011, class_name: '高一(1)班' },
    { grade_id: 20, grade: '高一', class_id: 6012, class_name: '高一(2)班' },
  ],
  grade_leader: [{ grade_id: 10, grade_name: '高一' }],
  subject_research: [{ subject_id: 4, subject_name: '物理' }],
  subject_class: [
    { grade_id: 10, class_id: 5011, subject_id: 2, grade_name: '高一', class_name: '高一(1)班', subject_name: '数学' },
    { grade_id: 10, class_id: 5011, subject_id: 5, grade_name: '高一', class_name: '高一(1)班', subject_name: '化学' },
    { grade_id: 11, class_id: 5111, subject_id: 3, grade_name: '高二', class_name: '高二(1)班', subject_name: '英语' },
  ],
};

describe('user filters by role', () => {
  it('shows the role’s own filter, all roles grade, subject and class', () => {
    expect(filtersForRole(11)).toEqual(['class_id']);
    expect(filtersForRole(5)).toEqual(['grade_id']);
    expect(filtersForRole(7)).toEqual(['subject_id']);
    expect(filtersForRole(8)).toEqual(['subject_class_id']);
    expect(filtersForRole(-1)).toEqual(['grade_id', 'subject_id', 'class_name']);
    expect(filtersForRole(4)).toEqual([]);
  });

  it('changing the role resets the other filters', () => {
    expect(withRole(8)).toEqual({ ...NO_FILTERS, role_id: 8 });
  });

  it('sends -1 for every filter the role does not show', () => {
    const filters = { ...NO_FILTERS, role_id: 8, school_id: 101, subject_class_id: 5011, grade_id: 10 };
    expect(userSearch(3001, 2, ' 王 ', filters)).toEqual({
      page: 2,
      pagesize: 100,
      exam_id: 3001,
      search: '王',
      role_id: 8,
      school_id: 101,
      class_id: -1,
      class_name: '-1',
      grade_id: -1,
      subject_id: -1,
      subject_class_id: 5011,
      all: -1,
    });
    expect(userSearch(3001, 1, '', { ...NO_FILTERS, class_name: '高一(1)班', grade_id: 10 })).toMatchObject({ class_name: '高一(1)班', grade_id: 10, class_id: -1 });
  });

  it('offers the choices of each filter', () => {
    expect(filterOptions(params, 'class_id', 11)).toEqual([
      { value: '5011', label: '高一(1)班' },
      { value: '6012', label: '高一(2)班' },
    ]);
    expect(filterOptions(params, 'grade_id', 5)).toEqual([{ value: '10', label: '高一' }]);
    // All roles: every grade known, same names told apart by id.
    expect(filterOptions(params, 'grade_id', -1)).toEqual([
      { value: '10', label: '高一（10）' },
      { value: '11', label: '高二' },
      { value: '20', label: '高一（20）' },
    ]);
    expect(filterOptions(params, 'subject_id', 7)).toEqual([{ value: '4', label: '物理' }]);
    expect(filterOptions(params, 'subject_id', -1).map((o) => o.label)).toEqual(['数学', '英语', '物理', '化学']);
    expect(filterOptions(params, 'subject_class_id', 8)).toEqual([
      { value: '5011', label: '高一(1)班（数学、化学）' },
      { value: '5111', label: '高二(1)班（英语）' },
    ]);
    expect(filterOptions(params, 'class_name', -1).map((o) => o.value)).toEqual(['高一(1)班', '高二(1)班', '高一(2)班']);
    expect(filterOptions(undefined, 'class_id', 11)).toEqual([]);
  });

  it('loads pages until the last', () => {
    expect(nextPage({ totalrecords: 250, totalpage: 3, datalist: [] }, 1)).toBe(2);
    expect(nextPage({ totalrecords: 250, totalpage: 3, datalist: [] }, 3)).toBeUndefined();
    expect(nextPage({ totalrecords: 101, datalist: [] }, 1)).toBe(2);
    expect(nextPage({ totalrecords: 0, totalpage: 0, datalist: [] }, 1)).toBeUndefined();
  });

  it('describes what a user leads, researches and teaches', () => {
    expect(
      userDetails({
        user_id: 1,
        user_name: '孙丽',
        user_account: 'sunli',
        class_leader: [{ grade: '高一', class_name: '高一(1)班' }],
        subject_class: [{ grade_id: 10, class_id: 5011, subject_id: 2, class_name: '高一(1)班', subject_name: '数学' }],
      }),
    ).toBe('班主任：高一(1)班；任教：高一(1)班数学');
  });
});

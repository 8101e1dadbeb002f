import { describe, expect, it } from 'vitest';
import type { Schemas } from '@exam/sdk';
import { ALL_PAGES, MARKING_TEACHER_PERMS, pagesOfType } from './fixtures.test-data';
import { canAddExam, choosesUnits, codeName, examActions, FALLBACK_STATE_NAMES, nextState, previousState, scannerSubjects, subjectActions, type ExamViewer } from './examRules';

type Perm = Schemas['ExamPermissionNode'];

const admin: ExamViewer = { userType: '2', pages: ALL_PAGES, perms: [] };
const teacher = (perms: Perm[] = MARKING_TEACHER_PERMS): ExamViewer => ({ userType: '4', pages: pagesOfType('4'), perms });
const exam = (exam_state: '1' | '2' | '3') => ({ exam_id: 3001, exam_state });

describe('exam buttons by state', () => {
  it('state 1: edit and delete, next but no previous', () => {
    expect(examActions(admin, '1')).toEqual(['students', 'permission', 'markingTeachers', 'questionGroups', 'scanStaff', 'report', 'next', 'edit', 'delete', 'dataCheck']);
  });
  it('state 2: both state changes, no edit or delete', () => {
    expect(examActions(admin, '2')).toEqual(['students', 'permission', 'markingTeachers', 'questionGroups', 'scanStaff', 'report', 'previous', 'next', 'dataCheck']);
  });
  it('state 3: no next state', () => {
    expect(examActions(admin, '3')).toEqual(['students', 'permission', 'markingTeachers', 'questionGroups', 'scanStaff', 'report', 'previous', 'dataCheck']);
  });
  it('page-guarded buttons need the page', () => {
    const pages = ALL_PAGES.filter((p) => p.permission_url !== '/exam/exampermission' && p.permission_url !== '/exam/viewDataAnalyseAndCheck');
    expect(examActions({ ...admin, pages }, '1')).toEqual(['students', 'markingTeachers', 'questionGroups', 'scanStaff', 'report', 'next', 'edit', 'delete']);
  });
  it('a marking teacher sees no management button, whatever her pages', () => {
    expect(examActions(teacher(), '1')).toEqual([]);
    expect(examActions({ ...teacher(), pages: ALL_PAGES }, '2')).toEqual([]);
  });
  it('a scanner (type 6) only has what its pages give and no unguarded management', () => {
    expect(examActions({ userType: '6', pages: pagesOfType('6'), perms: [] }, '1')).toEqual([]);
    expect(canAddExam('6')).toBe(false);
    expect(canAddExam('3')).toBe(true);
    expect(canAddExam('4')).toBe(false);
  });
  it('only types 1 and 2 choose exam units', () => {
    expect(['1', '2', '3', '4'].map(choosesUnits)).toEqual([true, true, false, false]);
  });
});

describe('subject buttons', () => {
  it('all six while the exam is open; template, stem and answers close at state 3', () => {
    expect(subjectActions(admin, exam('1'), 2)).toEqual(['template', 'stem', 'answers', 'scan', 'upload', 'absent']);
    expect(subjectActions(admin, exam('2'), 2)).toEqual(['template', 'stem', 'answers', 'scan', 'upload', 'absent']);
    expect(subjectActions(admin, exam('3'), 2)).toEqual(['scan', 'upload', 'absent']);
  });
  it('a scanner (type 6) scans, uploads and checks absentees by its pages', () => {
    expect(subjectActions({ userType: '6', pages: pagesOfType('6'), perms: [] }, exam('2'), 1)).toEqual(['scan', 'upload', 'absent']);
  });
  it('a marking teacher: only scan, only for subjects her scanner-login permission covers', () => {
    expect(subjectActions(teacher(), exam('2'), 2)).toEqual([]);
    const scan: Perm = { permission_id: 207, permission_name: '试卷扫描', permission_url: '/exam/scanView', permission_type: 3, exam_id: 3001, subject_ids: [2], question_ids: [], children: [] };
    expect(subjectActions(teacher([scan]), exam('2'), 2)).toEqual(['scan']);
    expect(subjectActions(teacher([scan]), exam('3'), 2)).toEqual(['scan']);
    expect(subjectActions(teacher([scan]), exam('2'), 1)).toEqual([]);
    // Another exam's permission does not count.
    expect(subjectActions(teacher([{ ...scan, exam_id: 3002 }]), exam('2'), 2)).toEqual([]);
  });
  it('finds the scanner permission at any depth', () => {
    const nested: Perm = {
      permission_id: 2,
      permission_name: '考试管理',
      permission_url: '/exam/mgeexam',
      permission_type: 3,
      exam_id: 3001,
      children: [{ permission_id: 207, permission_name: '试卷扫描', permission_url: '/exam/scanView', exam_id: 3001, subject_ids: [1, 3] }],
    };
    expect([...scannerSubjects([nested], 3001)]).toEqual([1, 3]);
    expect([...scannerSubjects(MARKING_TEACHER_PERMS, 3001)]).toEqual([]);
  });
});

describe('state names', () => {
  it('reads the code list, else the fallback names', () => {
    expect(codeName([{ code: '2', code_name: '阅卷中' }], '2', FALLBACK_STATE_NAMES)).toBe('阅卷中');
    expect(codeName(undefined, '3', FALLBACK_STATE_NAMES)).toBe('已结束');
    expect([nextState('1'), nextState('2'), nextState('3')]).toEqual(['2', '3', undefined]);
    expect([previousState('1'), previousState('2'), previousState('3')]).toEqual([undefined, '1', '2']);
  });
});

// Queries and calls of marking teacher management (spec 2 §2.3, §7 "Marking teachers"; 15 per page, §9).
import { queryOptions } from '@tanstack/react-query';
import { download, multipartSerializer, unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';
import type { Round } from '../../lib/markRounds';

export type ExamTeacherRow = Schemas['ExamTeacher'];
export type StaffUser = Schemas['StaffUser'];
export type QuestionGroup = Schemas['TeacherQuestionGroup'];
export type RoundRow = Schemas['QuestionTeacherTurn'];
export type TurnCounts = Schemas['TeacherTurnNum'];

export const TEACHER_PAGE_SIZE = 15;
export const TEACHER_PAGE_SIZES: readonly number[] = [TEACHER_PAGE_SIZE];
/** What the export asks for: every row of the query, not one page. */
const WHOLE_LIST = 999999;


/** The batch dialog's query: a question group and a round, each optional (all). */
export interface RoundFilter {
  question_id: number | null;
  turn: Round | null;
}

export const markingTeacherKeys = {
  all: ['markingTeachers'] as const,
  subject: (examid: number, subjectid: number) => ['markingTeachers', examid, subjectid] as const,
};

export const examTeacherListQuery = (p: Schemas['LoadExamTeacherRequest']) =>
  queryOptions({
    queryKey: [...markingTeacherKeys.subject(p.examid, p.subjectid), 'list', p] as const,
    queryFn: () => unwrap(api.POST('/api/exam/loadexamteacher', { body: p, ...withoutLoading() })),
  });

export const unitTeacherQuery = (p: Schemas['LoadUnitTeacherRequest']) =>
  queryOptions({
    queryKey: [...markingTeacherKeys.subject(p.examid, p.subjectid), 'unassigned', p] as const,
    queryFn: () => unwrap(api.POST('/api/exam/loadunitteacher', { body: p, ...withoutLoading() })),
    staleTime: 0,
  });

export const questionGroupsQuery = (examid: number, subjectid: number) =>
  queryOptions({
    queryKey: [...markingTeacherKeys.subject(examid, subjectid), 'groups'] as const,
    queryFn: () => unwrap(api.POST('/api/exam/loadExamSubjectQuestionGroup', { body: { examid, subjectid }, ...withoutLoading() })),
  });

export const teacherRoundsQuery = (examid: number, subjectid: number, teacherid: number) =>
  queryOptions({
    queryKey: [...markingTeacherKeys.subject(examid, subjectid), 'teacherRounds', teacherid] as const,
    queryFn: () => unwrap(api.POST('/api/exam/loadTeacherQuestionGroup', { body: { examid, subjectid, teacherid }, ...withoutLoading() })),
    // The dialog starts from what the server holds now, never from an earlier opening.
    gcTime: 0,
  });

export const roundListQuery = (exam_id: number, subject_id: number, filter: RoundFilter, page: number) =>
  queryOptions({
    queryKey: [...markingTeacherKeys.subject(exam_id, subject_id), 'rounds', filter, page] as const,
    queryFn: () =>
      unwrap(
        api.POST('/api/exam/listExamQuestionTeacher', {
          body: { exam_id, subject_id, question_id: filter.question_id, turn: filter.turn, page, pagesize: TEACHER_PAGE_SIZE },
          ...withoutLoading(),
        }),
      ),
  });

export const saveTeachers = (examid: number, subjectid: number, teacherList: number[]) =>
  unwrap(api.POST('/api/exam/saveteacher', { body: { examid, subjectid, teacherList } }));
export const deleteTeacher = (examid: number, subjectid: number, teacherid: number) =>
  unwrap(api.POST('/api/exam/delteacher', { body: { teacherid, examid, subjectid } }));
export const forceLogout = (teacherid: number) => unwrap(api.POST('/api/exam/forceLogout', { body: { teacherid } }));
export const saveTeacherRounds = (body: Schemas['SaveTeacherQuestionRequest']) => unwrap(api.POST('/api/exam/saveTeacherQuestion', { body }));
export const batchCreateTeachers = (body: Schemas['BatchCreateTeacherRequest']) => unwrap(api.POST('/api/exam/batchCreateTeacher', { body }));
export const deleteTeacherRound = (body: Schemas['DelTeacherTurnRequest']) => unwrap(api.POST('/api/exam/delTeacherTurn', { body }));

/** Only the chosen fields go along (an absent group or round means all). */
const chosen = (filter: RoundFilter) => ({
  ...(filter.question_id === null ? {} : { question_id: filter.question_id }),
  ...(filter.turn === null ? {} : { turn: filter.turn }),
});

export const downloadRounds = (exam_id: number, subject_id: number, filter: RoundFilter) =>
  download(
    api.GET('/api/exam/downloadTeacherTurn', {
      params: { query: { exam_id, subject_id, ...chosen(filter), page: 1, pagesize: WHOLE_LIST } },
      parseAs: 'blob',
      ...withoutLoading(),
    }),
  );

export const importRounds = (excelfile: File, exam_id: number, subject_id: number, filter: RoundFilter, page: number) =>
  unwrap(
    api.POST('/api/exam/importTeacher', {
      body: { excelfile, exam_id, subject_id, ...chosen(filter), page, pagesize: TEACHER_PAGE_SIZE } as unknown as Schemas['ImportTeacherRequest'],
      bodySerializer: multipartSerializer,
    }),
  );

// The calls of 标准卷管理, 样卷管理, 考生试题管理, 标准卷评分 and 试卷讲评's sample papers (paths/marking-papers.yaml).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';

export type MarkedPaper = Schemas['MarkedPaper'];
export type StandardPaper = Schemas['StandardPaper'];
export type SamplePaper = Schemas['SamplePaper'];
export type SampleCategory = Schemas['SampleCategory'];
export type StudentQuestionStudent = Schemas['StudentQuestionStudent'];
export type StudentQuestionGroup = Schemas['StudentQuestionGroup'];

export const paperKeys = {
  all: ['markingPapers'] as const,
  marked: (examId: number, subjectId: number) => ['markingPapers', 'marked', examId, subjectId] as const,
  standard: (examId: number, subjectId: number) => ['markingPapers', 'standard', examId, subjectId] as const,
  sample: (examId: number, subjectId: number) => ['markingPapers', 'sample', examId, subjectId] as const,
  student: (examId: number, subjectId: number) => ['markingPapers', 'student', examId, subjectId] as const,
  grade: (examId: number, subjectId: number) => ['markingPapers', 'grade', examId, subjectId] as const,
  explain: (examId: number, subjectId: number) => ['markingPapers', 'explain', examId, subjectId] as const,
};

export const markedPapersQuery = (body: Schemas['MarkedPapersRequest']) =>
  queryOptions({
    queryKey: [...paperKeys.marked(body.exam_id, body.subject_id), body],
    queryFn: () => unwrap(api.POST('/api/netview/standardPaperManage/marked', { body, ...withoutLoading() })),
    placeholderData: keepPreviousData,
  });

export const standardListQuery = (exam_id: number, subject_id: number) =>
  queryOptions({
    queryKey: paperKeys.standard(exam_id, subject_id),
    queryFn: () => unwrap(api.POST('/api/netview/standardPaperManage/list', { body: { exam_id, subject_id }, ...withoutLoading() })),
  });

export const saveStandard = (body: Schemas['StandardPaperSaveRequest']) => unwrap(api.POST('/api/netview/standardPaperManage/save', { body }));
export const removeStandard = (body: Schemas['PaperOfGroupRequest']) => unwrap(api.POST('/api/netview/standardPaperManage/delete', { body }));
export const saveInterval = (body: Schemas['StandardIntervalRequest']) => unwrap(api.POST('/api/netview/standardPaperManage/setInterval', { body }));

export const sampleListQuery = (exam_id: number, subject_id: number) =>
  queryOptions({
    queryKey: paperKeys.sample(exam_id, subject_id),
    queryFn: () => unwrap(api.POST('/api/netview/samplePaperManage/list', { body: { exam_id, subject_id }, ...withoutLoading() })),
  });

export const saveSample = (body: Schemas['SamplePaperSaveRequest']) => unwrap(api.POST('/api/netview/samplePaperManage/save', { body }));
export const removeSample = (body: Schemas['PaperOfGroupRequest']) => unwrap(api.POST('/api/netview/samplePaperManage/delete', { body }));

export const studentQuestionQuery = (exam_id: number, subject_id: number, keyword: string) =>
  queryOptions({
    queryKey: [...paperKeys.student(exam_id, subject_id), keyword],
    queryFn: () => unwrap(api.POST('/api/netview/studentQuestionManage/list', { body: { exam_id, subject_id, keyword }, ...withoutLoading() })),
    enabled: keyword.trim() !== '',
  });

export const editStudentScore = (body: Schemas['StudentScoreEditRequest']) => unwrap(api.POST('/api/netview/studentQuestionManage/editScore', { body }));

export const standardGradeQuery = (exam_id: number, subject_id: number) =>
  queryOptions({
    queryKey: paperKeys.grade(exam_id, subject_id),
    queryFn: () => unwrap(api.POST('/api/quality/standardGrade', { body: { exam_id, subject_id }, ...withoutLoading() })),
    retry: false,
  });

export const explainSamplesQuery = (exam_id: number, subject_id: number) =>
  queryOptions({
    queryKey: paperKeys.explain(exam_id, subject_id),
    queryFn: () => unwrap(api.POST('/api/analysis/paperexplain/samples', { body: { exam_id, subject_id }, ...withoutLoading() })),
  });

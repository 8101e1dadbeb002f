// Calls of the objective answer screen (spec 2 §7 "Objective answers"): the groups and their answers per exam subject,
// the save, the answer workbook template and its import.
import { queryOptions } from '@tanstack/react-query';
import { download, multipartSerializer, unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';

export const answerKeys = {
  all: ['objective-answers'] as const,
  subject: (examid: number, subjectid: number) => ['objective-answers', examid, subjectid] as const,
};

export const objectiveAnswersQuery = (examid: number, subjectid: number) =>
  queryOptions({
    queryKey: answerKeys.subject(examid, subjectid),
    queryFn: () => unwrap(api.POST('/api/exam/subquestionanswer/loadsubquestionforanswer', { body: { examid, subjectid }, ...withoutLoading() })),
  });

export const saveObjectiveAnswers = (body: Schemas['SaveObjectiveAnswerRequest']) =>
  unwrap(api.POST('/api/exam/subquestionanswer/saveobjectiveanswer', { body }));

export const downloadAnswerTemplate = (examid: number, subjectid: number) =>
  download(api.POST('/api/exam/subquestionanswer/downloadobjectiveanswerTemplate', { body: { examid, subjectid }, parseAs: 'blob', ...withoutLoading() }));

export const importObjectiveAnswers = (excelfile: File, examid: number, subjectid: number) =>
  unwrap(api.POST('/api/exam/subquestionanswer/importObjectiveAnswer', { body: { excelfile, examid, subjectid }, bodySerializer: multipartSerializer }));

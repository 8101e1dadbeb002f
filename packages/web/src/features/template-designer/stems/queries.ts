// Calls of the question-stem page (exam/question-info-paper, the template domain's x-inferred stem calls): the
// subject's question groups with their stems, saving a group's regions, uploading and removing its stem image. The
// template images and their pages are the designer's (templatePapersQuery, templatePagesQuery in ../queries).
import { queryOptions } from '@tanstack/react-query';
import { multipartSerializer, unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../../lib/api';

export type QuestionStem = Schemas['QuestionStem'];

export const stemKeys = {
  subject: (examid: number, subjectid: number) => ['question-stems', examid, subjectid] as const,
};

export const questionStemsQuery = (examid: number, subjectid: number) =>
  queryOptions({
    queryKey: stemKeys.subject(examid, subjectid),
    queryFn: () => unwrap(api.POST('/api/exam/loadquestionstem', { body: { examid, subjectid }, ...withoutLoading() })),
  });

/** The template images loaded in the browser as stitched pages (their sizes come from the images). */

export const saveQuestionStem = (body: Schemas['SaveQuestionStemRequest']) => unwrap(api.POST('/api/exam/savequestionstem', { body }));

export const uploadQuestionStem = (body: Schemas['UploadQuestionStemForm']) =>
  unwrap(api.POST('/api/exam/uploadquestionstem', { body, bodySerializer: multipartSerializer }));

export const deleteQuestionStem = (body: Schemas['DelQuestionStemRequest']) => unwrap(api.POST('/api/exam/delquestionstem', { body }));

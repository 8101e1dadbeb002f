// Calls of the question-stem page (exam/question-info-paper, the template domain's x-inferred stem calls): the
// subject's question groups with their stems, the pages the template images make once loaded in the browser (the
// images themselves: the designer's templatePapersQuery), saving a group's regions, uploading and removing its stem
// image.
import { queryOptions } from '@tanstack/react-query';
import { multipartSerializer, unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../../lib/api';
import { loadPages } from '../canvas/images';

export type QuestionStem = Schemas['QuestionStem'];

export const stemKeys = {
  all: ['question-stems'] as const,
  subject: (examid: number, subjectid: number) => ['question-stems', examid, subjectid] as const,
};

export const questionStemsQuery = (examid: number, subjectid: number) =>
  queryOptions({
    queryKey: stemKeys.subject(examid, subjectid),
    queryFn: () => unwrap(api.POST('/api/exam/loadquestionstem', { body: { examid, subjectid }, ...withoutLoading() })),
  });

/** The template images loaded in the browser as stitched pages (their sizes come from the images). */
export const templatePagesQuery = (papers: readonly Schemas['SubjectPaper'][]) =>
  queryOptions({
    queryKey: [...stemKeys.all, 'pages', ...papers.map((p) => p.paper_image)],
    queryFn: () => loadPages(papers),
    staleTime: Infinity,
    // The page says which image failed (the loader's text) in place of the canvas.
    meta: { localErrors: true },
  });

export const saveQuestionStem = (body: Schemas['SaveQuestionStemRequest']) => unwrap(api.POST('/api/exam/savequestionstem', { body }));

export const uploadQuestionStem = (body: Schemas['UploadQuestionStemForm']) =>
  unwrap(api.POST('/api/exam/uploadquestionstem', { body, bodySerializer: multipartSerializer }));

export const deleteQuestionStem = (body: Schemas['DelQuestionStemRequest']) => unwrap(api.POST('/api/exam/delquestionstem', { body }));

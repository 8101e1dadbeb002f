// Calls of the template designer (spec 2 §7 "Template"): the subject's images, paper properties and question
// groups, and every change the screen makes to them. The screen reloads a list after each change (spec 2 §4).
import { queryOptions } from '@tanstack/react-query';
import { multipartSerializer, unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';
import { loadPages } from './canvas/images';
import type { RemoteMove } from './model/history';

export const templateKeys = {
  papers: (examid: number, subjectid: number) => ['template', examid, subjectid, 'papers'] as const,
  prop: (examid: number, subjectid: number) => ['template', examid, subjectid, 'prop'] as const,
  groups: (examid: number, subjectid: number) => ['template', examid, subjectid, 'groups'] as const,
  /** Decoded pages by their image URLs (the same images make the same pages for any screen). */
  pages: (images: readonly string[]) => ['template', 'pages', ...images] as const,
};

export const templatePapersQuery = (examid: number, subjectid: number) =>
  queryOptions({
    queryKey: templateKeys.papers(examid, subjectid),
    queryFn: () => unwrap(api.POST('/api/exam/loadexamsubjectpaper', { body: { examid, subjectid }, ...withoutLoading() })),
  });

export const subjectPropQuery = (examid: number, subjectid: number) =>
  queryOptions({
    queryKey: templateKeys.prop(examid, subjectid),
    queryFn: () => unwrap(api.POST('/api/exam/loadexamsubjectprop', { body: { examid, subjectid }, ...withoutLoading() })),
  });

export const templateGroupsQuery = (examid: number, subjectid: number) =>
  queryOptions({
    queryKey: templateKeys.groups(examid, subjectid),
    queryFn: () => unwrap(api.POST('/api/exam/loadexamsubjectquestion', { body: { examid, subjectid }, ...withoutLoading() })),
  });

/** The images as stitched pages (decoded for their sizes); the screens show their own failure in place of the canvas. */
export const templatePagesQuery = (papers: readonly Schemas['SubjectPaper'][]) =>
  queryOptions({
    queryKey: templateKeys.pages(papers.map((p) => p.paper_image)),
    queryFn: () => loadPages(papers),
    staleTime: Infinity,
    meta: { localErrors: true },
  });

/** One template image (png, jpeg or gif), added after the existing ones. */
export const uploadTemplateImage = (examid: number, subjectid: number, file: File) =>
  unwrap(
    api.POST('/api/exam/uploadexamsubjectpaper', {
      body: { imgfile: file, examid, subjectid },
      bodySerializer: multipartSerializer,
    }),
  );

/** 试识别: one sample sheet (its front, and its back when given) read with the saved template; nothing is stored. */
export const tryRecognize = (examid: number, subjectid: number, page1: File, page2?: File) =>
  unwrap(
    api.POST('/api/exam/tryrecognize', {
      body: { page1, ...(page2 ? { page2 } : {}), examid, subjectid },
      bodySerializer: multipartSerializer,
    }),
  );

export const moveTemplateImage = (examid: number, subjectid: number, srcid: number, tgtid: number, type: 'before' | 'after') =>
  unwrap(api.POST('/api/exam/changesubjectpaper', { body: { examid, subjectid, srcid, tgtid, type } }));

export const removeTemplateImage = (examid: number, paperid: number) => unwrap(api.POST('/api/exam/removesubjectpaper', { body: { examid, paperid } }));

export const saveSubjectProp = (body: Schemas['SaveSubjectPropRequest']) => unwrap(api.POST('/api/exam/savesubjectprop', { body }));

export const saveGroup = (body: Schemas['SaveSubjectQuestionRequest']) => unwrap(api.POST('/api/exam/savesubjectquestion', { body }));

export const saveSub = (body: Schemas['SaveSubjectSubQuestionRequest']) => unwrap(api.POST('/api/exam/savesubjectsubquestion', { body }));

export const deleteGroup = (examid: number, quesid: number) => unwrap(api.POST('/api/exam/delsubjectquestion', { body: { examid, quesid } }));

export const deleteSub = (examid: number, subid: number) => unwrap(api.POST('/api/exam/delsubjectsubquestion', { body: { examid, subid } }));

/** A tree move on the server (drag and drop, or its undo/redo). */
export const moveOnServer = (examid: number, m: RemoteMove) =>
  unwrap(
    api.POST(m.kind === 'group' ? '/api/exam/changesubjectquestion' : '/api/exam/changesubjectsubquestion', {
      body: { examid, srcid: m.src, tgtid: m.tgt, type: m.place },
    }),
  );

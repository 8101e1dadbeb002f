// Question stems (the stem configuration page exam/question-info-paper, x-inferred calls of the template domain): per
// question group of a subject the stem regions on the template pages and an uploaded stem image, kept on the group's
// record (exam-config-store.ts), so deleting the group, or the template images (which clears the groups), drops its
// stem. Stem images are served by URL like the template images (`stemUrl`).
import type { components } from '@exam/sdk';
import { stemUrl } from '../exam-config-store.ts';
import type { QuestionGroupRecord, SubjectConfigRecord } from '../exam-config-store.ts';
import type { Store } from '../store.ts';
import { fail, ok } from '../types.ts';
import type { Handlers } from '../types.ts';
import { cleanArea, pageProblem, readImage, subjectConfig } from './exam-config.ts';

type S = components['schemas'];

function stemView(config: SubjectConfigRecord, g: QuestionGroupRecord): S['QuestionStem'] {
  return {
    question_id: g.question_id,
    question_name: g.question_name,
    question_type: g.question_type,
    stem_area: structuredClone(g.stem_area ?? []),
    stem_image: g.stem_image ? stemUrl(config, g, g.stem_image) : null,
  };
}

function groupOf(store: Store, body: { examid: number; subjectid: number; quesid: number }): { config: SubjectConfigRecord; group: QuestionGroupRecord } | string {
  const found = subjectConfig(store, body.examid, body.subjectid);
  if (typeof found === 'string') return found;
  const group = found.config.questions.find((q) => q.question_id === body.quesid);
  return group ? { config: found.config, group } : '题组不存在';
}

export const questionStemHandlers: Handlers = {
  loadquestionstem({ body, store }) {
    const found = subjectConfig(store, body.examid, body.subjectid);
    if (typeof found === 'string') return fail(found);
    return ok(found.config.questions.map((g) => stemView(found.config, g)));
  },
  savequestionstem({ body, store }) {
    const found = groupOf(store, body);
    if (typeof found === 'string') return fail(found);
    for (const a of body.areas) {
      if (a.w <= 0 || a.h <= 0) return fail('题干区域的宽和高必须大于0');
      const problem = pageProblem(found.config, a, '题干区域');
      if (problem) return fail(problem);
    }
    found.group.stem_area = body.areas.map(cleanArea);
    return ok('保存成功');
  },
  async uploadquestionstem({ body, store }) {
    const found = groupOf(store, body);
    if (typeof found === 'string') return fail(found);
    const image = await readImage(body.imgfile, 'stem');
    if (typeof image === 'string') return fail(image);
    const version = (found.group.stemUploads ?? 0) + 1;
    found.group.stemUploads = version;
    found.group.stem_image = { version, file_name: image.name, contentType: image.contentType, bytes: image.bytes };
    return ok('上传成功');
  },
  delquestionstem({ body, store }) {
    const found = groupOf(store, body);
    if (typeof found === 'string') return fail(found);
    if (body.target !== 'image') found.group.stem_area = [];
    if (body.target !== 'area') delete found.group.stem_image;
    return ok('删除成功');
  },
};

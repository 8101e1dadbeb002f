// Calls of the question-group configuration screen (spec 2 §7 "Question-group configuration"): the marking groups
// (15 per page, §9) and the sub-questions of a subject's paper, creating, renaming and deleting groups, adding the
// ticked sub-questions to a group, removing one, and generating the groups from the big-question names. The paper is
// the subject's template (loadexamsubjectpaper): creating a group needs one (spec 2 §5).
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';

export type MarkingGroup = Schemas['SubQuestionGroup'];
export type ConfigSubQuestion = Schemas['ConfigSubQuestion'];

export const GROUP_PAGE_SIZE = 15;
/** The checkbox tree shows every sub-question of the paper at once. */
const ALL_SUBQUESTIONS = 10_000;

export const groupKeys = {
  subject: (examid: number, subjectid: number) => ['question-groups', examid, subjectid] as const,
  papers: (examid: number, subjectid: number) => ['question-groups', examid, subjectid, 'papers'] as const,
  groups: (examid: number, subjectid: number, paperid: number | null, page: number) => ['question-groups', examid, subjectid, 'groups', paperid, page] as const,
  subs: (examid: number, subjectid: number, paperid: number | null) => ['question-groups', examid, subjectid, 'subs', paperid] as const,
};

export const subjectPapersQuery = (examid: number, subjectid: number) =>
  queryOptions({
    queryKey: groupKeys.papers(examid, subjectid),
    queryFn: () => unwrap(api.POST('/api/exam/loadexamsubjectpaper', { body: { examid, subjectid }, ...withoutLoading() })),
  });

export const groupListQuery = (examid: number, subjectid: number, paperid: number | null, page: number) =>
  queryOptions({
    queryKey: groupKeys.groups(examid, subjectid, paperid, page),
    queryFn: () =>
      unwrap(api.POST('/api/subquestionconfig/getgrouplist', { body: { page, pagesize: GROUP_PAGE_SIZE, paperid, examid, subjectid }, ...withoutLoading() })),
  });

export const subQuestionsQuery = (examid: number, subjectid: number, paperid: number | null) =>
  queryOptions({
    queryKey: groupKeys.subs(examid, subjectid, paperid),
    queryFn: () =>
      unwrap(api.POST('/api/subquestionconfig/querysubquestions', { body: { page: 1, pagesize: ALL_SUBQUESTIONS, paperid, examid, subjectid }, ...withoutLoading() })),
  });

export const saveGroup = (body: Schemas['GroupFormRequest']) => unwrap(api.POST('/api/subquestionconfig/addorupdate', { body }));
export const addSubQuestions = (examid: number, subjectid: number, groupid: number, ids: readonly number[]) =>
  unwrap(api.POST('/api/subquestionconfig/addsubquestion', { body: { subquestions: ids.join(','), examid, groupid, subjectid } }));
export const deleteGroup = (examid: number, subjectid: number, groupid: number) =>
  unwrap(api.POST('/api/subquestionconfig/deletegroupquestion', { body: { examid, subjectid, groupid } }));
export const removeSubQuestion = (examid: number, subjectid: number, groupid: number, subquestionid: number) =>
  unwrap(api.POST('/api/subquestionconfig/deletesubgroupquestion', { body: { examid, subjectid, subquestionid, groupid } }));
export const autoGenerateGroups = (examid: number, subjectid: number) =>
  unwrap(api.POST('/api/subquestionconfig/autogenerategroups', { body: { examid, subjectid } }));

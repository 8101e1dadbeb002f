// Calls of the exam permission screen (spec 2 §7 "Exam permission"): the permission tree and the exam's subjects and
// question groups, the user list (100 a page, infinite scroll) and its filter options, a user's permissions and
// their save, the exam administrators and the exam subject researchers.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';
import { nextPage, userSearch, type UserFilters } from './userFilters';

export type StaffMember = Schemas['ExamStaffMember'];
export type SaveRequest = Schemas['SaveUserPermissionRequest'];

/** The three tabs: marking permissions, exam administrators, exam subject researchers. */
export type PermissionTab = 'permission' | 'manager' | 'researcher';

const body = (exam_id: number) => ({ body: { exam_id }, ...withoutLoading() });

export const permissionKeys = {
  all: (examId: number) => ['exam', examId, 'permission'] as const,
  users: (examId: number) => ['exam', examId, 'permission', 'users'] as const,
  userPermission: (examId: number, userId: number) => ['exam', examId, 'permission', 'user', userId] as const,
  managers: (examId: number) => ['exam', examId, 'permission', 'managers'] as const,
  researchers: (examId: number) => ['exam', examId, 'permission', 'researchers'] as const,
};

export const permissionTreeQuery = (examId: number) =>
  queryOptions({
    queryKey: [...permissionKeys.all(examId), 'tree'],
    queryFn: () => unwrap(api.POST('/api/exam/examPermission/list', body(examId))),
  });

export const subjectsAndQuestionsQuery = (examId: number) =>
  queryOptions({
    queryKey: [...permissionKeys.all(examId), 'subjects'],
    queryFn: () => unwrap(api.POST('/api/exam/examPermission/getSubjectAndQuestionsByExamId', body(examId))),
  });

export const filterParamsQuery = (examId: number) =>
  queryOptions({
    queryKey: [...permissionKeys.all(examId), 'filters'],
    queryFn: () => unwrap(api.POST('/api/exam/examPermission/getFilterParams', body(examId))),
  });

/**
 * The left user list: the marking permission tab pages the users that may be granted permissions (getUsers); the
 * administrator and researcher tabs page all users (getAllUsers). Both answer the same page (the contract leaves
 * which is which open).
 */
export const usersQuery = (examId: number, tab: PermissionTab, text: string, filters: UserFilters) =>
  infiniteQueryOptions({
    queryKey: [...permissionKeys.users(examId), tab, text.trim(), filters],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => {
      const search = { body: userSearch(examId, pageParam, text, filters), ...withoutLoading() };
      return unwrap(
        tab === 'permission' ? api.POST('/api/exam/examPermission/getUsers', search) : api.POST('/api/exam/examPermission/getAllUsers', search),
      );
    },
    getNextPageParam: (last, pages) => nextPage(last, pages.length),
  });

export const userPermissionQuery = (examId: number, userId: number) =>
  queryOptions({
    queryKey: permissionKeys.userPermission(examId, userId),
    queryFn: () => unwrap(api.POST('/api/exam/examPermission/getUserPermission', { body: { exam_id: examId, user_id: userId }, ...withoutLoading() })),
    staleTime: 0,
  });

export const saveUserPermission = (body: SaveRequest) => unwrap(api.POST('/api/exam/examPermission/saveUserPermission', { body }));

export const managersQuery = (examId: number) =>
  queryOptions({
    queryKey: permissionKeys.managers(examId),
    queryFn: () => unwrap(api.POST('/api/exam/examPermission/getExamManagers', body(examId))),
  });

export const researchersQuery = (examId: number) =>
  queryOptions({
    queryKey: permissionKeys.researchers(examId),
    queryFn: () => unwrap(api.POST('/api/exam/examPermission/getExamSubjectResearcher', body(examId))),
  });

export const addManager = (exam_id: number, user_id: number) => unwrap(api.POST('/api/exam/examPermission/addExamManager', { body: { exam_id, user_id } }));
export const removeManager = (exam_id: number, user_id: number) => unwrap(api.POST('/api/exam/examPermission/delExamManager', { body: { exam_id, user_id } }));
export const addResearcher = (exam_id: number, user_id: number, subject_id: number) =>
  unwrap(api.POST('/api/exam/examPermission/addExamSubjectResearcher', { body: { exam_id, user_id, subject_id } }));
export const removeResearcher = (exam_id: number, user_id: number, subject_id: number) =>
  unwrap(api.POST('/api/exam/examPermission/delExamSubjectResearcher', { body: { exam_id, user_id, subject_id } }));

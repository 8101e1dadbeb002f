// Queries and calls of teacher and user management (spec 1 §7 "Teachers"; 15 per page, options 15/30/50/100, §9).
import { queryOptions } from '@tanstack/react-query';
import { download, multipartSerializer, unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';

export type TeacherRow = Schemas['TeacherUser'];
export type TeacherSave = Schemas['TeacherSaveRequest'];
export type UnitGrade = Schemas['UnitGrade'];
export type ClassEntry = Schemas['ClassEntry'];
export type RoleCode = Schemas['UserType'];
export type Tag = Schemas['Tag'];

export const TEACHER_PAGE_SIZES: readonly number[] = [15, 30, 50, 100];
export const TEACHER_PAGE_SIZE = 15;


export type TeacherListParams = Schemas['LoadEduUserRequest'];

export const teacherKeys = { all: ['teauser'] as const, list: (p: TeacherListParams) => ['teauser', 'list', p] as const };

export const eduUnitTreeQuery = queryOptions({
  queryKey: ['teauser', 'unitTree'],
  queryFn: () => unwrap(api.GET('/api/info/user/loadtreeeduunit', withoutLoading())),
});

export const teacherListQuery = (p: TeacherListParams) =>
  queryOptions({
    queryKey: teacherKeys.list(p),
    queryFn: () => unwrap(api.POST('/api/info/user/loadeduuser', { body: p, ...withoutLoading() })),
  });

/** The grades and classes the role fields choose from; a unit that is no school has none (shown as empty lists). */
export const unitGradesQuery = (unit_id: number) =>
  queryOptions({
    queryKey: ['teauser', 'grades', unit_id],
    queryFn: () => unwrap(api.POST('/api/info/user/getUnitGradesAndClass', { body: { unit_id }, ...withoutLoading() })),
    meta: { localErrors: true },
    retry: false,
  });


export const saveTeacher = (body: TeacherSave) => unwrap(api.POST('/api/info/user/saveuser', { body }));
export const deleteTeacher = (user_id: number, unit_id: number) => unwrap(api.POST('/api/info/user/deluser', { body: { user_id, unit_id } }));
/** A blank new password makes the server use the platform's default password (spec 1 §9). */
export const resetTeacherPassword = (user_id: number, newpwd: string) =>
  unwrap(api.POST('/api/info/user/resetpwd', { body: { user_id, newpwd } }));
export const importTeachers = (excelfile: File, unitid: number) =>
  unwrap(
    api.POST('/api/info/user/importteacher', {
      body: { excelfile, unitid } as unknown as Schemas['ExcelImportRequest'],
      bodySerializer: multipartSerializer,
    }),
  );
export const downloadTeacherTemplate = () => download(api.GET('/api/info/user/downimporttemplate', { parseAs: 'blob', ...withoutLoading() }));

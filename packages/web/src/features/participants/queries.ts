// Queries and calls of the exam participant screen (spec 2 §7 "Participants"; 50 per page with 50–400, the add
// list 1000 per page, §9).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { download, multipartSerializer, unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';
import { askingBeforeMoves } from '../../lib/moveQuestion';

export type ParticipantRow = Schemas['ExamStudentRow'];
export type ExclusiveStudent = Schemas['ExclusiveStudent'];
export type ListParams = Schemas['LoadStuIncludeRequest'];
export type ExclusiveParams = Schemas['LoadStuExclusiveRequest'];

export const PARTICIPANT_PAGE_SIZES: readonly number[] = [50, 100, 200, 400];
export const PARTICIPANT_PAGE_SIZE = 50;
export const EXCLUSIVE_PAGE_SIZE = 1000;

export const participantKeys = {
  /** Everything of one exam's participants (invalidated after every change). */
  exam: (examid: number) => ['participants', examid] as const,
  list: (p: ListParams) => ['participants', p.examid, 'list', p] as const,
  exclusive: (p: ExclusiveParams) => ['participants', p.examid, 'exclusive', p] as const,
  info: (examid: number, student_number: string) => ['participants', examid, 'info', student_number] as const,
  paper: (p: Schemas['GetStudentPaperRequest']) => ['participants', p.exam_id, 'paper', p] as const,
};

export const participantListQuery = (p: ListParams) =>
  queryOptions({
    queryKey: participantKeys.list(p),
    queryFn: () => unwrap(api.POST('/api/examStudent/loadstuinclude', { body: p, ...withoutLoading() })),
  });

export const exclusiveQuery = (p: ExclusiveParams) =>
  queryOptions({
    queryKey: participantKeys.exclusive(p),
    queryFn: () => unwrap(api.POST('/api/examStudent/loadstuexclusive', { body: p, ...withoutLoading() })),
    placeholderData: keepPreviousData,
  });

/** The edit dialog's data; its failure is shown by the dialog. */
export const participantInfoQuery = (exam_id: number, student_number: string) =>
  queryOptions({
    queryKey: participantKeys.info(exam_id, student_number),
    queryFn: () => unwrap(api.POST('/api/examStudent/getStudentInfo', { body: { exam_id, student_number }, ...withoutLoading() })),
    meta: { localErrors: true },
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

/** A page image (base64 JPEG); its failure is shown by the image dialog. */
export const paperImageQuery = (p: Schemas['GetStudentPaperRequest']) =>
  queryOptions({
    queryKey: participantKeys.paper(p),
    queryFn: () => unwrap(api.POST('/api/examStudent/getStudentPaper', { body: p, ...withoutLoading() })),
    meta: { localErrors: true },
    retry: false,
    gcTime: 60_000,
  });

export const addParticipants = (body: Schemas['SaveStuRequest']) => unwrap(api.POST('/api/examStudent/savestu', { body }));
export const deleteParticipants = (body: Schemas['DelStuRequest']) => unwrap(api.POST('/api/examStudent/delstu', { body }));
/** Saves the edit dialog; moving the student's seat asks first (lib/moveQuestion) and sends again with confirmMove. */
export const updateParticipant = (body: Schemas['UpdateStudentInfoRequest']) =>
  askingBeforeMoves((confirmMove) => unwrap(api.POST('/api/examStudent/updateStudentInfo', { body: confirmMove ? { ...body, confirmMove } : body })));

/** The list's search fields sent with an import (the subject only when one is chosen). */
export interface ImportScope {
  examid: number;
  stuname: string;
  stunum: string;
  status: Schemas['UploadStatusFilter'];
  subject_id: number | undefined;
}

/** The import; moving seated students asks first (lib/moveQuestion) and sends again with confirmMove. */
export const importParticipants = (excelfile: File, scope: ImportScope) =>
  askingBeforeMoves((confirmMove) => {
    const body: Schemas['ImportStudentRelaRequest'] = { excelfile, ...scope, ...(confirmMove ? { confirmMove } : {}) };
    return unwrap(api.POST('/api/examStudent/importStudentRela', { body, bodySerializer: multipartSerializer }));
  });

/** The form-encoded variant: the exam numbers become the student numbers (of the chosen subject, or all). */
export const numbersFromStudentNumbers = (scope: ImportScope) => {
  const body: Schemas['ImportStudentRelaFormRequest'] = { ...scope, consistentWithStudentNumber: true };
  return unwrap(
    api.POST('/api/examStudent/importStudentRela', {
      body,
      bodySerializer: formEncoded,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  );
};

/** An application/x-www-form-urlencoded body: absent fields are left out, the others sent as text. */
export function formEncoded(fields: object): URLSearchParams {
  return new URLSearchParams(Object.entries(fields).flatMap(([k, v]): [string, string][] => (v === undefined || v === null ? [] : [[k, String(v)]])));
}

export const downloadImportTemplate = () =>
  download(api.POST('/api/examStudent/downImportTemplate', { parseAs: 'blob', ...withoutLoading() }));

// Calls of the fix dialogs (spec 3 §7.2): the student search and the not-scanned list (getNotScanStudentList), its
// download, uploaded and temporary page images (getpic, getTempPic), discarding temporary sheets (deleteTempPic),
// deleting an upload record (deletePicAndRollback) and moving an uploaded sheet to another number
// (modifyUploadedPaperSid). None shows the page-wide loading overlay: the dialogs show their own.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { download, unwrap, unwrapEnvelope, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../../lib/api';
import { serverText } from '../../../lib/errors';
import { SCAN_TEXTS } from '../scanTexts';

export type StudentListRequest = Schemas['ScanNotScanStudentListRequest'];
export type StudentRow = Schemas['ScanStudentRow'];
export type PageNumber = Schemas['ScanPageNumber'];

export const fixKeys = {
  students: (body: StudentListRequest) => ['scanView', 'fix', 'students', body] as const,
  uploaded: (examId: number, subjectId: number, studentId: string, page: PageNumber) => ['scanView', 'fix', 'uploaded', examId, subjectId, studentId, page] as const,
  temp: (examId: number, subjectId: number, studentId: string, page: PageNumber) => ['scanView', 'fix', 'temp', examId, subjectId, studentId, page] as const,
};

/** One page of students: the not-scanned list, or with `key` and `all` the student search. */
export const fetchStudents = (body: StudentListRequest) =>
  unwrap(api.POST('/api/scannerApi/getNotScanStudentList', { body, ...withoutLoading() }));

export const studentsQuery = (body: StudentListRequest) =>
  queryOptions({ queryKey: fixKeys.students(body), queryFn: () => fetchStudents(body), staleTime: 0, placeholderData: keepPreviousData });

/** The not-scanned list as a workbook (same body as the list). */
export const downloadNotScanned = (body: StudentListRequest) =>
  download(api.POST('/api/scannerApi/downloadNotScanStudentList', { body, parseAs: 'blob', ...withoutLoading() }));

async function dataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type || 'image/jpeg'};base64,${btoa(text)}`;
}

/** A page of the sheet already uploaded for an exam number, as an image source (failure: '获取已上传图片失败'). */
export const uploadedPageQuery = (examId: number, subjectId: number, studentId: string, page: PageNumber) =>
  queryOptions({
    queryKey: fixKeys.uploaded(examId, subjectId, studentId, page),
    queryFn: async () => {
      const { blob } = await download(
        api.POST('/api/scannerApi/getpic', { body: { exam_id: examId, subject_id: subjectId, student_id: studentId, page }, parseAs: 'blob', ...withoutLoading() }),
      );
      return dataUrl(blob);
    },
    staleTime: 0,
    meta: { localErrors: true },
  });

/** A page of a sheet the server holds but has not saved, as an image source ('图片为空' when it has none). */
export const tempPageQuery = (examId: number, subjectId: number, studentId: string, page: PageNumber) =>
  queryOptions({
    queryKey: fixKeys.temp(examId, subjectId, studentId, page),
    queryFn: async () => {
      const base64 = await unwrap(api.POST('/api/scannerApi/getTempPic', { body: { exam_id: examId, subject_id: subjectId, studentId, page }, ...withoutLoading() }));
      if (!base64) throw new Error(SCAN_TEXTS.emptyImage);
      return `data:image/jpeg;base64,${base64}`;
    },
    staleTime: Infinity,
    meta: { localErrors: true },
  });

/** Discards the temporary sheets held under these numbers. */
export const deleteTempPic = (examId: number, subjectId: number, studentIds: string[]) =>
  unwrap(api.POST('/api/scannerApi/deleteTempPic', { body: { exam_id: examId, subject_id: subjectId, studentIds: studentIds as [string, ...string[]] }, ...withoutLoading() }));

/**
 * The scanner view's removal of unsaved uploads (discard, 清空列表, the rows a rescan replaces): deleteTempPic, where
 * the server having nothing left under those numbers ('临时试卷不存在') is what was wanted.
 */
export const discardTempUploads = (examId: number, subjectId: number) => (studentIds: string[]) =>
  deleteTempPic(examId, subjectId, studentIds).catch((error: unknown) => {
    if (error instanceof Error && error.message.includes('临时试卷不存在')) return undefined;
    throw error;
  });

/** Deletes one uploaded page of an exam number and rolls its upload back. */
export const deletePicAndRollback = (examId: number, subjectId: number, studentId: string, page: PageNumber) =>
  unwrap(api.POST('/api/scannerApi/deletePicAndRollback', { body: { exam_id: examId, subject_id: subjectId, student_id: studentId, page }, ...withoutLoading() }));

/** Moves an uploaded sheet to another number: the server's msg and, on a new conflict, the displaced sheet's front. */
export async function modifyUploadedPaperSid(examId: number, subjectId: number, oldSid: string, newSid: string): Promise<{ msg: string | undefined; paperBase64: string | undefined }> {
  const envelope = await unwrapEnvelope(
    api.POST('/api/scannerApi/modifyUploadedPaperSid', { body: { exam_id: examId, subject_id: subjectId, oldSid, newSid }, ...withoutLoading() }),
  );
  return { msg: envelope.msg, paperBase64: envelope.result.paperBase64 || undefined };
}

/** A failure as the fix dialogs show it: the server's own text, else the spec's text for the action. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message === SCAN_TEXTS.emptyImage) return SCAN_TEXTS.emptyImage;
  return serverText(error) ?? fallback;
}

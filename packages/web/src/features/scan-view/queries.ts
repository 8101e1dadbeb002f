// Calls of the scanner view (spec 3 §7.2): the subject's scan setup, the upload of one sheet (putpic) and the
// scanner client download. Uploads never show the page-wide loading overlay: each row shows its own.
import { queryOptions } from '@tanstack/react-query';
import { download, multipartSerializer, unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';
import { base64Bytes } from './imageStore';
import type { PutPicResult, ScanType } from './intake';

export type ConnectScannerResult = Schemas['ConnectScannerResult'];

export const scanKeys = {
  setup: (examId: number, subjectId: number) => ['scanView', 'setup', examId, subjectId] as const,
  /** Upload progress (getsubjectinfo), per school in school scan: invalidate ['scanView', 'progress'] after saves and fixes. */
  progress: (examId: number, subjectId: number, examUnitId?: number) => ['scanView', 'progress', examId, subjectId, examUnitId ?? null] as const,
};

/** The subject's questions, template count, the user's scan permissions and the paper properties. */
export const scanSetupQuery = (exam_id: number, subject_id: number) =>
  queryOptions({
    queryKey: scanKeys.setup(exam_id, subject_id),
    queryFn: () => unwrap(api.POST('/api/exam/connectScanner', { body: { exam_id, subject_id } })),
    staleTime: 0,
  });

/** The scan type of the subject: its scan_prop, else global scan (spec 3 §9: default '3'). */
export function scanTypeOf(setup: ConnectScannerResult | undefined): ScanType {
  const type = setup?.subjectProp?.scan_prop?.scan_type;
  return type === '1' || type === '2' ? type : '3';
}

/** Whether the user may scan this exam subject (spec 3 §8.2 'no permission, please refresh the page' otherwise). */
export function mayScan(setup: ConnectScannerResult, examId: number, subjectId: number): boolean {
  return setup.scanPerm.some((p) => p.exam_id === examId && p.subject_id === subjectId);
}

/** base64 (no data: prefix) → a JPEG file named as the server expects (page1.jpg, page2.jpg). */
function jpeg(base64: string, name: string): File {
  return new File([base64Bytes(base64)], name, { type: 'image/jpeg' });
}

export interface SheetUpload {
  examId: number;
  subjectId: number;
  scanType: ScanType;
  isCover: boolean;
  realTimeAlign: boolean;
  pages: string[];
  studentId?: string;
  examUnitId?: number;
  /** The key of this upload of the sheet (putpic's upload_key): a retry sends the same key and gets the first answer. */
  uploadKey?: string;
}

/** Uploads one sheet (its front and optional back) and answers what the server made of it. */
export function uploadSheet(sheet: SheetUpload, signal?: AbortSignal): Promise<PutPicResult> {
  const [front = '', back] = sheet.pages;
  const body = {
    type: sheet.scanType,
    exam_id: sheet.examId,
    subject_id: sheet.subjectId,
    is_cover: sheet.isCover ? '1' : '0',
    page1: jpeg(front, 'page1.jpg'),
    ...(back ? { page2: jpeg(back, 'page2.jpg') } : {}),
    realTimeAlign: sheet.realTimeAlign,
    ...(sheet.studentId ? { student_id: sheet.studentId } : {}),
    ...(sheet.examUnitId !== undefined ? { exam_unit_id: sheet.examUnitId } : {}),
    ...(sheet.uploadKey ? { upload_key: sheet.uploadKey } : {}),
  };
  return unwrap(
    api.POST('/api/scannerApi/putpic', {
      body: body as unknown as Schemas['PutPicRequest'],
      bodySerializer: multipartSerializer,
      signal,
      ...withoutLoading(),
    }),
  );
}

/** Upload progress of the exam subject and, in school scan, of the chosen school (getsubjectinfo). */
export const scanProgressQuery = (exam_id: number, subject_id: number, exam_unit_id?: number) =>
  queryOptions({
    queryKey: scanKeys.progress(exam_id, subject_id, exam_unit_id),
    queryFn: () =>
      unwrap(
        api.POST('/api/scannerApi/getsubjectinfo', {
          body: { type: 'web', exam_id, subject_id, ...(exam_unit_id !== undefined ? { exam_unit_id } : {}) },
          ...withoutLoading(),
        }),
      ).then((r) => r.scan_count[0]),
  });

/** Room scan: the room of a recognised exam number, which becomes the current room, with its seats (getroominfo). */
export const loadRoomInfo = (exam_id: number, subject_id: number, student_id: string) =>
  unwrap(api.POST('/api/scannerApi/getroominfo', { body: { exam_id, subject_id, student_id }, ...withoutLoading() }));

export interface SaveRequest {
  examId: number;
  subjectId: number;
  studentIds: string[];
  examUnitId?: number;
  isCover: boolean;
  /** Sheets were processed as they uploaded: submit them; otherwise process and submit them now. */
  realTimeAlign: boolean;
}

/**
 * Saves recognised sheets: submitPaper when they were processed on upload (real-time), else fixAndDealPaper with
 * submit (spec 3 §7.2). Rejects with the server's reason (fixAndDealPaper's result.error included).
 */
export async function saveSheets(r: SaveRequest): Promise<void> {
  const common = { exam_id: r.examId, subject_id: r.subjectId, studentIds: r.studentIds, exam_unit_id: r.examUnitId ?? null };
  if (r.realTimeAlign) {
    await unwrap(api.POST('/api/scannerApi/submitPaper', { body: { ...common, is_cover: r.isCover ? '1' : '0' } }));
    return;
  }
  const result = await unwrap(api.POST('/api/scannerApi/fixAndDealPaper', { body: { ...common, submit: true } }));
  if (result.error) throw new Error(result.error);
}

/** Adds one scanned template page to the subject (template mode). */
export function uploadTemplatePage(examId: number, subjectId: number, base64: string, name: string): Promise<unknown> {
  return unwrap(
    api.POST('/api/exam/mgeexamsubjectpapers/uploadexamsubjectpaper', {
      body: { imgfile: jpeg(base64, name), examid: examId, subjectid: subjectId } as unknown as Schemas['UploadSubjectPaperForm'],
      bodySerializer: multipartSerializer,
      ...withoutLoading(),
    }),
  );
}

/** The scanner client installer of the scanner view (spec 3 §7.2: /api/common/download/4). */
export const downloadScannerClient = () =>
  download(api.POST('/api/common/download/{clientType}', { params: { path: { clientType: '4' } }, parseAs: 'blob', ...withoutLoading() }));

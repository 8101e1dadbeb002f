// Queries and calls of the manual paper upload (spec 2 §2.6, §7 "Upload"; 15 per page, §9). The upload itself goes
// through lib/upload (XMLHttpRequest) for its progress bar, typed by the same contract.
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';
import { postWithProgress, type MultipartBody, type UploadOptions } from '../../lib/upload';

export type UploadPaper = Schemas['UploadPaper'];
export type UploadedPaper = Schemas['UploadedPaperInfo'];
export type UploadedListParams = Schemas['UploadPaperInfoListRequest'];

export const UPLOAD_PAGE_SIZES: readonly number[] = [15];
export const UPLOAD_PAGE_SIZE = 15;
const UPLOAD_PATH = '/api/examupload/getuploadpapers';


export const uploadKeys = {
  all: ['examupload'] as const,
  papers: ['examupload', 'papers'] as const,
  list: (p: UploadedListParams) => ['examupload', 'list', p] as const,
};

/** Every paper the user may upload to (all exams); the screen keeps those of its exam and subject. */
export const paperListQuery = queryOptions({
  queryKey: uploadKeys.papers,
  queryFn: () => unwrap(api.POST('/api/examupload/getpaperlist', { body: {}, ...withoutLoading() })),
});

export const uploadedListQuery = (p: UploadedListParams) =>
  queryOptions({
    queryKey: uploadKeys.list(p),
    queryFn: () => unwrap(api.POST('/api/examupload/getuploadpaperinfolist', { body: p, ...withoutLoading() })),
  });

/** Sends the page images of one paper (one `uploadfiles` part each) and reports the bytes sent. */
export function uploadPapers(target: { examid: number; subjectid: number; paperid: number }, files: File[], options: UploadOptions) {
  const body: MultipartBody<typeof UPLOAD_PATH> = { ...target, uploadfiles: files, filesize: files.length };
  return unwrap(postWithProgress(UPLOAD_PATH, body, options));
}

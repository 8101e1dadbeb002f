// Queries and calls of scan-staff assignment (spec 2 §2.8, §7 "Scan staff"; 15 per page, §9).
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';

export type ScannerRow = Schemas['ExamScanner'];

export const SCANNER_PAGE_SIZE = 15;
export const SCANNER_PAGE_SIZES: readonly number[] = [SCANNER_PAGE_SIZE];


export const scanStaffKeys = {
  all: ['scanStaff'] as const,
  subject: (examid: number, subjectid: number) => ['scanStaff', examid, subjectid] as const,
};

export const scannerListQuery = (p: Schemas['LoadExamScannerRequest']) =>
  queryOptions({
    queryKey: [...scanStaffKeys.subject(p.examid, p.subjectid), 'list', p] as const,
    queryFn: () => unwrap(api.POST('/api/exam/loadexamscanner', { body: p, ...withoutLoading() })),
  });

export const unitScannerQuery = (p: Schemas['LoadUnitScannerRequest']) =>
  queryOptions({
    queryKey: [...scanStaffKeys.subject(p.examid, p.subjectid), 'unassigned', p] as const,
    queryFn: () => unwrap(api.POST('/api/exam/loadunitscanner', { body: p, ...withoutLoading() })),
    staleTime: 0,
  });

export const saveScanners = (examid: number, subjectid: number, teacherList: number[]) =>
  unwrap(api.POST('/api/exam/savescanner', { body: { examid, subjectid, teacherList } }));
export const deleteScanner = (examid: number, subjectid: number, teacherid: number) =>
  unwrap(api.POST('/api/exam/delscanner', { body: { teacherid, examid, subjectid } }));

// The absence check's seeded world (openapi/EXAMPLES.md "Absence check"): exam 3001 英语 has three saved sheets read
// with the absent mark (no answer marked): 苏海 301010115 and 孙旭昊 301010203 at 临江市第一中学, 周志鹏 301020305 at
// 临江市实验中学; every other participant without a saved sheet is not scanned (周杰 301010201 has a sheet with
// answers). 张浩 301020102 (not scanned) is already confirmed absent by 赵磊. The sheets count as scanned and
// recognised in the exam list.
import type { AbsenceData } from '../absence-store.ts';
import type { ExamConfigData } from '../exam-config-store.ts';
import type { ScanningData } from '../scanning-store.ts';
import { scanKey, sheetTemplate } from '../scanning-store.ts';
import type { ExamRecord } from '../store.ts';

const EXAM = 3001;
const ENGLISH = 3;
const MARKED = ['301010115', '301010203', '301020305'];

export function seedAbsence(scanning: ScanningData, world: { exams: Map<number, ExamRecord>; examConfig: ExamConfigData }): AbsenceData {
  const confirmations: AbsenceData['confirmations'] = new Map();
  const exam = world.exams.get(EXAM);
  if (!exam?.subjects.some((s) => s.subject_id === ENGLISH)) return { confirmations };
  const template = sheetTemplate(world.examConfig, EXAM, ENGLISH);
  const participant = (no: string) => scanning.participants.find((p) => p.exam_id === EXAM && p.subject_id === ENGLISH && p.student_id === no);
  let added = 0;
  for (const no of MARKED) {
    const key = scanKey(EXAM, ENGLISH, no);
    if (!participant(no) || scanning.scans.has(key)) continue;
    const blank = template.objective.questions.map(() => '');
    const spec = { examNumber: no, marks: blank };
    scanning.scans.set(key, {
      exam_id: EXAM,
      subject_id: ENGLISH,
      student_id: no,
      submit: 1,
      pages: {
        1: { status: 2, err: null, image: { sheet: { spec, side: 'front', template } }, answers: blank },
        2: { status: 2, err: null, image: { sheet: { spec, side: 'back', template } }, answers: null },
      },
    });
    added++;
  }
  const counts = exam.counts.get(ENGLISH);
  if (counts) exam.counts.set(ENGLISH, { ...counts, scan: counts.scan + added, recog: counts.recog + added });
  const zhang = participant('301020102');
  if (zhang) {
    confirmations.set(scanKey(EXAM, ENGLISH, zhang.student_id), {
      exam_id: EXAM,
      subject_id: ENGLISH,
      student_id: zhang.student_id,
      student_number: zhang.student_number,
      reason: 'notScanned',
      absent: true,
      user_name: '赵磊',
      time: '2026-11-06 10:20:00',
    });
  }
  return { confirmations };
}

// The marking records (marking-store.ts) a fresh store starts with: no marking yet, and the seeded 已阅卷 count of
// each exam subject standing for its first saved sheets (by exam number) marked before. Exam 3001 is being marked
// now: none of its papers is marked yet (its teachers' tasks start from the first paper).
import type { MarkingData } from '../marking-store.ts';
import type { ScanningData } from '../scanning-store.ts';
import { scanKey } from '../scanning-store.ts';
import type { ExamRecord } from '../store.ts';

export function seedMarking(scanning: ScanningData, exams: Map<number, ExamRecord>): MarkingData {
  const finishedBefore = new Set<string>();
  for (const exam of exams.values()) {
    for (const subject of exam.subjects) {
      const counts = exam.counts.get(subject.subject_id);
      if (!counts) continue;
      if (exam.exam_id === 3001) {
        exam.counts.set(subject.subject_id, { ...counts, marked: 0 });
        continue;
      }
      const saved = [...scanning.scans.values()]
        .filter((s) => s.exam_id === exam.exam_id && s.subject_id === subject.subject_id && s.submit === 1)
        .sort((a, b) => a.student_id.localeCompare(b.student_id));
      for (const s of saved.slice(0, counts.marked)) finishedBefore.add(scanKey(s.exam_id, s.subject_id, s.student_id));
    }
  }
  return { groups: new Map(), handouts: new Map(), reviewedAt: new Map(), finishedBefore };
}

// The example world's fully marked exam (issue 33): 2026年春季高二期末考试 (3003) of 临江市第一中学, every sheet saved and
// finally marked, its report generated (mock seed/scores.ts).
import type { ExamChoice } from '../flows';

export const EXAM_3003: ExamChoice = {
  exam_id: 3003,
  exam_name: '2026年春季高二期末考试',
  exam_subject_ids: [1, 2, 3, 4],
  exam_subjects_name: ['语文', '数学', '英语', '物理'],
  subject_id: 2,
  subject_name: '数学',
  exam_all_unit_ids: [101],
  exam_all_unit_names: ['临江市第一中学'],
};

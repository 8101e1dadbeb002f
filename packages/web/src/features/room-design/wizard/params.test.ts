import { describe, expect, it } from 'vitest';
import { EMPTY_PARAMS, NO_LAYOUT, arrangementParams, paramProblems, subjectBlocks, timeText } from './params';

const subjects = [
  { subject_id: 1, subject_name: '语文' },
  { subject_id: 2, subject_name: '数学' },
  { subject_id: 3, subject_name: '英语' },
  { subject_id: 4, subject_name: '物理' },
];
const times = [
  { subject_name: '语文', exam_start_time: '2026-11-05 08:00:00', exam_end_time: '2026-11-05 10:30:00', isReady: true },
  { subject_name: '数学', exam_start_time: '2026-11-05 10:00', exam_end_time: '2026-11-05 12:00', isReady: true },
  { subject_name: '英语', exam_start_time: '2026-11-06 08:00:00', exam_end_time: '2026-11-06 10:00:00', isReady: true },
  { subject_name: '物理', exam_start_time: null, exam_end_time: null, isReady: false },
];

describe('step 0 of the arrangement', () => {
  it('joins every failing rule in the spec order', () => {
    expect(paramProblems(EMPTY_PARAMS)).toEqual(['请选择考场模式', '请选择编排科目', '请选择排序方式']);
    expect(paramProblems({ mode: 'fixed', subjects: [2], order: 'score', scoreExams: {}, layout: NO_LAYOUT })).toEqual(['当排序方式为成绩时，请选择成绩作为排序依据的考试']);
    expect(paramProblems({ mode: 'fixed', subjects: [2], order: 'score', scoreExams: { '10_101': [] }, layout: NO_LAYOUT })).toEqual(['当排序方式为成绩时，请选择成绩作为排序依据的考试']);
    expect(paramProblems({ mode: 'rotation', subjects: [2], order: 'score', scoreExams: { '10_101': [3002] }, layout: NO_LAYOUT })).toEqual([]);
    expect(paramProblems({ mode: 'rotation', subjects: [2], order: 'random', scoreExams: {}, layout: NO_LAYOUT })).toEqual([]);
  });

  it('blocks a subject without exam times, or one overlapping a chosen subject, and never a chosen one', () => {
    const none = subjectBlocks(subjects, times, []);
    expect(none.get(1)).toBeNull();
    expect(none.get(4)).toBe('未设置考试时间，请先在“考试时间设置”中设置');
    const withChinese = subjectBlocks(subjects, times, [1]);
    expect(withChinese.get(2)).toBe('与已选科目语文的考试时间重叠');
    expect(withChinese.get(3)).toBeNull();
    expect(withChinese.get(1)).toBeNull();
    // Back-to-back times do not overlap.
    const touching = [...times.slice(0, 1), { subject_name: '数学', exam_start_time: '2026-11-05 10:30:00', exam_end_time: '2026-11-05 12:00:00', isReady: true }];
    expect(subjectBlocks(subjects, touching, [1]).get(2)).toBeNull();
  });

  it('shows a time as day and hours', () => {
    expect(timeText(times, '语文')).toBe('11-05 08:00–10:30');
    expect(timeText(times, '物理')).toBeNull();
  });

  it('gives each arranged pair its own score exams, and none for a pair without', () => {
    const scoreExams = { '10_101': [3002], '20_102': [3003, 3002], '30_103': [] };
    expect(arrangementParams({ mode: 'fixed', subjects: [2, 3], order: 'score', scoreExams, layout: NO_LAYOUT }, ['10_101', '20_102', '30_103'])).toEqual({
      arrangement_mode: 'fixed',
      arrangement_subjects: [2, 3],
      arrangement_order: 'score',
      arrangement_score_exam: { '10_101': [3002], '20_102': [3003, 3002] },
    });
    const random = arrangementParams({ mode: 'rotation', subjects: [1], order: 'random', scoreExams, layout: { ...NO_LAYOUT, serpentine: true } }, ['10_101']);
    expect(random).not.toHaveProperty('arrangement_score_exam');
    // A layout goes with the parameters only when one is chosen.
    expect(random.arrangement_layout).toEqual({ mix_classes: false, serpentine: true, every_other_seat: false });
  });
});

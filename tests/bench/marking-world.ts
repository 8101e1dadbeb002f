// The marking day the 阅卷进度 benchmarks run on: the stateful store with exam 3001 数学 grown by `papers` saved sheets
// (clones of a seeded one under new exam numbers), and 解答题17's marking records filled as teacher marking leaves them:
// 王芳 round 1 on 70 % of the papers, 孙丽 round 2 on 50 %, one in twenty of those 5 apart (round 8 open), one in a
// hundred reported abnormal. `markMore` marks a few more in round 1, as while teachers work.
import { silentLogger } from '@exam/mock-server';
import { createMswApp } from '@exam/mock-server/msw';
import { groupMarking, paperIdOf } from '../../packages/mock-server/src/stateful/marking-store.ts';

export function markingWorld(papers: number) {
  const app = createMswApp(undefined, silentLogger);
  const store = app.store;
  const scans = store.data.scanning.scans;
  const model = [...scans.values()].find((s) => s.exam_id === 3001 && s.subject_id === 2 && s.submit === 1);
  if (!model) throw new Error('no saved sheet of 3001 数学');
  for (let i = 0; i < papers; i++) {
    const student_id = `39${String(i).padStart(7, '0')}`;
    scans.set(`3001|2|${student_id}`, { exam_id: 3001, subject_id: 2, student_id, submit: 1, pages: model.pages });
  }
  const ids = [...scans.values()].filter((s) => s.exam_id === 3001 && s.subject_id === 2 && s.submit === 1).map((s) => paperIdOf(s));
  const noMarks = { markCount: 0, check: [], cross: [], customText: [], key_score: [], score: [], score_input: [] };
  const now = store.now();
  const mark = (paperId: string, turn: 1 | 2, user: number, total: number, at: number) =>
    groupMarking(store.data.marking, 803, paperId).entries.push({ user_id: user, turn, scores: [{ subquestion_id: 8301, score: total }], total, marks: noMarks, input_source: 3, submit_time: '2026-11-27 10:00:00', at, changes: 0 });
  ids.forEach((id, i) => {
    if (i % 10 < 7) mark(id, 1, 3105, i % 11, now - (i % 1200) * 1000);
    if (i % 10 < 5) mark(id, 2, 3108, i % 20 === 0 ? Math.max(0, (i % 11) - 5) : i % 11, now - (i % 900) * 1000);
    if (i % 100 === 7) groupMarking(store.data.marking, 803, id).abnormal = { user_id: 3108, turn: 2, reason: '图像模糊', time: '2026-11-27 10:00:00' };
  });
  /** Papers still waiting for round 1, in order. */
  let next = 0;
  const unmarked = ids.filter((_, i) => i % 10 >= 7);
  /** Marks `count` more papers in round 1 now; false once none is left. */
  const markMore = (count: number): boolean => {
    for (let k = 0; k < count; k++) {
      const id = unmarked[next++];
      if (!id) return false;
      mark(id, 1, 3105, 4, store.now());
    }
    return true;
  };
  return { app, store, papers: ids.length, markMore };
}

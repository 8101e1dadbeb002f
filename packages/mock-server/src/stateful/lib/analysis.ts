/**
 * The data-analysis run (spec 3 §2.6, §4.6, §7.5) and the test page's progress, as push-channel progress messages.
 *
 * Interface:
 *   interface AnalysisRow { [column: string]: unknown; subject_id?: number; subject_name?: string; student_id?: string;
 *                           student_name?: string; unit_name?: string; remark?: string; ... }  // AnalysisProblemRow
 *   ANALYSIS_CHECKS: readonly { index: number; title: string }[]        // the 12 checks, index 1–12, timeline order
 *   interface AnalysisSample { students: { student_id: string; student_name: string; unit_name: string }[];
 *                              subjects: { subject_id: number; subject_name: string }[];
 *                              teachers?: string[] }                    // whom the made-up rows talk about
 *   sampleProblems(examId: number, sample?: AnalysisSample): Map<number, AnalysisRow[]>
 *       // deterministic per exam id: 3–5 of the 12 checks (always check 3) get 1–14 rows each, the others none
 *   runAnalysis(options: { examId: number; publish: (msg: PushMessage) => void; stepMs?: number (default 200);
 *                          pagesize?: number (default 10); name?: string (default 'startAnalyse');
 *                          problems?: Map<number, AnalysisRow[]>;      // the store's own findings (default sampleProblems)
 *                          sample?: AnalysisSample; signal?: AbortSignal })
 *     : Promise<{ problems: Map<number, AnalysisRow[]> }>
 *       // one message per check, after stepMs each: { name, current: i, total: 12, title: '检查i：<check>',
 *       //   end: i === 12, otherInfo: 'i:<check>', totalrecords, datalist: first page, page: 1, pagesize }.
 *       // The map has an entry (maybe empty) for each of 1–12; keep it for the list call (pageRows).
 *       // An aborted signal stops the run before the next check (the promise still resolves, without end).
 *   pageRows<T>(rows: readonly T[], page: number, pagesize: number): { totalrecords: number; datalist: T[] }
 *   testProgress(publish: (msg: PushMessage) => void, options?: { total?: number (10); stepMs?: number (100);
 *                name?: string ('testProgress'); title?: string ('进度条测试') }): Promise<void>
 *       // messages current 0..total (0 first, then one per step), end on the last.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { PushMessage } from './push-hub.ts';
import { createRng } from './random.ts';

export interface AnalysisRow {
  [column: string]: unknown;
  subject_id?: number;
  subject_name?: string;
  question_id?: number;
  question_name?: string;
  turn?: 1 | 2 | 3 | 8 | 9;
  student_id?: string;
  student_name?: string;
  unit_name?: string;
  user_name?: string;
  score?: number | null;
  full_score?: number | null;
  remark?: string;
}

export interface AnalysisSample {
  students: { student_id: string; student_name: string; unit_name: string }[];
  subjects: { subject_id: number; subject_name: string }[];
  teachers?: string[];
}

export const ANALYSIS_CHECKS: readonly { index: number; title: string }[] = [
  { index: 1, title: '已扫描但未识别考号' },
  { index: 2, title: '考号重复' },
  { index: 3, title: '主观题得分是否超过满分' },
  { index: 4, title: '客观题是否有未识别选项' },
  { index: 5, title: '是否有考生未扫描' },
  { index: 6, title: '缺考标记与扫描结果是否一致' },
  { index: 7, title: '阅卷任务是否全部完成' },
  { index: 8, title: '双评分差是否超过阈值' },
  { index: 9, title: '仲裁任务是否全部完成' },
  { index: 10, title: '问题卷是否全部处理' },
  { index: 11, title: '成绩是否全部合成' },
  { index: 12, title: '试卷图片是否完整' },
];

const DEFAULT_SAMPLE: AnalysisSample = {
  students: [
    { student_id: '301010101', student_name: '李明', unit_name: '临江市第一中学' },
    { student_id: '301010102', student_name: '王小红', unit_name: '临江市第一中学' },
    { student_id: '301010201', student_name: '周杰', unit_name: '临江市第一中学' },
    { student_id: '301010202', student_name: '吴婷', unit_name: '临江市第一中学' },
    { student_id: '301020101', student_name: '李晓雨', unit_name: '临江市实验中学' },
    { student_id: '301020102', student_name: '张浩', unit_name: '临江市实验中学' },
  ],
  subjects: [
    { subject_id: 1, subject_name: '语文' },
    { subject_id: 2, subject_name: '数学' },
    { subject_id: 3, subject_name: '英语' },
  ],
  teachers: ['王芳', '陈静', '赵磊', '黄磊'],
};

const REMARKS: Record<number, string> = {
  1: '已扫描但未识别考号',
  2: '考号重复',
  3: '得分超过满分',
  4: '客观题存在未识别选项',
  5: '考生未扫描',
  6: '标记缺考但已扫描',
  7: '阅卷任务未完成',
  8: '双评分差超过阈值',
  9: '仲裁任务未完成',
  10: '问题卷未处理',
  11: '成绩未合成',
  12: '试卷图片缺失',
};

export function sampleProblems(examId: number, sample: AnalysisSample = DEFAULT_SAMPLE): Map<number, AnalysisRow[]> {
  const rng = createRng(`analysis:${examId}`);
  const others = rng.shuffle(ANALYSIS_CHECKS.map((c) => c.index).filter((i) => i !== 3));
  const failing = new Set([3, ...others.slice(0, rng.int(2, 4))]);
  const teachers = sample.teachers && sample.teachers.length > 0 ? sample.teachers : ['阅卷老师'];
  const map = new Map<number, AnalysisRow[]>();
  for (const { index } of ANALYSIS_CHECKS) {
    const rows: AnalysisRow[] = [];
    if (failing.has(index) && sample.students.length > 0 && sample.subjects.length > 0) {
      const count = rng.int(1, 14);
      for (let r = 0; r < count; r++) {
        const student = rng.pick(sample.students);
        const subject = rng.pick(sample.subjects);
        const row: AnalysisRow = { subject_id: subject.subject_id, subject_name: subject.subject_name, ...student, remark: REMARKS[index] ?? '' };
        if (index === 3 || index === 7 || index === 8 || index === 9) {
          const full = rng.pick([10, 12, 15]);
          Object.assign(row, {
            question_id: 800 + rng.int(1, 4),
            question_name: `解答题${rng.int(17, 22)}`,
            turn: index === 9 ? 3 : rng.pick([1, 2] as const),
            user_name: rng.pick(teachers),
            score: index === 3 ? full + rng.int(1, 5) : rng.int(0, full),
            full_score: full,
          });
        }
        rows.push(row);
      }
    }
    map.set(index, rows);
  }
  return map;
}

export function pageRows<T>(rows: readonly T[], page: number, pagesize: number): { totalrecords: number; datalist: T[] } {
  const p = Math.max(1, Math.floor(page));
  const size = Math.max(1, Math.floor(pagesize));
  return { totalrecords: rows.length, datalist: rows.slice((p - 1) * size, p * size) };
}

export async function runAnalysis(options: {
  examId: number;
  publish: (msg: PushMessage) => void;
  stepMs?: number;
  pagesize?: number;
  name?: string;
  problems?: Map<number, AnalysisRow[]>;
  sample?: AnalysisSample;
  signal?: AbortSignal;
}): Promise<{ problems: Map<number, AnalysisRow[]> }> {
  const stepMs = options.stepMs ?? 200;
  const pagesize = options.pagesize ?? 10;
  const name = options.name ?? 'startAnalyse';
  const found = options.problems ?? sampleProblems(options.examId, options.sample);
  const problems = new Map<number, AnalysisRow[]>();
  for (const { index } of ANALYSIS_CHECKS) problems.set(index, found.get(index) ?? []);
  const total = ANALYSIS_CHECKS.length;
  for (const { index, title } of ANALYSIS_CHECKS) {
    if (stepMs > 0) await sleep(stepMs);
    if (options.signal?.aborted) break;
    const rows = problems.get(index) ?? [];
    const first = pageRows(rows, 1, pagesize);
    options.publish({
      name,
      current: index,
      total,
      title: `检查${index}：${title}`,
      end: index === total,
      otherInfo: `${index}:${title}`,
      totalrecords: first.totalrecords,
      datalist: first.datalist,
      page: 1,
      pagesize,
    });
  }
  return { problems };
}

export async function testProgress(
  publish: (msg: PushMessage) => void,
  options: { total?: number; stepMs?: number; name?: string; title?: string } = {},
): Promise<void> {
  const total = Math.max(1, Math.floor(options.total ?? 10));
  const stepMs = options.stepMs ?? 100;
  const name = options.name ?? 'testProgress';
  const title = options.title ?? '进度条测试';
  for (let current = 0; current <= total; current++) {
    if (current > 0 && stepMs > 0) await sleep(stepMs);
    publish({ name, current, total, title, end: current === total });
  }
}

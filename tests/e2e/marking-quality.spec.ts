// Marking quality (issue 32) against the stateful mock: the quality pages show what the teachers submitted. In exam
// 3001 数学 (3 papers p0–p2) 解答题17 is set to a self-review every 2 papers with 自评误差 1; through the calls the
// marking canvas makes, 王芳 scores round 1 6, 9, 3 and gives p0 4 on its self-review, 孙丽 round 2 6, 3, 3 (her
// self-review of p0 6 again), 黄磊 decides p1 (9 against 3, beyond 误差分 3) with 8. Every figure expected below is
// worked out from these scores. In strict mode the pages say why they show nothing until every paper has its result.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './support/mock';
import { EXAM_3001, signIn } from './flows';
import { NO_MARKS, setQuestion17, teacherApi } from './support/marking';

const TASK = { exam_id: 3001, subject_id: 2, skip: [] };

/** Marks a round of a group to the end as a teacher: new papers get `scores` in turn, self-reviews `again(first paper index)`. */
async function markRound(call: TeacherCall, question: number, turn: number, order: string[], scores: number[], again: (i: number) => number) {
  for (;;) {
    const paper = (await call('/api/marking/nextpaper', { ...TASK, question_id: question, turn })).paper;
    if (!paper) return;
    if (!paper.self_review && !order.includes(paper.paper_id)) order.push(paper.paper_id);
    const i = order.indexOf(paper.paper_id);
    const score = paper.self_review ? again(i) : (scores[i] ?? 0);
    // The score on the first sub-question, 0 on the others.
    const subs = [...new Set(paper.sub_questions.map((q) => q.subQuestionId))];
    await call('/api/marking/submitmark', { paper_id: paper.paper_id, question_id: question, turn, scores: subs.map((id, k) => ({ subquestion_id: id, score: k === 0 ? score : 0 })), marks: NO_MARKS, input_source: 3 });
  }
}

type TeacherCall = Awaited<ReturnType<typeof teacherApi>>;

/** Runs `work` with a browser context signed in as a seeded teacher (one context each: a sign-in replaces the cookie). */
async function asTeacher<T>(browser: Browser, baseURL: string | undefined, ua: string, work: (call: TeacherCall) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL });
  try {
    return await work(await teacherApi(context.request, ua));
  } finally {
    await context.close();
  }
}

/** The marking of the header; returns p0–p2's ids. */
async function markTheDay(page: Page, browser: Browser, baseURL: string | undefined): Promise<string[]> {
  await setQuestion17(page, { remark_flag: true, remark_interval: 2, self_score_diff: 1, score_diff: 3 });
  const order: string[] = [];
  await asTeacher(browser, baseURL, 'wangfang', (call) => markRound(call, 803, 1, order, [6, 9, 3], () => 4));
  await asTeacher(browser, baseURL, 'sunli', (call) => markRound(call, 803, 2, order, [6, 3, 3], () => 6));
  await asTeacher(browser, baseURL, 'huanglei', (call) => markRound(call, 803, 8, order, [0, 8, 0], () => 0));
  expect(order).toHaveLength(3);
  return order;
}

const rowsOf = (page: Page, table: string) => page.getByRole('table', { name: table }).getByRole('row');
const cellsOf = (page: Page, table: string, n: number) => rowsOf(page, table).nth(n).getByRole('cell');

test('质量统计 (reached from the exam card’s 质量监控 menu): each teacher’s mean, spread, deviation and agreement as submitted', async ({ page, browser, baseURL }) => {
  await markTheDay(page, browser, baseURL);
  await signIn(page, undefined, { to: '/main/exam', exam: EXAM_3001 });
  const card = page.getByRole('article', { name: '2026年秋季高一期中联考', exact: true });
  await card.getByRole('group', { name: '考试菜单' }).getByRole('button', { name: '质量监控' }).click();
  await page.getByRole('menuitem', { name: '质量统计' }).click();
  await expect(page).toHaveURL(/\/main\/quality\/qualityStatistics$/);
  await expect(page.getByRole('heading', { level: 1, name: '质量统计' })).toBeVisible();
  await page.getByRole('combobox', { name: '科目' }).click();
  await page.getByRole('option', { name: '数学' }).click();

  await page.getByRole('combobox', { name: '题组' }).click();
  await page.getByRole('option', { name: '解答题17' }).click();
  // 题组 评卷模式 误差分 评分数 平均分 标准差: 7 marks 6 9 3 | 6 3 3 | 8.
  await expect(cellsOf(page, '各题组给分情况', 1)).toHaveText(['解答题17', '2+1', '3', '7', '5.43', '2.32']);
  // 教师 学校 题组 评分数 平均分 标准差 与题组均分差 双评份数 一致份数 一致率: p1 (9/3) beyond 误差分 3.
  await expect(cellsOf(page, '各教师评分质量', 1)).toHaveText(['王芳', '临江市第一中学', '解答题17', '3', '6', '2.45', '+0.57', '3', '2', '66.67%']);
  await expect(cellsOf(page, '各教师评分质量', 2)).toHaveText(['孙丽', '临江市第一中学', '解答题17', '3', '4', '1.41', '-1.43', '3', '2', '66.67%']);
  await expect(cellsOf(page, '各教师评分质量', 3)).toHaveText(['黄磊', '临江市实验中学', '解答题17', '1', '8', '0', '+2.57', '0', '0', '—']);
  await expect(page.getByRole('img', { name: '各教师平均分与题组平均分之差：黄磊 +2.57，孙丽 -1.43，王芳 +0.57' })).toBeVisible();
});

test('复评率 and 自评统计: the self-reviews each teacher did, and their differences against 自评误差', async ({ page, browser, baseURL }) => {
  const order = await markTheDay(page, browser, baseURL);
  await signIn(page, undefined, { to: '/main/quality/reviewRate', exam: EXAM_3001 });
  await expect(page.getByText('解答题17：每评 2 份回评 1 份')).toBeVisible();
  // 教师 学校 题组 轮次 已阅 回评 回评率 改分
  await expect(cellsOf(page, '各教师回评情况', 1)).toHaveText(['王芳', '临江市第一中学', '解答题17', '一评', '3', '1', '33.33%', '1']);
  await expect(cellsOf(page, '各教师回评情况', 2)).toHaveText(['孙丽', '临江市第一中学', '解答题17', '二评', '3', '1', '33.33%', '0']);
  await expect(page.getByRole('img', { name: /^各教师回评率：/ })).toBeVisible();

  await page.goto('/main/quality/selfGrade');
  await expect(page.getByText('解答题17：自评误差 1 分')).toBeVisible();
  // 教师 学校 题组 回评份数 平均差 最大差 超出误差
  await expect(cellsOf(page, '各教师自评情况', 1)).toHaveText(['王芳', '临江市第一中学', '解答题17', '1', '2', '2', '1']);
  await expect(cellsOf(page, '各教师自评情况', 2)).toHaveText(['孙丽', '临江市第一中学', '解答题17', '1', '0', '0', '0']);
  // 题组 教师 轮次 首次评分 回评评分 差值 是否超出 回评时间: p0 both times.
  await expect(cellsOf(page, '自评明细', 1)).toHaveText(['解答题17', '王芳', '一评', '6', '4', '-2', '超出', /^\d{4}-/]);
  await expect(cellsOf(page, '自评明细', 2)).toHaveText(['解答题17', '孙丽', '二评', '6', '6', '0', '未超出', /^\d{4}-/]);
  expect(order[0]).toBeTruthy();
});

test('给分分布: the group’s and a teacher’s share of each score', async ({ page, browser, baseURL }) => {
  await markTheDay(page, browser, baseURL);
  await signIn(page, undefined, { to: '/main/quality/markDistribution', exam: EXAM_3001 });
  await page.getByRole('combobox', { name: '题组' }).click();
  await page.getByRole('option', { name: '解答题17' }).click();
  await expect(page.getByRole('combobox', { name: '对比教师' })).toHaveValue('王芳');
  // 分数 全体份数 全体占比 王芳份数 王芳占比 — scores 3 (王芳, 孙丽 ×2), 6 (both), 8 (黄磊), 9 (王芳) of 7.
  const score = (n: number) => cellsOf(page, '各分数段给分', n + 1);
  await expect(score(3)).toHaveText(['3', '3', '42.86%', '1', '33.33%']);
  await expect(score(6)).toHaveText(['6', '2', '28.57%', '1', '33.33%']);
  await expect(score(8)).toHaveText(['8', '1', '14.29%', '0', '0%']);
  await expect(score(9)).toHaveText(['9', '1', '14.29%', '1', '33.33%']);
  await expect(page.getByRole('img', { name: /解答题17给分分布：全体与王芳：.*3分 全体42.86% 王芳33.33%/ })).toBeVisible();
  // Compared with 孙丽 instead.
  await page.getByRole('combobox', { name: '对比教师' }).click();
  await page.getByRole('option', { name: '孙丽' }).click();
  await expect(score(3)).toHaveText(['3', '3', '42.86%', '2', '66.67%']);
});

test('教师评卷评估: a teacher’s papers, the one furthest from its result first', async ({ page, browser, baseURL }) => {
  const order = await markTheDay(page, browser, baseURL);
  await signIn(page, undefined, { to: '/main/quality/userPaperAssessment', exam: EXAM_3001 });
  await expect(page.getByText('请选择要评估的教师')).toBeVisible();
  await page.getByRole('combobox', { name: '教师' }).click();
  await page.getByRole('option', { name: '王芳（临江市第一中学）' }).click();
  // p1: her 9 against 黄磊's 8 (其他评分 孙丽 3 and 黄磊 8: 5.5); p0 and p2 agree with 孙丽.
  await expect(page.getByTestId('assessment-summary')).toHaveText('王芳：共 3 份评分，平均偏差 0.33 分');
  // 试卷 题组 轮次 评分 其他评分 最终得分 偏差 评分时间
  await expect(cellsOf(page, '评分偏差明细', 1)).toHaveText([order[1] ?? '', '解答题17', '一评', '9', '5.5', '8', '+1', /^\d{4}-/]);
  await expect(cellsOf(page, '评分偏差明细', 2)).toHaveText([order[0] ?? '', '解答题17', '一评', '6', '6', '6', '0', /^\d{4}-/]);
  await expect(rowsOf(page, '评分偏差明细')).toHaveCount(4);
});

test('严格模式: the quality pages say why they show nothing while the subject is being marked, and show the figures once it is done', async ({ page, browser, baseURL }) => {
  await signIn(page);
  const prop = (await (await page.request.post('/api/exam/loadexamsubjectprop', { data: { examid: 3001, subjectid: 2 } })).json()) as { result: Record<string, unknown> };
  const { paper_name, mask_area, code_area, fill_area, total_score: _total, ...settings } = prop.result;
  const saved = await page.request.post('/api/exam/savesubjectprop', { data: { examid: 3001, subjectid: 2, ...settings, strict_mode: 1, name: paper_name, maskarea: mask_area ?? [], codearea: code_area ?? [], fillarea: fill_area ?? [] } });
  expect(await saved.json()).toMatchObject({ success: true });
  // 王芳 has marked 解答题17's first round; its second round and the other groups wait.
  await asTeacher(browser, baseURL, 'wangfang', (call) => markRound(call, 803, 1, [], [6, 6, 6], () => 6));
  await signIn(page, undefined, { to: '/main/quality/qualityStatistics', exam: EXAM_3001 });
  const notice = page.getByRole('status').filter({ hasText: '严格模式：阅卷期间不显示质量统计' });
  await expect(notice).toContainText('严格模式下阅卷结束前不显示质量统计');
  await expect(page.getByRole('table', { name: '各教师评分质量' })).toHaveCount(0);
  for (const path of ['reviewRate', 'markDistribution', 'selfGrade', 'userPaperAssessment']) {
    await page.goto(`/main/quality/${path}`);
    await expect(notice).toBeVisible();
  }

  // Every paper of every subjective group gets its result: 王芳 round 1, 孙丽 round 2, the same scores.
  const admin = page.request;
  expect(await (await admin.post('/api/exam/saveTeacherQuestion', { data: { examid: 3001, subjectid: 2, teacherid: 3105, data: { 802: [1], 804: [1] } } })).json()).toMatchObject({ success: true });
  expect(await (await admin.post('/api/exam/saveTeacherQuestion', { data: { examid: 3001, subjectid: 2, teacherid: 3108, data: { 802: [2], 804: [2] } } })).json()).toMatchObject({ success: true });
  for (const [ua, turn] of [
    ['wangfang', 1],
    ['sunli', 2],
  ] as const) {
    await asTeacher(browser, baseURL, ua, async (call) => {
      for (const [question, score] of [
        [802, 5],
        [803, 6],
        [804, 7],
      ] as const)
        await markRound(call, question, turn, [], [score, score, score], () => score);
    });
  }
  await page.goto('/main/quality/qualityStatistics');
  await expect(cellsOf(page, '各题组给分情况', 2)).toHaveText(['解答题17', '2+1', '3', '6', '6', '0']);
  await expect(notice).toHaveCount(0);
});

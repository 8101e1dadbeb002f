// Scores and score analysis (issue 33) against the stateful mock: the example world's fully marked exam 3003 on
// 客观题计算与查看 (per student objective, subjective, total; searched; exported), and its generated report on 成绩分析:
// the exam list, 分析详情 (the overview per subject with the rates' thresholds, charts with their tables) and 学生成绩
// (every student with ranks), with the breadcrumbs of analysis levels 3 and 4.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { readRows } from '../../packages/mock-server/src/stateful/lib/xlsx';
import { alertWith, EXAM_3001, goInPortal, signIn } from './flows';
import { expectAccessible } from './support/axe';
import { requests, test } from './support/mock';
import { EXAM_3003 } from './support/scores';
import { ADMIN, LIUYANG } from './support/screens';

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: '当前位置' });
const scores = (page: Page) => page.getByRole('table', { name: '学生成绩' });

test('scoreManage lists, searches and exports the scores of 数学 of the fully marked exam', async ({ page }) => {
  await signIn(page, undefined, { to: '/main/score/scoreManage', exam: EXAM_3003 });
  await expect(page.getByRole('heading', { name: '客观题计算与查看' })).toBeVisible();
  await expect(page.getByText('满分 102 分（客观题 60 分，主观题 42 分）')).toBeVisible();
  await expect(page.getByText('共 180 条')).toBeVisible();
  // 王菲雪 (321010101): objective 50 (the keys applied to her recognised answers), subjective 29, total 79.
  const first = scores(page).getByRole('row', { name: /王菲雪/ });
  await expect(first.getByRole('cell')).toHaveText(['临江市第一中学', '高二(1)班', '王菲雪', '2025010181', '321010101', '已阅', '50', '29', '79']);

  await page.getByRole('textbox', { name: '姓名/学号/考号' }).fill('321010102');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(scores(page).getByRole('row')).toHaveCount(2);
  await expect(page).toHaveURL(/keyword=.*321010102/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出成绩' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('数学成绩.xlsx');
  await expect.poll(async () => (await requests({ path: '/api/score/export' })).at(-1)?.body).toMatchObject({ exam_id: 3003, subject_id: 2, keyword: '321010102' });
  const columns = ['姓名', '考号', '状态', '客观题', '主观题', '总分'].map((header) => ({ header, key: header }));
  const read = await readRows(readFileSync(await file.path()), columns);
  expect(read.error).toBeNull();
  expect(read.rows).toHaveLength(1);
  expect(read.rows[0]?.values).toMatchObject({ 考号: '321010102', 状态: '已阅' });
});

test('成绩分析 opens the generated report: overview per subject, then every student with ranks', async ({ page }) => {
  await signIn(page, undefined, { to: '/main/analysis' });
  await expect(breadcrumb(page)).toContainText('成绩分析');
  const exams = page.getByRole('table', { name: '已生成报告的考试' });
  await expect(exams.getByRole('row', { name: /2026年春季高二期末考试/ })).toContainText('2026-07-03 09:00:00');
  await exams.getByRole('link', { name: '查看分析：2026年春季高二期末考试' }).click();

  await expect(page).toHaveURL(/\/main\/analysis\/analysisdetail\?exam_id=3003$/);
  // Level 3 of analysis: 首页 / 成绩分析 / the page.
  await expect(breadcrumb(page)).toHaveText(/首页\s*\/?\s*成绩分析\s*\/?\s*分析详情/);
  await expect(page.getByText('及格线 60%，良好线 75%，优秀线 85%（按满分计）')).toBeVisible();
  const overview = page.getByRole('table', { name: '各科成绩概览' });
  await expect(overview.getByRole('row', { name: /^数学/ }).getByRole('cell')).toHaveText(['102', '180', '0', '70.91', '102', '14', '19.62', '73%', '46%', '24%']);
  await expect(overview.getByRole('row')).toHaveCount(6);
  // The score-band chart has its table: 数学's bands add up to the 180 students.
  await page.getByRole('radiogroup', { name: '科目' }).getByText('数学').click();
  const bands = page.getByRole('table', { name: '数学分数段分布' });
  await expect(bands.getByRole('row')).toHaveCount(11);
  await expect(bands.getByRole('row', { name: /\[91\.8, 102\]/ })).toContainText('24');
  await expect(page.getByRole('img', { name: /^数学分数段人数/ })).toBeVisible();

  await page.getByRole('link', { name: '学生成绩' }).click();
  await expect(page).toHaveURL(/\/main\/analysis\/commonReport\/student-mark\?exam_id=3003$/);
  // Level 4 of analysis adds 分析详情.
  await expect(breadcrumb(page)).toHaveText(/首页\s*\/?\s*成绩分析\s*\/?\s*分析详情\s*\/?\s*学生成绩/);
  await expect(page.getByRole('status').filter({ hasText: '共 180 名学生' })).toBeVisible();
  const table = page.getByRole('table', { name: '学生成绩表' });
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');
  await page.getByRole('textbox', { name: '姓名/学号/学校/班级' }).fill('王菲雪');
  await expect(page.getByRole('status').filter({ hasText: '筛选出 1 名' })).toBeVisible();
  await expect(table.getByRole('row', { name: /王菲雪/ })).toContainText('79');
});

test('生成报告 on the exam card names what marking still misses, and regenerates a finished exam', async ({ page }) => {
  await signIn(page, undefined, { to: '/main/exam' });
  await page.getByRole('article', { name: '2026年秋季高一期中联考' }).getByRole('button', { name: '生成报告' }).click();
  // Every saved sheet of 3001 still waits for marking (how many depends on what this world scanned before).
  await expect(alertWith(page, /考试还有未阅完的试卷，无法生成报告（语文\d+份未阅完，数学\d+份未阅完，英语\d+份未阅完）/)).toBeVisible();

  await signIn(page, LIUYANG, { to: '/main/exam?examstate=3' });
  await page.getByRole('article', { name: '2026年春季高二期末考试' }).getByRole('button', { name: '生成报告' }).click();
  await expect(alertWith(page, '考试报告生成成功')).toBeVisible();
  await page.goto('/main/analysis');
  await expect(page.getByRole('table', { name: '已生成报告的考试' }).getByRole('row', { name: /2026年春季高二期末考试/ })).not.toContainText('2026-07-03 09:00:00');
});

test('the common reports: question-mark, subject and class comparison, question analysis', async ({ page }) => {
  await signIn(page, undefined, { to: '/main/analysis/analysisdetail?exam_id=3003' });
  await page.getByRole('group', { name: '常用报表' }).getByRole('link', { name: '小题得分' }).click();
  await expect(breadcrumb(page)).toHaveText(/成绩分析\s*\/?\s*分析详情\s*\/?\s*小题得分/);
  // The subject is chosen in the page and kept in the address.
  await page.getByRole('radiogroup', { name: '科目' }).getByText('数学').click();
  await expect(page).toHaveURL(/subject_id=2/);
  await expect(page.getByText('数学：实考 180 人')).toBeVisible();
  // 数学: 选择题 (12), 填空题 (4), 解答题17 and 解答题18.
  await expect(page.getByRole('table', { name: '大题得分' }).getByRole('row')).toHaveCount(5);
  await expect(page.getByRole('table', { name: '小题得分表' }).getByRole('row')).toHaveCount(19);

  await page.goto('/main/analysis/commonReport/question-analysis?exam_id=3003&subject_id=2');
  const analysis = page.getByRole('table', { name: '试题分析表' });
  await expect(analysis.getByRole('row')).toHaveCount(19);
  // An objective sub-question shows its key and the options marked; a subjective one neither.
  await expect(analysis.getByRole('row', { name: /^选择题 1\b/ }).getByRole('cell').nth(3)).not.toHaveText('—');
  await expect(analysis.getByRole('row', { name: /^解答题17/ }).getByRole('cell').nth(4)).toHaveText('—');
  await expect(page.getByRole('img', { name: /^各题难度与区分度/ })).toBeVisible();

  await page.goto('/main/analysis/commonReport/class-comparison?exam_id=3003');
  const classes = page.getByRole('table', { name: '班级对比表' });
  await expect(classes.getByRole('row')).toHaveCount(5);
  // 高二(1)班: 45 present, total mean 279.36 of 365 (77%), 84% pass, 22% excellent; 高二(3)班 is the weakest.
  await expect(classes.getByRole('row', { name: /高二\(1\)班/ })).toContainText('45279.36（77%）');
  await expect(classes.getByRole('row', { name: /高二\(1\)班/ }).getByRole('cell').last()).toHaveText('22%');

  await page.goto('/main/analysis/commonReport/subject-comparison?exam_id=3003');
  const schools = page.getByRole('table', { name: '学科对比表' });
  await expect(schools.getByRole('row')).toHaveCount(2);
  await expect(schools.getByRole('row', { name: /临江市第一中学/ }).getByRole('cell').first()).toHaveText('180');
});

test('a recognised answer corrected on objectiveCheck changes the total on scoreManage, and the report once generated again', async ({ page }) => {
  await signIn(page, undefined, { to: '/main/score/objectiveCheck', exam: EXAM_3003 });
  const doubtful = page.getByRole('table', { name: '存疑答题卡' });
  const first = doubtful.getByRole('row').nth(1);
  await expect(first.getByRole('button', { name: /^更正/ })).toBeVisible();
  const [examNumber, name, , question] = await first.getByRole('cell').allInnerTexts();
  if (!examNumber || !name || !question) throw new Error('no doubtful sheet');
  const key = await page.getByRole('table', { name: '客观题作答分布' }).getByRole('row', { name: new RegExp(`^${question} `) }).getByRole('cell').first().innerText();

  // Before: the total on scoreManage and in the generated report.
  const totalCell = async () => {
    await goInPortal(page, '/main/score/scoreManage');
    await page.getByRole('textbox', { name: '姓名/学号/考号' }).fill(examNumber);
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('共 1 条')).toBeVisible();
    return scores(page).getByRole('row').nth(1).getByRole('cell').last();
  };
  const reportTotal = async () => {
    await goInPortal(page, '/main/analysis/commonReport/student-mark?exam_id=3003');
    await page.getByRole('textbox', { name: '姓名/学号/学校/班级' }).fill(name);
    const row = page.getByRole('table', { name: '学生成绩表' }).getByRole('row', { name: new RegExp(name) }).first();
    return Number(await row.getByRole('cell').nth(9).innerText());
  };
  const before = Number(await (await totalCell()).innerText());
  const reportBefore = await reportTotal();

  await goInPortal(page, '/main/score/objectiveCheck');
  await page.getByRole('button', { name: `更正：${name} ${question}` }).click();
  const dialog = page.getByRole('dialog', { name: `更正：${name} ${question}` });
  await expect(dialog.getByRole('img', { name: `${name}的答题卡` })).toBeVisible();
  await expectAccessible(page, '更正 对话框');
  await dialog.getByRole('textbox', { name: '正确识别结果' }).fill(key);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, new RegExp(`已更正${name}的${question}，客观题得分 \\d+ → \\d+`))).toBeVisible();
  // Recorded with who and when; the sheet is no longer doubtful for that question.
  await expect(page.getByRole('table', { name: '更正记录' }).getByRole('row', { name: new RegExp(examNumber) })).toContainText('张伟');
  await expect(page.getByRole('button', { name: `更正：${name} ${question}` })).toHaveCount(0);

  await expect(await totalCell()).toHaveText(String(before + 5));
  // 二次处理试卷 lists the sheet: the report's total and the one the records give now.
  await goInPortal(page, '/main/score/twiceDealPaper');
  await expect(page.getByRole('table', { name: '需二次处理的答题卡' }).getByRole('row', { name: new RegExp(examNumber) })).toContainText(`${before} → ${before + 5}`);
  // The report is what was generated: unchanged until 生成报告 runs again.
  expect(await reportTotal()).toBe(reportBefore);
  // 重新处理 there generates the report again (as 生成报告 on the exam card does); the list empties.
  await goInPortal(page, '/main/score/twiceDealPaper');
  await page.getByRole('button', { name: '重新处理（生成报告）' }).click();
  await expect(alertWith(page, '考试报告生成成功')).toBeVisible();
  await expect(page.getByText('没有需要二次处理的答题卡')).toBeVisible();
  // The report pages ask again when shown: the new report at once.
  await goInPortal(page, '/main/analysis/commonReport/student-mark?exam_id=3003');
  await page.getByRole('textbox', { name: '姓名/学号/学校/班级' }).fill(name);
  await expect(page.getByRole('table', { name: '学生成绩表' }).getByRole('row', { name: new RegExp(name) }).first().getByRole('cell').nth(9)).toHaveText(String(reportBefore + 5));
});

test('学生报告: a student from student-mark, printable; the student liming only his own', async ({ page }) => {
  await signIn(page, undefined, { to: '/main/analysis/commonReport/student-mark?exam_id=3003' });
  await page.getByRole('textbox', { name: '姓名/学号/学校/班级' }).fill('王菲雪');
  const row = page.getByRole('table', { name: '学生成绩表' }).getByRole('row', { name: /王菲雪/ }).first();
  const total = await row.getByRole('cell').nth(9).innerText();
  const examRank = await row.getByRole('cell').first().innerText();
  await row.getByRole('link', { name: '王菲雪' }).click();
  await expect(page).toHaveURL(/\/analysis\/studentreport\?exam_id=3003&student_number=/);
  await expect(breadcrumb(page)).toHaveText(/首页\s*\/?\s*成绩分析\s*\/?\s*学生报告/);
  await expect(page.getByRole('heading', { name: '王菲雪 · 2026年春季高二期末考试' })).toBeVisible();
  await expect(page.getByLabel('总分与排名')).toContainText(`总分 ${total} / 365`);
  await expect(page.getByLabel('总分与排名')).toContainText(`全体第 ${examRank} 名`);
  await expect(page.getByRole('table', { name: '数学各题得分' }).getByRole('row')).toHaveCount(19);
  // Printed, the shell and the print button are left out.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '打印' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // liming (高一) has no result in 3003, and another student's report is not his to read.
  await signIn(page, { ua: 'liming', up: '20260101' }, { to: '/analysis/studentreport?exam_id=3003' });
  await expect(page.getByText('该考试没有该学生的成绩')).toBeVisible();
  await page.goto('/analysis/studentreport?exam_id=3003&student_number=2025010181');
  await expect(page.getByText('加载失败：只能查看本人的成绩报告')).toBeVisible();
  await expect(page.getByText('王菲雪')).toHaveCount(0);
});

test('as 张伟 every report page of the generated report opens; as liuyang only his school', async ({ page }) => {
  await signIn(page, undefined, { to: '/main/analysis/analysisdetail?exam_id=3003' });
  const reports = page.getByRole('group', { name: '分析报告' });
  await reports.getByRole('link', { name: '整体报告' }).click();
  await expect(breadcrumb(page)).toHaveText(/首页\s*\/?\s*成绩分析\s*\/?\s*整体报告/);
  await expect(page.getByRole('table', { name: '各科成绩概览' }).getByRole('row', { name: /^数学/ })).toContainText('70.91');
  await expect(page.getByRole('table', { name: '班级对比' }).getByRole('row')).toHaveCount(5);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '打印' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await goInPortal(page, '/analysis/schoolreport?exam_id=3003');
  await expect(page.getByRole('heading', { name: '临江市第一中学' })).toBeVisible();
  await expect(page.getByRole('table', { name: '班级对比' })).toContainText('高二(3)班');

  await goInPortal(page, '/analysis/researchreport?exam_id=3003&subject_id=2');
  await expect(page.getByRole('table', { name: '学校对比' }).getByRole('columnheader')).toHaveText(['学校', '实考人数', '数学']);
  await expect(page.getByRole('table', { name: '试题得分' }).getByRole('row')).toHaveCount(19);

  await goInPortal(page, '/analysis/paperexplain?exam_id=3003&subject_id=2');
  // 试卷讲评's own table (教研报告's has the same name): its page title first.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('试卷讲评');
  await expect(page.getByRole('table', { name: '试题得分' }).getByRole('row')).not.toHaveCount(0);
  // The lowest score rate first.
  const rates = await page.getByRole('table', { name: '试题得分' }).getByRole('row').locator('td:nth-child(3)').allInnerTexts();
  const values = rates.map((r) => Number(r.replace('%', '')));
  expect(values).toEqual([...values].sort((a, b) => a - b));

  await signIn(page, LIUYANG, { to: '/analysis/entiretyreport?exam_id=3003' });
  const schools = page.getByRole('table', { name: '学校对比' });
  await expect(schools.getByRole('row')).toHaveCount(2);
  await expect(schools.getByRole('row').nth(1)).toContainText('临江市第一中学');
});

test('成绩核查 lists the saved sheets not yet marked, each with the page that fixes it', async ({ page }) => {
  await signIn(page, ADMIN, { to: '/main/score/scoreCheck', exam: EXAM_3001 });
  const rows = page.getByRole('table', { name: '需核查的考生' });
  await expect(rows.getByRole('row', { name: /未阅完/ })).toHaveCount(3);
  await expect(rows.getByRole('row', { name: /301010101/ })).toContainText('主观题尚未阅完');
  await rows.getByRole('link', { name: '去处理：李明 未阅完' }).click();
  await expect(page).toHaveURL(/\/main\/statistics\/markingProgress$/);
});

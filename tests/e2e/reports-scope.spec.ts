// The reports of the example world's fully marked joint exam 3006 (2026年秋季高一开学联考: 临江市第一中学 and
// 临江市实验中学, 高一; issue 33) against the stateful mock: 班主任报告 and 教师报告, the reports' xlsx, and who sees
// what — the school account liuyang only his school, the student liming only his own report, a subject teacher
// and a class teacher only their classes.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { readRows } from '../../packages/mock-server/src/stateful/lib/xlsx';
import { alertWith, openUserMenu, signIn } from './flows';
import { test } from './support/mock';
import { LIUYANG, WANGFANG } from './support/screens';

const JOINT = 3006;
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: '当前位置' });

async function switchRole(page: Page, name: string): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name }).click();
  await expect(alertWith(page, '已切换单位角色')).toBeVisible();
}

test('班主任报告: a class across the subjects beside its school and the exam, chosen among the classes; printable and exported as xlsx', async ({ page }) => {
  await signIn(page, undefined, { to: `/main/analysis/analysisdetail?exam_id=${JOINT}` });
  await page.getByRole('group', { name: '分析报告' }).getByRole('link', { name: '班主任报告' }).click();
  await expect(breadcrumb(page)).toHaveText(/首页\s*\/?\s*成绩分析\s*\/?\s*班主任报告/);
  await page.getByRole('combobox', { name: '班级' }).click();
  await page.getByRole('option', { name: '临江市实验中学 高一(3)班' }).click();
  await expect(page).toHaveURL(/class_id=6013/);
  await expect(page.getByRole('heading', { name: '临江市实验中学 高一(3)班' })).toBeVisible();
  // The exam's weakest class: its total's mean is last of the 8 classes, below its school's.
  const total = page.getByRole('table', { name: '班级各科成绩' }).getByRole('row', { name: /^总分/ });
  await expect(total.getByRole('cell').last()).toHaveText('8/8');
  const [mean, school] = (await total.getByRole('cell').allInnerTexts()).slice(2, 4).map(Number);
  expect(mean).toBeLessThan(school ?? 0);
  await expect(page.getByRole('table', { name: '班级学生成绩' }).getByRole('row')).toHaveCount(46);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('2026年秋季高一开学联考班主任报告-临江市实验中学高一(3)班.xlsx');
  const read = await readRows(readFileSync(await file.path()), [{ header: '科目', key: 'subject' }, { header: '班级平均分', key: 'mean' }], { sheet: '班级成绩' });
  expect(read.rows.map((r) => r.values.subject)).toEqual(['总分', '语文', '数学', '英语']);
  expect(Number(read.rows[0]?.values.mean)).toBe(mean);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '导出' })).toBeHidden();
  await expect(page.getByRole('button', { name: '打印' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
});

test('liuyang (school 101) sees only his school on the joint exam: 学生成绩, 整体报告 and 班主任报告', async ({ page }) => {
  await signIn(page, LIUYANG, { to: `/main/analysis/commonReport/student-mark?exam_id=${JOINT}` });
  await expect(page.getByRole('status').filter({ hasText: '共 184 名学生' })).toBeVisible();
  await page.getByRole('textbox', { name: '姓名/学号/学校/班级' }).fill('临江市实验中学');
  await expect(page.getByRole('status').filter({ hasText: '筛选出 0 名' })).toBeVisible();
  await page.getByRole('textbox', { name: '姓名/学号/学校/班级' }).fill('张浩');
  await expect(page.getByRole('status').filter({ hasText: '筛选出 0 名' })).toBeVisible();

  await page.goto(`/analysis/entiretyreport?exam_id=${JOINT}`);
  const schools = page.getByRole('table', { name: '学校对比' });
  await expect(schools.getByRole('row')).toHaveCount(2);
  await expect(schools.getByRole('row').nth(1)).toContainText('临江市第一中学');
  await expect(page.getByRole('table', { name: '班级对比' }).getByRole('row')).toHaveCount(5);
  await expect(page.getByRole('table', { name: '班级对比' })).not.toContainText('临江市实验中学');

  await page.goto(`/analysis/headteacherreport?exam_id=${JOINT}&class_id=6011`);
  await expect(page.getByText('加载失败：没有查看该班级报告的权限')).toBeVisible();
});

test('the student liming reads only his own report of the joint exam', async ({ page }) => {
  await signIn(page, { ua: 'liming', up: '20260101' }, { to: `/analysis/studentreport?exam_id=${JOINT}` });
  await expect(page.getByRole('heading', { name: '李明 · 2026年秋季高一开学联考' })).toBeVisible();
  await expect(page.getByText('临江市第一中学 高一(1)班，学号 20260101')).toBeVisible();
  await expect(page.getByRole('table', { name: '各科成绩' }).getByRole('row')).toHaveCount(4);
  // His answer sheet: the scanned pages with the marking over them, the recognised answers against the keys.
  await page.getByRole('radiogroup', { name: '答题卡科目' }).getByText('数学').click();
  const front = page.getByRole('img', { name: '数学答题卡第1页（含阅卷标记）' });
  await expect(front).toBeVisible();
  expect(await front.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await expect(page.getByRole('img', { name: '数学答题卡第2页（含阅卷标记）' })).toBeVisible();
  // Each subjective group's box carries its score, as the marker's score mark does.
  await expect(page.locator('svg text').filter({ hasText: /^\d+(\.\d+)?\/\d+分$/ }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: '数学客观题作答' }).getByRole('row')).toHaveCount(13);
  await page.goto(`/analysis/studentreport?exam_id=${JOINT}&student_number=20260102`);
  await expect(page.getByText('加载失败：只能查看本人的成绩报告')).toBeVisible();
  await expect(page.getByText('王小红')).toHaveCount(0);
});

test('a teacher sees only her classes: 王芳 (任课教师, 数学) on 教师报告, 孙丽 (班主任) on 班主任报告', async ({ page }) => {
  await signIn(page, WANGFANG);
  await switchRole(page, '临江市第一中学 任课教师');
  await page.goto('/analysis/teacherreport');
  // Reached from the menu, the exam is chosen on the page.
  await page.getByRole('combobox', { name: '考试' }).click();
  await page.getByRole('option', { name: '2026年秋季高一开学联考' }).click();
  await expect(page.getByRole('heading', { name: '王芳 · 数学' })).toBeVisible();
  await expect(page.getByText('本人任教班级')).toBeVisible();
  const classes = page.getByRole('table', { name: '任教班级成绩' });
  await expect(classes.getByRole('row')).toHaveCount(2);
  await expect(classes.getByRole('row').nth(1)).toContainText('高一(1)班');
  await expect(classes.getByRole('row').nth(1)).toContainText('临江市第一中学');
  await expect(page.getByRole('table', { name: '各大题得分率' }).getByRole('columnheader')).toHaveText(['大题', '满分', '高一(1)班', '全体']);

  await signIn(page, { ua: 'sunli', up: 'Lj@2026pass' });
  await switchRole(page, '临江市第一中学 班主任');
  await page.goto(`/analysis/headteacherreport?exam_id=${JOINT}`);
  await expect(page.getByRole('heading', { name: '临江市第一中学 高一(1)班' })).toBeVisible();
  // One class only: nothing to choose.
  await expect(page.getByRole('combobox', { name: '班级' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: '班级学生成绩' })).toContainText('李明');
});

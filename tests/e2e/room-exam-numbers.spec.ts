// The exam's numbering rule (考场编排 → 考号规则, x-inferred ExamNumberRule) end to end: an exam office sets 按考场座位生成考号
// once for the exam; an arrangement made afterwards (no option of its own) writes its students' exam numbers from
// school, room number and seat when it is set as the exam-room scan data; the driver simulator prints sheets with those
// numbers, the room scan reads them as those students' seats, and the saved sheets are the students' own papers.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { test, requests, resetMock } from './support/mock';
import { openScanView, resetSimulator, scannerStatus, scanResults, sim } from './support/scanner';
import { alertWith, EXAM_3001 } from './flows';
import { fillParams, next, openWizard, region, roomsAt102, seat } from './support/roomDesign';

const marks = ['A', 'B', 'C', 'D', 'A', 'B', 'C', 'D', 'A', 'B'];
const participants = (page: Page) => page.getByRole('table', { name: '参考学生列表' });

/** The cell of a row under a column header of the participant list. */
async function cell(page: Page, row: Locator, header: string): Promise<Locator> {
  const headers = await participants(page).getByRole('columnheader').allTextContents();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return row.getByRole('cell').nth(index);
}

test.beforeEach(async () => {
  await resetMock();
  await resetSimulator();
});

test("按考场座位生成考号 is the exam's rule: an arrangement follows it, and sheets with the new numbers scan as those students", async ({ page }) => {
  await openWizard(page);
  await expect(page.getByText('考号规则：保留导入的考号')).toBeVisible();
  await page.getByRole('button', { name: '考号规则' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑考号规则' });
  await expect(dialog.getByRole('radio', { name: '保留导入的考号' })).toBeChecked();
  await expectAccessible(page, '考号规则', { include: 'section[role="dialog"]' });
  await dialog.getByRole('radio', { name: '按考场座位生成考号' }).check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '考号规则已保存')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('考号规则：按考场座位生成考号')).toBeVisible();
  expect((await requests({ path: '/api/examroomdesign/setexamnumberrule' })).map((r) => r.body)).toEqual([{ exam_id: 3001, exam_number_rule: 'room_seat' }]);

  // An arrangement of 语文 (room scan) at 临江市实验中学: two students of 高一(2)班 in the new 第31考场 (room number 31).
  await roomsAt102(page, 1, 30);
  await fillParams(page, { mode: '固定考场', subjects: ['语文'], order: '按学号' });
  await next(page);
  await page.getByText('临江市实验中学 高一').click();
  const students = region(page, '选择学生');
  await students.getByRole('button', { name: '展开高一(2)班' }).click();
  await students.getByRole('checkbox', { name: '李睿明 2026020046' }).check();
  await students.getByRole('checkbox', { name: '谢逸泽 2026020047' }).check();
  await seat(page, '第31考场', 1).click();
  await seat(page, '第31考场', 2).click();
  await next(page);
  await page.getByRole('button', { name: '开始编排' }).click();
  await expect(alertWith(page, '编排成功！')).toBeVisible();
  // The arrangement carries no rule of its own: the exam's holds.
  const sent = (await requests({ path: '/api/examroomdesign/arrange' })).at(-1)?.body as { arrangement_params: Record<string, unknown> };
  expect(sent.arrangement_params).not.toHaveProperty('exam_number_rule');

  const created = page.getByRole('table', { name: '编排记录' }).getByRole('row').filter({ hasText: '临江市实验中学 高一' }).last();
  await created.getByRole('button', { name: '设为考场扫描数据' }).click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '设置成功')).toBeVisible();
  await created.getByRole('button', { name: '打印' }).click();
  await page.getByRole('menuitem', { name: '打印考场门贴' }).click();
  const door = page.getByRole('document', { name: '考场门贴' }).getByRole('region', { name: '第31考场 · 语文' });
  await expect(door.getByRole('row')).toHaveText(['座位号姓名学号考号班级', '1李睿明2026020046301023101高一(2)班', '2谢逸泽2026020047301023102高一(2)班']);

  // The simulator prints the two students' sheets with the generated numbers; the room scan of 语文 reads them.
  await sim('POST', '/sheets', { sheets: ['301023101', '301023102'].map((examNumber) => ({ examNumber, marks })) });
  await openScanView(page, '', { ...EXAM_3001, subject_id: 1, subject_name: '语文' });
  await expect(scannerStatus(page)).toContainText('已连接');
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  await expect(page.getByLabel('当前考场')).toHaveText('当前考场：第31考场（已扫描 2 / 2）', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: '停止扫描 (P)' })).toBeDisabled({ timeout: 20_000 });
  await expect(scanResults(page).getByText('上传中')).toHaveCount(0, { timeout: 20_000 });
  await expect(scanResults(page).getByRole('row').nth(1)).toContainText('第31考场1301023101');
  await expect(scanResults(page).getByRole('row').nth(2)).toContainText('2301023102');
  await expect(page.getByText('错误：0')).toBeVisible();
  await page.keyboard.press('s');
  await expect(alertWith(page, '保存成功')).toBeVisible();
  const [submit] = await requests({ path: '/api/scannerApi/submitPaper' });
  expect((submit?.body as { studentIds: string[] }).studentIds).toEqual(['301023101', '301023102']);

  // The saved sheets are the students' own 语文 papers.
  await page.goto('/main/exam/mgeexamstudent');
  for (const [name, number, seatText] of [
    ['李睿明', '301023101', '第31考场 / 1号'],
    ['谢逸泽', '301023102', '第31考场 / 2号'],
  ] as const) {
    await page.getByRole('textbox', { name: '学生姓名' }).fill(name);
    await page.getByRole('button', { name: '查询' }).click();
    const row = participants(page).getByRole('row').filter({ hasText: name });
    await expect(participants(page).getByRole('row')).toHaveCount(2);
    await expect(await cell(page, row, '语文考号')).toHaveText(number);
    await expect(await cell(page, row, '语文考场/座位')).toHaveText(seatText);
    await expect(await cell(page, row, '语文上传状态（正面/背面）')).toHaveText('正面：已上传背面：已上传');
  }
});

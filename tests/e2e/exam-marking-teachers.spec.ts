// Marking teacher management (exam/mgeexamteacher), driven as an exam administrator would use it, against the
// stateful mock (spec 2 §2.3, §3 mark modes and rounds, §4 round options, §5, §7 "Marking teachers", §8, §9).
// 2026年秋季高一期中联考 · 数学 starts with 7 marking teachers; its subjective groups are 填空题 (mode 2), 解答题17
// and 解答题18 (mode 3), and 选择题 is objective (scored from its answer key, no rounds); 王芳 holds 解答题17 一评
// and 终评, 孙丽 has marked papers.
import { expect, type Locator, type Page } from '@playwright/test';
import { writeWorkbook } from '../../packages/mock-server/src/stateful/lib/xlsx';
import { MOCK_URL, test, requests, setScenario, clearScenario } from './support/mock';
import { ACCOUNT, alertWith, confirmDialog, EXAM_3001, signIn } from './flows';

const PATH = '/api/exam';
const table = (page: Page) => page.getByRole('table', { name: '阅卷教师列表' });
const rowOf = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

async function openScreen(page: Page): Promise<void> {
  await signIn(page, ACCOUNT, { to: '/main/exam/mgeexamteacher', exam: EXAM_3001 });
  await expect(page.getByRole('heading', { name: '阅卷教师管理' })).toBeVisible();
  await expect(page.getByLabel('考试名称')).toHaveText('2026年秋季高一期中联考');
  await expect(rowOf(table(page), '王芳')).toBeVisible();
}

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('lists the subject’s teachers, adds unassigned ones and gives a teacher rounds by mark mode', async ({ page }) => {
  await openScreen(page);
  for (const header of ['用户名', '账号', '手机号', '在线状态', '操作']) {
    await expect(table(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(page.getByText('共 7 条')).toBeVisible();
  await expect.poll(async () => (await requests({ path: `${PATH}/loadexamteacher` })).at(-1)?.body).toEqual({ page: 1, pagesize: 15, examid: 3001, subjectid: 2, username: '' });
  // 张伟 is signed in (this session); 王芳 is not, so she cannot be forced offline.
  await expect(rowOf(table(page), '张伟').getByText('在线', { exact: true })).toBeVisible();
  await expect(rowOf(table(page), '王芳').getByText('离线', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '强制下线 王芳' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: '跳至页码' })).toBeVisible();

  // Add: nothing ticked is refused; ticks survive a search.
  await page.getByRole('button', { name: '添加教师' }).click();
  const add = dialog(page, '添加阅卷教师');
  await expect(rowOf(add, '陈静')).toBeVisible();
  await expect.poll(async () => (await requests({ path: `${PATH}/loadunitteacher` })).at(-1)?.body).toMatchObject({ examid: 3001, subjectid: 2, unitid: 10 });
  await expect(rowOf(add, '王芳')).toHaveCount(0);
  await add.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '请至少选择一名教师')).toBeVisible();
  await add.getByRole('textbox', { name: '姓名' }).fill('陈静');
  await add.getByRole('button', { name: '查询' }).click();
  await expect(add.getByRole('row')).toHaveCount(2);
  await add.getByRole('checkbox', { name: '选择 陈静' }).check();
  await add.getByRole('textbox', { name: '姓名' }).fill('');
  await add.getByRole('button', { name: '查询' }).click();
  await add.getByRole('checkbox', { name: '选择 赵磊' }).check();
  await expect(add.getByRole('checkbox', { name: '选择 陈静' })).toBeChecked();
  await expect(add.getByText('已选 2 人')).toBeVisible();
  await add.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await expect(add).toBeHidden();
  await expect.poll(async () => (await requests({ path: `${PATH}/saveteacher` })).at(-1)?.body).toEqual({ examid: 3001, subjectid: 2, teacherList: [3106, 3107] });
  await expect(page.getByText('共 9 条')).toBeVisible();

  // Name search.
  await page.getByRole('textbox', { name: '姓名' }).fill('陈静');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(rowOf(table(page), 'chenjing')).toBeVisible();
  await expect(page).toHaveURL(/username=/);
  await page.getByRole('textbox', { name: '姓名' }).fill('');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 9 条')).toBeVisible();

  // Rounds of 王芳: only the rounds each group's mark mode offers.
  await page.getByRole('button', { name: '题组轮次 王芳' }).click();
  const rounds = dialog(page, '题组轮次 - 王芳');
  const group = (name: string) => rowOf(rounds, name);
  const box = (groupName: string, round: string) => group(groupName).getByRole('checkbox', { name: round, exact: true });
  await expect(box('填空题', '一评')).toBeVisible();
  // The objective 选择题 is scored from its answer key: it offers no 一评 or 终评.
  await expect(rounds.getByText('选择题')).toHaveCount(0);
  await expect(box('填空题', '二评')).toBeVisible();
  await expect(box('填空题', '三评')).toHaveCount(0);
  await expect(group('填空题').getByRole('checkbox')).toHaveCount(4);
  await expect(box('解答题17', '一评')).toBeChecked();
  await expect(box('解答题17', '终评')).toBeChecked();
  await expect(box('解答题17', '二评')).not.toBeChecked();
  await box('填空题', '一评').check();
  await box('填空题', '二评').check();
  await box('解答题17', '终评').uncheck();
  await box('解答题18', '异常卷').check();
  await rounds.getByRole('button', { name: '保存' }).click();
  await expect(rounds).toBeHidden();
  await expect(alertWith(page, '保存成功').last()).toBeVisible();
  await expect.poll(async () => (await requests({ path: `${PATH}/saveTeacherQuestion` })).at(-1)?.body).toEqual({
    examid: 3001,
    subjectid: 2,
    teacherid: 3105,
    data: { '802': [1, 2], '803': [1], '804': [9] },
  });
  await page.getByRole('button', { name: '题组轮次 王芳' }).click();
  await expect(box('填空题', '二评')).toBeChecked();
  await expect(box('解答题17', '终评')).not.toBeChecked();
  await expect(box('解答题18', '异常卷')).toBeChecked();
});

test('batch dialog: rounds by mark mode, generation per round and removal', async ({ page }) => {
  await openScreen(page);
  await page.getByRole('button', { name: '批量添加/编辑' }).click();
  const batch = dialog(page, '批量添加/编辑');
  const results = batch.getByRole('table', { name: '题组轮次教师' });
  await expect(rowOf(results, '孙丽')).toContainText('二评');
  await expect(batch.getByText('共 7 条')).toBeVisible();

  // 解答题18 (mode 3, 2+1): no third round to choose or generate.
  await choose(page, batch.getByRole('combobox', { name: '题组' }), '解答题18（2+1）');
  await expect(batch.getByText('共 0 条')).toBeVisible();
  await expect.poll(async () => (await requests({ path: `${PATH}/listExamQuestionTeacher` })).at(-1)?.body).toEqual({ exam_id: 3001, subject_id: 2, question_id: 804, turn: null, page: 1, pagesize: 15 });
  await batch.getByRole('combobox', { name: '轮次' }).click();
  await expect(page.getByRole('option')).toHaveText(['一评', '二评', '异常卷', '终评']);
  await page.keyboard.press('Escape');
  await expect(batch.getByRole('textbox', { name: '三评人数' })).toHaveCount(0);
  await batch.getByRole('textbox', { name: '一评人数' }).fill('10');
  await batch.getByRole('textbox', { name: '二评人数' }).fill('1');
  await batch.getByRole('button', { name: '生成' }).click();
  await expect(alertWith(page, '生成成功')).toBeVisible();
  await expect.poll(async () => (await requests({ path: `${PATH}/batchCreateTeacher` })).at(-1)?.body).toEqual({
    exam_id: 3001,
    subject_id: 2,
    question_id: 804,
    teacherTurnNum: { turn1: 10, turn2: 1, turn3: 0, turn9: 0, turn8: 0 },
  });
  await expect(batch.getByText('共 11 条')).toBeVisible();
  await expect(results.getByText('一评', { exact: true })).toHaveCount(10);
  await expect(batch.getByRole('textbox', { name: '一评人数' })).toHaveValue('');

  // Only the second round, then remove it (confirmed).
  await choose(page, batch.getByRole('combobox', { name: '轮次' }), '二评');
  await expect(batch.getByText('共 1 条')).toBeVisible();
  await results.getByRole('button', { name: /^删除 .* 解答题18 二评$/ }).click();
  await expect(confirmDialog(page)).toContainText('解答题18');
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '删除成功')).toBeVisible();
  await expect(results.getByText('暂无数据')).toBeVisible();
  await expect.poll(async () => (await requests({ path: `${PATH}/delTeacherTurn` })).at(-1)?.body).toMatchObject({ exam_id: 3001, subject_id: 2, question_id: 804, turn: 2 });

  // The generated teachers are the subject's marking teachers now: two pages of 15, reached with the jumper.
  await batch.getByRole('button', { name: '关闭' }).click();
  await expect(batch).toBeHidden();
  await expect(page.getByText('共 18 条')).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(16);
  await page.getByRole('textbox', { name: '跳至页码' }).fill('2');
  await page.getByRole('textbox', { name: '跳至页码' }).press('Enter');
  await expect(page).toHaveURL(/page=2/);
  await expect(table(page).getByRole('row')).toHaveCount(4);
  await expect.poll(async () => (await requests({ path: `${PATH}/loadexamteacher` })).at(-1)?.body).toMatchObject({ page: 2, pagesize: 15 });
});

test('batch dialog: export and import of the teachers per group and round', async ({ page }) => {
  await openScreen(page);
  await page.getByRole('button', { name: '批量添加/编辑' }).click();
  const batch = dialog(page, '批量添加/编辑');
  const results = batch.getByRole('table', { name: '题组轮次教师' });
  await choose(page, batch.getByRole('combobox', { name: '题组' }), '解答题17（2+1）');
  await choose(page, batch.getByRole('combobox', { name: '轮次' }), '终评');
  await expect(batch.getByText('共 1 条')).toBeVisible();
  // Clicking the chosen round again clears it: every round of the group.
  await batch.getByRole('combobox', { name: '轮次' }).click();
  await page.getByRole('option', { name: '终评', exact: true }).click();
  await expect(batch.getByText('共 4 条')).toBeVisible();

  // Export the group's list (every round).
  const file = page.waitForEvent('download');
  await batch.getByRole('button', { name: '导出' }).click();
  expect((await file).suggestedFilename()).toBe('2026年秋季高一期中联考_数学_阅卷教师.xlsx');
  const exported = (await requests({ path: `${PATH}/downloadTeacherTurn` })).at(-1);
  expect(new URLSearchParams(exported?.query)).toEqual(new URLSearchParams('exam_id=3001&subject_id=2&question_id=803&page=1&pagesize=999999'));

  // Import: the list reloads with the imported rows; refused rows come back in the row table.
  const sheet = async (rows: { account: string; group: string; turn: string }[]) => ({
    name: '阅卷教师.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(
      await writeWorkbook([
        {
          name: '题组轮次教师',
          columns: [
            { header: '账号', key: 'account' },
            { header: '题组', key: 'group' },
            { header: '轮次', key: 'turn' },
          ],
          rows,
        },
      ]),
    ),
  });
  await batch.locator('input[type="file"]').setInputFiles(await sheet([{ account: 'zhaolei', group: '解答题17', turn: '异常卷' }]));
  await expect(alertWith(page, '导入成功')).toBeVisible();
  await expect(rowOf(results, '赵磊')).toContainText('异常卷');
  await expect.poll(async () => (await requests({ path: `${PATH}/importTeacher` })).at(-1)?.contentType).toContain('multipart/form-data');
  await batch.locator('input[type="file"]').setInputFiles(
    await sheet([
      { account: 'chenjing', group: '解答题17', turn: '终评' },
      { account: 'nobody', group: '解答题17', turn: '一评' },
    ]),
  );
  const errors = dialog(page, '导入数据错误');
  await expect(errors.getByRole('row').filter({ hasText: '账号不存在' })).toContainText('3');
  await errors.getByRole('button', { name: '确定' }).click();
  await batch.getByRole('button', { name: '查询' }).click();
  await expect(rowOf(results, '陈静')).toContainText('终评');

  // A refused export is an alert titled 导出列表错误.
  await setScenario([{ path: `${PATH}/downloadTeacherTurn`, failure: '没有可导出的数据' }]);
  await batch.getByRole('button', { name: '导出' }).click();
  await expect(alertWith(page, '导出列表错误')).toContainText('没有可导出的数据');
});

test('forces an online teacher offline and deletes teachers', async ({ page, request }) => {
  // 王芳 signs in to marking elsewhere.
  const login = await request.post(`${MOCK_URL}/api/login/dologin`, { data: { ua: 'wangfang', up: 'Lj@2026pass' } });
  expect(await login.json()).toEqual({ success: true, result: '登录成功' });
  await openScreen(page);
  await expect(rowOf(table(page), '王芳').getByText('在线', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '强制下线 黄磊' })).toHaveCount(0);

  await page.getByRole('button', { name: '强制下线 王芳' }).click();
  await expect(confirmDialog(page)).toContainText('强制下线');
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '已强制下线')).toBeVisible();
  await expect(rowOf(table(page), '王芳').getByText('离线', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '强制下线 王芳' })).toHaveCount(0);
  await expect.poll(async () => (await requests({ path: `${PATH}/forceLogout` })).at(-1)?.body).toEqual({ teacherid: 3105 });

  // Delete, cancelled first, then confirmed.
  await page.getByRole('button', { name: '删除 黄磊' }).click();
  await confirmDialog(page).getByRole('button', { name: '取消' }).click();
  await expect(rowOf(table(page), '黄磊')).toBeVisible();
  await page.getByRole('button', { name: '删除 黄磊' }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '删除成功')).toBeVisible();
  await expect(rowOf(table(page), '黄磊')).toHaveCount(0);
  await expect(page.getByText('共 6 条')).toBeVisible();
  await expect.poll(async () => (await requests({ path: `${PATH}/delteacher` })).at(-1)?.body).toEqual({ teacherid: 3109, examid: 3001, subjectid: 2 });

  // A teacher with marked papers stays, and the server's reason is shown.
  await page.getByRole('button', { name: '删除 孙丽' }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '该教师已有阅卷记录，无法删除')).toBeVisible();
  await expect(rowOf(table(page), '孙丽')).toBeVisible();

  // Another subject has its own teachers.
  await choose(page, page.getByRole('combobox', { name: '科目' }), '英语');
  await expect.poll(async () => (await requests({ path: `${PATH}/loadexamteacher` })).at(-1)?.body).toMatchObject({ subjectid: 3 });
  await expect(rowOf(table(page), '孙丽')).toHaveCount(0);
});

test('forcing the own account offline warns first, then signs the user out', async ({ page }) => {
  // 张伟 (the signed-in administrator) is one of the subject's marking teachers.
  await openScreen(page);
  await page.getByRole('button', { name: '强制下线 张伟' }).click();
  await expect(confirmDialog(page)).toContainText('是您当前登录的账号，强制下线后您将退出登录');
  await confirmDialog(page).getByRole('button', { name: '取消' }).click();
  expect(await requests({ path: `${PATH}/forceLogout` })).toHaveLength(0);
  await page.getByRole('button', { name: '强制下线 张伟' }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(alertWith(page, '您的账号已被强制下线，请重新登录')).toBeVisible();
  await expect.poll(async () => (await requests({ path: `${PATH}/forceLogout` })).at(-1)?.body).toEqual({ teacherid: 2001 });
});

test('generation counts outside 0 to 1000 say so and are not changed silently', async ({ page }) => {
  await openScreen(page);
  await page.getByRole('button', { name: '批量添加/编辑' }).click();
  const batch = dialog(page, '批量添加/编辑');
  await choose(page, batch.getByRole('combobox', { name: '题组' }), '解答题18（2+1）');
  const first = batch.getByRole('textbox', { name: '一评人数' });
  await first.fill('1200');
  await first.blur();
  await expect(first).toHaveValue('1200');
  await expect(batch.getByText('生成数量须为0到1000之间的整数')).toBeVisible();
  await batch.getByRole('button', { name: '生成' }).click();
  await expect(alertWith(page, '一评的生成数量须为0到1000之间的整数')).toBeVisible();
  expect(await requests({ path: `${PATH}/batchCreateTeacher` })).toHaveLength(0);
  await first.fill('1000');
  await expect(batch.getByText('生成数量须为0到1000之间的整数')).toHaveCount(0);
});

test('a failed save says so and keeps the ticks and the typed counts', async ({ page }) => {
  await openScreen(page);
  await setScenario([{ path: `${PATH}/saveteacher`, example: 'alreadyAssigned', times: 1 }]);
  await page.getByRole('button', { name: '添加教师' }).click();
  const add = dialog(page, '添加阅卷教师');
  await add.getByRole('checkbox', { name: '选择 陈静' }).check();
  await add.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '陈静已是该科目的阅卷教师')).toBeVisible();
  await expect(add).toBeVisible();
  await expect(add.getByRole('checkbox', { name: '选择 陈静' })).toBeChecked();
  await expect(add.getByText('已选 1 人')).toBeVisible();
  // The next try goes through with the same ticks.
  await add.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await expect(add).toBeHidden();
  await expect(rowOf(table(page), '陈静')).toBeVisible();

  await setScenario([{ path: `${PATH}/batchCreateTeacher`, status: 500 }]);
  await page.getByRole('button', { name: '批量添加/编辑' }).click();
  const batch = dialog(page, '批量添加/编辑');
  await choose(page, batch.getByRole('combobox', { name: '题组' }), '填空题（双评（1+1））');
  await batch.getByRole('textbox', { name: '终评人数' }).fill('3');
  await batch.getByRole('button', { name: '生成' }).click();
  await expect(alertWith(page, '服务器出错（HTTP 500），请稍后重试')).toBeVisible();
  await expect(batch.getByRole('textbox', { name: '终评人数' })).toHaveValue('3');
  await clearScenario();
});

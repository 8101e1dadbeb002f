// The exam list (/main/exam), driven as an administrator and as a marking teacher would use it, against the stateful
// mock (spec 1 §2 information management item 6, §3 exam, §4 exam states, §5 exam form, §6 roles, §7 "Exam list",
// §8 exam save, §9). Each exam is a card: an article named by the exam's name; each subject row is a group named by
// the subject.
import { expect, request, type Locator, type Page } from '@playwright/test';
import { MOCK_URL, test, setScenario, requests } from './support/mock';
import { alertWith, signIn, confirmDialog, confirmWith } from './flows';

const WANGFANG = { ua: 'wangfang', up: 'Lj@2026pass' };
const MIDTERM = '2026年秋季高一期中联考';

const list = (page: Page) => page.getByRole('region', { name: '考试列表' });
const card = (page: Page, name: string) => list(page).getByRole('article', { name, exact: true });
const subject = (c: Locator, name: string) => c.getByRole('group', { name, exact: true });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function openExams(page: Page, account?: { ua: string; up: string }): Promise<void> {
  await signIn(page, account, { to: '/main/exam' });
  await expect(page.getByRole('heading', { name: '考试管理', exact: true })).toBeVisible();
  await expect(list(page).getByRole('article').first()).toBeVisible();
}

/** Chooses options of a Mantine (multi)select, then leaves the field. */
async function choose(page: Page, field: Locator, ...options: string[]): Promise<void> {
  await field.click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  await field.press('Tab');
}

/** Fills the add dialog with a joint exam of 101 and 102, 高一, 数学 and 英语 plus a custom subject. */
async function fillNewExam(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: '新增考试' }).click();
  const add = dialog(page, '新增考试');
  await add.getByLabel('考试名称').fill(name);
  await add.getByRole('radio', { name: '联考' }).check();
  await choose(page, add.getByRole('combobox', { name: '考试单位' }), '临江市第一中学', '临江市实验中学');
  await choose(page, add.getByRole('combobox', { name: '年级' }), '高一');
  await add.getByRole('checkbox', { name: '数学' }).check();
  await add.getByRole('checkbox', { name: '英语' }).check();
  await add.getByRole('button', { name: '添加自定义科目' }).click();
  await add.getByRole('textbox', { name: '自定义科目1' }).fill('生物');
  return add;
}

test('creates an exam with a custom subject, edits it, moves it through its states and deletes it', async ({ page }) => {
  await openExams(page);
  await expect(page.getByText('共 5 条')).toBeVisible();
  await expect(list(page).getByRole('article')).toHaveCount(2);
  await expect.poll(async () => (await requests({ path: '/api/exam/loadexam' })).at(-1)?.body).toEqual({ page: 1, pagesize: 2, examname: '', examstate: '', stime: '', etime: '' });

  // The form's rules: nothing is sent until they hold.
  await page.getByRole('button', { name: '新增考试' }).click();
  const empty = dialog(page, '新增考试');
  await expect(empty.getByRole('radio', { name: '校考' })).toBeChecked();
  await expect(empty.getByRole('radio', { name: '默认存储' })).toBeChecked();
  await expect(empty.getByRole('switch', { name: '自动导入参考学生' })).toBeChecked();
  await empty.getByRole('button', { name: '确定' }).click();
  for (const message of ['请填写考试名称', '请选择考试单位', '请选择年级', '请选择考试科目']) await expect(empty.getByText(message)).toBeVisible();
  await empty.getByRole('button', { name: '添加自定义科目' }).click();
  await empty.getByRole('radio', { name: '指定存储路径' }).check();
  await empty.getByRole('textbox', { name: '存储路径' }).fill('');
  await empty.getByRole('button', { name: '确定' }).click();
  await expect(empty.getByText('科目名称不能为空')).toBeVisible();
  await expect(empty.getByText('请填写存储路径')).toBeVisible();
  await empty.getByRole('button', { name: '取消' }).click();
  expect(await requests({ path: '/api/exam/saveexam' })).toHaveLength(0);

  // Add a joint exam with a custom subject.
  const add = await fillNewExam(page, '2026年秋季高一第二次联考');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '考试保存成功')).toBeVisible();
  await expect(add).toBeHidden();
  await expect.poll(async () => (await requests({ path: '/api/exam/saveexam' })).at(-1)?.body).toEqual({
    examid: null,
    exam_id: null,
    examname: '2026年秋季高一第二次联考',
    examtype: '2',
    unitid: [101, 102],
    unit_names: ['临江市第一中学', '临江市实验中学'],
    grades: ['高一'],
    grade_ids: [10, 20],
    subjects: [2, 3, 22],
    exam_subject_names: ['数学', '英语', '生物'],
    is_auto_import: true,
    location: 'D:\\ExamPapers',
    storage_type: '2',
  });
  await expect(page.getByText('共 6 条')).toBeVisible();
  let exam = card(page, '2026年秋季高一第二次联考');
  await expect(exam).toContainText('未开始');
  await expect(exam).toContainText('联考');
  await expect(exam).toContainText('临江市第一中学、临江市实验中学');
  await expect(subject(exam, '生物')).toContainText('已扫描 0/');
  // State 1: edit and delete, next state only; the configuration buttons are there.
  await expect(exam.getByRole('button', { name: '编辑' })).toBeVisible();
  await expect(exam.getByRole('button', { name: '删除' })).toBeVisible();
  await expect(exam.getByRole('button', { name: '下一状态' })).toBeVisible();
  await expect(exam.getByRole('button', { name: '上一状态' })).toHaveCount(0);
  for (const name of ['模板配置', '题干配置', '客观题答案', '开始扫描', '手动上传', '缺考检查']) await expect(subject(exam, '生物').getByRole('link', { name })).toBeVisible();

  // Edit: the saved values come back; rename and drop 英语 (no papers yet: no question asked).
  await exam.getByRole('button', { name: '编辑' }).click();
  const edit = dialog(page, '编辑考试');
  await expect(edit.getByLabel('考试名称')).toHaveValue('2026年秋季高一第二次联考');
  await expect(edit.getByRole('radio', { name: '联考' })).toBeChecked();
  await expect(edit.getByRole('checkbox', { name: '英语' })).toBeChecked();
  await expect(edit.getByRole('textbox', { name: '自定义科目1' })).toHaveValue('生物');
  await edit.getByLabel('考试名称').fill('2026年秋季高一第二次联考（调整）');
  await edit.getByRole('checkbox', { name: '英语' }).uncheck();
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(edit).toBeHidden();
  const edited = (await requests({ path: '/api/exam/saveexam' })).at(-1)?.body as Record<string, unknown>;
  expect(edited).toMatchObject({ examid: expect.any(Number), examname: '2026年秋季高一第二次联考（调整）', subjects: [2, 22], exam_subject_names: ['数学', '生物'] });
  expect(edited.exam_id).toBe(edited.examid);
  exam = card(page, '2026年秋季高一第二次联考（调整）');
  await expect(subject(exam, '英语')).toHaveCount(0);
  await expect(subject(exam, '生物')).toBeVisible();

  // Forward to 进行中: no edit or delete any more, both state buttons.
  await exam.getByRole('button', { name: '下一状态' }).click();
  await confirmWith(page, '进行中');
  await expect(alertWith(page, '操作成功')).toBeVisible();
  await expect(exam).toContainText('进行中');
  await expect(exam.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await expect(exam.getByRole('button', { name: '删除' })).toHaveCount(0);
  await expect(exam.getByRole('button', { name: '上一状态' })).toBeVisible();
  // Forward to 已结束: no next state; template, stem and answers are closed; scanning stays.
  await exam.getByRole('button', { name: '下一状态' }).click();
  await confirmWith(page, '已结束');
  await expect(exam).toContainText('已结束');
  await expect(exam.getByRole('button', { name: '下一状态' })).toHaveCount(0);
  for (const name of ['模板配置', '题干配置', '客观题答案']) await expect(subject(exam, '数学').getByRole('link', { name })).toHaveCount(0);
  await expect(subject(exam, '数学').getByRole('link', { name: '开始扫描' })).toBeVisible();
  await expect.poll(async () => (await requests({ path: '/api/exam/forwardexam' })).map((r) => r.body)).toEqual([{ examid: edited.examid }, { examid: edited.examid }]);

  // Back twice, then delete (cancelled first).
  await exam.getByRole('button', { name: '上一状态' }).click();
  await confirmWith(page, '进行中');
  await expect(exam).toContainText('进行中');
  await expect(subject(exam, '数学').getByRole('link', { name: '模板配置' })).toBeVisible();
  await exam.getByRole('button', { name: '上一状态' }).click();
  await confirmWith(page, '未开始');
  await expect(exam.getByRole('button', { name: '删除' })).toBeVisible();
  await exam.getByRole('button', { name: '删除' }).click();
  await confirmDialog(page).getByRole('button', { name: '取消' }).click();
  await expect(exam).toBeVisible();
  await exam.getByRole('button', { name: '删除' }).click();
  await confirmWith(page, '2026年秋季高一第二次联考（调整）');
  await expect(alertWith(page, '删除成功')).toBeVisible();
  await expect(exam).toHaveCount(0);
  await expect(page.getByText('共 5 条')).toBeVisible();
});

test('removing a subject with scanned papers asks to confirm (-3) and resends with confirmSubject', async ({ page }) => {
  await openExams(page);
  // Exam 3001 is under way with scanned papers: back to state 1 to edit it.
  const exam = card(page, MIDTERM);
  await exam.getByRole('button', { name: '上一状态' }).click();
  await confirmWith(page, '未开始');
  await expect(exam.getByRole('button', { name: '编辑' })).toBeVisible();
  await expect(subject(exam, '英语')).toContainText(/已扫描 [1-9]/);

  await exam.getByRole('button', { name: '编辑' }).click();
  const edit = dialog(page, '编辑考试');
  await edit.getByRole('checkbox', { name: '英语' }).uncheck();
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(confirmDialog(page)).toContainText('英语');
  await expect(confirmDialog(page)).toContainText('是否继续？此操作不可恢复');
  // Not now: nothing changes and the dialog keeps the change.
  await confirmDialog(page).getByRole('button', { name: '取消' }).click();
  await expect(edit).toBeVisible();
  await expect(edit.getByRole('checkbox', { name: '英语' })).not.toBeChecked();
  await expect(subject(exam, '英语')).toBeVisible();

  await edit.getByRole('button', { name: '确定' }).click();
  await confirmWith(page, '是否继续？此操作不可恢复');
  await expect(alertWith(page, '考试保存成功')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(subject(exam, '英语')).toHaveCount(0);
  const [first, second, third] = (await requests({ path: '/api/exam/saveexam' })).map((r) => r.body as Record<string, unknown>);
  expect(first).toMatchObject({ examid: 3001, subjects: [1, 2], exam_subject_names: ['语文', '数学'] });
  expect(first).not.toHaveProperty('confirmSubject');
  expect(second).toEqual(first);
  expect(third).toEqual({ ...first, confirmSubject: '1' });
});

test('searches by name, state and creation date, pages, and keeps the search in the address', async ({ page }) => {
  await openExams(page);
  const search = page.getByRole('search', { name: '考试查询' });
  await search.getByRole('textbox', { name: '考试名称' }).fill('高二');
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/examname=/);
  await expect(page.getByText('共 2 条')).toBeVisible();
  await expect(card(page, '2026年秋季高二月考')).toBeVisible();
  await expect(card(page, '2026年春季高二期末考试')).toBeVisible();

  await choose(page, search.getByRole('combobox', { name: '考试状态' }), '已结束');
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(list(page).getByRole('article')).toHaveCount(1);
  await expect(card(page, '2026年春季高二期末考试')).toContainText('已结束');
  await expect.poll(async () => (await requests({ path: '/api/exam/loadexam' })).at(-1)?.body).toMatchObject({ examname: '高二', examstate: '3' });

  // Nothing matches: the empty state.
  await search.getByRole('textbox', { name: '考试名称' }).fill('不存在的考试');
  await search.getByRole('button', { name: '查询' }).click();
  await expect(list(page).getByText('暂无考试')).toBeVisible();
  await expect(page.getByText('共 0 条')).toBeVisible();

  // Reset, then more per page and the next page.
  await search.getByRole('button', { name: '重置' }).click();
  await expect(page.getByText('共 5 条')).toBeVisible();
  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(card(page, '2026年秋季高一第一次月考')).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: '每页条数' }), '5 条/页');
  await expect(list(page).getByRole('article')).toHaveCount(5);
  await expect(page).toHaveURL(/pagesize=5/);

  // A creation date range from the address (a shared link) fills the date fields and the call.
  await page.goto('/main/exam?stime=2026-10-01&etime=2026-10-31');
  await expect(page.getByText('共 2 条')).toBeVisible();
  await expect(card(page, MIDTERM)).toBeVisible();
  await expect(page.getByRole('button', { name: '创建日期起' })).toHaveText('2026-10-01');
  await expect(page.getByRole('button', { name: '创建日期止' })).toHaveText('2026-10-31');
  await expect.poll(async () => (await requests({ path: '/api/exam/loadexam' })).at(-1)?.body).toMatchObject({ stime: '2026-10-01', etime: '2026-10-31' });
});

test('查询 with unchanged filters and 刷新列表 ask the server again: a change made elsewhere shows', async ({ page }) => {
  await openExams(page);
  const midterm = card(page, MIDTERM);
  await expect(midterm).toContainText('进行中');
  const loads = async () => (await requests({ path: '/api/exam/loadexam' })).length;
  const before = await loads();
  // The exam is moved on from elsewhere (another tab of the same office).
  expect(await (await page.request.post('/api/exam/forwardexam', { data: { examid: 3001 } })).json()).toMatchObject({ success: true });
  await page.getByRole('search', { name: '考试查询' }).getByRole('button', { name: '查询' }).click();
  await expect(midterm).toContainText('已结束');
  expect(await loads()).toBe(before + 1);

  expect(await (await page.request.post('/api/exam/backwardexam', { data: { examid: 3001 } })).json()).toMatchObject({ success: true });
  await page.getByRole('button', { name: '刷新列表' }).click();
  await expect(midterm).toContainText('进行中');
  expect(await loads()).toBe(before + 2);
});

test('opening an exam page from a card keeps the exam (and subject) for that page', async ({ page }) => {
  await openExams(page);
  const exam = card(page, MIDTERM);
  // Per-exam menus from the permission tree; 成绩核查 is for the platform administrator only.
  await exam.getByRole('button', { name: '成绩管理' }).click();
  await expect(page.getByRole('menuitem', { name: '客观题核查', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '成绩核查' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The not-scanned list of a subject downloads as a workbook.
  const download = page.waitForEvent('download');
  await subject(exam, '英语').getByRole('button', { name: '导出未扫描名单' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await expect.poll(async () => (await requests({ path: '/api/exam/downloadNotScanStudentList' })).at(-1)?.body).toEqual({ exam_id: 3001, subject_id: 3, page: 1, pagesize: 999999 });

  await subject(exam, '数学').getByRole('link', { name: '客观题答案' }).click();
  await expect(page).toHaveURL(/\/main\/exam\/subquestionanswer$/);
  await expect(page.getByLabel('考试名称')).toHaveText(MIDTERM);
  const state = await page.evaluate(() => JSON.parse(localStorage.getItem('exam-app-state') ?? '{}') as Record<string, unknown>);
  expect(state).toMatchObject({ exam_id: 3001, exam_name: MIDTERM, subject_id: 2, subject_name: '数学', exam_subject_ids: [1, 2, 3] });

  // Back to the list, then a page of the 更多 menu.
  await page.getByRole('link', { name: '返回' }).click();
  await card(page, '2026年秋季高二月考').getByRole('button', { name: '更多' }).click();
  // The staff and group screens have buttons of their own, with plain names, and are not repeated under 更多.
  await expect(page.getByRole('menuitem')).toHaveText(['考场管理', '考场编排']);
  await page.getByRole('menuitem', { name: '考场管理' }).click();
  await expect(page).toHaveURL(/\/main\/exam\/examroommge$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('exam-app-state') ?? '{}').exam_id)).toBe(3005);

  await page.goBack();
  for (const [name, path, heading] of [
    ['阅卷教师', 'mgeexamteacher', '阅卷教师管理'],
    ['题组配置', 'subquestionconfig', '题组配置'],
    ['扫描人员', 'mgeexamscan', '扫描人员管理'],
  ] as const) {
    await card(page, MIDTERM).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/main/exam/${path}$`));
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByLabel('考试名称')).toHaveText(MIDTERM);
    await page.goBack();
  }
});

test("a marking teacher sees no management buttons; her menus and scan button come from her exam permissions", async ({ page }) => {
  // 张伟 gives 王芳 scanning (试卷扫描) and marking progress (阅卷进度) for 数学 of exam 3001, besides her marking.
  const api = await request.newContext({ baseURL: MOCK_URL });
  try {
    expect((await (await api.post('/api/login/dologin', { data: { ua: 'zhangwei', up: 'Lj@2026pass', rememberMe: false } })).json()).success).toBe(true);
    const saved = await api.post('/api/exam/examPermission/saveUserPermission', {
      data: {
        user_ids: [3105],
        exam_id: 3001,
        permissions: [
          { exam_id: 3001, permission: 31, subject_ids: [2], question_ids: [803, 804] },
          { exam_id: 3001, permission: 241, subject_ids: [2] },
          { exam_id: 3001, permission: 791, subject_ids: [2] },
          { exam_id: 3001, permission: 207, subject_ids: [2] },
        ],
      },
    });
    expect((await saved.json()).success).toBe(true);
  } finally {
    await api.dispose();
  }

  await openExams(page, WANGFANG);
  await expect(page.getByRole('button', { name: '新增考试' })).toHaveCount(0);
  const exam = card(page, MIDTERM);
  for (const name of ['编辑', '删除', '生成报告', '上一状态', '下一状态']) await expect(exam.getByRole('button', { name })).toHaveCount(0);
  for (const name of ['参考学生', '分配权限', '数据检查', '模板配置', '题干配置', '客观题答案', '手动上传', '缺考检查']) await expect(exam.getByRole('link', { name })).toHaveCount(0);
  // Scanning only where her permission reaches.
  await expect(subject(exam, '数学').getByRole('link', { name: '开始扫描' })).toBeVisible();
  await expect(subject(exam, '语文').getByRole('link', { name: '开始扫描' })).toHaveCount(0);
  await expect(subject(exam, '英语').getByRole('link', { name: '开始扫描' })).toHaveCount(0);

  // Her menus: 阅卷统计 with 阅卷进度; 成绩管理 held only 成绩核查, which is not for her; 教师阅卷 under 更多.
  const menus = exam.getByRole('group', { name: '考试菜单' });
  await expect(menus.getByRole('button')).toHaveText(['阅卷统计', '更多']);
  await menus.getByRole('button', { name: '阅卷统计' }).click();
  await expect(page.getByRole('menuitem', { name: '阅卷进度' })).toBeVisible();
  await page.keyboard.press('Escape');
  await menus.getByRole('button', { name: '更多' }).click();
  await expect(page.getByRole('menuitem', { name: '教师阅卷' })).toBeVisible();
  await page.getByRole('menuitem', { name: '阅卷', exact: true }).click();
  await expect(page).toHaveURL(/\/main\/netview\/marking$/);

  // Another of her exams, without permissions: no buttons, no menus.
  await page.goto('/main/exam?examname=第一次月考');
  const other = card(page, '2026年秋季高一第一次月考');
  await expect(other).toBeVisible();
  await expect(other.getByRole('group', { name: '考试菜单' })).toHaveCount(0);
  await expect(other.getByRole('link')).toHaveCount(0);
});

test('a school administrator holds exams at the own school', async ({ page }) => {
  await openExams(page, { ua: 'liuyang', up: 'Lj@2026pass' });
  await page.getByRole('button', { name: '新增考试' }).click();
  const add = dialog(page, '新增考试');
  await expect(add.getByRole('textbox', { name: '考试单位' })).toHaveValue('临江市第一中学（校考）');
  await expect(add.getByRole('radio', { name: '联考' })).toHaveCount(0);
  await add.getByLabel('考试名称').fill('2026年秋季高二物理周测');
  await choose(page, add.getByRole('combobox', { name: '年级' }), '高二');
  await add.getByRole('checkbox', { name: '物理' }).check();
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add).toBeHidden();
  await expect.poll(async () => (await requests({ path: '/api/exam/saveexam' })).at(-1)?.body).toMatchObject({
    examtype: '1',
    unitid: [101],
    unit_names: ['临江市第一中学'],
    grades: ['高二'],
    grade_ids: [11],
    subjects: [4],
    exam_subject_names: ['物理'],
  });
  await expect(card(page, '2026年秋季高二物理周测')).toContainText('临江市第一中学');
});

test('a failed save shows the reason and keeps the dialog with what was typed', async ({ page }) => {
  await openExams(page);
  await setScenario([{ path: '/api/exam/saveexam', example: 'duplicateName', times: 1 }]);
  const add = await fillNewExam(page, '2026年秋季高一期中联考');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '考试名称已存在')).toBeVisible();
  await expect(add).toBeVisible();
  await expect(add.getByLabel('考试名称')).toHaveValue('2026年秋季高一期中联考');
  await expect(add.getByRole('checkbox', { name: '英语' })).toBeChecked();
  await expect(add.getByRole('textbox', { name: '自定义科目1' })).toHaveValue('生物');

  // A server error (HTTP 500) the same way; then a new name saves.
  await setScenario([{ path: '/api/exam/saveexam', status: 500, times: 1 }]);
  await add.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, 'HTTP 500')).toBeVisible();
  await expect(add.getByRole('textbox', { name: '自定义科目1' })).toHaveValue('生物');
  await add.getByLabel('考试名称').fill('2026年秋季高一期中联考（补考）');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add).toBeHidden();
  await expect(card(page, '2026年秋季高一期中联考（补考）')).toBeVisible();
  await expect.poll(async () => (await requests({ path: '/api/exam/saveexam' })).map((r) => (r.body as { examname: string }).examname)).toEqual([
    '2026年秋季高一期中联考',
    '2026年秋季高一期中联考',
    '2026年秋季高一期中联考（补考）',
  ]);
});

test('a 新增考试 whose answer is lost after the server saved it says the outcome is unknown and offers the list, not a second exam', async ({ page }) => {
  await openExams(page);
  await setScenario([{ path: '/api/exam/saveexam', malformed: true, times: 1 }]);
  const name = '2026年秋季高一第二次联考';
  const add = await fillNewExam(page, name);
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add.getByRole('alert')).toContainText('保存结果未知');
  // Neither 确定 nor Enter in a field sends it again.
  await expect(add.getByRole('button', { name: '确定' })).toHaveCount(0);
  await add.getByLabel('考试名称').press('Enter');
  await add.getByRole('button', { name: '刷新列表' }).click();
  await expect(add).toBeHidden();
  await expect(alertWith(page, '已刷新列表，请确认记录是否已新增')).toBeVisible();
  await expect(page.getByText('共 6 条')).toBeVisible();
  expect(await requests({ path: '/api/exam/saveexam' })).toHaveLength(1);
  // The one exam the server saved, once.
  await page.getByRole('search', { name: '考试查询' }).getByRole('textbox', { name: '考试名称' }).fill(name);
  await page.getByRole('search', { name: '考试查询' }).getByRole('button', { name: '查询' }).click();
  await expect(list(page).getByRole('article', { name, exact: true })).toHaveCount(1);
  await expect(page.getByText('共 1 条')).toBeVisible();
});

test('generates the report of a finished exam and reports why not for an unfinished one', async ({ page }) => {
  await openExams(page);
  await card(page, MIDTERM).getByRole('button', { name: '生成报告' }).click();
  await expect(alertWith(page, '考试还有未阅完的试卷，无法生成报告')).toBeVisible();
  await page.goto('/main/exam?examstate=3');
  await card(page, '2026年春季高二期末考试').getByRole('button', { name: '生成报告' }).click();
  await expect(alertWith(page, '考试报告生成成功')).toBeVisible();
  await expect.poll(async () => (await requests({ path: '/api/exam/generateStatistics' })).map((r) => r.body)).toEqual([{ exam_id: 3001 }, { exam_id: 3003 }]);
});

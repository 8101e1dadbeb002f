// Exam permission assignment (/main/exam/exampermission), driven as an exam administrator would use it, against the
// stateful mock (spec 2 §2.7, §3 "Exam permission", §4 round options and "Permission screen", §5, §7, §8, §9).
// Exam 3001 2026年秋季高一期中联考: administrators 张伟 (the creator) and 刘洋; 王芳 is the 数学 researcher and holds
// 阅卷 on 数学 解答题17 (rounds 一评, 终评) and 解答题18 (一评, 二评); 解答题17/18 are mark mode 3, 选择题 objective.
import { expect, type Locator, type Page } from '@playwright/test';
import { MOCK_URL, requests, setScenario, test, waitForRequest } from './support/mock';
import { ACCOUNT, alertWith, confirmDialog, EXAM_3001, signIn } from './flows';

const PATH = '/api/exam/examPermission';
const users = (page: Page) => page.getByRole('listbox', { name: '用户列表' });
/** A user's row, named by what it shows (name, account, unit, type): found by its name and account cells. */
const user = (page: Page, name: string, account: string) =>
  users(page)
    .getByRole('option')
    .filter({ has: page.getByText(name, { exact: true }) })
    .filter({ has: page.getByText(account, { exact: true }) });
const box = (page: Page, path: string) => page.getByRole('checkbox', { name: path, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: '保存权限' });

async function openPermissions(page: Page): Promise<void> {
  await signIn(page, ACCOUNT, { to: '/main/exam/exampermission', exam: EXAM_3001 });
  await expect(page.getByRole('heading', { name: '分配权限' })).toBeVisible();
  await expect(page.getByLabel('考试名称')).toHaveText('2026年秋季高一期中联考');
  await expect(user(page, '王芳', 'wangfang')).toBeVisible();
}

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  // The user list's options are named '姓名（账号）', so a filter's option names never clash with them.
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Finds a user through the search box (the list filters as one types). */
async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: '搜索' }).fill(text);
  await expect(users(page).getByRole('option')).toHaveCount(1);
}

const lastBody = async (op: string) => (await requests({ path: `${PATH}/${op}` })).at(-1)?.body as Record<string, unknown> | undefined;

test('grants a permission to several users at once, then each has it (multi-user and single-user mode)', async ({ page }) => {
  await openPermissions(page);
  // Nothing chosen yet: saving is refused before any call.
  await saveButton(page).click();
  await expect(alertWith(page, '请选择用户')).toBeVisible();

  await page.getByRole('switch', { name: '多选用户' }).check();
  await expect(page.getByText('已选择 0 位用户')).toBeVisible();
  await search(page, '陈静');
  await user(page, '陈静', 'chenjing').click();
  await search(page, '孙丽');
  await user(page, '孙丽', 'sunli').click();
  await expect(page.getByText('已选择 2 位用户')).toBeVisible();
  const chips = page.getByRole('group', { name: '已选用户' });
  await expect(chips).toContainText('陈静');
  await expect(chips).toContainText('孙丽');
  await expect(user(page, '孙丽', 'sunli')).toHaveAttribute('aria-selected', 'true');

  // 阅卷统计 (79) is always expanded; its scope-2 permission offers the exam's subjects on its row.
  await box(page, '阅卷统计 / 阅卷进度 / 数学').check();
  await expect(box(page, '阅卷统计 / 阅卷进度')).toBeChecked({ indeterminate: true });
  await saveButton(page).click();
  await expect(alertWith(page, '权限保存成功')).toBeVisible();
  await expect.poll(() => lastBody('saveUserPermission')).toEqual({
    user_ids: [3106, 3108],
    exam_id: 3001,
    permissions: [{ exam_id: 3001, permission: 791, subject_ids: [2], question_ids: [], question_turn: [] }],
  });
  // The selection is cleared after the save.
  await expect(page.getByText('已选择 0 位用户')).toBeVisible();
  await expect(chips).toBeHidden();

  // Single-user mode: each of them now holds 阅卷进度 on 数学 only.
  await page.getByRole('switch', { name: '多选用户' }).uncheck();
  for (const [name, account, id] of [['陈静', 'chenjing', 3106], ['孙丽', 'sunli', 3108]] as const) {
    await search(page, name);
    await user(page, name, account).click();
    await expect(page.getByText(`当前用户：${name}（${account}）`)).toBeVisible();
    await expect.poll(() => lastBody('getUserPermission')).toEqual({ user_id: id, exam_id: 3001 });
    await expect(box(page, '阅卷统计 / 阅卷进度 / 数学')).toBeChecked();
    await expect(box(page, '阅卷统计 / 阅卷进度 / 语文')).not.toBeChecked();
    await expect(box(page, '阅卷统计 / 题组工作量')).not.toBeChecked();
  }
});

test('edits one user’s rounds of a question group, offered by the group’s mark mode', async ({ page }) => {
  await openPermissions(page);
  await user(page, '王芳', 'wangfang').click();
  await expect(page.getByText('当前用户：王芳（wangfang）')).toBeVisible();
  await waitForRequest(`${PATH}/getUserPermission`);

  await page.getByRole('button', { name: '展开 阅卷', exact: true }).click();
  await page.getByRole('button', { name: '展开 阅卷 / 数学', exact: true }).click();
  // 解答题17 is mark mode 3 (2+1): rounds 一评, 二评, 异常卷, 终评 — no third round.
  const q17 = '阅卷 / 数学 / 解答题17';
  await expect(box(page, `${q17} / 一评`)).toBeChecked();
  await expect(box(page, `${q17} / 终评`)).toBeChecked();
  await expect(box(page, `${q17} / 二评`)).not.toBeChecked();
  await expect(box(page, `${q17} / 异常卷`)).not.toBeChecked();
  await expect(box(page, `${q17} / 三评`)).toHaveCount(0);
  await expect(box(page, q17)).toBeChecked({ indeterminate: true });
  // 填空题 is mark mode 2 (1+1): rounds 一评, 二评, 异常卷, 终评.
  await expect(box(page, '阅卷 / 数学 / 填空题 / 二评')).toBeVisible();
  // 选择题 is objective: the system scores it, so no round is offered and the screen says why.
  await expect(box(page, '阅卷 / 数学 / 选择题')).toBeDisabled();
  for (const round of ['一评', '二评', '三评', '异常卷', '终评']) await expect(box(page, `阅卷 / 数学 / 选择题 / ${round}`)).toHaveCount(0);
  await expect(page.getByText('客观题由系统自动评分，无需分配阅卷')).toBeVisible();

  await box(page, `${q17} / 二评`).check();
  await box(page, `${q17} / 终评`).uncheck();
  // Another user's permissions would replace the unsaved ticks: asked first.
  await user(page, '陈静', 'chenjing').click();
  await expect(confirmDialog(page)).toContainText('“王芳”的权限修改尚未保存');
  await confirmDialog(page).getByRole('button', { name: '取消' }).click();
  await expect(page.getByText('当前用户：王芳（wangfang）')).toBeVisible();
  await expect(box(page, `${q17} / 二评`)).toBeChecked();
  await saveButton(page).click();
  await expect(alertWith(page, '权限保存成功')).toBeVisible();
  const saved = await lastBody('saveUserPermission');
  expect(saved).toMatchObject({ user_ids: [3105], exam_id: 3001 });
  expect(saved?.permissions).toEqual([
    { exam_id: 3001, user_id: 3105, permission: 241, subject_ids: [2], question_ids: [], question_turn: [] },
    {
      exam_id: 3001,
      user_id: 3105,
      permission: 31,
      subject_ids: [2],
      question_ids: [803, 804],
      question_turn: [
        { question_id: 803, turn: [1, 2] },
        { question_id: 804, turn: [1, 2] },
      ],
    },
  ]);

  // Loaded again, the tree shows what was saved.
  await user(page, '陈静', 'chenjing').click();
  await expect(page.getByText('当前用户：陈静（chenjing）')).toBeVisible();
  await expect(box(page, `${q17} / 一评`)).not.toBeChecked();
  await user(page, '王芳', 'wangfang').click();
  await expect(box(page, `${q17} / 二评`)).toBeChecked();
  await expect(box(page, `${q17} / 终评`)).not.toBeChecked();
});

test('loads the next 100 users when the list is scrolled to its end', async ({ page }) => {
  // The seed has 44 users in exam 3001's schools; 60 more teachers of 临江市第一中学 make two pages.
  const login = await fetch(`${MOCK_URL}/api/login/dologin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ACCOUNT) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  for (let i = 1; i <= 60; i++) {
    const n = String(i).padStart(3, '0');
    const res = await fetch(`${MOCK_URL}/api/info/user/saveuser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ username: `教师${n}`, useraccount: `perm${n}`, userpwd: '', unitid: 101, user_types: ['4'] }),
    });
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
  }

  await openPermissions(page);
  await expect(page.getByText('共 104 人，已加载 100 人')).toBeVisible();
  const first = await requests({ path: `${PATH}/getUsers` });
  expect(first.map((r) => (r.body as { page: number }).page)).toEqual([1]);
  expect(first[0]?.body).toEqual({
    page: 1,
    pagesize: 100,
    exam_id: 3001,
    search: '',
    role_id: -1,
    school_id: -1,
    class_id: -1,
    class_name: '-1',
    grade_id: -1,
    subject_id: -1,
    subject_class_id: -1,
    all: -1,
  });
  // Only the rows in view are in the page.
  expect(await users(page).getByRole('option').count()).toBeLessThan(40);

  await users(page).evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(page.getByText('共 104 人', { exact: true })).toBeVisible();
  await expect.poll(async () => (await requests({ path: `${PATH}/getUsers` })).map((r) => (r.body as { page: number }).page)).toEqual([1, 2]);
  await users(page).evaluate((el) => el.scrollTo(0, el.scrollHeight));
  // The last user of 临江市实验中学 is at the end of page 2.
  await expect(users(page).getByRole('option').last()).toContainText('临江市实验中学');
});

test('shows the filter of the chosen role and resets the others when the role changes', async ({ page }) => {
  await openPermissions(page);
  const field = (label: string) => page.getByRole('combobox', { name: label, exact: true });
  // All roles: grade, subject and class filters.
  for (const label of ['年级', '学科', '班级']) await expect(field(label)).toBeVisible();
  await expect(field('任教班级')).toHaveCount(0);
  await choose(page, field('学校'), '临江市第一中学');
  await choose(page, field('学科'), '数学');
  await expect.poll(async () => (await lastBody('getUsers'))?.subject_id).toBe(2);
  await expect.poll(() => lastBody('getUsers')).toMatchObject({ school_id: 101, subject_id: 2, role_id: -1 });

  // Class teachers: the class filter only; school and subject are back to all.
  await choose(page, field('角色'), '班主任');
  await expect(field('班级')).toHaveValue('全部班级');
  await expect(field('学校')).toHaveValue('全部学校');
  await expect(field('年级')).toHaveCount(0);
  await expect(field('学科')).toHaveCount(0);
  await expect.poll(async () => (await lastBody('getUsers'))?.role_id).toBe(11);
  await expect.poll(() => lastBody('getUsers')).toMatchObject({ role_id: 11, school_id: -1, subject_id: -1, class_id: -1, class_name: '-1' });
  await choose(page, field('班级'), '高一(1)班');
  await expect.poll(async () => (await lastBody('getUsers'))?.class_id).toBe(5011);
  await expect(user(page, '孙丽', 'sunli')).toBeVisible();
  await expect(page.getByText('共 2 人')).toBeVisible();
  await expect(users(page).getByRole('option')).toHaveCount(2);

  // Grade leaders: the grade; researchers: the subject; subject teachers: the taught class.
  await choose(page, field('角色'), '年级组长');
  await expect(field('年级')).toHaveValue('全部年级');
  await expect(field('班级')).toHaveCount(0);
  await choose(page, field('角色'), '学科教研员');
  await expect(field('学科')).toHaveValue('全部学科');
  await expect(field('年级')).toHaveCount(0);
  await choose(page, field('角色'), '任课教师');
  await expect(field('任教班级')).toHaveValue('全部任教班级');
  await expect(field('学科')).toHaveCount(0);
  await choose(page, field('任教班级'), '高一(1)班（数学、化学）');
  await expect.poll(async () => (await lastBody('getUsers'))?.subject_class_id).toBe(5011);
  await expect(user(page, '王芳', 'wangfang')).toBeVisible();
});

test('adds and removes an exam administrator; the creator cannot be removed', async ({ page }) => {
  await openPermissions(page);
  await page.getByRole('switch', { name: '多选用户' }).check();
  await user(page, '陈静', 'chenjing').click();
  await expect(page.getByText('已选择 1 位用户')).toBeVisible();
  await page.getByRole('tab', { name: '考试管理员' }).click();
  await expect(page.getByText('考试管理员拥有考试创建者的全部权限')).toBeVisible();
  const admins = page.getByRole('list', { name: '考试管理员列表' });
  await expect(admins.getByRole('listitem')).toHaveCount(2);
  await expect(admins).toContainText('张伟');
  await expect(admins).toContainText('刘洋');
  await expect(user(page, '刘洋', 'liuyang')).toHaveAttribute('aria-disabled', 'true');
  await expect(user(page, '张伟', 'zhangwei')).toHaveAttribute('aria-disabled', 'true');
  await expect.poll(async () => (await requests({ path: `${PATH}/getAllUsers` })).length).toBeGreaterThan(0);

  // Clicking a user who is no administrator yet adds them.
  await user(page, '王芳', 'wangfang').click();
  await expect(alertWith(page, '添加成功')).toBeVisible();
  await expect.poll(() => lastBody('addExamManager')).toEqual({ exam_id: 3001, user_id: 3105 });
  await expect(admins.getByRole('listitem')).toHaveCount(3);
  await expect(user(page, '王芳', 'wangfang')).toHaveAttribute('aria-disabled', 'true');

  // Clicking one on the right removes them after a confirmation.
  await page.getByRole('listitem', { name: '移除 王芳（wangfang）' }).click();
  await expect(confirmDialog(page)).toContainText('确定移除考试管理员“王芳”吗？');
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '删除成功')).toBeVisible();
  await expect.poll(() => lastBody('delExamManager')).toEqual({ exam_id: 3001, user_id: 3105 });
  await expect(admins.getByRole('listitem')).toHaveCount(2);
  await expect(user(page, '王芳', 'wangfang')).not.toHaveAttribute('aria-disabled', 'true');

  // The exam's creator stays: the server's refusal is shown.
  await page.getByRole('listitem', { name: '移除 张伟（zhangwei）' }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '不能移除考试创建者')).toBeVisible();
  await expect(admins).toContainText('张伟');

  // Back on the marking permissions: single-user mode, nothing selected, the users loaded again.
  await page.getByRole('tab', { name: '阅卷权限' }).click();
  await expect(page.getByRole('switch', { name: '多选用户' })).not.toBeChecked();
  await expect(page.getByText('请在左侧点击用户')).toBeVisible();
  await expect(user(page, '陈静', 'chenjing')).toHaveAttribute('aria-selected', 'false');
  await expect.poll(async () => (await requests({ path: `${PATH}/getUsers` })).length).toBe(2);
});

test('adds a subject researcher with a subject, and removes one', async ({ page }) => {
  await openPermissions(page);
  await page.getByRole('tab', { name: '学科教研员' }).click();
  const list = page.getByRole('list', { name: '学科教研员列表' });
  await expect(page.getByRole('listitem', { name: '移除 王芳（wangfang） 数学' })).toBeVisible();
  await expect(user(page, '王芳', 'wangfang')).toHaveAttribute('aria-disabled', 'true');

  await user(page, '陈静', 'chenjing').click();
  const dialog = page.getByRole('dialog', { name: '添加学科教研员' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请选择学科')).toBeVisible();
  await choose(page, dialog.getByRole('combobox', { name: '学科' }), '语文');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '添加成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => lastBody('addExamSubjectResearcher')).toEqual({ exam_id: 3001, user_id: 3106, subject_id: 1 });
  await expect(page.getByRole('listitem', { name: '移除 陈静（chenjing） 语文' })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(user(page, '陈静', 'chenjing')).toHaveAttribute('aria-disabled', 'true');

  await page.getByRole('listitem', { name: '移除 王芳（wangfang） 数学' }).click();
  await expect(confirmDialog(page)).toContainText('确定移除数学学科教研员“王芳”吗？');
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '删除成功')).toBeVisible();
  await expect.poll(() => lastBody('delExamSubjectResearcher')).toEqual({ exam_id: 3001, user_id: 3105, subject_id: 2 });
  await expect(list.getByRole('listitem')).toHaveCount(1);
});

test('a failed save is reported and keeps the ticked tree and the selected users', async ({ page }) => {
  await openPermissions(page);
  await page.getByRole('switch', { name: '多选用户' }).check();
  await user(page, '陈静', 'chenjing').click();
  await search(page, '黄磊');
  await user(page, '黄磊', 'huanglei').click();
  await expect(page.getByText('已选择 2 位用户')).toBeVisible();
  await box(page, '阅卷统计 / 阅卷进度 / 英语').check();

  await setScenario([{ path: `${PATH}/saveUserPermission`, example: 'notExamUnit' }]);
  await saveButton(page).click();
  await expect(alertWith(page, '用户黄磊不属于本次考试的参考单位')).toBeVisible();
  await expect(page.getByText('已选择 2 位用户')).toBeVisible();
  await expect(box(page, '阅卷统计 / 阅卷进度 / 英语')).toBeChecked();

  // A server crash: the same.
  await setScenario([{ path: `${PATH}/saveUserPermission`, status: 500 }]);
  await saveButton(page).click();
  await expect(alertWith(page, '服务器出错（HTTP 500），请稍后重试')).toBeVisible();
  await expect(page.getByRole('group', { name: '已选用户' })).toContainText('黄磊');
  await expect(box(page, '阅卷统计 / 阅卷进度 / 英语')).toBeChecked();

  // Once the server is back, the same ticks save for both.
  await setScenario([]);
  await saveButton(page).click();
  await expect(alertWith(page, '权限保存成功')).toBeVisible();
  await expect.poll(() => lastBody('saveUserPermission')).toMatchObject({ user_ids: [3106, 3109], permissions: [{ permission: 791, subject_ids: [3] }] });
});

// Question-group configuration (exam/subquestionconfig), driven as an exam administrator would use it, against the
// stateful mock (spec 2 §2.4, §3 group entities, §5 group name max 25 and a paper first, §7 question-group
// configuration, §8 confirmations and toasts, §9 15 groups per page). Exam 3001 数学: big questions 选择题 (1–12),
// 填空题 (13–16), 解答题17 and 解答题18; marking groups 选择题, 填空题 and 解答题 (17 and 18).
import { expect, type Page } from '@playwright/test';
import { test, setScenario, requests, waitForRequest } from './support/mock';
import { ACCOUNT, alertWith, confirmDialog, EXAM_3001, signIn } from './flows';

const ADD_OR_UPDATE = '/api/subquestionconfig/addorupdate';
const ADD_SUBS = '/api/subquestionconfig/addsubquestion';

const groupNode = (page: Page, name: string) => page.getByRole('group', { name: `题组 ${name}`, exact: true });
const groupSubs = (page: Page, name: string) => page.getByRole('list', { name: `${name}的小题` }).getByRole('listitem');
const subBox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function openGroups(page: Page): Promise<void> {
  await signIn(page, ACCOUNT, { to: '/main/exam/subquestionconfig', exam: EXAM_3001 });
  await expect(page.getByRole('heading', { name: '题组配置' })).toBeVisible();
  await expect(groupNode(page, '解答题')).toBeVisible();
}

async function confirm(page: Page): Promise<void> {
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
}

test('creates a group, fills it with ticked sub-questions, removes one, deletes a group and generates the groups', async ({ page }) => {
  await openGroups(page);
  await expect(page.getByText('共 3 个题组')).toBeVisible();
  await expect(groupSubs(page, '解答题')).toHaveText(['第17题', '第18题']);
  await expect.poll(async () => (await requests({ path: '/api/subquestionconfig/getgrouplist' })).at(-1)?.body).toMatchObject({ page: 1, pagesize: 15, paperid: 7001, examid: 3001, subjectid: 2 });
  // Sub-questions already in a group cannot be ticked.
  await expect(subBox(page, '第17题')).toBeDisabled();
  await expect(page.getByText('（解答题）').first()).toBeVisible();

  // The group-name dialog: required, at most 25 characters.
  await page.getByRole('button', { name: '新建题组' }).click();
  const add = dialog(page, '新增题组');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add.getByText('请输入题组名称')).toBeVisible();
  await add.getByLabel('题组名称').fill('题'.repeat(26));
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add.getByText('题组名称不能超过25个字')).toBeVisible();
  await add.getByLabel('题组名称').fill('综合题');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await expect(add).toHaveCount(0);
  await expect(groupNode(page, '综合题')).toContainText('暂无小题');
  expect((await waitForRequest(ADD_OR_UPDATE)).body).toMatchObject({ examid: 3001, subjectid: 2, groupname: '综合题', groupid: null });
  // The new group is where ticked sub-questions go.
  await expect(page.getByRole('radio', { name: '综合题' })).toBeChecked();

  // Deleting 解答题 (confirmed) frees 17 and 18.
  await page.getByRole('button', { name: '删除题组 解答题' }).click();
  await expect(confirmDialog(page)).toContainText('确定删除题组“解答题”吗？');
  await confirm(page);
  await expect(alertWith(page, '删除成功')).toBeVisible();
  await expect(groupNode(page, '解答题')).toHaveCount(0);
  await expect(subBox(page, '第17题')).toBeEnabled();

  await page.getByRole('button', { name: '保存勾选' }).click();
  await expect(alertWith(page, '请先勾选要加入题组的小题')).toBeVisible();
  // Ticking the big question ticks its sub-question.
  await subBox(page, '解答题17').check();
  await expect(subBox(page, '第17题')).toBeChecked();
  await subBox(page, '第18题').check();
  await page.getByRole('button', { name: '保存勾选' }).click();
  await expect(groupSubs(page, '综合题')).toHaveText(['第17题', '第18题']);
  const added = (await waitForRequest(ADD_SUBS)).body as { groupid: number };
  expect(added).toMatchObject({ subquestions: '8301,8401', examid: 3001, subjectid: 2 });
  await expect(subBox(page, '第17题')).toBeDisabled();

  // Take 18 out again (confirmed).
  await page.getByRole('button', { name: '将第18题移出题组 综合题' }).click();
  await expect(confirmDialog(page)).toContainText('确定将第18题移出题组“综合题”吗？');
  await confirm(page);
  await expect(groupSubs(page, '综合题')).toHaveText(['第17题']);
  await expect(subBox(page, '第18题')).toBeEnabled();
  expect((await waitForRequest('/api/subquestionconfig/deletesubgroupquestion')).body).toEqual({ examid: 3001, subjectid: 2, subquestionid: 8401, groupid: added.groupid });

  // Generate one group per big question (confirmed): the groups are replaced.
  await page.getByRole('button', { name: '按大题名称自动生成' }).click();
  await confirm(page);
  await expect(alertWith(page, '生成成功')).toBeVisible();
  await expect(page.getByText('共 4 个题组')).toBeVisible();
  await expect(groupNode(page, '综合题')).toHaveCount(0);
  await expect(groupSubs(page, '解答题17')).toHaveText(['第17题']);
  await expect(groupSubs(page, '解答题18')).toHaveText(['第18题']);
  await expect(groupSubs(page, '填空题')).toHaveText(['第13题', '第14题', '第15题', '第16题']);
});

test('ticked sub-questions need a chosen group; groups can be renamed', async ({ page }) => {
  await openGroups(page);
  await page.getByRole('button', { name: '将第18题移出题组 解答题' }).click();
  await confirm(page);
  await expect(subBox(page, '第18题')).toBeEnabled();
  await subBox(page, '第18题').check();
  await page.getByRole('button', { name: '保存勾选' }).click();
  await expect(alertWith(page, '请先在左侧选择题组')).toBeVisible();

  await page.getByRole('radio', { name: '填空题' }).check();
  await expect(page.getByText('勾选的小题将加入题组“填空题”')).toBeVisible();
  await page.getByRole('button', { name: '保存勾选' }).click();
  await expect(groupSubs(page, '填空题')).toHaveText(['第13题', '第14题', '第15题', '第16题', '第18题']);

  await page.getByRole('button', { name: '重命名题组 填空题' }).click();
  const edit = dialog(page, '编辑题组');
  await expect(edit.getByLabel('题组名称')).toHaveValue('填空题');
  await edit.getByLabel('题组名称').fill('填空与解答');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(groupNode(page, '填空与解答')).toBeVisible();
  expect((await waitForRequest(ADD_OR_UPDATE)).body).toMatchObject({ groupname: '填空与解答', groupid: 902 });
  await expect(page.getByText('勾选的小题将加入题组“填空与解答”')).toBeVisible();
});

test('creating a group needs the subject paper first', async ({ page }) => {
  await setScenario([{ path: '/api/exam/loadexamsubjectpaper', example: 'empty' }]);
  await openGroups(page);
  await page.getByRole('button', { name: '新建题组' }).click();
  await expect(alertWith(page, '请先选择试卷')).toBeVisible();
  await expect(dialog(page, '新增题组')).toHaveCount(0);
});

test('a failed save says so and keeps what was typed and ticked', async ({ page }) => {
  await openGroups(page);
  await setScenario([{ path: ADD_OR_UPDATE, example: 'duplicate' }]);
  await page.getByRole('button', { name: '新建题组' }).click();
  const add = dialog(page, '新增题组');
  await add.getByLabel('题组名称').fill('选择题');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '题组名称已存在')).toBeVisible();
  await expect(add.getByLabel('题组名称')).toHaveValue('选择题');
  await add.getByRole('button', { name: '取消' }).click();

  // The server breaks down while adding ticked sub-questions: the ticks stay for another try.
  await page.getByRole('button', { name: '将第18题移出题组 解答题' }).click();
  await confirm(page);
  await subBox(page, '第18题').check();
  await page.getByRole('radio', { name: '解答题' }).check();
  await setScenario([{ path: ADD_SUBS, status: 500, times: 1 }]);
  await page.getByRole('button', { name: '保存勾选' }).click();
  await expect(alertWith(page, 'HTTP 500')).toBeVisible();
  await expect(subBox(page, '第18题')).toBeChecked();
  await expect(groupSubs(page, '解答题')).toHaveText(['第17题']);
  await page.getByRole('button', { name: '保存勾选' }).click();
  await expect(groupSubs(page, '解答题')).toHaveText(['第17题', '第18题']);
});

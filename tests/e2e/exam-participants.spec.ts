// Exam participants (exam/mgeexamstudent), driven as an exam administrator would use them, against the stateful mock:
// search and filters, upload statuses and page images, edit, delete, batch delete, adding from the non-participants,
// the custom info import, the exam-room button by user type, and failures (spec 2 §2.5, §3, §4, §5, §6, §8, §9).
import { expect, type Locator, type Page } from '@playwright/test';
import { writeWorkbook } from '../../packages/mock-server/src/stateful/lib/xlsx';
import { test, setScenario, requests, waitForRequest, MOCK_URL } from './support/mock';
import { alertWith, answerDialog, confirmDialog, EXAM_3001, signIn } from './flows';

const LIST = '/api/examStudent/loadstuinclude';
const table = (page: Page) => page.getByRole('table', { name: '参考学生列表' });
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
/** The cell of a row under a column header (the table's columns change with the subject filter). */
async function cell(page: Page, row: Locator, header: string): Promise<Locator> {
  const headers = await table(page).getByRole('columnheader').allTextContents();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return row.getByRole('cell').nth(index);
}
const lastList = async () => (await requests({ path: LIST })).at(-1)?.body as Record<string, unknown> | undefined;

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openParticipants(page: Page, account?: { ua: string; up: string }): Promise<void> {
  await signIn(page, account, { to: '/main/exam/mgeexamstudent', exam: EXAM_3001 });
  await expect(page.getByRole('heading', { name: '参考学生' })).toBeVisible();
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
}

/** Ticks a participant's row, scrolling the table until the row is drawn (only rows in view are). */
async function tick(page: Page, name: string): Promise<void> {
  const box = page.getByRole('checkbox', { name: `选择 ${name}` });
  await table(page).getByRole('row').nth(1).hover();
  for (let i = 0; i < 40 && (await box.count()) === 0; i++) await page.mouse.wheel(0, 200);
  await box.check();
}

async function searchName(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: '学生姓名' }).fill(name);
  // The list before the search may hold such rows too: wait for the answer to this search.
  const answered = page.waitForResponse((r) => r.url().endsWith(LIST) && (r.request().postDataJSON() as { stuname?: string } | null)?.stuname === name);
  await page.getByRole('button', { name: '查询' }).click();
  // …and for the page to show it: the rows (and the total) of the list before can still be on screen a moment after
  // the answer arrived (a test once read the unfiltered total here).
  const body = (await (await answered).json()) as { result?: { totalrecords?: number } };
  await expect(page.getByText(`共 ${body.result?.totalrecords} 条`, { exact: true })).toBeVisible();
  await expect(rowOf(page, name).first()).toBeVisible();
}

test('searches by name and by student or exam number, and pages up to 400 (rows drawn as scrolled)', async ({ page }) => {
  await openParticipants(page);
  for (const header of ['学校', '姓名', '学号', '年级', '班级', '语文考号', '数学考场/座位', '英语上传状态（正面/背面）', '操作']) {
    await expect(table(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect.poll(() => lastList()).toEqual({ page: 1, pagesize: 50, examid: 3001, stuname: '', stunum: '', status: -1, subject_id: null });
  await expect(page.getByText('共 366 条')).toBeVisible();
  await expect(page.getByRole('link', { name: '考场管理' })).toHaveAttribute('href', '/main/exam/examroommge');

  // 400 a page: only the rows in view are drawn, the last one appears when scrolled to.
  await choose(page, page.getByRole('combobox', { name: '每页条数' }), '400 条/页');
  await expect(page).toHaveURL(/pagesize=400/);
  await expect.poll(async () => (await lastList())?.pagesize).toBe(400);
  await expect(table(page)).toHaveAttribute('aria-rowcount', '367');
  expect(await table(page).getByRole('row').count()).toBeLessThan(80);
  await table(page).getByRole('row').nth(5).hover();
  await page.mouse.wheel(0, 100_000);
  await expect(table(page).locator('tr[aria-rowindex="367"]')).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: '每页条数' }), '50 条/页');

  await searchName(page, '李明');
  const li = rowOf(page, '李明');
  await expect(await cell(page, li, '数学考号')).toHaveText('301010101');
  await expect(await cell(page, li, '数学考场/座位')).toHaveText('第01考场 / 1号');
  await expect(await cell(page, li, '数学上传状态（正面/背面）')).toHaveText('正面：已上传背面：已上传');
  await expect(await cell(page, li, '语文上传状态（正面/背面）')).toHaveText('正面：未上传背面：未上传');
  await expect.poll(() => lastList()).toMatchObject({ stuname: '李明', page: 1 });

  await page.getByRole('textbox', { name: '学生姓名' }).fill('');
  await page.getByRole('textbox', { name: '学号/考号' }).fill('30a');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('学号/考号只能是数字')).toBeVisible();
  await page.getByRole('textbox', { name: '学号/考号' }).fill('301010201');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, '周杰')).toBeVisible();
  await expect.poll(() => lastList()).toMatchObject({ stunum: '301010201', stuname: '' });
});

test('filters by subject (only its columns) and by upload status, kept in the address', async ({ page }) => {
  await openParticipants(page);
  // One subject: only its columns; status 3 (match error) and 1 (uploaded).
  await choose(page, page.getByRole('combobox', { name: '科目' }), '数学');
  await expect(table(page).getByRole('columnheader', { name: '语文考号' })).toHaveCount(0);
  await choose(page, page.getByRole('combobox', { name: '上传状态' }), '匹配错误');
  await expect(table(page).getByRole('row')).toHaveCount(2);
  const wang = rowOf(page, '王小红');
  await expect(await cell(page, wang, '数学上传状态（正面/背面）')).toHaveText('正面：识别错误：客观题识别异常背面：已上传');
  await expect.poll(() => lastList()).toMatchObject({ status: 3, subject_id: 2 });
  await choose(page, page.getByRole('combobox', { name: '上传状态' }), '已上传');
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, '李明')).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: '上传状态' }), '未上传/识别错误/未识别');
  await expect.poll(() => lastList()).toMatchObject({ status: 2, subject_id: 2 });
  await page.getByRole('textbox', { name: '学生姓名' }).fill('周杰');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(await cell(page, rowOf(page, '周杰'), '数学上传状态（正面/背面）')).toHaveText('正面：未识别背面：未识别');
  // The filters live in the address: a reload keeps them.
  await page.reload();
  await expect(page.getByRole('textbox', { name: '学生姓名' })).toHaveValue('周杰');
  await expect(page.getByRole('combobox', { name: '上传状态' })).toHaveValue('未上传/识别错误/未识别');
});

test('opens a submitted page image; pages not submitted do not open; a failed fetch says why', async ({ page }) => {
  await openParticipants(page);
  await searchName(page, '李明');
  await expect(page.getByRole('button', { name: /查看 李明 语文/ })).toHaveCount(0);
  await page.getByRole('button', { name: '正面：已上传，查看 李明 数学正面试卷' }).click();
  const dialog = page.getByRole('dialog', { name: /李明 数学 正面/ });
  await expect(dialog.getByRole('img', { name: '李明数学正面试卷' })).toHaveAttribute('src', /^data:image\/jpeg;base64,\/9j\//);
  expect((await waitForRequest('/api/examStudent/getStudentPaper')).body).toEqual({ exam_id: 3001, subject_id: 2, student_id: '301010101', page: 1 });
  await dialog.getByRole('button').first().click();
  await expect(dialog).toBeHidden();

  await setScenario([{ path: '/api/examStudent/getStudentPaper', example: 'notUploaded' }]);
  await page.getByRole('button', { name: '背面：已上传，查看 李明 数学背面试卷' }).click();
  const failed = page.getByRole('dialog', { name: /李明 数学 背面/ });
  await expect(failed.getByRole('alert')).toContainText('获取试卷失败');
  await expect(failed.getByRole('alert')).toContainText('该页试卷未上传');
});

test('edits exam number, room and seat, leaves a subject after confirming; a refused save keeps what was typed; a seat beyond the room is refused and a move asked about', async ({ page }) => {
  await openParticipants(page);
  await searchName(page, '吴婷');
  await page.getByRole('button', { name: '编辑 吴婷' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑考生' });
  await expect(dialog.getByLabel('数学考号')).toHaveValue('301010202');
  await expect(dialog.getByLabel('数学考场')).toHaveValue('第02考场');
  await expect(dialog.getByLabel('数学座位号')).toHaveValue('2');
  await dialog.getByLabel('数学考号').fill('');
  await dialog.getByLabel('数学座位号').fill('');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请填写考号')).toBeVisible();
  await expect(dialog.getByText('请填写座位号')).toBeVisible();

  await dialog.getByLabel('数学考号').fill('301010231');
  await dialog.getByLabel('数学座位号').fill('31');
  await dialog.getByRole('checkbox', { name: '英语' }).uncheck();
  await expect(dialog.getByLabel('英语考号')).toBeDisabled();

  // The server refuses once: its text shows, the dialog keeps the values.
  await setScenario([{ path: '/api/examStudent/updateStudentInfo', example: 'seatTaken', times: 1 }]);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(confirmDialog(page)).toContainText('取消勾选的科目（英语）将删除该考生在这些科目的考号、座位和阅卷数据，且不可恢复');
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '第01考场1号座位已被王小红占用')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('数学考号')).toHaveValue('301010231');
  await expect(dialog.getByLabel('数学座位号')).toHaveValue('31');
  await expect(dialog.getByRole('checkbox', { name: '英语' })).not.toBeChecked();

  // Seat 31 is beyond the room's 30 seats (issue 31): refused with the reason, the dialog keeps the values.
  await dialog.getByRole('button', { name: '确定' }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '座位号31超出考场容量（30）')).toBeVisible();
  await expect(dialog.getByLabel('数学座位号')).toHaveValue('31');

  // Another room: moving her seat asks first, naming from which seat to which; 取消 keeps the dialog as typed.
  await dialog.getByLabel('数学考场').fill('第07考场');
  await dialog.getByLabel('数学座位号').fill('10');
  const question = page.getByRole('dialog', { name: '调整座位' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(question).toContainText('1名考生将更换考场或座位：吴婷（301010231）数学 第02考场2号座位 → 第07考场10号座位。确定继续吗？');
  await answerDialog(question, '取消');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('数学考场')).toHaveValue('第07考场');
  await dialog.getByRole('button', { name: '确定' }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await answerDialog(question, '确定');
  await expect(dialog).toBeHidden();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await expect.poll(async () => (await requests({ path: '/api/examStudent/updateStudentInfo' })).at(-1)?.body).toEqual({
    exam_id: 3001,
    student_number: '20260104',
    update_data: [
      { subject_id: 1, student_id: '301010202', room_name: '第02考场', seat_num: 2, delete: false },
      { subject_id: 2, student_id: '301010231', room_name: '第07考场', seat_num: 10, delete: false },
      { subject_id: 3, delete: true },
    ],
    confirmMove: true,
  });
  const wu = rowOf(page, '吴婷');
  await expect(await cell(page, wu, '数学考号')).toHaveText('301010231');
  await expect(await cell(page, wu, '数学考场/座位')).toHaveText('第07考场 / 10号');
  await expect(await cell(page, wu, '英语考号')).toHaveText('—');
  await expect(await cell(page, wu, '英语上传状态（正面/背面）')).toHaveText('正面：未参考背面：未参考');
});

test('deletes a participant after the warning and adds them back from the non-participants', async ({ page }) => {
  await openParticipants(page);
  await searchName(page, '吴婷');
  await page.getByRole('button', { name: '删除 吴婷' }).click();
  await expect(confirmDialog(page)).toContainText('确定删除考生“吴婷”（全部科目）吗？删除后将同时删除该考生的阅卷数据，且不可恢复。');
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '删除成功')).toBeVisible();
  await expect(table(page).getByText('暂无数据')).toBeVisible();
  await expect.poll(async () => (await requests({ path: '/api/examStudent/delstu' })).at(-1)?.body).toEqual({ examid: 3001, subject_ids: [1, 2, 3], student_number: ['20260104'] });

  await page.getByRole('button', { name: '添加考生' }).click();
  const dialog = page.getByRole('dialog', { name: '添加考生' });
  const list = dialog.getByRole('table', { name: '未参考学生列表' });
  await expect(list.getByRole('row').filter({ hasText: '吴婷' })).toBeVisible();
  await expect.poll(async () => (await requests({ path: '/api/examStudent/loadstuexclusive' })).at(-1)?.body).toMatchObject({ examid: 3001, page: 1, pagesize: 1000 });
  await dialog.getByRole('button', { name: '添加选中学生' }).click();
  await expect(alertWith(page, '请至少勾选一名学生')).toBeVisible();
  expect(await requests({ path: '/api/examStudent/savestu' })).toEqual([]);

  await choose(page, dialog.getByRole('combobox', { name: '年级' }), '高一');
  await choose(page, dialog.getByRole('combobox', { name: '班级' }), '高一(2)班');
  await dialog.getByRole('button', { name: '查询' }).click();
  await expect.poll(async () => (await requests({ path: '/api/examStudent/loadstuexclusive' })).at(-1)?.body).toMatchObject({ grade: '高一', class: '高一(2)班' });
  await dialog.getByRole('checkbox', { name: '全选学生' }).check();
  await expect(dialog.getByText('已勾选 1 人')).toBeVisible();
  await dialog.getByRole('button', { name: '添加选中学生' }).click();
  await expect(alertWith(page, '添加成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await requests({ path: '/api/examStudent/savestu' })).at(-1)?.body).toEqual({ examid: 3001, stuList: ['20260104'] });
  // Back in the list, with the student number as the exam number until one is given.
  await expect(await cell(page, rowOf(page, '吴婷'), '数学考号')).toHaveText('20260104');
});

test('batch deletes the ticked participants after confirming', async ({ page }) => {
  await openParticipants(page);
  await choose(page, page.getByRole('combobox', { name: '科目' }), '英语');
  await searchName(page, '李');
  const before = Number(/\d+/.exec((await page.getByText(/^共 \d+ 条$/).textContent()) ?? '')?.[0]);
  // Nothing ticked: the whole subject would go; cancelling sends nothing.
  await page.getByRole('button', { name: '批量删除' }).click();
  await expect(confirmDialog(page)).toContainText('未勾选考生，将删除本次考试英语科目的全部参考学生');
  await confirmDialog(page).getByRole('button', { name: '取消' }).click();
  expect(await requests({ path: '/api/examStudent/delstu' })).toEqual([]);

  await tick(page, '李明');
  await tick(page, '李晓雨');
  await expect(page.getByText('已勾选 2 名考生')).toBeVisible();
  await page.getByRole('button', { name: '批量删除' }).click();
  await expect(confirmDialog(page)).toContainText('确定删除选中的 2 名考生（英语科目）吗？删除后将同时删除这些考生的阅卷数据，且不可恢复。');
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '删除成功')).toBeVisible();
  await expect.poll(async () => (await requests({ path: '/api/examStudent/delstu' })).at(-1)?.body).toEqual({ examid: 3001, subject_ids: [3], student_number: ['20260101', '20260315'] });
  await expect(page.getByText(`共 ${before - 2} 条`)).toBeVisible();
  await expect(rowOf(page, '李明')).toHaveCount(0);
  // They still take the other subjects.
  await choose(page, page.getByRole('combobox', { name: '科目' }), '全部');
  await expect(await cell(page, rowOf(page, '李明'), '英语上传状态（正面/背面）')).toHaveText('正面：未参考背面：未参考');
  await expect(await cell(page, rowOf(page, '李明'), '数学考号')).toHaveText('301010101');
});

test('imports custom info: instructions, template, refused rows and success', async ({ page }) => {
  await openParticipants(page);
  await page.getByRole('button', { name: '自定义信息导入' }).click();
  const dialog = page.getByRole('dialog', { name: '自定义信息导入' });
  await expect(dialog.getByText('请先下载导入模板')).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载模板' }).click();
  expect((await download).suggestedFilename()).toBe('参考学生导入模板.xlsx');

  const columns = [
    { header: '学号', key: 'number' },
    { header: '姓名', key: 'name' },
    { header: '考号', key: 'examNo' },
    { header: '考场', key: 'room' },
    { header: '座位号', key: 'seat' },
  ];
  const xlsx = async (rows: Record<string, unknown>[]) => ({
    name: '参考学生.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await writeWorkbook([{ name: '参考学生', columns, rows }])),
  });
  const chooser = async () => {
    const picking = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: '上传文件' }).click();
    return picking;
  };
  await (await chooser()).setFiles(await xlsx([{ number: '20260199', name: '无此人', examNo: '301019999' }, { number: '20260101', name: '李明', examNo: '301019901' }]));
  const errors = page.getByRole('dialog', { name: '导入数据错误' });
  await expect(errors.getByRole('row').filter({ hasText: '学号20260199不存在' })).toContainText('2');
  await errors.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeVisible();

  // Moving a seated student asks first (issue 31): 周杰 from 第02考场1 to 第07考场12; 取消 imports nothing.
  const moving = await xlsx([{ number: '20260103', name: '周杰', examNo: '301010201', room: '第07考场', seat: 12 }]);
  const question = page.getByRole('dialog', { name: '调整座位' });
  await (await chooser()).setFiles(moving);
  await expect(question).toContainText('周杰（301010201）第02考场1号座位 → 第07考场12号座位');
  await answerDialog(question, '取消');
  await expect(alertWith(page, '已取消导入')).toBeVisible();
  await expect(dialog).toBeVisible();
  await (await chooser()).setFiles(await xlsx([{ number: '20260103', name: '周杰', examNo: '301010201', room: '第02考场', seat: 31 }]));
  await expect(errors.getByRole('row').filter({ hasText: '座位号31超出考场容量（30）' })).toContainText('2');
  await errors.getByRole('button', { name: '确定' }).click();

  await (await chooser()).setFiles(await xlsx([{ number: '20260101', name: '李明', examNo: '301019901' }]));
  await expect(alertWith(page, '导入成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await searchName(page, '李明');
  await expect(await cell(page, rowOf(page, '李明'), '语文考号')).toHaveText('301019901');
  await searchName(page, '周杰');
  await expect(await cell(page, rowOf(page, '周杰'), '数学考场/座位')).toHaveText('第02考场 / 1号');
});

test('sets the exam numbers of the chosen subject equal to the student numbers', async ({ page }) => {
  await openParticipants(page);
  await searchName(page, '李明');
  await choose(page, page.getByRole('combobox', { name: '科目' }), '英语');
  await page.getByRole('button', { name: '自定义信息导入' }).click();
  const dialog = page.getByRole('dialog', { name: '自定义信息导入' });
  await expect(dialog.getByText('本次导入作用于：英语科目')).toBeVisible();
  await dialog.getByRole('button', { name: '考号与学号一致' }).click();
  await expect(confirmDialog(page)).toContainText('确定将英语科目所有参考学生的考号设置为与学号一致吗？');
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '导入成功')).toBeVisible();
  await expect(await cell(page, rowOf(page, '李明'), '英语考号')).toHaveText('20260101');
  await choose(page, page.getByRole('combobox', { name: '科目' }), '全部');
  await expect(await cell(page, rowOf(page, '李明'), '数学考号')).toHaveText('301010101');
});

test('a marking teacher (type 4) not holding 参考学生 in the exam is refused the page; as the exam’s administrator she opens it, without the exam-room button', async ({ page, request }) => {
  const wang = { ua: 'wangfang', up: 'Lj@2026pass' };
  await signIn(page, wang, { to: '/main/exam/mgeexamstudent', exam: EXAM_3001 });
  // Her pages in this exam (myExamPages: her type's, 分配权限's) do not hold 参考学生: the page says so, calls nothing.
  await expect(page.getByRole('heading', { name: '无权访问此页面' })).toBeVisible();
  expect((await requests({ path: LIST })).length).toBe(0);

  // 张伟 makes her an administrator of the exam, who holds its creator's pages (spec 3 §6).
  await request.post(`${MOCK_URL}/api/login/dologin`, { data: { ua: 'zhangwei', up: 'Lj@2026pass', rememberMe: false } });
  const added = await request.post(`${MOCK_URL}/api/exam/examPermission/addExamManager`, { data: { exam_id: 3001, user_id: 3105 } });
  expect(((await added.json()) as { success: boolean }).success).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: '参考学生' })).toBeVisible();
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  // The exam-room management button is hidden for type 4 (spec 3 §6).
  await expect(page.getByRole('link', { name: '考场管理' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '考场管理' })).toHaveCount(0);
});

test('a failed list load is reported and keeps the typed search', async ({ page }) => {
  await openParticipants(page);
  await setScenario([{ path: LIST, status: 500 }]);
  await page.getByRole('textbox', { name: '学生姓名' }).fill('李明');
  await page.getByRole('textbox', { name: '学号/考号' }).fill('20260101');
  await page.getByRole('button', { name: '查询' }).click();
  // The list says so in place of its rows (the shared load-failure state).
  await expect(page.getByRole('alert').filter({ hasText: '加载失败：服务器出错（HTTP 500），请稍后重试' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '学生姓名' })).toHaveValue('李明');
  await expect(page.getByRole('textbox', { name: '学号/考号' })).toHaveValue('20260101');

  // A refused add keeps the dialog and the ticks (吴婷 left the exam first, through the portal's own API).
  await setScenario([{ path: '/api/examStudent/savestu', example: 'examClosed' }]);
  const left = await page.request.post('/api/examStudent/delstu', { data: { examid: 3001, subject_ids: [1, 2, 3], student_number: ['20260104'] } });
  expect(await left.json()).toEqual({ success: true, result: '删除成功' });
  await page.getByRole('button', { name: '添加考生' }).click();
  const dialog = page.getByRole('dialog', { name: '添加考生' });
  await dialog.getByRole('checkbox', { name: '选择 吴婷' }).check();
  await dialog.getByRole('button', { name: '添加选中学生' }).click();
  await expect(alertWith(page, '考试已结束，不能添加参考学生')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: '选择 吴婷' })).toBeChecked();
  await expect(dialog.getByText('已勾选 1 人')).toBeVisible();
});

test('at 1440 px the row actions are in reach with every subject shown: no sideways scrolling to edit or delete', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openParticipants(page);
  const scroller = table(page).locator('xpath=..');
  // Three subjects make the table wider than the page: it scrolls sideways...
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // ...but 编辑 and 删除 of every drawn row are wholly on screen as it opens.
  const edit = table(page).getByRole('button', { name: /^编辑 / }).first();
  const remove = table(page).getByRole('button', { name: /^删除 / }).first();
  await expect(edit).toBeInViewport({ ratio: 1 });
  await expect(remove).toBeInViewport({ ratio: 1 });
  await edit.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await scroller.evaluate((el) => el.scrollLeft)).toBe(0);
});

// Exam room management (exam/examroommge), driven as an exam administrator would use it, against the stateful mock:
// reached from the participant list and the exam card's 更多 menu; the school selector (types 1, 2 and 6 choose, a
// school administrator is fixed to his own school and has no 考场编排 button); the rooms of a subject with add, edit
// and delete; a room's students; the import with its template and row errors (spec 3 §2.4, §5, §6, §7.3, §8.3, §9).
import { expect, type Locator, type Page } from '@playwright/test';
import { writeWorkbook } from '../../packages/mock-server/src/stateful/lib/xlsx';
import { expectAccessible, settled } from './support/axe';
import { test, requests, setScenario } from './support/mock';
import { ACCOUNT, alertWith, answerDialog, confirmDialog, EXAM_3001, signIn } from './flows';

const PATH = '/main/exam/examroommge';
const LIST = '/api/examroom/listExamRoomInfo';
const LIUYANG = { ua: 'liuyang', up: 'Lj@2026pass' };
const rooms = (page: Page) => page.getByRole('table', { name: '考场列表' });
const roomRow = (page: Page, name: string) => rooms(page).getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
const school = (page: Page) => page.getByRole('combobox', { name: '学校' });
const lastList = async () => (await requests({ path: LIST })).at(-1)?.body as Record<string, unknown> | undefined;

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Signed in with exam 3001 (数学) chosen, on the room list of 临江市第一中学 (or the user's own school). */
async function openRooms(page: Page, account?: { ua: string; up: string }, query = '?unit_id=101'): Promise<void> {
  await signIn(page, account, { to: `${PATH}${query}`, exam: EXAM_3001 });
  await expect(page.getByRole('heading', { name: '考场管理' })).toBeVisible();
  await expect(rooms(page).getByRole('row').nth(1)).toBeVisible();
}

test('is reached from the exam card’s 更多 menu and the participant list; a school is chosen before rooms show', async ({ page }) => {
  await signIn(page, ACCOUNT, { to: '/main/exam' });
  const card = page.getByRole('region', { name: '考试列表' }).getByRole('article', { name: '2026年秋季高一期中联考', exact: true });
  await card.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '考场管理' }).click();
  await expect(page).toHaveURL(/\/main\/exam\/examroommge$/);
  await expect(page.getByRole('heading', { name: '考场管理' })).toBeVisible();
  await expect(page.getByLabel('考试名称')).toHaveText('2026年秋季高一期中联考');

  // 张伟 works at the bureau (not a school of the exam): he chooses the school first; nothing can be added or imported before.
  await expect(page.getByText('请先选择学校，再查看和管理它的考场')).toBeVisible();
  expect(await requests({ path: LIST })).toEqual([]);
  await page.getByRole('button', { name: '导入考场' }).click();
  await expect(alertWith(page, '请先选择单位')).toBeVisible();
  await page.getByRole('button', { name: '新增考场' }).click();
  // The same message again (the first may still be leaving).
  await expect(alertWith(page, '请先选择单位').last()).toBeVisible();
  await expect(page.getByRole('dialog', { name: '新增考场' })).toHaveCount(0);

  await choose(page, school(page), '临江市第一中学');
  await choose(page, page.getByRole('combobox', { name: '科目' }), '数学');
  await expect(page).toHaveURL(/unit_id=101/);
  for (const header of ['科目', '考场名称', '备注', '最后编辑时间', '最后编辑人', '操作']) {
    await expect(rooms(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(rooms(page).getByRole('row')).toHaveCount(8);
  await expect(roomRow(page, '第01考场')).toContainText('数学第01考场教学楼A 一楼');
  await expect(roomRow(page, '第01考场')).toContainText('刘洋');
  await expect(page.getByText('共 7 条')).toBeVisible();
  await expect.poll(() => lastList()).toEqual({ exam_id: 3001, subject_id: 2, unit_id: 101, page: 1, pagesize: 15 });

  // The other school of the joint exam.
  await choose(page, school(page), '临江市实验中学');
  await expect.poll(async () => (await lastList())?.unit_id).toBe(102);
  await expect(roomRow(page, '第01考场')).toContainText('赵磊');

  // To the participants and back through their 考场管理 button; 考场编排 is offered to a bureau administrator.
  await expect(page.getByRole('link', { name: '考场编排' })).toHaveAttribute('href', '/main/exam/examroomdesign');
  await page.getByRole('link', { name: '参考学生' }).click();
  await expect(page).toHaveURL(/\/main\/exam\/mgeexamstudent$/);
  await expect(page.getByRole('heading', { name: '参考学生' })).toBeVisible();
  await page.getByRole('link', { name: '考场管理' }).click();
  await expect(page).toHaveURL(/\/main\/exam\/examroommge$/);
  await expect(page.getByRole('heading', { name: '考场管理' })).toBeVisible();
});

test('a school administrator (type 3) is fixed to his own school and has no 考场编排 button', async ({ page }) => {
  // The address asks for the other school: the list is still his own school's.
  await openRooms(page, LIUYANG, '?unit_id=102');
  await expect(school(page)).toBeDisabled();
  await expect(school(page)).toHaveValue('临江市第一中学');
  await expect.poll(() => lastList()).toMatchObject({ unit_id: 101, subject_id: 2 });
  await expect(roomRow(page, '第01考场')).toContainText('教学楼A 一楼');
  await expect(page.getByRole('link', { name: '参考学生' })).toBeVisible();
  await expect(page.getByRole('link', { name: '考场编排' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '考场编排' })).toHaveCount(0);
});

test('adds, edits and deletes a room: messages, a refused save keeps what was typed, delete asks first', async ({ page }) => {
  await openRooms(page);
  await page.getByRole('button', { name: '新增考场' }).click();
  const add = page.getByRole('dialog', { name: '新增考场' });
  await expect(add.getByRole('combobox', { name: '科目' })).toHaveValue('数学');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add.getByText('考场名称不能为空')).toBeVisible();
  await add.getByRole('textbox', { name: '考场名称' }).fill('考'.repeat(31));
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add.getByText('不能超过30个字')).toBeVisible();
  expect(await requests({ path: '/api/examroom/saveExamRoom' })).toEqual([]);

  // The server refuses: its text is shown as text, and the dialog keeps what was typed.
  await add.getByRole('textbox', { name: '考场名称' }).fill('第01考场');
  await add.getByRole('textbox', { name: '备注' }).fill('实验楼 <b>一层</b>');
  await setScenario([{ path: '/api/examroom/saveExamRoom', failure: '<b>考场名称已存在</b>', times: 1 }]);
  await add.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '<b>考场名称已存在</b>')).toBeVisible();
  await expect(add).toBeVisible();
  await expect(add.getByRole('textbox', { name: '考场名称' })).toHaveValue('第01考场');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '考场名称已存在').filter({ hasNotText: '<b>' })).toBeVisible();
  await expect(add.getByRole('textbox', { name: '备注' })).toHaveValue('实验楼 <b>一层</b>');

  await add.getByRole('textbox', { name: '考场名称' }).fill('第08考场');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '新增成功')).toBeVisible();
  await expect(add).toBeHidden();
  await expect.poll(async () => (await requests({ path: '/api/examroom/saveExamRoom' })).at(-1)?.body).toEqual({
    name: '第08考场',
    remark: '实验楼 <b>一层</b>',
    subject_id: 2,
    exam_id: 3001,
    unit_id: 101,
    page: 1,
    pagesize: 15,
  });
  await expect(roomRow(page, '第08考场')).toContainText('实验楼 <b>一层</b>');
  await expect(roomRow(page, '第08考场')).toContainText('张伟');

  await page.getByRole('button', { name: '编辑 第08考场' }).click();
  const edit = page.getByRole('dialog', { name: '编辑考场' });
  await expect(edit.getByRole('textbox', { name: '考场名称' })).toHaveValue('第08考场');
  await edit.getByRole('textbox', { name: '考场名称' }).fill('第09考场');
  await edit.getByRole('textbox', { name: '备注' }).fill('实验楼二层');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await expect(roomRow(page, '第09考场')).toContainText('实验楼二层');
  await expect.poll(async () => (await requests({ path: '/api/examroom/updateExamRoom' })).at(-1)?.body).toMatchObject({ name: '第09考场', remark: '实验楼二层', subject_id: 2, unit_id: 101 });
  await expect.poll(async () => (await requests({ path: '/api/examroom/updateExamRoom' })).at(-1)?.body).toHaveProperty('room_id');

  await page.getByRole('button', { name: '删除 第09考场' }).click();
  await expect(confirmDialog(page)).toContainText('确定删除考场“第09考场”吗？');
  await confirmDialog(page).getByRole('button', { name: '取消' }).click();
  await expect(alertWith(page, '已取消删除')).toBeVisible();
  await expect(roomRow(page, '第09考场')).toBeVisible();
  expect(await requests({ path: '/api/examroom/deleteExamRoom' })).toEqual([]);
  await page.getByRole('button', { name: '删除 第09考场' }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '删除成功')).toBeVisible();
  await expect(roomRow(page, '第09考场')).toHaveCount(0);

  // A room with scans stays, with the server's reason.
  await page.getByRole('button', { name: '删除 第01考场' }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '该考场已有扫描数据，不能删除')).toBeVisible();
  await expect(roomRow(page, '第01考场')).toBeVisible();
});

test('a room’s students: paged, seated by exam number and seat, edited with a read-only seat, freed after asking', async ({ page }) => {
  await openRooms(page);
  await page.getByRole('button', { name: '第01考场', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '第01考场（数学） 考生' });
  const seats = dialog.getByRole('table', { name: '考场考生列表' });
  for (const header of ['考场', '考号', '座位号', '最后编辑时间', '最后编辑人', '操作']) {
    await expect(seats.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(seats.getByRole('row')).toHaveCount(16);
  await expect(seats.getByRole('row').nth(1)).toContainText('第01考场3010101011');
  await settled(page);
  await expectAccessible(page, '考场考生', { include: 'section[role="dialog"]' });
  await expect(dialog.getByText('共 29 条')).toBeVisible();
  await dialog.getByRole('button', { name: '第 2 页' }).click();
  await expect(seats.getByRole('row')).toHaveCount(15);
  await expect.poll(async () => (await requests({ path: '/api/examroom/listExamRoomStudent' })).at(-1)?.body).toEqual({
    exam_id: 3001,
    subject_id: 2,
    unit_id: 101,
    room_id: 501,
    page: 2,
    pagesize: 15,
    uploadFail: false,
  });

  await dialog.getByRole('button', { name: '添加考生' }).click();
  const add = page.getByRole('dialog', { name: '新增考生' });
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add.getByText('请输入考号')).toBeVisible();
  await expect(add.getByText('请输入座位号')).toBeVisible();
  await add.getByRole('textbox', { name: '考号' }).fill('30101a');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add.getByText('考号只能是数字')).toBeVisible();
  // Seat 1 is taken: the server says so and the dialog keeps what was typed.
  await add.getByRole('textbox', { name: '考号' }).fill('301010202');
  await add.getByRole('textbox', { name: '座位号' }).fill('1');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '该座位号已有学生')).toBeVisible();
  await expect(add.getByRole('textbox', { name: '考号' })).toHaveValue('301010202');
  // The room has 30 seats.
  await add.getByRole('textbox', { name: '座位号' }).fill('31');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '座位号31超出考场容量（30）')).toBeVisible();
  // Seat 20 is free, but 吴婷 (301010202) sits in 第02考场: moving her asks first, naming her seat; 取消 keeps it.
  await add.getByRole('textbox', { name: '座位号' }).fill('20');
  await add.getByRole('button', { name: '确定' }).click();
  const move = page.getByRole('dialog', { name: '调整座位' });
  await expect(move).toContainText('考号301010202（吴婷）已在第02考场2号座位，确定改到第01考场20号座位吗？');
  await answerDialog(move, '取消');
  await expect(add).toBeVisible();
  await expect(dialog.getByText('共 29 条')).toBeVisible();
  await add.getByRole('button', { name: '确定' }).click();
  await answerDialog(move, '确定');
  await expect(alertWith(page, '新增成功')).toBeVisible();
  await expect(add).toBeHidden();
  await expect.poll(async () => (await requests({ path: '/api/examroom/saveExamRoomStudent' })).at(-1)?.body).toEqual({ room_id: 501, student_id: '301010202', seat_num: 20, subject_id: 2, confirmMove: true });
  await expect(dialog.getByText('共 30 条')).toBeVisible();
  // Seats 16–30 are on page 2.
  await dialog.getByRole('button', { name: '第 2 页' }).click();
  const seat20 = seats.getByRole('row').filter({ hasText: '301010202' });
  await expect(seat20).toContainText('20');
  await expect(seat20).toContainText('张伟');

  // Another exam number on seat 20: 吴婷 is left without a seat and 周杰 leaves his; both are named first.
  await dialog.getByRole('button', { name: '编辑 座位20' }).click();
  const edit = page.getByRole('dialog', { name: '编辑考生' });
  await expect(edit.getByRole('textbox', { name: '座位号' })).toHaveValue('20');
  await expect(edit.getByRole('textbox', { name: '座位号' })).toHaveAttribute('readonly', '');
  await edit.getByRole('textbox', { name: '考号' }).fill('301010201');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(move).toContainText('第01考场20号座位的考生吴婷（301010202）将没有座位，考号301010201（周杰）将离开第02考场1号座位，确定改为考号301010201吗？');
  await answerDialog(move, '确定');
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await expect.poll(async () => (await requests({ path: '/api/examroom/updateExamRoomStudent' })).at(-1)?.body).toEqual({ room_id: 501, student_id: '301010201', seat_num: 20, subject_id: 2, confirmMove: true });
  await expect(seats.getByRole('row').filter({ hasText: '301010201' })).toContainText('20');

  await dialog.getByRole('button', { name: '删除 座位20' }).click();
  await expect(confirmDialog(page)).toContainText('确定删除座位 20 号的考生（考号 301010201）吗？');
  await confirmDialog(page).getByRole('button', { name: '取消' }).click();
  await expect(alertWith(page, '已取消删除')).toBeVisible();
  await expect(dialog.getByText('共 30 条')).toBeVisible();
  await dialog.getByRole('button', { name: '删除 座位20' }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '删除成功')).toBeVisible();
  await expect(dialog.getByText('共 29 条')).toBeVisible();
  await expect.poll(async () => (await requests({ path: '/api/examroom/deleteExamRoomStudent' })).at(-1)?.body).toEqual({ unit_id: 101, room_id: 501, seat_num: 20 });
});

test('rooms sort naturally (实验2室 before 实验10室), and an import refuses a seat beyond the room', async ({ page }) => {
  await openRooms(page);
  for (const name of ['实验10室', '实验2室']) {
    const saved = await page.request.post('/api/examroom/saveExamRoom', { data: { exam_id: 3001, subject_id: 2, unit_id: 101, name, remark: null } });
    expect(((await saved.json()) as { success: boolean }).success).toBe(true);
  }
  await page.reload();
  const added = rooms(page).getByRole('row').filter({ hasText: /实验\d+室/ });
  await expect(added).toHaveCount(2);
  await expect(added.first()).toContainText('实验2室');
  await expect(added.last()).toContainText('实验10室');

  const picking = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '导入考场' }).click();
  const columns = [
    { header: '考场名称', key: 'room' },
    { header: '考号', key: 'examNo' },
    { header: '座位号', key: 'seat' },
  ];
  await (await picking).setFiles({
    name: '考场.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await writeWorkbook([{ name: '考场导入', columns, rows: [{ room: '实验2室', examNo: '301010202', seat: 999 }] }])),
  });
  const errors = page.getByRole('dialog', { name: '导入数据错误' });
  await expect(errors.getByRole('row').filter({ hasText: '座位号999超出考场容量（30）' })).toContainText('2');
});

test('imports rooms from a workbook: the template, only xls or xlsx, refused rows in a table, a move asked about first, then the new room', async ({ page }) => {
  await openRooms(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载模板' }).click();
  expect((await download).suggestedFilename()).toBe('考场导入模板.xlsx');

  const chooser = async () => {
    const picking = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '导入考场' }).click();
    return picking;
  };
  await (await chooser()).setFiles({ name: '考场.txt', mimeType: 'text/plain', buffer: Buffer.from('第01考场') });
  await expect(alertWith(page, '只能上传xls或xlsx文件')).toBeVisible();
  expect(await requests({ path: '/api/examroom/importExamRoom' })).toEqual([]);

  const columns = [
    { header: '考场名称', key: 'room' },
    { header: '考号', key: 'examNo' },
    { header: '座位号', key: 'seat' },
  ];
  const xlsx = async (rows: Record<string, unknown>[]) => ({
    name: '考场.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await writeWorkbook([{ name: '考场导入', columns, rows }])),
  });
  await (await chooser()).setFiles(await xlsx([{ room: '第10考场', examNo: '301010202', seat: 1 }, { room: '第10考场', examNo: '301019999', seat: 2 }]));
  const errors = page.getByRole('dialog', { name: '导入数据错误' });
  await expect(errors.getByRole('row').filter({ hasText: '考号301019999不存在' })).toContainText('3');
  await errors.getByRole('button', { name: '确定' }).click();
  await expect(roomRow(page, '第10考场')).toHaveCount(0);

  // 吴婷 sits in 第02考场: the import asks first, naming who moves from which seat to which; 取消 imports nothing.
  const file = await xlsx([{ room: '第10考场', examNo: '301010202', seat: 1 }]);
  const question = page.getByRole('dialog', { name: '调整座位' });
  await (await chooser()).setFiles(file);
  await expect(question).toContainText('1名考生将更换考场或座位：吴婷（301010202）第02考场2号座位 → 第10考场1号座位。确定继续吗？');
  await answerDialog(question, '取消');
  await expect(alertWith(page, '已取消导入')).toBeVisible();
  await expect(roomRow(page, '第10考场')).toHaveCount(0);
  await (await chooser()).setFiles(file);
  await answerDialog(question, '确定');
  await expect(alertWith(page, '导入成功')).toBeVisible();
  const sent = await requests({ path: '/api/examroom/importExamRoom' });
  expect(sent).toHaveLength(4);
  await expect(roomRow(page, '第10考场')).toBeVisible();
  await page.getByRole('button', { name: '第10考场', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '第10考场（数学） 考生' }).getByRole('table', { name: '考场考生列表' })).toContainText('301010202');
});

test('one room model: a room placed in an area here is a room of the arrangement wizard, and the area shows in the list', async ({ page }) => {
  await openRooms(page);
  // 语文's 第01考场 is the school's 第01考场 of 教学楼A (the same room by name).
  await expect(roomRow(page, '第01考场')).toContainText('教学楼A');
  await page.getByRole('button', { name: '新增考场' }).click();
  const add = page.getByRole('dialog', { name: '新增考场' });
  await add.getByRole('textbox', { name: '考场名称' }).fill('第08考场');
  await add.getByRole('combobox', { name: '考区' }).click();
  await page.getByRole('option', { name: '教学楼A' }).click();
  await add.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '新增成功')).toBeVisible();
  await expect(roomRow(page, '第08考场')).toContainText('教学楼A');
  await expect.poll(async () => (await requests({ path: '/api/examroom/saveExamRoom' })).at(-1)?.body).toMatchObject({ name: '第08考场', area_id: 401 });

  // In the wizard, 教学楼A now has 第08考场 with 30 seats.
  await page.getByRole('link', { name: '考场编排' }).click();
  await page.getByRole('radio', { name: '固定考场' }).check();
  await page.getByRole('checkbox', { name: '语文' }).check();
  await page.getByRole('radio', { name: '按学号', exact: true }).check();
  await page.getByRole('button', { name: '下一步' }).click();
  const area = page.getByRole('region', { name: '选择座位', exact: true }).getByRole('region', { name: '教学楼A' });
  await expect(area.getByRole('group', { name: '第08考场座位' }).getByRole('button')).toHaveCount(30);
});

test('a 新增考场 whose answer is lost says the outcome is unknown and offers the list, not a second room', async ({ page }) => {
  await openRooms(page);
  await setScenario([{ path: '/api/examroom/saveExamRoom', malformed: true, times: 1 }]);
  await page.getByRole('button', { name: '新增考场' }).click();
  const add = page.getByRole('dialog', { name: '新增考场' });
  await add.getByRole('textbox', { name: '考场名称' }).fill('第09考场');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add.getByRole('alert')).toContainText('保存结果未知');
  await expect(add.getByRole('button', { name: '确定' })).toHaveCount(0);
  await add.getByRole('textbox', { name: '考场名称' }).press('Enter');
  await add.getByRole('button', { name: '刷新列表' }).click();
  await expect(add).toBeHidden();
  await expect(roomRow(page, '第09考场')).toHaveCount(1);
  expect(await requests({ path: '/api/examroom/saveExamRoom' })).toHaveLength(1);
});

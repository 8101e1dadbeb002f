// Running a marking day (issue 32) against the stateful mock: 阅卷进度 follows the scores teachers submit in other
// browsers without a reload (the push channel tells it); 缓冲卷管理's 回收 frees the papers a teacher holds, so another teacher gets them and her
// own submit of one is refused with its reason.
import { expect, type Page } from '@playwright/test';
import { test } from './support/mock';
import { EXAM_3001, alertWith, answerDialog, chooseExam, signIn } from './flows';
import { box, markQ17, openTask, progress, region, shownPaper, teacher, teacherApi } from './support/marking';

const row = (page: Page, group: string, round: string) =>
  page.getByRole('table', { name: '各题组轮次进度' }).getByRole('row').filter({ has: page.getByRole('cell', { name: group, exact: true }) }).filter({ hasText: round });

test('阅卷进度: scores submitted by a teacher in another browser show within 5 seconds, told by the push channel, with the chart and its table', async ({ page, browser, baseURL }) => {
  // The push channel's messages to this page (it polls only every 30 s while the channel is open).
  const pushed: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (frame) => pushed.push(String(frame.payload))));
  await signIn(page, undefined, { to: '/main/statistics/markingProgress', exam: EXAM_3001 });
  await expect(page.getByRole('heading', { level: 1, name: '阅卷进度' })).toBeVisible();
  const first = row(page, '解答题17', '一评');
  // 题组 评卷模式 轮次 应阅 已阅 未阅 完成率 近10分钟 预计完成
  await expect(first.getByRole('cell')).toHaveText(['解答题17', '2+1', '一评', '3', '0', '3', '0%', '0', '—']);
  await expect(page.getByTestId('progress-subject')).toHaveText('已完成 0 / 3 份（0%）');
  await expect(page.getByRole('img', { name: /各题组轮次进度：.*解答题17一评 0\/3/ })).toBeVisible();

  const other = await browser.newContext({ baseURL });
  try {
    const wang = await other.newPage();
    const paper = await openTask(wang, 'wangfang', '解答题17', '一评');
    await box(wang, '17').fill('7');
    await wang.keyboard.press('Enter');
    await expect(region(wang)).not.toHaveAttribute('data-shown-paper', paper);
    const submitted = Date.now();
    await expect(first.getByRole('cell')).toHaveText(['解答题17', '2+1', '一评', '3', '1', '2', '33.33%', '1', '约20分钟'], { timeout: 5000 });
    expect(Date.now() - submitted).toBeLessThan(5000);
    expect(pushed.map((f) => JSON.parse(f) as Record<string, unknown>)).toContainEqual(expect.objectContaining({ name: 'markingProgress', exam_id: 3001, subject_id: 2, total: 3 }));
  } finally {
    await other.close();
  }
  // The second round still waits for every paper; the chart says the same.
  await expect(row(page, '解答题17', '二评').getByRole('cell').nth(4)).toHaveText('0');
  await expect(page.getByRole('img', { name: /解答题17一评 1\/3/ })).toBeVisible();
});

test('缓冲卷管理: 回收 frees the papers a teacher holds; another teacher gets hers, and her score of it is refused with the reason', async ({ page, browser, baseURL }) => {
  // 黄磊 marks 解答题17's 一评 too.
  await signIn(page);
  const granted = await page.request.post('/api/exam/saveTeacherQuestion', { data: { examid: 3001, subjectid: 2, teacherid: 3109, data: { 803: [1] } } });
  expect(await granted.json()).toMatchObject({ success: true });

  const teacher = await browser.newContext({ baseURL });
  try {
    const wang = await teacher.newPage();
    const paper = await openTask(wang, 'wangfang', '解答题17', '一评');

    await chooseExam(page, EXAM_3001);
    await page.goto('/main/netview/bufferManage');
    const table = page.getByRole('table', { name: '缓冲卷' });
    // The paper on her screen and the one asked ahead.
    await expect(table.getByRole('row').filter({ hasText: '王芳' })).toHaveCount(2);
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('临江市第一中学');
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('解答题17');
    await page.getByRole('button', { name: '全部回收' }).click();
    await answerDialog(page.getByRole('dialog'), '确定');
    await expect(page.getByText('已回收 2 份')).toBeVisible();
    await expect(table.getByText('当前没有缓冲卷')).toBeVisible();

    // 黄磊 is given the paper 王芳 had on screen.
    const other = await browser.newContext({ baseURL });
    try {
      const huang = await other.newPage();
      expect(await openTask(huang, 'huanglei', '解答题17', '一评')).toBe(paper);
    } finally {
      await other.close();
    }
    // 王芳's score of it is refused with the reason (黄磊 has it now), the next paper comes and takes her score.
    await box(wang, '17').fill('5');
    await wang.keyboard.press('Enter');
    await expect(alertWith(wang, '这份试卷已分给其他教师评阅，请评阅下一份').first()).toBeVisible();
    await expect(region(wang)).not.toHaveAttribute('data-shown-paper', paper);
    const next = await shownPaper(wang);
    await box(wang, '17').fill('5');
    await wang.keyboard.press('Enter');
    // It was the last paper not held by 黄磊.
    await expect(wang.getByRole('heading', { name: '暂时没有可阅的试卷' })).toBeVisible();
    await expect(progress(wang)).toContainText('我已阅 1 份');
    expect(next).not.toBe(paper);
  } finally {
    await teacher.close();
  }
  // The buffer page shows what is held now (黄磊's paper and the one asked ahead) after its refresh.
  await expect(page.getByRole('table', { name: '缓冲卷' }).getByRole('row').filter({ hasText: '黄磊' })).toHaveCount(2, { timeout: 7000 });
});

test('异常卷管理: a reported paper scored on the queue leaves it and counts as marked in 阅卷进度', async ({ page, browser, baseURL }) => {
  // 王芳 scores a paper 6 in round 1; 孙丽 reports it abnormal in round 2 (through the calls the canvas makes).
  const teachers = await browser.newContext({ baseURL });
  try {
    const [paper] = await markQ17(await teacherApi(teachers.request, 'wangfang'), 1, [6]);
    const sun = await teacherApi(teachers.request, 'sunli');
    expect((await sun('/api/marking/nextpaper', { exam_id: 3001, subject_id: 2, question_id: 803, turn: 2, skip: [] })).paper?.paper_id).toBe(paper);
    await sun('/api/marking/reportabnormal', { paper_id: paper, question_id: 803, turn: 2, reason: '图像模糊' });
  } finally {
    await teachers.close();
  }

  await signIn(page, undefined, { to: '/main/netview/exceptionPaperManage', exam: EXAM_3001 });
  const table = page.getByRole('table', { name: '异常卷' });
  // 题组 报告教师 报告轮次 异常原因 报告时间 已有评分 处理结果 操作
  const reported = table.getByRole('row').nth(1);
  await expect(reported.getByRole('cell').nth(0)).toHaveText('解答题17');
  await expect(reported.getByRole('cell').nth(1)).toHaveText('孙丽');
  await expect(reported.getByRole('cell').nth(2)).toHaveText('二评');
  await expect(reported.getByRole('cell').nth(3)).toHaveText('图像模糊');
  await expect(reported.getByRole('cell').nth(5)).toHaveText('一评 6分');
  await expect(reported.getByRole('cell').nth(6)).toHaveText('待处理');
  await page.getByRole('button', { name: '处理孙丽报告的解答题17异常卷' }).click();
  const dialog = page.getByRole('dialog', { name: '处理异常卷' });
  await expect(dialog.getByRole('img', { name: '解答题17试卷图像 1' })).toBeVisible();
  await expect(dialog.getByText('异常原因：图像模糊（孙丽，二评）')).toBeVisible();
  // Blank/0 needs a note; a score is asked for every sub-question.
  await dialog.getByRole('button', { name: '按空白卷计0分' }).click();
  await expect(dialog.getByText('按空白卷计0分时请填写说明')).toBeVisible();
  await dialog.getByRole('button', { name: '提交评分' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请为每个小题打分');
  await dialog.getByRole('textbox', { name: /（满分10）$/ }).fill('7');
  await expect(dialog.getByText('合计 7 / 10 分')).toBeVisible();
  await dialog.getByRole('button', { name: '提交评分' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('异常卷已评分')).toBeVisible();
  await expect(table.getByText('没有待处理的异常卷')).toBeVisible();
  await page.getByRole('radiogroup', { name: '显示' }).getByText('已处理').click();
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(6)).toContainText('已评分 7 分（张伟');

  // 阅卷进度: the abnormal round has its one paper marked.
  await page.goto('/main/statistics/markingProgress');
  await expect(row(page, '解答题17', '异常卷').getByRole('cell')).toHaveText(['解答题17', '2+1', '异常卷', '1', '1', '0', '100%', '1', '已完成']);
});

test('异常类型: the reasons saved for the exam are what a teacher’s 报告异常卷 offers', async ({ page, browser, baseURL }) => {
  await signIn(page, undefined, { to: '/main/netview/exceptionPaperInit', exam: EXAM_3001 });
  const list = page.getByRole('list', { name: '异常类型' });
  await expect(list.getByRole('listitem')).toHaveText(['图像模糊', '切割错误', '答题位置错误', '非本题作答']);
  await page.getByRole('button', { name: '删除切割错误' }).click();
  await page.getByRole('textbox', { name: '新的异常类型' }).fill('图像模糊');
  await page.getByRole('button', { name: '添加' }).click();
  await expect(page.getByText('异常类型“图像模糊”已存在')).toBeVisible();
  await page.getByRole('textbox', { name: '新的异常类型' }).fill('空白卷');
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem')).toHaveText(['图像模糊', '答题位置错误', '非本题作答', '空白卷']);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();

  const other = await browser.newContext({ baseURL });
  try {
    const wang = await other.newPage();
    await openTask(wang, 'wangfang', '解答题17', '一评');
    await wang.getByRole('button', { name: '异常卷' }).click();
    const dialog = wang.getByRole('dialog', { name: '报告异常卷' });
    await expect(dialog.getByRole('checkbox')).toHaveCount(4);
    for (const reason of ['图像模糊', '答题位置错误', '非本题作答', '空白卷']) await expect(dialog.getByRole('checkbox', { name: reason })).toHaveCount(1);
    await expect(dialog.getByRole('checkbox', { name: '切割错误' })).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('抽查: a re-score is recorded as such and becomes the result; in strict mode the page offers none and the server refuses it', async ({ page, browser, baseURL }) => {
  // 王芳 and 孙丽 both give a paper 6 (its result).
  const teachers = await browser.newContext({ baseURL });
  let paper = '';
  try {
    [paper = ''] = await markQ17(await teacherApi(teachers.request, 'wangfang'), 1, [6]);
    expect(await markQ17(await teacherApi(teachers.request, 'sunli'), 2, [6])).toEqual([paper]);
  } finally {
    await teachers.close();
  }
  await signIn(page, undefined, { to: '/main/netview/inspectFinished', exam: EXAM_3001 });
  const table = page.getByRole('table', { name: '已阅试卷' });
  const first = table.getByRole('row').nth(1);
  // 题组 各轮评分 结果 抽查改分记录 操作
  await expect(first.getByRole('cell').nth(1)).toHaveText('一评 王芳 6分；二评 孙丽 6分');
  await expect(first.getByRole('cell').nth(2)).toHaveText('6分');
  await page.getByRole('textbox', { name: '最低分' }).fill('7');
  await expect(table.getByText('没有符合条件的已阅试卷')).toBeVisible();
  await page.getByRole('textbox', { name: '最低分' }).fill('');
  await first.getByRole('button', { name: '改分：解答题17（一评 王芳 6分；二评 孙丽 6分）' }).click();
  const dialog = page.getByRole('dialog', { name: '抽查改分' });
  await expect(dialog.getByRole('img', { name: '解答题17试卷图像 1' })).toBeVisible();
  await dialog.getByRole('textbox', { name: /（满分10）$/ }).fill('8');
  await dialog.getByRole('button', { name: '确定改分' }).click();
  await expect(dialog.getByText('请填写改分原因')).toBeVisible();
  await dialog.getByRole('textbox', { name: '改分原因' }).fill('步骤分漏给');
  await dialog.getByRole('button', { name: '确定改分' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('已改分')).toBeVisible();
  await expect(first.getByRole('cell').nth(2)).toHaveText('8分');
  await expect(first.getByRole('cell').nth(1)).toHaveText('一评 王芳 6分；二评 孙丽 6分');
  await expect(first.getByRole('cell').nth(3)).toHaveText('张伟：6 → 8分（步骤分漏给）');

  // Strict mode (the subject's paper properties): the page says so, offers no 改分, and the call is refused.
  const prop = ((await (await page.request.post('/api/exam/loadexamsubjectprop', { data: { examid: 3001, subjectid: 2 } })).json()) as { result: Record<string, unknown> }).result;
  const { paper_name, mask_area, code_area, fill_area, total_score: _total, ...settings } = prop;
  const saved = await page.request.post('/api/exam/savesubjectprop', { data: { examid: 3001, subjectid: 2, ...settings, strict_mode: 1, name: paper_name, maskarea: mask_area ?? [], codearea: code_area ?? [], fillarea: fill_area ?? [] } });
  expect(await saved.json()).toMatchObject({ success: true });
  await page.reload();
  await expect(page.getByText('本科目为严格模式：抽查不能直接改分')).toBeVisible();
  await expect(first.getByRole('cell').nth(2)).toHaveText('8分');
  await expect(page.getByRole('button', { name: /^改分/ })).toHaveCount(0);
  const refused = await page.request.post('/api/netview/inspectFinished/rescore', { data: { exam_id: 3001, subject_id: 2, paper_id: paper, question_id: 803, scores: [{ subquestion_id: 8301, score: 9 }], note: '再改' } });
  expect(await refused.json()).toEqual({ success: false, result: '严格模式下抽查不能直接改分' });
});

test('工作量: per teacher and per round, with a chart per teacher and per group, sortable by a column, exported as xlsx', async ({ page, browser, baseURL }) => {
  // 王芳 marks two papers of 解答题17 (6 and 8), 孙丽 one (5).
  const teachers = await browser.newContext({ baseURL });
  try {
    await markQ17(await teacherApi(teachers.request, 'wangfang'), 1, [6, 8]);
    await markQ17(await teacherApi(teachers.request, 'sunli'), 2, [5]);
  } finally {
    await teachers.close();
  }
  await signIn(page, undefined, { to: '/main/statistics/userWorkload', exam: EXAM_3001 });
  const table = page.getByRole('table', { name: '各教师工作量' });
  // 教师 学校 题组 轮次 已阅 平均每份（秒） 平均分 在线 最后提交
  const cells = (n: number) => table.getByRole('row').nth(n).getByRole('cell');
  await expect(cells(1).nth(0)).toHaveText('王芳');
  await expect(cells(1).nth(4)).toHaveText('2');
  await expect(cells(1).nth(6)).toHaveText('7');
  await expect(cells(2).nth(0)).toHaveText('孙丽');
  await expect(cells(2).nth(3)).toHaveText('二评');
  await expect(cells(2).nth(6)).toHaveText('5');
  await expect(page.getByRole('img', { name: '各教师已阅份数：王芳 一评2，孙丽 二评1' })).toBeVisible();
  // Sorted by 已阅, fewest first: 孙丽 first.
  await page.getByRole('button', { name: '按已阅排序' }).click();
  await expect(table.getByRole('columnheader', { name: '按已阅排序' })).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('button', { name: '按已阅排序' }).click();
  await expect(table.getByRole('columnheader', { name: '按已阅排序' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(cells(1).nth(0)).toHaveText('孙丽');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  expect((await downloading).suggestedFilename()).toBe('教师工作量.xlsx');

  await page.goto('/main/statistics/questionGroupWorkload');
  const groups = page.getByRole('table', { name: '各题组轮次工作量' });
  // 题组 轮次 教师数 已阅 平均每份（秒） 平均分
  await expect(groups.getByRole('row').nth(1).getByRole('cell')).toHaveText(['解答题17', '一评', '1', '2', /^\d+$/, '7']);
  await expect(groups.getByRole('row').nth(2).getByRole('cell')).toHaveText(['解答题17', '二评', '1', '1', '—', '5']);
  await expect(page.getByRole('img', { name: '各题组已阅份数：解答题17 一评2 二评1' })).toBeVisible();
});

test('阅卷数据管理: 重置 names how many markings go, and after it the round waits for its papers again', async ({ page, browser, baseURL }) => {
  const teachers = await browser.newContext({ baseURL });
  try {
    await markQ17(await teacherApi(teachers.request, 'wangfang'), 1, [6, 8]);
  } finally {
    await teachers.close();
  }
  await signIn(page, undefined, { to: '/main/netview/datamge', exam: EXAM_3001 });
  const table = page.getByRole('table', { name: '各题组轮次阅卷数据' });
  // 题组 轮次 评分数 异常卷 缓冲卷 操作
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(['解答题17', '一评', '2', '0', '0', '重置']);
  await page.getByRole('button', { name: '重置解答题17一评' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('确定重置解答题17一评吗？将删除该轮次的全部 2 条评分');
  await answerDialog(dialog, '确定');
  await expect(page.getByText('已重置2条评分')).toBeVisible();
  await expect(table.getByText('该科目还没有阅卷数据')).toBeVisible();
  await page.goto('/main/statistics/markingProgress');
  await expect(row(page, '解答题17', '一评').getByRole('cell').nth(4)).toHaveText('0');
});

test('任务分配建议: the remaining papers of a round go to its teachers by their measured speed; applied, a teacher past her quota gets no paper', async ({ page, browser, baseURL }) => {
  const teachers = await browser.newContext({ baseURL });
  try {
    // 黄磊 marks 解答题17 一评 too (阅卷教师管理); 王芳 marks two of the three papers.
    const admin = await teacherApi(teachers.request, 'zhangwei');
    await admin('/api/exam/saveTeacherQuestion', { examid: 3001, subjectid: 2, teacherid: 3109, data: { '803': [1] } });
    await markQ17(await teacherApi(teachers.request, 'wangfang'), 1, [6, 8]);
  } finally {
    await teachers.close();
  }
  await signIn(page, undefined, { to: '/main/statistics/userAllocateAdvice', exam: EXAM_3001 });
  const table = page.getByRole('table', { name: '各轮次分配建议' });
  // 题组 轮次 剩余 教师 已阅 平均每份（秒） 建议份数 预计用时 已设任务量: the last paper of 解答题17 一评 goes to 王芳 (neither
  // pace measured: the same default for both, and the tie goes to the first).
  const teacherRow = (name: string) => table.getByRole('row').filter({ hasText: name }).filter({ has: page.getByRole('cell', { name: '解答题17', exact: true }) });
  await expect(teacherRow('王芳').getByRole('cell')).toHaveText(['解答题17', '一评', '1', '王芳', '2', '—（未实测）', '1', '约1分钟', '未设定']);
  await expect(teacherRow('黄磊').getByRole('cell').nth(6)).toHaveText('0');
  // 孙丽 (二评, nothing measured yet) gets all three at the default pace.
  await expect(teacherRow('孙丽').getByRole('cell')).toHaveText(['解答题17', '二评', '3', '孙丽', '0', '—（未实测）', '3', '约3分钟', '未设定']);

  await page.getByRole('button', { name: '应用解答题17一评的建议' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('王芳1份，黄磊0份');
  await answerDialog(dialog, '确定');
  await expect(page.getByRole('alert').filter({ hasText: '已为2位教师设定阅卷任务量' })).toBeVisible();
  await expect(teacherRow('王芳').getByRole('cell').nth(8)).toHaveText('1');
  await expect(teacherRow('黄磊').getByRole('cell').nth(8)).toHaveText('0');

  // 黄磊 opens his task: no paper, and why, though one is left.
  const other = await browser.newContext({ baseURL });
  try {
    const huang = await other.newPage();
    await signIn(huang, teacher('huanglei'), { to: '/netview/marking?exam_id=3001&subject_id=2&question_id=803&turn=1' });
    await expect(huang.getByRole('heading', { name: '您已完成分配的阅卷任务量' })).toBeVisible();
    await expect(huang.getByText('如需继续阅卷，请联系阅卷负责人调整任务量')).toBeVisible();
  } finally {
    await other.close();
  }
});

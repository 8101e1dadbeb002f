// The data check (exam/viewDataAnalyseAndCheck, the exam card's 数据检查), run as an exam administrator would, against
// the stateful mock: the 12 checks of exam 3001 run on the push channel to the end — the seeded exam fails checks 1
// (考生未扫描, 1088 participants), 4, 5, 6, 10 and 11 and passes the other six — each problem table pages through
// the list call of its run; the run goes on while the user is away; a push channel that cannot be opened says so and
// starts nothing; one that closes mid-run says so at once and 重试 runs the checks again; a refused start is shown
// (issue 29; spec 3 §8.4 had it only logged); each tab keeps its own exam in its address.
import { expect, type Locator, type Page } from '@playwright/test';
import { test, requests, setScenario, waitForRequest } from './support/mock';
import { ACCOUNT, alertWith, signIn } from './flows';
import { expectAccessible } from './support/axe';

const START = '/api/exam/viewDataAnalyseAndCheck/startAnalyse';
const LIST = '/api/exam/viewDataAnalyseAndCheck/list';
const MIDTERM = '2026年秋季高一期中联考';
const OTHER = '2026年秋季高二月考';

const timeline = (page: Page) => page.getByRole('list', { name: '检查项目' });
const item = (page: Page, title: string) => timeline(page).getByRole('listitem').filter({ hasText: title });
const startButton = (page: Page) => page.getByRole('button', { name: /开始分析|重新分析|分析中/ });
const bar = (page: Page) => page.getByRole('progressbar', { name: '分析进度' });
const problemTable = (scope: Locator, title: string) => scope.getByRole('table', { name: `${title} 问题记录` });

async function openFromCard(page: Page): Promise<void> {
  await signIn(page, ACCOUNT, { to: '/main/exam' });
  await page.getByRole('article', { name: MIDTERM, exact: true }).getByRole('link', { name: '数据检查' }).click();
  await expect(page).toHaveURL(/\/main\/exam\/viewDataAnalyseAndCheck\?exam_id=3001$/);
  await expect(page.getByRole('heading', { name: '数据检查' })).toBeVisible();
  await expect(page.getByLabel('考试名称')).toHaveText(MIDTERM);
}

test('the 12 checks run to the end; a check with problems shows them in a table that pages', async ({ page }) => {
  await openFromCard(page);
  await expect(timeline(page).getByRole('listitem')).toHaveCount(12);
  await expect(item(page, '检查1：考生未扫描')).toContainText('未开始');
  await expect(page.getByText('尚未开始分析')).toBeVisible();
  await expect(bar(page)).toHaveAttribute('aria-valuenow', '0');

  await startButton(page).click();
  const start = await waitForRequest(START);
  const runId = (start.body as { run_id?: string }).run_id;
  expect(start.body).toMatchObject({ exam_id: 3001 });
  expect(runId).toMatch(/^[A-Za-z0-9_-]+$/);
  // While it runs the button waits; an item is being checked.
  await expect(startButton(page)).toBeDisabled();
  await expect(page.getByText('分析完成：6 项通过，6 项发现问题')).toBeVisible({ timeout: 15_000 });
  await expect(bar(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(startButton(page)).toHaveText('重新分析');

  for (const passed of ['检查2：考号未匹配', '检查3：扫描未保存', '检查7：客观题未设置答案', '检查8：分值超过满分', '检查9：题组未设置评卷模式', '检查12：考生未安排考场']) {
    await expect(item(page, passed)).toContainText('通过');
    await expect(item(page, passed)).toContainText('未发现问题');
    await expect(item(page, passed).getByRole('table')).toHaveCount(0);
  }
  const first = item(page, '检查1：考生未扫描');
  await expect(first).toContainText('发现问题');
  await expect(first).toContainText('发现 1088 条问题记录');
  const table = problemTable(first, '检查1：考生未扫描');
  await expect(table.getByRole('columnheader')).toHaveText(['序号', '科目', '考号', '姓名', '学校', '考场', '座位号']);
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(table.locator('tbody tr').first()).toHaveText(['1', '语文', '301010101', '李明', '临江市第一中学', '第01考场', '1'].join(''));
  await expect(first).toContainText('共 1088 条');

  // Page 2 comes from the list call with the check's number.
  await first.getByRole('button', { name: '第 2 页' }).click();
  await expect(table.locator('tbody tr').first().getByRole('cell').first()).toHaveText('11');
  const listed = (await requests({ path: LIST })).at(-1)?.body;
  expect(listed).toEqual({ exam_id: 3001, page: 2, pagesize: 10, sqlIndex: 1, run_id: runId });

  // Another check has other columns: rounds are named.
  const rounds = problemTable(item(page, '检查11：阅卷任务未完成'), '检查11：阅卷任务未完成');
  await expect(rounds.getByRole('columnheader')).toHaveText(['序号', '科目', '题组', '轮次', '阅卷教师', '已阅', '应阅']);
  await expect(rounds.locator('tbody tr').first()).toContainText('一评');
  const errors = problemTable(item(page, '检查4：识别异常'), '检查4：识别异常');
  await expect(errors.locator('tbody tr').first()).toContainText('正面');
  await expectAccessible(page, '数据检查 (results)');
});

test('the run goes on while the user looks at another page (dark theme)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme-mode', 'dark'));
  await openFromCard(page);
  await startButton(page).click();
  await expect(timeline(page).getByText('检查中')).toBeVisible();
  await page.getByRole('link', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/main\/exam$/);
  await page.getByRole('article', { name: MIDTERM, exact: true }).getByRole('link', { name: '数据检查' }).click();
  await expect(page.getByText('分析完成：6 项通过，6 项发现问题')).toBeVisible({ timeout: 15_000 });
  await expect(item(page, '检查5：缺考卷未确认')).toContainText('发现 3 条问题记录');
  await expectAccessible(page, '数据检查 (results, dark)');
});

test('a push channel that cannot be opened says so and starts nothing', async ({ page }) => {
  // The browser cannot reach the backend's websocket: every connection to /ws/ fails as Chromium's would.
  await page.addInitScript(() => {
    const Real = window.WebSocket;
    window.WebSocket = class extends Real {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(String(url).includes('/ws/') ? 'ws://127.0.0.1:9/unreachable' : url, protocols);
      }
    };
  });
  await openFromCard(page);
  await startButton(page).click();
  await expect(alertWith(page, '您的浏览器无法连接至ws,这将导致进度条无法正常显示！')).toBeVisible();
  await expect(startButton(page)).toHaveText('开始分析');
  await expect(startButton(page)).toBeEnabled();
  expect(await requests({ path: START })).toHaveLength(0);
});

test('a push channel that closes mid-run says so at once; 重试 runs the checks again to the end', async ({ page }) => {
  // The first channel goes away mid-run, as when the server or the network drops it: right after it has delivered the
  // start of check 3. Later channels carry everything.
  let channels = 0;
  await page.routeWebSocket(/\/ws\//, (ws) => {
    const server = ws.connectToServer();
    const dropMidRun = ++channels === 1;
    server.onMessage((message) => {
      ws.send(message);
      if (dropMidRun && String(message).includes('"otherInfo":"3:')) void ws.close();
    });
  });
  await openFromCard(page);
  await startButton(page).click();
  const first = await waitForRequest(START);
  await expect(page.getByRole('alert').filter({ hasText: '推送通道已断开，分析进度无法继续显示，请重试' })).toBeVisible({ timeout: 3000 });
  await expect(startButton(page)).toHaveCount(0);
  const retry = page.getByRole('button', { name: '重试' });
  await expect(retry).toBeEnabled();
  // What the lost run had found is still shown; nothing is being checked any more.
  await expect(item(page, '检查1：考生未扫描')).toContainText('发现 1088 条问题记录');
  await expect(item(page, '检查2：考号未匹配')).toContainText('未发现问题');
  await expect(item(page, '检查3：扫描未保存')).toContainText('未开始');
  await expect(timeline(page).getByText('检查中')).toHaveCount(0);

  await retry.click();
  await expect(page.getByText('分析完成：6 项通过，6 项发现问题')).toBeVisible({ timeout: 15_000 });
  const starts = await requests({ path: START });
  expect(starts).toHaveLength(2);
  const runId = (starts[1]?.body as { run_id?: string }).run_id;
  expect(runId).not.toBe((first.body as { run_id?: string }).run_id);
  // Each check once, with its own findings; the tables page through the new run.
  await expect(timeline(page).getByRole('listitem')).toHaveCount(12);
  await expect(timeline(page).getByRole('table')).toHaveCount(6);
  const table = problemTable(item(page, '检查1：考生未扫描'), '检查1：考生未扫描');
  await item(page, '检查1：考生未扫描').getByRole('button', { name: '第 2 页' }).click();
  await expect(table.locator('tbody tr').first().getByRole('cell').first()).toHaveText('11');
  expect((await requests({ path: LIST })).at(-1)?.body).toEqual({ exam_id: 3001, page: 2, pagesize: 10, sqlIndex: 1, run_id: runId });
});

test('a start the server refuses is shown with its text; 重试 starts it', async ({ page }) => {
  await openFromCard(page);
  await setScenario([{ path: START, example: 'running', times: 1 }]);
  await startButton(page).click();
  await waitForRequest(START);
  await expect(page.getByRole('alert').filter({ hasText: '该考试的数据分析正在进行中，请稍后再试' })).toBeVisible();
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByText('分析完成：6 项通过，6 项发现问题')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert').filter({ hasText: '正在进行中' })).toHaveCount(0);
  expect(await requests({ path: START })).toHaveLength(2);
});

test('each tab keeps its own exam: its address names it, and another tab’s choice never changes it', async ({ page, context }) => {
  await openFromCard(page);
  const first = page.url();
  // Another tab chooses another exam's data check.
  const other = await context.newPage();
  await other.goto('/main/exam');
  await other.getByRole('article', { name: OTHER, exact: true }).getByRole('link', { name: '数据检查' }).click();
  await expect(other).toHaveURL(/\/main\/exam\/viewDataAnalyseAndCheck\?exam_id=3005$/);
  await expect(other.getByLabel('考试名称')).toHaveText(OTHER);

  // The first tab, reloaded, and its address opened in a third tab, still check the first exam.
  await page.reload();
  await expect(page.getByLabel('考试名称')).toHaveText(MIDTERM);
  const third = await context.newPage();
  await third.goto(first);
  await expect(third.getByLabel('考试名称')).toHaveText(MIDTERM);
  await startButton(third).click();
  expect((await waitForRequest(START)).body).toMatchObject({ exam_id: 3001 });
  await expect(third.getByText('分析完成：6 项通过，6 项发现问题')).toBeVisible({ timeout: 15_000 });
});

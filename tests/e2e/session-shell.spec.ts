// The session and the shell as a new user meets them (issue 11): a role switch updates the whole screen, 登录失效 is
// said only when a session was believed alive, the header fits every desktop width, one breadcrumb naming what the
// page shows, and typing survives 登录失效 (a draft offered back after signing in) and is not left behind unasked.
import { expect, type Locator, type Page } from '@playwright/test';
import { test, setScenario, requests, waitForRequest, clearRequests } from './support/mock';
import { ACCOUNT, EXAM_3001, alertWith, openUserMenu, settle, signIn, submitLoginForm } from './flows';

const EXAM_LIST = '/api/exam/loadexam';
const SAVE_ANSWERS = '/api/exam/subquestionanswer/saveobjectiveanswer';

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: '当前位置' });

/**
 * Records the text of every alert the portal shows in this tab, across page loads (alerts close by themselves after
 * a few seconds, sooner than a slow test may look).
 */
async function recordAlerts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      document.querySelectorAll('.mantine-Notification-root').forEach((el) => {
        if (seen.has(el)) return;
        seen.add(el);
        const all = JSON.parse(sessionStorage.getItem('e2e-alerts') ?? '[]') as string[];
        sessionStorage.setItem('e2e-alerts', JSON.stringify([...all, el.textContent ?? '']));
      });
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The contract's 登录失效 text. */
const EXPIRED = '登录失效，请重新登录';
const alertsShown = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-alerts') ?? '[]') as string[]);
const expiredAlerts = async (page: Page) => (await alertsShown(page)).filter((t) => t.includes('登录失效'));

test.describe('switching role', () => {
  test('on the home page updates the header menu, the role label and the cards at once, and drops the old role’s data', async ({ page }) => {
    await signIn(page);
    const nav = page.getByRole('navigation', { name: '主菜单' });
    await expect(page.getByTestId('current-role')).toHaveText('临江市教育局 教育局管理员');
    await expect(nav.getByRole('button', { name: '系统管理' })).toBeVisible();
    await expect(page.getByTestId('card-exam')).not.toHaveAttribute('aria-disabled', 'true');

    // The exam list is cached for the bureau role.
    await page.getByTestId('card-exam').click();
    await expect(page).toHaveURL(/\/main\/exam$/);
    await waitForRequest(EXAM_LIST);
    await page.getByRole('link', { name: '首页' }).first().click();

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: '临江市实验中学 阅卷教师' }).click();
    await expect(alertWith(page, '已切换单位角色')).toBeVisible();
    await expect(page.getByTestId('current-role')).toHaveText('临江市实验中学 阅卷教师');
    // The teacher's pages: her type's and her school's tags' (公办学校 gives 信息管理), never the bureau's 系统管理.
    await expect(nav.getByRole('button', { name: '系统管理' })).toHaveCount(0);
    await expect(page.getByTestId('card-exam')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('card-analysis')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('main')).toContainText('临江市实验中学');

    // Nothing the bureau role loaded is shown to the marking teacher: the exam list is asked for again.
    await clearRequests();
    await page.goto('/main/exam');
    await waitForRequest(EXAM_LIST);
  });

  test('from the no-marking-role dialog updates the screen at once', async ({ page }) => {
    await setScenario([{ path: '/api/login/userinfo', example: 'noMarking', times: 1 }]);
    await signIn(page);
    const marking = page.getByTestId('card-marking');
    await expect(marking).toHaveAttribute('data-unavailable', 'true');
    await marking.click();
    const dialog = page.getByRole('dialog', { name: '切换到阅卷教师角色' });
    await dialog.getByRole('button', { name: '临江市实验中学 阅卷教师' }).click();
    await expect(alertWith(page, '已切换单位角色')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('current-role')).toHaveText('临江市实验中学 阅卷教师');
    await expect(marking).not.toHaveAttribute('data-unavailable');
    await expect(page.getByTestId('card-exam')).toHaveAttribute('aria-disabled', 'true');
  });
});

test.describe('登录失效 is said only when a session was believed alive', () => {
  test('not for a visitor who is simply not signed in', async ({ page }) => {
    await recordAlerts(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await waitForRequest('/api/login/userinfo');
    await settle(page);
    expect(await alertsShown(page)).toEqual([]);
  });

  test('not after a confirmed logout, even when the user comes back to a page', async ({ page }) => {
    await recordAlerts(page);
    await signIn(page);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/main/exam');
    await expect(page).toHaveURL(/\/login$/);
    await settle(page);
    expect(await expiredAlerts(page)).toEqual([]);
  });

  test('not after a successful bind', async ({ page }) => {
    await recordAlerts(page);
    await signIn(page, { ua: '15900002222', up: 'Lj@2026pass' });
    const dialog = page.getByRole('dialog', { name: '绑定账号' });
    await dialog.getByLabel('学校编号').fill('LJ001');
    await dialog.getByLabel('学号').fill('20260101');
    await dialog.getByLabel(/^密码/).fill('20260101');
    await dialog.getByRole('button', { name: '绑定' }).click();
    await expect(alertWith(page, '绑定成功！请重新登录')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await settle(page);
    expect(await expiredAlerts(page)).toEqual([]);
  });

  test('once, when a call fails while the user is signed in (and after a reload)', async ({ page, context }) => {
    await recordAlerts(page);
    await signIn(page);
    await settle(page);
    // The session ends on the server.
    await context.clearCookies();
    await page.getByTestId('card-exam').click();
    await expect(page).toHaveURL(/\/login$/);
    await settle(page);
    expect(await expiredAlerts(page)).toEqual([EXPIRED]);

    // The session was believed alive when the page was loaded.
    await submitLoginForm(page);
    await expect(page).toHaveURL(/\/main\/exam$/);
    await context.clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await settle(page);
    expect(await expiredAlerts(page)).toEqual([EXPIRED, EXPIRED]);
  });
});

test.describe('the header', () => {
  for (const width of [800, 900, 1000, 1100]) {
    test(`at ${width} px keeps the user menu on screen and every menu entry reachable`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page);
      const userMenu = page.getByTestId('user-menu');
      await expect(userMenu).toBeVisible();
      const box = await userMenu.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      await expect(page.getByTestId('current-role')).toHaveText('临江市教育局 教育局管理员');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // Entries that do not fit are under 更多; together they are all there.
      const nav = page.getByRole('navigation', { name: '主菜单' });
      const shown = await nav.locator(':scope > a, :scope > button').allInnerTexts();
      const more = nav.getByRole('button', { name: '更多' });
      const hidden = (await more.count()) ? await openMore(page, more) : [];
      expect([...shown.filter((t) => t !== '更多'), ...hidden].map((t) => t.trim())).toEqual(['首页', '成绩分析', '信息管理', '系统管理', '考试管理', '教师阅卷']);
      for (const entry of await nav.locator(':scope > a, :scope > button').all()) {
        const b = await entry.boundingBox();
        expect(b && b.x + b.width).toBeLessThanOrEqual(box?.x ?? 0);
      }

      // The user menu still does all it did.
      await openUserMenu(page);
      for (const item of ['临江市实验中学 阅卷教师', '修改密码', '切换主题', '退出登录']) {
        await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
      }
    });
  }

  test('an entry under 更多 opens its page and 更多 shows it is active', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await signIn(page);
    const nav = page.getByRole('navigation', { name: '主菜单' });
    await nav.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '考试管理' }).click();
    await expect(page).toHaveURL(/\/main\/exam$/);
    await expect(nav.getByRole('button', { name: '更多' })).toHaveAttribute('data-active', 'true');
  });

  test('at 1440 px shows a long role label whole, and the user menu is named by what it shows', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // A unit with a long name (the label is unit name plus user type name).
    await page.route('**/api/login/userinfo', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: { user: { unit_name: string } } };
      body.result.user.unit_name = '临江市教育局基础教育教学研究室';
      await route.fulfill({ response, json: body });
    });
    await signIn(page);
    const label = page.getByTestId('current-role');
    await expect(label).toHaveText('临江市教育局基础教育教学研究室 教育局管理员');
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(page.getByRole('button', { name: '张伟 临江市教育局基础教育教学研究室 教育局管理员', exact: true })).toBeVisible();
  });
});

async function openMore(page: Page, more: Locator): Promise<string[]> {
  await more.click();
  const entries = page.getByRole('menu').getByRole('menuitem').or(page.getByRole('menu').locator('.mantine-Menu-label'));
  await expect(entries.first()).toBeVisible();
  const texts = await page.getByRole('menu').locator('[data-more-entry]').allInnerTexts();
  await page.keyboard.press('Escape');
  return texts;
}

test.describe('breadcrumbs', () => {
  for (const [path, title] of [
    ['/main/info/student', '学生管理'],
    ['/main/info/teauser', '用户管理'],
    ['/main/info/mgeuser', '管理员管理'],
  ] as const) {
    test(`${title} shows one breadcrumb`, async ({ page }) => {
      await signIn(page, ACCOUNT, { to: path });
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(2); // the header menu and the breadcrumb
      await expect(breadcrumb(page)).toHaveText(`首页/信息管理/${title}`);
      await expect(page.getByLabel('页面路径')).toHaveCount(0);
    });
  }

  test('参考学生 names the subject it shows, 分配权限 none', async ({ page }) => {
    await signIn(page, ACCOUNT, { to: '/main/exam/mgeexamstudent?subject_id=2', exam: { ...EXAM_3001, subject_id: 1, subject_name: '语文' } });
    await expect(page.getByRole('combobox', { name: '科目' })).toHaveValue('数学');
    await expect(breadcrumb(page)).toHaveText('首页/考试管理/参考学生（2026年秋季高一期中联考 数学）');
    await page.goto('/main/exam/mgeexamstudent');
    await expect(breadcrumb(page)).toHaveText('首页/考试管理/参考学生（2026年秋季高一期中联考）');
    await page.goto('/main/exam/exampermission');
    await expect(breadcrumb(page)).toHaveText('首页/考试管理/分配权限（2026年秋季高一期中联考）');
    await page.goto('/main/exam/subquestionanswer');
    await expect(breadcrumb(page)).toHaveText('首页/考试管理/客观题答案配置（2026年秋季高一期中联考 语文）');
  });
});

// Objective answers of exam 3001 数学: 第10题 is B (5 points), 第2题 scores 5.
const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const option = (page: Page, name: string, letter: string) =>
  card(page, name).getByRole('row', { name: '答案1', exact: true }).getByRole('button', { name: letter, exact: true });
const score = (page: Page, name: string) => card(page, name).getByRole('row', { name: '答案1', exact: true }).getByRole('textbox', { name: '分数', exact: true });

async function openAnswers(page: Page): Promise<void> {
  await signIn(page, ACCOUNT, { to: '/main/exam/subquestionanswer', exam: EXAM_3001 });
  await expect(page.getByRole('heading', { name: '选择题' })).toBeVisible();
}

/** Opens the answers of 3001 数学 from the exam list, as a person does (so the browser's back stays in the portal). */
async function openAnswersFromExamList(page: Page): Promise<void> {
  await signIn(page, ACCOUNT, { to: '/main/exam?pagesize=5' });
  const exam = page.getByRole('article', { name: EXAM_3001.exam_name, exact: true });
  await exam.getByRole('group', { name: '数学', exact: true }).getByRole('link', { name: '客观题答案' }).click();
  await expect(page).toHaveURL(/\/main\/exam\/subquestionanswer$/);
  await expect(page.getByRole('heading', { name: '选择题' })).toBeVisible();
}

async function editAnswers(page: Page): Promise<void> {
  await option(page, '第10题', 'B').click();
  await option(page, '第10题', 'C').click();
  await score(page, '第2题').fill('3');
  await expect(option(page, '第10题', 'C')).toHaveAttribute('aria-pressed', 'true');
}

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: '未保存的修改' });
const restoreDialog = (page: Page) => page.getByRole('dialog', { name: '恢复未保存的修改' });

test.describe('typing survives 登录失效', () => {
  test('the objective answers typed before 登录失效 are offered back after signing in, and saved', async ({ page, context }) => {
    await openAnswers(page);
    await editAnswers(page);
    // The session ends on the server; the save finds out.
    await context.clearCookies();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(alertWith(page, '登录失效')).toHaveCount(1);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain(ACCOUNT.up);

    await submitLoginForm(page);
    await expect(page).toHaveURL(/\/main\/exam\/subquestionanswer$/);
    const offer = restoreDialog(page);
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: '恢复' }).click();
    await expect(offer).toBeHidden();
    await expect(option(page, '第10题', 'C')).toHaveAttribute('aria-pressed', 'true');
    await expect(score(page, '第2题')).toHaveValue('3');

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(alertWith(page, '客观题答案配置保存成功')).toBeVisible();
    const sent = (await waitForRequest(SAVE_ANSWERS)).body as { answerlist: { subquesid: number; answers: { answer: string; score: number }[] }[] };
    expect(sent.answerlist.find((a) => a.subquesid === 8110)?.answers).toEqual([{ answer: '2', score: 5 }]);
    expect(sent.answerlist.find((a) => a.subquesid === 8102)?.answers[0]?.score).toBe(3);

    // Saved: nothing is offered any more.
    await page.reload();
    await expect(page.getByRole('heading', { name: '选择题' })).toBeVisible();
    await settle(page);
    await expect(restoreDialog(page)).toHaveCount(0);
  });

  test('a declined draft is gone for good', async ({ page, context }) => {
    await openAnswers(page);
    await editAnswers(page);
    await context.clearCookies();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLoginForm(page);
    await restoreDialog(page).getByRole('button', { name: '放弃' }).click();
    await expect(option(page, '第10题', 'B')).toHaveAttribute('aria-pressed', 'true');
    await expect(score(page, '第2题')).toHaveValue('5');
    await page.reload();
    await expect(page.getByRole('heading', { name: '选择题' })).toBeVisible();
    await settle(page);
    await expect(restoreDialog(page)).toHaveCount(0);
  });
});

test.describe('leaving unsaved edits asks first', () => {
  test('switching subject, the back button, the header menu and the browser’s back and reload', async ({ page }) => {
    await openAnswersFromExamList(page);
    // Nothing typed yet: leaving does not ask.
    await page.getByRole('combobox', { name: '科目' }).click();
    await page.getByRole('option', { name: '语文', exact: true }).click();
    await expect(page.getByRole('combobox', { name: '科目' })).toHaveValue('语文');
    await page.getByRole('combobox', { name: '科目' }).click();
    await page.getByRole('option', { name: '数学', exact: true }).click();
    await expect(page.getByRole('heading', { name: '选择题' })).toBeVisible();
    await editAnswers(page);

    // The subject selector: stay.
    await page.getByRole('combobox', { name: '科目' }).click();
    await page.getByRole('option', { name: '英语', exact: true }).click();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: '留在本页' }).click();
    await expect(page.getByRole('combobox', { name: '科目' })).toHaveValue('数学');
    await expect(score(page, '第2题')).toHaveValue('3');

    // The frame's back button and the header menu: stay.
    await page.getByRole('link', { name: '返回' }).click();
    await leaveDialog(page).getByRole('button', { name: '留在本页' }).click();
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' }).click();
    await leaveDialog(page).getByRole('button', { name: '留在本页' }).click();
    await expect(page).toHaveURL(/\/main\/exam\/subquestionanswer$/);

    // The browser's back: stay.
    await page.goBack();
    await leaveDialog(page).getByRole('button', { name: '留在本页' }).click();
    await expect(page).toHaveURL(/\/main\/exam\/subquestionanswer$/);
    await expect(score(page, '第2题')).toHaveValue('3');

    // A reload asks the browser's own question; staying keeps everything.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await page.reload({ timeout: 3000 }).catch(() => undefined);
    expect(asked).toEqual(['beforeunload']);
    await expect(score(page, '第2题')).toHaveValue('3');

    // Leaving after all: the edits (and their draft) are gone.
    await page.getByRole('combobox', { name: '科目' }).click();
    await page.getByRole('option', { name: '英语', exact: true }).click();
    await leaveDialog(page).getByRole('button', { name: '离开' }).click();
    await expect(page.getByRole('combobox', { name: '科目' })).toHaveValue('英语');
    await page.getByRole('combobox', { name: '科目' }).click();
    await page.getByRole('option', { name: '数学', exact: true }).click();
    await expect(score(page, '第2题')).toHaveValue('5');
    await settle(page);
    await expect(restoreDialog(page)).toHaveCount(0);
    await expect(leaveDialog(page)).toHaveCount(0);
  });

  test('switching role or signing out with unsaved edits asks first', async ({ page }) => {
    await openAnswers(page);
    await editAnswers(page);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: '临江市实验中学 阅卷教师' }).click();
    await leaveDialog(page).getByRole('button', { name: '留在本页' }).click();
    await expect(page).toHaveURL(/\/main\/exam\/subquestionanswer$/);
    expect(await requests({ path: '/api/login/changeUnitRole' })).toHaveLength(0);
    await expect(score(page, '第2题')).toHaveValue('3');

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await leaveDialog(page).getByRole('button', { name: '留在本页' }).click();
    expect(await requests({ path: '/api/login/dologout' })).toHaveLength(0);
    await expect(score(page, '第2题')).toHaveValue('3');
  });
});

// Accessibility (axe-core, WCAG 2.x A/AA) on every screen of the portal, signed in with the roles that reach it, and
// on its main dialogs: no serious or critical violation (colour contrast included, in the light and the dark theme).
import { expect, test } from './support/mock';
import { expectAccessible, settled } from './support/axe';
import { chooseExam, EXAM_3001, goInPortal, settle, signIn } from './flows';

const ZHANGWEI = { ua: 'zhangwei', up: 'Lj@2026pass' }; // 教育局管理员 (bureau), also 阅卷教师
const ADMIN = { ua: 'admin', up: 'Admin@2026' }; // 平台管理员
const LIUYANG = { ua: 'liuyang', up: 'Lj@2026pass' }; // 学校管理员
const WANGFANG = { ua: 'wangfang', up: 'Lj@2026pass' }; // 阅卷教师 + 任课教师

/** Every page of the portal with an account that reaches it (exam pages: exam 3001, chosen as the exam list does). */
const SCREENS: { path: string; name: string; account: { ua: string; up: string }; exam?: boolean }[] = [
  { path: '/main/cardMenu', name: '首页 (bureau)', account: ZHANGWEI },
  { path: '/main/cardMenu', name: '首页 (teacher)', account: WANGFANG },
  { path: '/main/exam', name: '考试管理', account: ZHANGWEI },
  { path: '/main/exam/mgeexamstudent', name: '参考学生', account: ZHANGWEI, exam: true },
  { path: '/main/exam/mgeexamteacher', name: '阅卷教师', account: ZHANGWEI, exam: true },
  { path: '/main/exam/exampermission', name: '考试权限', account: ZHANGWEI, exam: true },
  { path: '/main/exam/examupload', name: '试卷上传', account: ZHANGWEI, exam: true },
  { path: '/main/exam/mgeexamscan', name: '扫描人员', account: ZHANGWEI, exam: true },
  { path: '/main/exam/subquestionanswer', name: '客观题答案', account: ZHANGWEI, exam: true },
  { path: '/main/exam/subquestionconfig', name: '题组设置', account: ZHANGWEI, exam: true },
  { path: '/main/exam/examroommge', name: '考场管理', account: LIUYANG, exam: true },
  { path: '/main/exam/absentstudentmge', name: '缺考检查', account: ZHANGWEI, exam: true },
  { path: '/main/exam/examroomdesign', name: '考场编排', account: ZHANGWEI, exam: true },
  { path: '/main/exam/viewDataAnalyseAndCheck', name: '数据检查', account: ZHANGWEI, exam: true },
  { path: '/main/marking', name: '教师阅卷', account: WANGFANG },
  { path: '/netview/marking?exam_id=3001&subject_id=2&question_id=803&turn=1', name: '阅卷', account: WANGFANG },
  { path: '/main/sys/log', name: '日志管理', account: ADMIN },
  { path: '/main/sys/loginlog', name: '登录日志', account: ADMIN },
  { path: '/main/sys/redismanager', name: '缓存监控', account: ADMIN },
  { path: '/main/sys/TestPage', name: '测试页面', account: ADMIN },
  { path: '/main/sys/usertypeassgin', name: '用户类型授权', account: ADMIN },
  { path: '/main/sys/usertagassgin', name: '用户标签授权', account: ADMIN },
  { path: '/main/sys/tag', name: '标签管理', account: ADMIN },
  { path: '/main/sys/permission', name: '权限管理', account: ADMIN },
  { path: '/main/info/mgeunit', name: '单位管理', account: ADMIN },
  { path: '/main/info/mgeuser', name: '管理员', account: ADMIN },
  { path: '/main/info/eduunit', name: '单位结构', account: ZHANGWEI },
  { path: '/main/info/teauser', name: '教师', account: LIUYANG },
  { path: '/main/info/student', name: '学生', account: LIUYANG },
  { path: '/main/nowhere', name: '页面不存在', account: ZHANGWEI },
];

test('the sign-in page, both tabs, in the light and the dark theme', async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/login');
    await page.evaluate((s) => localStorage.setItem('theme-mode', s), scheme);
    await page.reload();
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    // The messages of an empty submit are shown too (red text on the page).
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('请输入用户名')).toBeVisible();
    await expectAccessible(page, `登录 (${scheme})`);
    await page.getByRole('tab', { name: '验证码登录' }).click();
    await expect(page.getByLabel('手机号', { exact: true })).toBeVisible();
    await expectAccessible(page, `验证码登录 (${scheme})`);
  }
});

// One test per account: signed in once, each of its screens opened inside the portal (as its menus do) and read by
// axe. Every screen is checked; the test names each one with violations.
for (const account of [...new Set(SCREENS.map((screen) => screen.account))]) {
  const screens = SCREENS.filter((screen) => screen.account === account);
  test(`every screen ${account.ua} reaches: ${screens.map((screen) => screen.name).join('、')}`, async ({ page }) => {
    test.setTimeout(20_000 + screens.length * 10_000); // each screen read whole by axe (a second or two on a shared core)
    await signIn(page, account, screens.some((screen) => screen.exam) ? { exam: EXAM_3001 } : {});
    await settled(page);
    for (const screen of screens) {
      await test.step(`${screen.name}: ${screen.path}`, async () => {
        // A move inside the portal has no load event: wait for the screen's own calls to be done (settle counts them
        // from before the move).
        const quiet = settle(page);
        await goInPortal(page, screen.path);
        // The screen's own address (a page may add its state to the query: 数据检查 adds ?exam_id=).
        const target = new URL(screen.path, page.url());
        await expect.poll(() => new URL(page.url()).pathname).toBe(target.pathname);
        for (const [name, value] of target.searchParams) expect(new URL(page.url()).searchParams.get(name)).toBe(value);
        await quiet;
        await settled(page);
        await expectAccessible(page, screen.name, { soft: true });
      });
    }
  });
}

test('the dark theme of the exam pages', async ({ page }) => {
  test.slow(); // several screens, each read whole by axe (seconds each on a shared core)
  await signIn(page, ZHANGWEI);
  await chooseExam(page);
  await page.evaluate(() => localStorage.setItem('theme-mode', 'dark'));
  for (const path of ['/main/cardMenu', '/main/exam', '/main/exam/mgeexamstudent']) {
    await page.goto(path);
    await settled(page);
    await expectAccessible(page, `${path} (dark)`);
  }
});

test('main dialogs: a form dialog with its messages, the participant editor, a confirmation', async ({ page }) => {
  test.slow(); // several screens, each read whole by axe (seconds each on a shared core)
  await signIn(page, ADMIN, { to: '/main/info/mgeunit' });
  await settled(page);
  await page.getByRole('button', { name: '新增' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /保存|确定/ }).first().click();
  await expectAccessible(page, '新增单位 (with its messages)');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await signIn(page, ZHANGWEI, { to: '/main/exam/mgeexamstudent', exam: EXAM_3001 });
  await settled(page);
  await page.getByRole('button', { name: /^编辑 / }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, '编辑参考学生');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: /^删除 / }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, '删除确认');
  await page.getByRole('button', { name: '取消' }).click();
});

test('the system pages at work, in the dark theme: a chosen permission, a ticked tree, the tag dialog, a log entry', async ({ page }) => {
  test.slow(); // several screens, each read whole by axe (seconds each on a shared core)
  await signIn(page, ADMIN);
  await page.evaluate(() => localStorage.setItem('theme-mode', 'dark'));
  await page.goto('/main/sys/permission');
  await page.getByRole('tree', { name: '权限菜单' }).getByRole('button', { name: /^缓存监控/ }).click();
  await expect(page.getByRole('region', { name: '权限信息' }).getByLabel('权限名称')).toBeEnabled();
  await settled(page);
  await expectAccessible(page, '权限管理 (editing, dark)');

  await page.goto('/main/sys/usertypeassgin');
  await page.getByRole('navigation', { name: '用户类型' }).getByRole('button', { name: '学校管理员' }).click();
  await expect(page.getByRole('tree', { name: '学校管理员 的权限' })).toBeVisible();
  await settled(page);
  await expectAccessible(page, '用户类型授权 (ticked, dark)');

  await page.goto('/main/sys/tag');
  await page.getByRole('button', { name: '新增标签' }).click();
  await page.getByRole('dialog', { name: '新增标签' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('dialog').getByText('请填写标签名称')).toBeVisible();
  await expectAccessible(page, '新增标签 (with its messages, dark)');
  // Saved: the message in the corner, its × named too.
  await page.getByRole('dialog', { name: '新增标签' }).getByLabel('标签名称').fill('无障碍检查');
  await page.getByRole('dialog', { name: '新增标签' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('dialog', { name: '新增标签' })).toBeHidden();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, '保存成功的提示 (dark)');

  await page.goto('/main/sys/log');
  await page.getByRole('button', { name: /请求详情/ }).first().click();
  await expect(page.getByRole('dialog', { name: '请求详情' })).toBeVisible();
  await settled(page);
  await expectAccessible(page, '请求详情 (dark)');
});

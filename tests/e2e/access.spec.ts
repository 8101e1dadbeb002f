// Who may open which page (issue 29; packages/web/src/lib/access.ts): every kind of user of the seed, signed in once,
// walks a table of addresses, the first of each list typed into the browser and the rest moved to inside the portal.
// A page the role holds opens; one it lacks shows 无权访问此页面 inside the shell with a way home, and the page's own
// calls are never made. The tables use pages that do not depend on what unit tags grant (a tag of 临江市第一中学 grants
// exam and information pages): those are the server's.
import { expect, type Page } from '@playwright/test';
import { test, grantInExam, requests } from './support/mock';
import { EXAM_3001, goInPortal, signIn } from './flows';

interface Walk {
  account: { ua: string; up: string };
  /** Switch to this role first (the account's first role is the one a sign-in starts in). */
  role?: { user_type: string; unit_id: number };
  /** The current role as the user menu names it. */
  roleLabel: string;
  reach: string[];
  refuse: string[];
  /** Top header entries that must not show. */
  noMenu: string[];
}

const PASSWORD = 'Lj@2026pass';

const WALKS: Record<string, Walk> = {
  'platform administrator (admin, type 1)': {
    account: { ua: 'admin', up: 'Admin@2026' },
    roleLabel: '临江市教育考试平台 平台管理员',
    reach: ['/main/sys/permission', '/main/sys/usertypeassgin', '/main/sys/TestPage', '/main/info/eduunit', '/main/exam', '/main/exam/examroomdesign', '/main/marking'],
    refuse: [],
    noMenu: [],
  },
  'bureau administrator (zhangwei, type 2)': {
    account: { ua: 'zhangwei', up: PASSWORD },
    roleLabel: '临江市教育局 教育局管理员',
    // 用户类型授权, 用户标签授权, 登录日志 and 缓存监控 come from his unit's tag 教育行政单位 (用户标签授权), not his type.
    reach: ['/main/exam', '/main/exam/examroomdesign', '/main/sys/permission', '/main/sys/tag', '/main/info/eduunit', '/main/sys/usertypeassgin', '/main/sys/loginlog'],
    refuse: ['/main/sys/TestPage'],
    noMenu: [],
  },
  'school administrator (liuyang, type 3)': {
    account: { ua: 'liuyang', up: PASSWORD },
    roleLabel: '临江市第一中学 学校管理员',
    reach: ['/main/exam', '/main/exam/examroommge', '/main/exam/viewDataAnalyseAndCheck', '/main/exam/scanView'],
    // The arrangement is for the types 1, 2 and 6 (spec 3 §2.4, §6), although type 3 holds its page.
    refuse: ['/main/exam/examroomdesign', '/main/sys/usertypeassgin', '/main/sys/permission', '/main/info/eduunit'],
    noMenu: ['系统管理'],
  },
  'marking teacher (wangfang, type 4)': {
    account: { ua: 'wangfang', up: PASSWORD },
    roleLabel: '临江市第一中学 阅卷教师',
    // The exam list by her per-exam grants; an exam page only where she holds it (here: none of 3001's, the exam
    // chosen), not the arrangement.
    reach: ['/main/cardMenu', '/main/marking', '/main/exam'],
    refuse: ['/main/sys/permission', '/main/sys/usertypeassgin', '/main/sys/log', '/main/exam/examroomdesign', '/main/info/eduunit', '/main/exam/mgeexamstudent'],
    noMenu: ['系统管理'],
  },
  'scanner (zhaolei as 扫描员, type 6)': {
    account: { ua: 'zhaolei', up: PASSWORD },
    role: { user_type: '6', unit_id: 102 },
    roleLabel: '临江市实验中学 扫描员',
    reach: ['/main/exam', '/main/exam/scanView', '/main/exam/examupload', '/main/exam/absentstudentmge'],
    // Type 6 may arrange rooms (spec 3 §6), but this seed's 扫描员 does not hold the page.
    refuse: ['/main/exam/examroommge', '/main/exam/examroomdesign', '/main/sys/permission', '/main/marking'],
    noMenu: ['系统管理', '教师阅卷'],
  },
  'student (liming, type 9)': {
    account: { ua: 'liming', up: '20260101' },
    roleLabel: '临江市第一中学 学生（李明）',
    reach: ['/main/cardMenu'],
    refuse: ['/main/marking', '/main/sys/tag', '/main/sys/log', '/main/info/eduunit', '/main/exam/examroommge'],
    noMenu: ['系统管理', '教师阅卷'],
  },
};

const refusal = (page: Page) => page.getByRole('heading', { name: '无权访问此页面' });
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: '当前位置' });

/**
 * Opens the address, typed in (a full load of the portal) or moved to inside the running portal (the router's guard
 * decides both ways), and waits for the shell to show what it shows there.
 */
async function open(page: Page, path: string, how: 'typed' | 'inPortal' = 'typed'): Promise<void> {
  if (how === 'typed') {
    await page.goto(path);
    await expect.poll(() => new URL(page.url()).pathname).toBe(path);
    await expect(breadcrumb(page)).toBeVisible();
    return;
  }
  // The shell stays: the move is done when the breadcrumb names the new page (the guard decides in that render).
  const before = await breadcrumb(page).innerText();
  await goInPortal(page, path);
  await expect(breadcrumb(page)).not.toHaveText(before);
}

for (const [who, walk] of Object.entries(WALKS)) {
  test(`${who} reaches its pages and is refused the others`, async ({ page }) => {
    // Exam pages are judged in the exam chosen (ExamPage: the pages held in it).
    await signIn(page, walk.account, { exam: EXAM_3001 });
    if (walk.role) {
      const res = await page.request.post('/api/login/changeUnitRole', { data: walk.role });
      expect(((await res.json()) as { success: boolean }).success).toBe(true);
      await page.reload();
    }
    await expect(page.getByTestId('current-role')).toHaveText(walk.roleLabel);
    const nav = page.getByRole('navigation', { name: '主菜单' });
    await expect(nav.getByRole('link', { name: '首页' })).toBeVisible();
    for (const entry of walk.noMenu) await expect(nav.getByText(entry, { exact: true })).toHaveCount(0);

    // The first address of each list is typed in; the rest are moves inside the running portal.
    for (const [i, path] of walk.reach.entries()) {
      await open(page, path, i === 0 ? 'typed' : 'inPortal');
      // The guard decides in the render that shows the breadcrumb.
      await expect(refusal(page), `${path} opens`).toHaveCount(0);
    }
    for (const [i, path] of walk.refuse.entries()) {
      await open(page, path, i === 0 ? 'typed' : 'inPortal');
      await expect(refusal(page), `${path} is refused`).toBeVisible();
      // Inside the shell: the header and the user menu stay, and the way home is offered.
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
    }
    if (walk.refuse.length > 0) {
      await page.getByRole('link', { name: '返回首页' }).click();
      await expect(page).toHaveURL(/\/main\/cardMenu$/);
      await expect(refusal(page)).toHaveCount(0);
    }
  });
}

test('a refused page makes none of its calls: the permission screen for a marking teacher', async ({ page }) => {
  await signIn(page, { ua: 'wangfang', up: PASSWORD }, { to: '/main/sys/permission' });
  await expect(refusal(page)).toBeVisible();
  await open(page, '/main/sys/usertypeassgin');
  await expect(refusal(page)).toBeVisible();
  const calls = (await requests()).map((r) => r.path).filter((p) => p.startsWith('/api/permission/'));
  expect(calls).toEqual([]);
});

test('the marking canvas (/netview/marking) is for those who hold teacher marking: the student liming is refused it, with a way home, and no marking call is made', async ({ page }) => {
  const canvas = '/netview/marking?exam_id=3001&subject_id=2&question_id=803&turn=1';
  await signIn(page, { ua: 'liming', up: '20260101' }, { to: canvas });
  await expect(refusal(page)).toBeVisible();
  await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
  expect((await requests()).map((r) => r.path).filter((p) => p.startsWith('/api/marking/'))).toEqual([]);
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/main\/cardMenu$/);
});

test('an exam page is opened by the pages held in the exam shown: 王芳 gets 试卷上传 of 3001 once 分配权限 grants it there', async ({ page, request }) => {
  const wang = { ua: 'wangfang', up: PASSWORD };
  await signIn(page, wang, { to: '/main/exam/examupload', exam: EXAM_3001 });
  await expect(refusal(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: '试卷上传' })).toHaveCount(0);
  expect((await requests()).map((r) => r.path).filter((p) => p.startsWith('/api/examupload/'))).toEqual([]);

  // 张伟 grants her 试卷上传 (208) for 数学 in 3001, keeping what she holds there.
  await grantInExam(request, 3105, 3001, { permission: 208, subject_ids: [2] });

  await page.reload();
  await expect(page.getByRole('heading', { name: '试卷上传' })).toBeVisible();
  await expect(refusal(page)).toHaveCount(0);
});

// Every screen of the portal, one entry per route of the router (issue 30): how a person reaches it with data (the
// account, the exam it needs, the address with its query) and what to open on it (menus, the main dialogs). The
// accessibility walk reads each screen, and each thing opened on it, in the light and the dark theme. The route list
// is read from the router's generated route tree, so a route added without an entry here fails `routesWithoutScreen`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { EXAM_3001, openUserMenu, type ExamChoice } from '../flows';
import { freshTray, scanEnded, scanResults, sim, startScan } from './scanner';
import { EXAM_3003 } from './scores';

export interface Account {
  ua: string;
  up: string;
}

export const ZHANGWEI: Account = { ua: 'zhangwei', up: 'Lj@2026pass' }; // 教育局管理员 (bureau), also 阅卷教师
export const ADMIN: Account = { ua: 'admin', up: 'Admin@2026' }; // 平台管理员
export const LIUYANG: Account = { ua: 'liuyang', up: 'Lj@2026pass' }; // 学校管理员
export const WANGFANG: Account = { ua: 'wangfang', up: 'Lj@2026pass' }; // 阅卷教师 + 任课教师
export const PARENT: Account = { ua: '15900003333', up: 'Lj@2026pass' }; // 李建国, a parent of two students

/** Something opened on a screen (a menu, a dialog) to be read while it is open; Escape closes it again. */
export interface Opened {
  name: string;
  open: (page: Page) => Promise<void>;
}

/** A save (or a download) a person makes on the screen: the call it sends and how (the error-rule test answers it with faults). */
export interface Mutation {
  path: string;
  act: (page: Page) => Promise<void>;
}

export interface Screen {
  /** What the tests call it (the page's Chinese name). */
  name: string;
  /** Who opens it; null: signed out. */
  account: Account | null;
  /** The address (the route with what it needs in its query); the route itself when absent. */
  address?: string;
  /** The exam (and subject) chosen first, as the exam list does for the exam pages. */
  exam?: ExamChoice;
  /** What to open on the screen, each read while open. */
  opened?: Opened[];
  /** One save on the screen, for the global error rule (登录失效, the buffer cleared). */
  mutation?: Mutation;
}

/** A route that is not a screen of its own: it redirects, or only frames other routes. */
export interface NotAScreen {
  notAScreen: string;
}

const menuOf = (page: Page) => page.getByRole('menu');

/** Opens a button's menu (Mantine Menu.Target) and waits for it. */
async function openMenu(page: Page, trigger: Locator): Promise<void> {
  await trigger.click();
  await expect(menuOf(page)).toBeVisible();
}

const userMenu: Opened = {
  name: '用户菜单',
  open: async (page) => {
    await openUserMenu(page);
    await expect(menuOf(page)).toBeVisible();
  },
};

const addDialog = (button: string | RegExp, dialog: string | RegExp): Opened => ({
  name: `${String(dialog)} 对话框`,
  open: async (page) => {
    await page.getByRole('button', { name: button }).first().click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
  },
});

export const SCREENS: Record<string, Screen | NotAScreen> = {
  '/': { notAScreen: 'redirects to /main/cardMenu (signed in) or /login' },
  '/main': { notAScreen: 'the shell that frames every /main page' },
  '/main/': { notAScreen: 'redirects to /main/cardMenu' },
  '/analysis': { notAScreen: 'the shell that frames the report pages' },
  '/login/': {
    name: '登录',
    account: null,
    address: '/login',
    opened: [
      {
        name: '空表单的提示',
        open: async (page) => {
          await page.getByRole('button', { name: '登录', exact: true }).click();
          await expect(page.getByText('请输入用户名')).toBeVisible();
        },
      },
      {
        name: '验证码登录',
        open: async (page) => {
          await page.getByRole('tab', { name: '验证码登录' }).click();
          await expect(page.getByLabel('手机号', { exact: true })).toBeVisible();
        },
      },
    ],
  },
  '/m_login': { name: '移动端登录', account: null },
  '/login/disbindStudentAccount': { name: '学生账号解绑', account: PARENT },
  '/main/cardMenu': {
    name: '首页',
    account: ZHANGWEI,
    opened: [userMenu, { name: '信息管理 菜单', open: (page) => openMenu(page, page.getByRole('banner').getByRole('button', { name: '信息管理' })) }],
  },
  '/main/$': { name: '页面暂未开放', account: ZHANGWEI, address: '/main/nowhere' },
  '/analysis/$': { name: '报告（暂未开放）', account: ZHANGWEI, address: '/analysis/nowhere' },
  '/main/exam/': {
    name: '考试管理',
    account: ZHANGWEI,
    address: '/main/exam',
    opened: [
      {
        name: '考试卡片菜单',
        open: (page) => openMenu(page, page.getByRole('region', { name: '考试列表' }).getByRole('article').first().locator('[aria-haspopup="menu"]').first()),
      },
      addDialog('新增考试', '新增考试'),
    ],
    mutation: {
      path: '/api/exam/forwardexam',
      act: async (page) => {
        await page.getByRole('region', { name: '考试列表' }).getByRole('button', { name: '下一状态' }).first().click();
        await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      },
    },
  },
  '/main/exam/mgeexamstudent': {
    name: '参考学生',
    account: ZHANGWEI,
    exam: EXAM_3001,
    mutation: {
      path: '/api/examStudent/updateStudentInfo',
      act: async (page) => {
        await page.getByRole('button', { name: /^编辑 / }).first().click();
        await page.getByRole('dialog', { name: '编辑考生' }).getByRole('button', { name: '确定' }).click();
      },
    },
    opened: [
      {
        name: '编辑参考学生',
        open: async (page) => {
          await page.getByRole('button', { name: /^编辑 / }).first().click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
      },
    ],
  },
  '/main/exam/mgeexamteacher': { name: '阅卷教师', account: ZHANGWEI, exam: EXAM_3001 },
  '/main/exam/exampermission': { name: '考试权限', account: ZHANGWEI, exam: EXAM_3001 },
  '/main/exam/examupload': { name: '试卷上传', account: ZHANGWEI, exam: EXAM_3001 },
  '/main/exam/mgeexamscan': { name: '扫描人员', account: ZHANGWEI, exam: EXAM_3001 },
  '/main/exam/subquestionanswer': {
    name: '客观题答案',
    account: ZHANGWEI,
    exam: EXAM_3001,
    // A download (components/DownloadButton), the way every file of the portal is fetched.
    mutation: { path: '/api/exam/subquestionanswer/downloadobjectiveanswerTemplate', act: (page) => page.getByRole('button', { name: '下载模板' }).click() },
  },
  '/main/exam/subquestionconfig': { name: '题组设置', account: ZHANGWEI, exam: EXAM_3001 },
  '/main/exam/scanView': {
    name: '扫描',
    account: ZHANGWEI,
    exam: EXAM_3001,
    opened: [
      {
        // Rows with every kind of label: uploaded pages and an unreadable exam number (red).
        name: '扫描结果',
        open: async (page) => {
          await freshTray(3);
          await sim('POST', '/faults', { kind: 'unreadable_exam_number', index: 1 });
          await startScan(page);
          await scanEnded(page);
          await expect(scanResults(page).getByText('上传中')).toHaveCount(0, { timeout: 15_000 });
        },
      },
    ],
    mutation: {
      // 保存 of a scanned sheet (sent outside React Query, from the scanner view's own save).
      path: '/api/scannerApi/submitPaper',
      act: async (page) => {
        await freshTray(1);
        await startScan(page);
        await scanEnded(page);
        await expect(scanResults(page).getByText('即将上传').first()).toBeVisible({ timeout: 15_000 });
        await page.getByRole('button', { name: /^保存/ }).click();
      },
    },
  },
  '/main/exam/newmgeexamsubjectpapers': {
    name: '模板设计',
    account: ZHANGWEI,
    exam: EXAM_3001,
    opened: [{ name: '添加题组 菜单', open: (page) => openMenu(page, page.getByRole('button', { name: '添加题组' }).first()) }],
  },
  '/main/exam/mgeexamsubjectpapers': { name: '模板设计（旧入口）', account: ZHANGWEI, exam: EXAM_3001 },
  '/main/exam/question-info-paper': { name: '题干设置', account: ZHANGWEI, exam: EXAM_3001 },
  '/main/exam/examroommge': { name: '考场管理', account: LIUYANG, exam: EXAM_3001 },
  '/main/exam/absentstudentmge': { name: '缺考检查', account: ZHANGWEI, exam: EXAM_3001 },
  '/main/exam/examroomdesign': { name: '考场编排', account: ZHANGWEI, exam: EXAM_3001 },
  '/main/exam/viewDataAnalyseAndCheck': { name: '数据检查', account: ZHANGWEI, exam: EXAM_3001 },
  // >>> marking-monitor
  '/main/statistics/markingProgress': { name: '阅卷进度', account: ZHANGWEI, exam: EXAM_3001 },
  '/main/netview/bufferManage': { name: '缓冲卷管理', account: ZHANGWEI, exam: EXAM_3001 },
  '/main/netview/exceptionPaperManage': { name: '异常卷管理', account: ZHANGWEI, exam: EXAM_3001 },
  '/main/netview/exceptionPaperInit': { name: '异常类型', account: ZHANGWEI, exam: EXAM_3001 },
  '/main/netview/inspectFinished': { name: '抽查', account: ZHANGWEI, exam: EXAM_3001 },
  '/main/statistics/questionGroupWorkload': { name: '题组工作量', account: ZHANGWEI, exam: EXAM_3001 },
  '/main/statistics/userWorkload': { name: '教师工作量', account: ZHANGWEI, exam: EXAM_3001 },
  '/main/netview/datamge': { name: '阅卷数据管理', account: ZHANGWEI, exam: EXAM_3001 },
  '/main/statistics/userAllocateAdvice': { name: '任务分配建议', account: ZHANGWEI, exam: EXAM_3001 },
  // <<< marking-monitor
  // >>> marking-quality (3003 数学 is marked: the walk reads the charts and tables with figures)
  '/main/quality/qualityStatistics': { name: '质量统计', account: ZHANGWEI, exam: EXAM_3003 },
  '/main/quality/reviewRate': { name: '复评率', account: ZHANGWEI, exam: EXAM_3003 },
  '/main/quality/markDistribution': { name: '给分分布', account: ZHANGWEI, exam: EXAM_3003 },
  '/main/quality/selfGrade': { name: '自评统计', account: ZHANGWEI, exam: EXAM_3003 },
  '/main/quality/userPaperAssessment': { name: '教师评卷评估', account: ZHANGWEI, exam: EXAM_3003 },
  // <<< marking-quality
  // >>> marking-papers
  // The walk's exam is 3001 (nothing marked yet): marking-papers.spec reads the dialogs that set a standard or sample
  // paper and edit a student's score with axe, on papers it marks first.
  '/main/netview/standardPaperManage': { name: '标准卷管理', account: ZHANGWEI, exam: EXAM_3001 },
  '/main/netview/samplePaperManage': { name: '样卷管理', account: ZHANGWEI, exam: EXAM_3001 },
  '/main/netview/studentQuestionManage': {
    name: '考生试题管理',
    account: ZHANGWEI,
    exam: EXAM_3001,
    opened: [
      {
        name: '查询结果',
        open: async (page) => {
          await page.getByRole('textbox', { name: '考号或姓名' }).fill('30101010');
          await page.getByRole('button', { name: '查询' }).click();
          await expect(page.getByRole('table').first()).toBeVisible();
        },
      },
      {
        name: '查看试卷',
        open: async (page) => {
          await page.getByRole('button', { name: /^查看试卷：/ }).first().click();
          await expect(page.getByRole('dialog', { name: '查看试卷' }).getByRole('img').first()).toBeVisible();
        },
      },
    ],
  },
  '/main/quality/standardGrade': { name: '标准卷评分', account: ZHANGWEI, exam: EXAM_3001 },
  // <<< marking-papers
  // >>> scores
  '/main/score/scoreManage': { name: '客观题计算与查看', account: ZHANGWEI, exam: EXAM_3003 },
  // The walk's exam is 3001 (none of its sheets is doubtful): scores.spec checks the correction dialog with axe.
  '/main/score/objectiveCheck': { name: '客观题核查', account: ZHANGWEI, exam: EXAM_3003 },
  '/main/score/objectiveCheckForSchool': { name: '学校客观题核查', account: LIUYANG, exam: EXAM_3003 },
  '/main/analysis/': { name: '成绩分析', account: ZHANGWEI, address: '/main/analysis' },
  '/main/analysis/analysisdetail': { name: '分析详情', account: ZHANGWEI, address: '/main/analysis/analysisdetail?exam_id=3003' },
  '/main/analysis/commonReport/student-mark': { name: '学生成绩', account: ZHANGWEI, address: '/main/analysis/commonReport/student-mark?exam_id=3003' },
  '/main/analysis/commonReport/question-mark': { name: '小题得分', account: ZHANGWEI, address: '/main/analysis/commonReport/question-mark?exam_id=3003&subject_id=2' },
  '/main/analysis/commonReport/subject-comparison': { name: '学科对比', account: ZHANGWEI, address: '/main/analysis/commonReport/subject-comparison?exam_id=3003' },
  '/main/analysis/commonReport/class-comparison': { name: '班级对比', account: ZHANGWEI, address: '/main/analysis/commonReport/class-comparison?exam_id=3003' },
  '/main/analysis/commonReport/question-analysis': { name: '试题分析', account: ZHANGWEI, address: '/main/analysis/commonReport/question-analysis?exam_id=3003&subject_id=2' },
  '/analysis/studentreport': { name: '学生报告', account: ZHANGWEI, address: '/analysis/studentreport?exam_id=3003&student_number=2025010181' },
  '/analysis/entiretyreport': { name: '整体报告', account: ZHANGWEI, address: '/analysis/entiretyreport?exam_id=3003' },
  '/analysis/schoolreport': { name: '学校报告', account: ZHANGWEI, address: '/analysis/schoolreport?exam_id=3003' },
  '/analysis/researchreport': { name: '教研报告', account: ZHANGWEI, address: '/analysis/researchreport?exam_id=3003&subject_id=2' },
  '/analysis/paperexplain': { name: '试卷讲评', account: ZHANGWEI, address: '/analysis/paperexplain?exam_id=3003&subject_id=2' },
  '/analysis/headteacherreport': { name: '班主任报告', account: ZHANGWEI, address: '/analysis/headteacherreport?exam_id=3006' },
  '/analysis/teacherreport': { name: '教师报告', account: ZHANGWEI, address: '/analysis/teacherreport?exam_id=3006' },
  '/main/score/scoreCheck': { name: '成绩核查', account: ADMIN, exam: EXAM_3001 },
  '/main/score/twiceDealPaper': { name: '二次处理试卷', account: ZHANGWEI, exam: EXAM_3003 },
  // <<< scores
  '/main/marking': { name: '教师阅卷', account: WANGFANG },
  '/netview/marking': { name: '阅卷', account: WANGFANG, address: '/netview/marking?exam_id=3001&subject_id=2&question_id=803&turn=1' },
  '/main/sys/log': {
    name: '日志管理',
    account: ADMIN,
    opened: [
      {
        name: '请求详情',
        open: async (page) => {
          await page.getByRole('button', { name: /请求详情/ }).first().click();
          await expect(page.getByRole('dialog', { name: '请求详情' })).toBeVisible();
        },
      },
    ],
  },
  '/main/sys/loginlog': { name: '登录日志', account: ADMIN },
  '/main/sys/redismanager': { name: '缓存监控', account: ADMIN },
  '/main/sys/TestPage': { name: '测试页面', account: ADMIN },
  '/main/sys/usertypeassgin': { name: '用户类型授权', account: ADMIN },
  '/main/sys/usertagassgin': { name: '用户标签授权', account: ADMIN },
  '/main/sys/tag': {
    name: '标签管理',
    account: ADMIN,
    opened: [addDialog('新增标签', '新增标签')],
    mutation: {
      path: '/api/tag/savetag',
      act: async (page) => {
        await page.getByRole('button', { name: '新增标签' }).click();
        const dialog = page.getByRole('dialog', { name: '新增标签' });
        await dialog.getByLabel('标签名称').fill('规则检查');
        await dialog.getByRole('button', { name: '确定' }).click();
      },
    },
  },
  '/main/sys/permission': { name: '权限管理', account: ADMIN },
  '/main/info/mgeunit': { name: '单位管理', account: ADMIN, opened: [addDialog('新增', /新增单位/)] },
  '/main/info/mgeuser': { name: '管理员', account: ADMIN },
  '/main/info/eduunit': { name: '单位结构', account: ZHANGWEI },
  '/main/info/teauser': { name: '教师', account: LIUYANG },
  '/main/info/student': { name: '学生', account: LIUYANG },
};

export const isScreen = (entry: Screen | NotAScreen): entry is Screen => !('notAScreen' in entry);

/** The screens of the table, each with its route and the address it is opened at. */
export const SCREEN_LIST: (Screen & { route: string; address: string })[] = Object.entries(SCREENS).flatMap(([route, entry]) =>
  isScreen(entry) ? [{ ...entry, route, address: entry.address ?? route }] : [],
);

/** The full paths of the router's routes, read from its generated route tree (FileRoutesByFullPath). */
export function routerPaths(): string[] {
  const tree = readFileSync(fileURLToPath(new URL('../../../packages/web/src/routeTree.gen.ts', import.meta.url)), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? '';
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1] ?? '');
}

/** Routes of the router with no entry in SCREENS, and entries that are no route (both must be empty). */
export function routesWithoutScreen(): { missing: string[]; unknown: string[] } {
  const paths = routerPaths();
  return { missing: paths.filter((p) => !(p in SCREENS)), unknown: Object.keys(SCREENS).filter((p) => !paths.includes(p)) };
}

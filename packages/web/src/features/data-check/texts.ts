// Every text of the data check (exam/viewDataAnalyseAndCheck, spec 3 §2.6, §4.6, §7.5, §8.4), in one table.
import type { Schemas } from '@exam/sdk';

type Column = keyof Schemas['AnalysisProblemRow'];

export const DATA_CHECK_TEXTS = {
  title: '数据检查',
  intro: '开始分析后依次运行 12 项检查，发现问题的项目列出问题记录。',
  start: '开始分析',
  restart: '重新分析',
  starting: '正在开始…',
  running: '分析中…',
  progressLabel: '分析进度',
  timelineLabel: '检查项目',
  idleTitle: '尚未开始分析',
  doneTitle: (passed: number, failed: number) => (failed === 0 ? `分析完成：${passed} 项检查全部通过` : `分析完成：${passed} 项通过，${failed} 项发现问题`),
  states: { info: '未开始', primary: '检查中', success: '通过', danger: '发现问题' },
  found: (n: number) => `发现 ${n} 条问题记录`,
  passed: '未发现问题',
  tableLabel: (title: string) => `${title} 问题记录`,
  retry: '重试',
  /** The run's push channel closed under it: its progress can no longer arrive. */
  channelLost: '推送通道已断开，分析进度无法继续显示，请重试',
  /** Nothing heard from the run for a minute. */
  stalled: '长时间未收到分析进度，请重试',
  /** The 12 checks as the contract names them (AnalysisCheckIndex x-analysis-checks); a run's own titles win. */
  checks: [
    '考生未扫描',
    '考号未匹配',
    '扫描未保存',
    '识别异常',
    '缺考卷未确认',
    '客观题未识别选项',
    '客观题未设置答案',
    '分值超过满分',
    '题组未设置评卷模式',
    '题组未分配阅卷教师',
    '阅卷任务未完成',
    '考生未安排考场',
  ],
  columns: {
    subject_name: '科目',
    student_id: '考号',
    student_name: '姓名',
    unit_name: '学校',
    room_name: '考场',
    seat_num: '座位号',
    pages: '页数',
    page: '页码',
    question_name: '题组',
    subquestion_name: '小题',
    turn: '轮次',
    user_name: '阅卷教师',
    marked: '已阅',
    to_mark: '应阅',
    score: '分值',
    full_score: '满分',
    remark: '说明',
  } satisfies Record<Column, string>,
  pageNames: { 1: '正面', 2: '背面' } as Record<number, string>,
} as const;

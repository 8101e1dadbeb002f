// Every text of the absence check (exam/absentstudentmge, the exam card's 缺考检查): one table, so wording is one edit.
// The spec names the page only; '导出列表错误' is its title for a failed list export (spec 3 §8.2 'export list error').
import type { Schemas } from '@exam/sdk';

type Reason = Schemas['AbsentReason'];
type State = Schemas['AbsentState'];

export const ABSENT_TEXTS = {
  title: '缺考检查',
  tableLabel: '缺考检查名单',
  filters: {
    school: '学校',
    allSchools: '全部学校',
    room: '考场',
    allRooms: '全部考场',
    chooseSchoolFirst: '请先选择学校',
    roomsFailed: '考场加载失败',
    kind: '类别',
    state: '确认状态',
    all: '全部',
    keyword: '姓名/学号/考号',
    keywordPlaceholder: '请输入姓名、学号或考号',
    search: '查询',
  },
  kinds: { marked: '试卷标记缺考', notScanned: '未扫描' } satisfies Record<Reason, string>,
  states: { unconfirmed: '未确认', absent: '已确认缺考', present: '已确认未缺考' } satisfies Record<State, string>,
  summaryLabel: '统计',
  summary: {
    participants: '参考人数',
    marked: '试卷标记缺考',
    notScanned: '未扫描',
    unconfirmed: '未确认',
    absent: '已确认缺考',
    present: '已确认未缺考',
  },
  columns: {
    school: '学校',
    name: '姓名',
    studentNumber: '学号',
    examNumber: '考号',
    className: '班级',
    seat: '考场/座位',
    kind: '类别',
    state: '确认状态',
    actions: '操作',
  },
  notArranged: '未安排',
  seat: (room: string, seat: number | null) => `${room} / ${seat ?? '—'}号`,
  confirmedBy: (user: string, time: string) => `${user} ${time}`,
  selectAll: '全选',
  select: (name: string) => `选择 ${name}`,
  ticked: (n: number) => `已勾选 ${n} 名考生`,
  confirmAbsent: '确认缺考',
  confirmPresent: '确认未缺考',
  rowAction: (action: string, name: string) => `${action} ${name}`,
  askTicked: (n: number, absent: boolean) => `确定将选中的 ${n} 名考生确认为${absent ? '缺考' : '未缺考'}吗？`,
  askRow: (name: string, examNumber: string, absent: boolean) => `确定将考生“${name}”（考号${examNumber}）确认为${absent ? '缺考' : '未缺考'}吗？`,
  confirmed: (n: number, absent: boolean) => `已确认${n}名考生${absent ? '缺考' : '未缺考'}`,
  export: '导出',
  exportFailed: '导出列表错误',
  fileName: (exam: string, subject: string) => `${exam}_${subject}_缺考名单.xlsx`,
  empty: '该科目没有试卷标记缺考或未扫描的考生',
  emptyFiltered: '没有符合条件的考生',
} as const;

// Every text of the exam room arrangement (spec 3 §5 "Exam rooms", §8.3): one table per part, so wording is one edit.
// The spec's own Chinese messages are kept word for word.

/** Success and cancel texts shared by every part (§8.3). */
export const COMMON_TEXTS = {
  added: '新增成功',
  saved: '保存成功',
  deleted: '删除成功',
  deleteCancelled: '已取消删除',
} as const;

/** Areas and rooms: the area management dialog, batch add and edit room (§2.5, §5). */
export const AREA_TEXTS = {} as const;

/** The subjects' exam times (§2.5, §5). */
export const TIME_TEXTS = {
  title: '考试时间设置',
  hint: '科目设置了开始和结束时间后才能编排',
  listLabel: '考试时间',
  loadFailed: '考试时间加载失败',
  empty: '该考试没有科目',
  columns: { subject: '科目', start: '开始时间', end: '结束时间', state: '状态', actions: '操作' },
  ready: '已设置',
  notReady: '未设置',
  pick: '请选择',
  save: '保存',
  /** The pickers' own controls: the hour and minute fields, the 确定 of the calendar, a day's name. */
  hours: '时',
  minutes: '分',
  confirmTime: '确定时间',
  clear: '清除',
  dayFormat: 'YYYY年M月D日',
  monthFormat: 'YYYY年M月',
  /** §5: both times required, start before end. */
  required: '请选择考试时间',
  startBeforeEnd: '开始时间必须早于结束时间',
} as const;

/** Step 3: the design records, the view dialog, download, delete and set as scan data (§2.5, §4.5, §8.3). */
export const RESULT_TEXTS = {
  listLabel: '编排记录',
  loadFailed: '编排记录加载失败',
  empty: '暂无编排记录',
  columns: { time: '编排时间', mode: '考场模式', subjects: '编排科目', order: '排序方式', units: '学校年级', scanData: '考场扫描数据', actions: '操作' },
  modes: { fixed: '固定考场', rotation: '轮换考场' },
  /** Records show the score order as student_score (§3). */
  orders: { score: '按成绩', student_score: '按成绩', student_number: '按学号', random: '随机' },
  isScanData: '是',
  notScanData: '否',
  view: '查看',
  download: '下载',
  remove: '删除',
  setScanData: '设为考场扫描数据',
  /** The view dialog: 15 rows a page from page 1, with a row search (§2.5, §9). */
  viewTitle: '编排结果',
  dataLabel: '编排结果明细',
  searchLabel: '编排结果查询',
  dataLoadFailed: '编排结果加载失败',
  search: {
    student_name: '姓名',
    student_number: '学号',
    class_name: '班级',
    school_name: '学校',
    grade_name: '年级',
    area_name: '考区',
    room_name: '考场',
    seat_num: '座位号',
    subject_name: '科目',
  },
  dataColumns: {
    student_name: '姓名',
    student_number: '学号',
    school_name: '学校',
    grade_name: '年级',
    class_name: '班级',
    subject_name: '科目',
    area_name: '考区',
    room_name: '考场',
    seat_num: '座位号',
  },
  /** Download (§7.4, §8.3, §9). */
  downloadName: '考务数据.zip',
  downloaded: '下载成功',
  downloadFailed: '下载失败：',
  /** Delete (§5, §8.3); the design that is the scan data is refused by the server, so the screen says so first. */
  deleteConfirm: '确定删除该编排记录吗？',
  scanDataKept: '该编排是考场扫描数据，不能删除；请先将其他编排设为考场扫描数据',
  /** Set as scan data (§4.5, §5, §8.3). */
  setConfirm: '确定将该编排设为考场扫描数据吗？',
  conflict: '数据冲突，下列学生已有扫描数据，确认继续将覆盖之前的数据',
  setDone: '设置成功',
} as const;

/** The wizard: steps 0 to 2 (§2.5, §4.5, §5). */
export const WIZARD_TEXTS = {
  title: '考场编排',
  steps: ['设置参数', '选择学生和座位', '核对编排', '编排结果'],
  examTimes: '考试时间设置',
  exportTable: '导出数据表',
  backToRooms: '返回考场管理',
} as const;

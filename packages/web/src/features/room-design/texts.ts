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
export const TIME_TEXTS = {} as const;

/** Step 3: the design records, the view dialog, download, delete and set as scan data (§2.5, §4.5, §8.3). */
export const RESULT_TEXTS = {} as const;

/** The wizard: steps 0 to 2 (§2.5, §4.5, §5). */
export const WIZARD_TEXTS = {
  title: '考场编排',
  steps: ['设置参数', '选择学生和座位', '核对编排', '编排结果'],
  examTimes: '考试时间设置',
  exportTable: '导出数据表',
  backToRooms: '返回考场管理',
  previous: '上一步',
  next: '下一步',
  start: '开始编排',
  loadFailed: '考试信息加载失败',
  modes: { fixed: '固定考场', rotation: '轮换考场' },
  modeHints: { fixed: '每名学生各科目坐同一个座位', rotation: '每名学生各科目轮换到不同考场' },
  orders: { score: '按成绩', student_number: '按学号', random: '随机' },
  fields: {
    mode: '考场模式',
    subjects: '编排科目',
    order: '排序方式',
    scoreExams: '成绩依据考试',
    scoreExamsHint: '按所选考试的成绩从高到低安排座位',
    noHistory: '没有可作为成绩依据的考试',
  },
  /** Step 0's rules (§5), joined into one warning. */
  rules: {
    mode: '请选择考场模式',
    subjects: '请选择编排科目',
    order: '请选择排序方式',
    scoreExams: '当排序方式为成绩时，请选择成绩作为排序依据的考试',
  },
  subjectBlocked: {
    noTime: '未设置考试时间，请先在“考试时间设置”中设置',
    overlaps: (other: string) => `与已选科目${other}的考试时间重叠`,
  },
  noTime: '未设置时间',
  pick: {
    pair: '年级和学校',
    students: '选择学生',
    allStudents: '全部学生',
    selectedStudents: (n: number) => `已选 ${n} 名学生`,
    arranged: '已编排',
    full: '已全部编排',
    noStudents: '该年级没有参考学生',
    seats: '选择座位',
    selectedSeats: '已选座位',
    areas: '考区管理',
    noAreas: '该学校还没有考区，请先在“考区管理”中新增考区和考场',
    noRooms: '该考区还没有考场',
    selectAll: '全选',
    cancelAll: '取消全选',
    seat: (room: string, n: number) => `${room} ${n}号座位`,
    seatTaken: '已占用',
    seatHeldElsewhere: '已被其他年级选择',
    capacity: (n: number) => `${n} 座`,
    legend: { empty: '空座', selected: '已选', occupied: '已占用' },
    dragHint: '单击选择或取消座位，按住鼠标拖动可框选多个座位',
  },
  review: {
    students: '学生',
    seats: '座位',
    className: '班级',
    name: '姓名',
    number: '学号',
    area: '考区',
    room: '考场',
    seatNum: '座位号',
    all: '全部',
    clearStudents: '清除筛选的学生',
    clearSeats: '清除筛选的座位',
    confirmClearStudents: (n: number) => `确定清除筛选出的 ${n} 名学生吗？`,
    confirmClearSeats: (n: number) => `确定清除筛选出的 ${n} 个座位吗？`,
    cleared: (n: number, what: string) => `已清除 ${n} ${what}`,
    clearCancelled: '已取消清除',
    roomOrder: '考场顺序',
    roomOrderHint: '座位按考场顺序依次使用',
    up: '上移',
    down: '下移',
    summary: (students: number, seats: number) => `学生 ${students} 人，座位 ${seats} 个`,
    none: '没有符合条件的记录',
  },
  arrangeRules: {
    nothing: '请先选择学生和座位',
    noStudents: (label: string) => `${label}：请选择学生`,
    noSeats: (label: string) => `${label}：请选择座位`,
    tooFewSeats: (label: string, students: number, seats: number) => `${label}：学生数（${students}）多于座位数（${seats}）`,
  },
  arranged: '编排成功！',
  arrangeFailed: '编排失败',
  arrangeError: '编排过程发生错误',
  leaveWizard: '编排尚未完成，离开后已选择的学生和座位将丢失，确定离开吗？',
} as const;

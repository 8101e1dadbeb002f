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
} as const;

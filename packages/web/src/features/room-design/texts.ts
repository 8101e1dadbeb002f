// Every text of the exam room arrangement (spec 3 §5 "Exam rooms", §8.3): one table per part, so wording is one edit.
// The spec's own Chinese messages are kept word for word.

/** Success and cancel texts shared by every part (§8.3). */
export const COMMON_TEXTS = {
  added: '新增成功',
  saved: '保存成功',
  deleted: '删除成功',
  deleteCancelled: '已取消删除',
} as const;

/** Areas and rooms: the area management dialog, batch add and edit room (§2.5, §5, §8.3, §9). */
export const AREA_TEXTS = {
  title: '考区管理',
  school: (unitName: string) => `学校：${unitName}`,
  addArea: '新增考区',
  areaEntity: '考区',
  renameArea: '修改名称',
  deleteArea: '删除考区',
  batchAdd: '批量新增考场',
  noAreas: '该学校还没有考区，请先新增考区',
  noRooms: '该考区还没有考场',
  roomsLabel: (areaName: string) => `${areaName}的考场`,
  areaName: '考区名称',
  areaNamePlaceholder: '请输入考区名称',
  areaNameRequired: '考区名称不可为空',
  areaNameTooLong: '考区名称不能超过30个字',
  confirmDeleteArea: (areaName: string) => `确定删除考区“${areaName}”吗？考区中的考场将一并删除。`,
  confirmDeleteRoom: (roomName: string) => `确定删除考场“${roomName}”吗？`,
  columns: { name: '考场名称', nickName: '考场别名', number: '考场号', capacity: '考场容量', actions: '操作' },
  edit: '编辑',
  remove: '删除',
  close: '关闭',
  // Batch add (§5): name prefix/suffix, nick-name prefix/suffix, first room number, start and end number, capacity.
  fields: {
    namePrefix: '考场名称前缀',
    nameSuffix: '考场名称后缀',
    nickPrefix: '考场别名前缀',
    nickSuffix: '考场别名后缀',
    roomNumber: '起始考场号',
    startNumber: '开始数字',
    endNumber: '结束数字',
    capacity: '考场容量',
  },
  namePrefixRequired: '请输入考场名称前缀',
  nameSuffixRequired: '请输入考场名称后缀',
  capacityWrong: '请输入正确的考场容量',
  capacityTooLarge: '考场容量不能超过200',
  startRequired: '请输入考场名称开始数字',
  endRequired: '请输入考场名称结束数字',
  startAfterEnd: '开始数字不能大于结束数字',
  roomNumberWrong: '请输入正确的考场号',
  batchTooLarge: '一次最多新增100个考场',
  batchLimitHint: '一次最多新增100个',
  generatedNameTooLong: (name: string) => `考场名称“${name}”超过30个字`,
  preview: '将新增的考场',
  previewSummary: (count: number, first: number, last: number) => `共 ${count} 个考场，考场号 ${first}–${last}`,
  previewEmpty: '填写前缀、后缀和数字后显示将新增的考场名称',
  batchSuccess: '批量新增考场成功！',
  // Edit one room (§5).
  roomEntity: '考场',
  roomNameRequired: '考场名称不能为空',
  roomNameTooLong: '考场名称不能超过30个字',
  roomNumberRequired: '考场号不能为空',
  nickName: '考场别名',
  roomNumber: '考场号',
} as const;

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

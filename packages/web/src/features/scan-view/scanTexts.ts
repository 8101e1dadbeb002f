// Every text the scanner view shows a person, in Chinese (spec 3 §5 "Scanner and fix", §8.2; the spec gives many in
// English). One table, so wording is one edit. Driver texts arrive in English from @exam/scanner-protocol
// (DRIVER_TEXTS and err_info); `driverText` translates the known ones and passes anything else through.
import { DEVICE_PARAM, DRIVER_TEXTS, DRIVER_WS_URL } from '@exam/scanner-protocol';

export const SCAN_TEXTS = {
  scannerNotDetected: '未检测到扫描仪，请确认扫描仪已开启',
  /** In place of the scanner's name while the driver connects and the device opens. */
  connecting: '正在连接…',
  connectionFailed: '扫描仪连接失败，请确认扫描软件已打开',
  openDeviceFailed: '打开扫描仪失败，请刷新后重试',
  disconnected: '扫描仪已断开连接',
  startScanFailed: '开始扫描失败',
  stopScanFailed: '停止扫描失败',
  abnormalScanEnd: '扫描异常结束',
  noTemplate: '模板数量为0，请先添加试卷模板再扫描',
  singlePageTemplate: '模板只有1页，无法双面扫描',
  noPresetParams: '没有预设的扫描参数，已使用默认参数',
  presetParamsFailed: '设置预设扫描参数失败',
  getParamsFailed: '获取扫描参数失败',
  roomMismatch: (examNumber: string, room: string, current: string) => `考号${examNumber}属于${room}，但当前考场为${current}`,
  duplicateInScan: (examNumber: string) => `本次扫描中考号重复：${examNumber}`,
  getRoomInfoFailed: '获取考场信息失败',
  getUploadedImageFailed: '获取已上传图片失败',
  modifyNumberFailed: '修改考号失败',
  uploadFailed: '上传失败',
  /** After an answer read with a mark between blank and filled (ScanAnswerRow.doubtful). */
  doubtfulAnswer: '存疑',
  doubtfulHint: '存疑：有选项的填涂介于未填涂与已填涂之间，已按识别结果保存，请核对原卷',
  clearListFailed: '清空列表失败',
  resetParamsFailed: '重置扫描参数失败',
  noTimestamp: '无法从文件名中提取时间戳',
  badFileName: (prefix: string, ext: string, sheet: number) =>
    `图片文件名格式不正确（应为“${prefix}”加可选的“-”、17位时间和“.${ext}”），扫描已停止，请从第${sheet}张答题卡起重新放入扫描`,
  orderAbnormal: '扫描图片顺序异常，请重新扫描',
  noPermission: '没有扫描权限，请刷新页面',
  // One tab owns the scanner (tabOwnership.ts).
  scannerInOtherTab: '扫描仪正在另一个标签页中使用，此页不会连接扫描仪，也不会上传扫描的图片',
  scannerTakenOver: '扫描仪已被另一个标签页接管，此页已停止接收扫描图片',
  /** The tab that took the scanner over for the same exam subject holds this tab's rows now. */
  sessionMovedToOtherTab: (count: number) => `列表中的 ${count} 张试卷已转到接管扫描仪的标签页，请在该标签页中处理和保存`,
  takeOverScanner: '在此页使用扫描仪',
  notRecognised: '考号未识别',
  serverError: (text: string) => `服务器出现错误：${text}`,
  localError: (text: string) => `本地代码出现错误：${text}`,
  pageAlreadyUploaded: (page: 1 | 2) => `第${page === 1 ? '一' : '二'}页已上传`,
  saveFirst: '请先保存已识别的试卷',
  nothingToSave: '没有可保存的试卷',
  autoSaveFailed: (reason: string) => `自动保存失败：${reason}`,
  errorsBlockSave: '当前有错误，无法保存',
  unscannedBlockSave: '无法保存，存在未扫描的试卷！',
  seatsMustIncrease: (seat: number) => `无法保存，座位号必须严格递增（座位号 ${seat}）`,
  scanningCannotDiscard: '正在扫描，无法丢弃',
  enterNewNumber: '请输入新考号',
  enterNumber: '请输入考号',
  numberDigitsOnly: '考号必须是数字',
  numberNotFound: (value: string) => `未找到考号：${value}`,
  numberInThisScan: '考号已存在此次扫描中，请重新输入',
  numberNotInRoom: '考号不存在此考场，请重新输入',
  numberInBatch: '此考号在本批次已存在，请重新输入',
  newConflict: '出现新的冲突考号，请手动修改',
  atMostTwoImages: '最多选择两张图片',
  chooseImages: '请选择要上传的图片',
  notArranged: '未编排',
  notScannedThisTime: '本次未扫描',
  emptyImage: '图片为空',
  templateUploaded: (n: number) => `已上传 ${n} 张模板图片`,
  templateUploadFailed: (done: number, reason: string) => (done ? `已上传 ${done} 张，其余上传失败：${reason}` : `模板上传失败：${reason}`),
  coverConfirm: '开启“允许覆盖”后，将忽略考号重复（已上传）的错误，新扫描的试卷会覆盖已上传的试卷。确定开启吗？',
  newRoomScanConfirm: '开始新的考场扫描将清空当前列表（已上传的试卷仍在服务器上），确定继续吗？',
  saved: '保存成功',
  paramsSaved: '扫描参数已保存',
  paramsReset: '扫描参数已重置为默认值',
  setParamsFailed: '保存扫描参数失败',
  coverUnavailable: '仅填涂考号（code_type 为 2）的科目可开启覆盖',
  // 驱动地址: where this browser looks for the scanner driver (driverAddress.ts).
  driverAddress: '驱动地址',
  driverAddressHint: `扫描软件的连接地址，仅保存在本浏览器；默认 ${DRIVER_WS_URL}`,
  driverAddressApply: '应用',
  driverAddressRequired: '请输入驱动地址',
  driverAddressScheme: '驱动地址须以 ws:// 或 wss:// 开头',
  driverAddressHost: `驱动地址须包含主机，如 ${DRIVER_WS_URL}`,
  driverAddressPort: `驱动地址须包含端口，如 ${DRIVER_WS_URL}`,
  driverAddressPortRange: '驱动地址的端口须在 1–65535 之间',
  driverAddressPath: `驱动地址不能包含路径，如 ${DRIVER_WS_URL}`,
  driverAddressInvalid: `驱动地址格式不正确，如 ${DRIVER_WS_URL}`,
  driverAddressWhileScanning: '扫描中不能更改驱动地址',
  driverAddressApplied: '驱动地址已保存，正在重新连接扫描仪',
  uploadHint: '选择一张答题卡的图片（JPG）：单面一张，双面两张（正面在前）',
  doubleSidedNeedsTwo: '双面扫描需要选择两张图片（正面和反面）',
  onlyJpeg: '只能上传 JPG 图片',
  // Fixing sheets (spec 3 §2.3 dialogs, §4.4, §8.2).
  fixErrors: '处理错误',
  unrecognisedTitle: '未识别考号',
  noErrors: '当前没有错误！',
  discarded: '已丢弃',
  cleared: '已清除',
  discardFailed: '丢弃失败',
  clearFailed: '清除失败',
  deleted: '删除成功',
  deleteFailed: '删除失败',
  tempPicFailed: '获取临时图片失败',
  searchStudentFailed: '搜索学生失败',
  notScannedListFailed: '获取未扫描学生列表失败',
  noAnswerData: '没有可用的答案数据',
  confirmNumber: (examNumber: string, name: string) => `确定将该答题卡的考号设为 ${examNumber}（${name}）吗？`,
  confirmOverwrite: (examNumber: string, name: string) => `考号 ${examNumber}（${name}）的试卷已上传，确定用该答题卡覆盖吗？`,
  comparePrevious: '对比之前图片',
  confirmDiscardOne: '确定丢弃该答题卡吗？',
  confirmDiscardAll: (count: number) => `确定丢弃全部 ${count} 张错误答题卡吗？`,
  confirmDiscardAndClear: (unsaved: number, unrecognised: number) =>
    `全部丢弃并清空将丢弃 ${unsaved} 张未保存的试卷和 ${unrecognised} 张未识别（有错误）的试卷，服务器上它们的临时上传一并删除。确定丢弃并清空吗？`,
  roomNotCached: '考场扫描不保存本地缓存：刷新或离开本页，列表中未保存和未识别的试卷将丢失，请先保存或处理。',
  roomLeaveConfirm: '考场扫描不保存本地缓存：离开本页，列表中未保存和未识别的试卷将丢失。确定离开吗？',
  confirmClearList: (unsaved: number, unrecognised: number) =>
    `清空列表将丢弃 ${unsaved} 张未保存的试卷和 ${unrecognised} 张未识别（有错误）的试卷，服务器上它们的临时上传一并删除。确定清空吗？`,
  confirmDeleteRecord: (examNumber: string, page: 1 | 2) =>
    `确定删除考号 ${examNumber} 第${page === 1 ? '一' : '二'}页的上传记录吗？相关的分组阅卷记录也会被删除。`,
  confirmCover: (examNumber: string) => `确定用本次扫描的答题卡覆盖考号 ${examNumber} 已上传的试卷吗？`,
  modified: '修改成功',
  confirmModify: (from: string, to: string, name: string) => `确定将考号 ${from} 修改为 ${to}（${name}）吗？`,
  confirmModifyDisplacing: (from: string, to: string, name: string) =>
    `考号 ${to}（${name}）已有试卷，修改后其原有试卷需重新指定考号。确定将考号 ${from} 修改为 ${to} 吗？`,
  conflictHeld: (newSid: string, heldAs: string) => `考号 ${newSid} 原有的试卷，现暂存于考号 ${heldAs}`,
  roomErrorTitle: '考场扫描错误',
  notScannedTitle: '未扫描学生名单',
  exportListError: '导出列表错误',
  missingBack: '缺少反面图片，请重新扫描该答题卡',
  missingFront: '缺少正面图片，请重新扫描该答题卡',
  /** The driver cannot list what it saved while the view was not connected (issue 26). */
  feedAgainFrom: (sheet: number) => `扫描仪连接中断期间的图片无法取回，请从第${sheet}张答题卡起重新放入扫描，或用「上传图片」从扫描仪的保存目录补上`,
  /** The driver restarted: its list of saved images starts afresh, the images saved before it are not listed (issue 26). */
  driverRestarted: (sheet: number) =>
    `扫描仪驱动已重启，重启前扫描的图片未能接收：请从本批第${sheet}张答题卡起重新放入扫描，或用「上传图片」从扫描仪的保存目录补上`,
  /** The server refused a page 2 of another sheet (putpic's error, x-inferred in the contract). */
  pagesMismatch: '第二页与第一页不属于同一张答题卡',
  /** What to do about it: an image was lost, so every later sheet is paired with its neighbour's page (issue 26). */
  pagesMismatchAdvice: (sheet: number) =>
    `第二页与第一页不属于同一张答题卡：扫描时少了一页，其后的答题卡前后页错位。请取出本批第${sheet}张及其后的答题卡，按原顺序重新扫描`,
  pagesMismatchNotice: (count: number, sheet: number) => `${count} 张答题卡的两页不属于同一张答题卡，请从本批第${sheet}张起按原顺序重新扫描`,
  // The per-batch reconciliation line and the upload status (reconciliation.ts, issue 26).
  batchTitle: '本批次',
  batchNumber: (n: number) => `（第 ${n} 批）`,
  earlierBatches: '此前批次',
  earlierBatch: (n: number, fed: number, received: number, uploaded: number, saved: number) => `第 ${n} 批 送入 ${fed} · 接收 ${received} · 上传 ${uploaded} · 保存 ${saved}`,
  fed: '已送入',
  received: '已接收',
  uploadedCount: '已上传',
  savedCount: '已保存',
  uploadingCount: (n: number) => `上传中 ${n} 张`,
  notReceived: (n: number, reason?: 'disconnected' | 'halted' | 'restarted') =>
    `${n} 张未接收${reason === 'disconnected' ? '：扫描仪连接中断' : reason === 'halted' ? '：扫描已停止，请重新扫描' : reason === 'restarted' ? '：扫描仪驱动已重启' : ''}`,
  batchCleared: '扫描图片顺序异常，列表已清空，请重新扫描',
  feedAgainNote: (sheet: number) => `第${sheet}张起未接收，请重新放入扫描`,
  uploadFailedRetry: (n: number) => `${n} 张上传失败，可重试`,
  incompleteSheets: (n: number) => `${n} 张缺少反面`,
  notSaved: (n: number) => `${n} 张未保存`,
  batchUploadFailed: (n: number) => `本批次 ${n} 张答题卡上传失败，请在列表中点击“重试”`,
  followNewest: '跟随最新',
  // 覆盖 on a sheet whose number another row of this batch holds (issue 26).
  batchTwin: (index: number) => `本批次第 ${index} 行（尚未保存）`,
  confirmCoverTwin: (examNumber: string, index: number) =>
    `考号 ${examNumber} 已上传的试卷是本批次第 ${index} 行（尚未保存）的答题卡。覆盖后第 ${index} 行将不再有考号，需重新指定。确定覆盖吗？`,
  coveredByTwin: (index: number) => `已被本批次第 ${index} 行覆盖，请重新指定考号`,
  // The persisted scan session (spec 3 §4.2 'Session state is cached and restored').
  sessionRestored: (count: number) => `已恢复上次未保存的扫描记录（${count} 张）`,
  uploadInterrupted: '页面关闭时该答题卡正在上传，不确定是否已上传成功，请点击重试',
  unpairedImageRestored: '页面关闭前未完成处理的图片，请重新扫描该答题卡',
} as const;

/** The driver's global config fields and choices (spec 3 §3 "Local scanner global config"). */
export const GLOBAL_CONFIG_LABELS = {
  file_save_path: '图片保存路径',
  file_name_prefix: '文件名前缀',
  file_name_mode: '文件命名方式',
  image_format: '图片格式',
  image_jpeg_quality: 'JPG 质量',
  image_tiff_compression: 'TIFF 压缩方式',
  image_tiff_jpeg_quality: 'TIFF-JPEG 质量',
  is_cover: '允许覆盖已上传的试卷',
  fileNameModes: { date_time: '日期时间', random: '随机', sn_date_time: '序号+日期时间', folder_time_img_order: '文件夹时间+图片序号' },
  tiffCompressions: { none: '不压缩', lzw: 'LZW', jpeg: 'JPEG' },
} as const;

/** Device parameter and group names the driver gives in English (the device's own words otherwise pass through). */
const DEVICE_WORDS: Readonly<Record<string, string>> = {
  Basic: '基本',
  Image: '图像',
  Feeder: '进纸',
  [DEVICE_PARAM.duplex]: '双面扫描',
  [DEVICE_PARAM.resolution]: '分辨率 (dpi)',
  [DEVICE_PARAM.colorMode]: '颜色模式',
  [DEVICE_PARAM.paperSize]: '纸张大小',
  [DEVICE_PARAM.rotation]: '旋转角度',
  [DEVICE_PARAM.redRemoval]: '去除红色',
  Brightness: '亮度',
  Threshold: '阈值',
  Gamma: '伽马',
  Sharpness: '锐度',
  'Double feed detection': '重张检测',
  'Blank page threshold': '空白页阈值',
  'Feed timeout (s)': '进纸超时（秒）',
  Imprinter: '打印标记',
  'Black and white': '黑白',
  Grayscale: '灰度',
  Color: '彩色',
  'Match original size': '匹配原始尺寸',
  Off: '关闭',
  'Page number': '页码',
  'Date and time': '日期时间',
};

/** A device word for a person: its Chinese when known, else the device's own. */
export function deviceWord(word: string): string {
  return DEVICE_WORDS[word] ?? word;
}

/** Upload-result labels by the page's prior status (spec 3 §4.3), for a successful and a failed upload. */
export const UPLOAD_LABELS: Readonly<Record<'new' | 'overwrite' | 'reupload', { ok: string; failed: string }>> = {
  new: { ok: '即将上传', failed: '未上传' },
  overwrite: { ok: '即将覆盖', failed: '未覆盖' },
  reupload: { ok: '重新上传成功', failed: '重新上传失败' },
};
export const UNKNOWN_STATUS = '未知状态';

/** The driver's English texts (DRIVER_TEXTS, spec 3 §8.2) in Chinese. */
const DRIVER_TRANSLATIONS: Readonly<Record<string, string>> = {
  [DRIVER_TEXTS.operationFailed]: '操作失败',
  [DRIVER_TEXTS.connectionFailed]: SCAN_TEXTS.connectionFailed,
  [DRIVER_TEXTS.disconnected]: SCAN_TEXTS.disconnected,
  [DRIVER_TEXTS.timeout]: '扫描仪驱动未及时响应',
  [DRIVER_TEXTS.fallbacks.open_device ?? '']: SCAN_TEXTS.openDeviceFailed,
  [DRIVER_TEXTS.fallbacks.start_scan ?? '']: SCAN_TEXTS.startScanFailed,
  [DRIVER_TEXTS.fallbacks.stop_scan ?? '']: SCAN_TEXTS.stopScanFailed,
  [DRIVER_TEXTS.fallbacks.clear_image_list ?? '']: SCAN_TEXTS.clearListFailed,
  [DRIVER_TEXTS.fallbacks.reset_device_param ?? '']: SCAN_TEXTS.resetParamsFailed,
  [DRIVER_TEXTS.fallbacks.get_device_param ?? '']: SCAN_TEXTS.getParamsFailed,
  [DRIVER_TEXTS.fallbacks.set_device_param ?? '']: SCAN_TEXTS.presetParamsFailed,
};

/** A driver text for a person: the Chinese of a known one, else the driver's own words. */
export function driverText(text: string): string {
  return DRIVER_TRANSLATIONS[text] ?? text;
}

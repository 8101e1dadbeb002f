// Every text the scanner view shows a person, in Chinese (spec 3 §5 "Scanner and fix", §8.2; the spec gives many in
// English). One table, so wording is one edit. Driver texts arrive in English from @exam/scanner-protocol
// (DRIVER_TEXTS and err_info); `driverText` translates the known ones and passes anything else through.
import { DRIVER_TEXTS } from '@exam/scanner-protocol';

export const SCAN_TEXTS = {
  scannerNotDetected: '未检测到扫描仪，请确认扫描仪已开启',
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
  clearListFailed: '清空列表失败',
  resetParamsFailed: '重置扫描参数失败',
  noTimestamp: '无法从文件名中提取时间戳',
  badFileName: (prefix: string, ext: string) => `图片文件名格式不正确（应为“${prefix}”加可选的“-”、17位时间和“.${ext}”），扫描已停止`,
  orderAbnormal: '扫描图片顺序异常，请重新扫描',
  noPermission: '没有扫描权限，请刷新页面',
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
  missingBack: '缺少反面图片，请重新扫描该答题卡',
  // The persisted scan session (spec 3 §4.2 'Session state is cached and restored').
  sessionRestored: (count: number) => `已恢复上次未保存的扫描记录（${count} 张）`,
  uploadInterrupted: '页面关闭时该答题卡正在上传，不确定是否已上传成功，请点击重试',
  unpairedImageRestored: '页面关闭前未完成处理的图片，请重新扫描该答题卡',
} as const;

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

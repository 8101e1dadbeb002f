// Names and texts of the driver protocol as the simulator speaks it (the wire format of the shared brief; the
// AsyncAPI document openapi/scanner-driver.asyncapi.yaml is the contract).

export const DRIVER_COMMANDS = [
  'is_device_init',
  'init_device',
  'get_device_name_list',
  'get_global_config',
  'set_global_config',
  'get_device_param',
  'set_device_param',
  'reset_device_param',
  'open_device',
  'start_scan',
  'stop_scan',
  'load_image',
  'get_image_thumbnail_list',
  'clear_image_list',
  'clear_global_file_save_path',
] as const;
export type DriverCommand = (typeof DRIVER_COMMANDS)[number];

export const DRIVER_EVENTS = ['scan_begin', 'scan_end', 'scan_info', 'scan_image', 'device_arrive', 'device_remove'] as const;
export type DriverEvent = (typeof DRIVER_EVENTS)[number];

/** The ret codes the simulator answers with (0 ok; the real driver's non-zero codes are not documented, clients
 *  only tell 0 from the rest). */
export const SIM_RET = {
  ok: 0,
  failed: -1,
  deviceNotFound: -2,
  alreadyOpened: -3,
  notOpened: -4,
  busy: -5,
  invalidParam: -6,
  notInitialised: -7,
  imageNotFound: -8,
  unknownCommand: -9,
  noPaper: -10,
} as const;

/** err_info texts. 'device not found' and 'already opened device' are the driver's own (spec 3 §4.1). */
export const SIM_ERR = {
  deviceNotFound: 'device not found',
  alreadyOpened: 'already opened device',
  notOpened: '设备未打开',
  busy: '设备正忙：正在扫描',
  notInitialised: '设备未初始化',
  imageNotFound: '图片不存在',
  unknownCommand: '不支持的命令',
  badRequest: '参数格式错误',
  simulated: '模拟的驱动错误',
  noPaper: '进纸器中没有纸张',
} as const;

/** scan_info texts of the simulated faults. */
export const SIM_INFO = {
  scanError: '扫描仪错误：检测到双张进纸',
  jam: '卡纸，请取出卡住的纸张后重新扫描',
} as const;

/** The default port of the local scanner driver (spec 3 §9). */
export const SIMULATOR_DEFAULT_PORT = 38999;

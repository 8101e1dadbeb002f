// Names and texts of the driver protocol as the simulator speaks it (the wire format of the shared brief; the
// AsyncAPI document openapi/scanner-driver.asyncapi.yaml is the contract).

import { ALREADY_OPENED_DEVICE, DEVICE_NOT_FOUND } from '../driver-client.ts';

// The command and event names come from the AsyncAPI document (generated), so the simulator cannot drift from it.
export { DRIVER_COMMAND_FUNCS as DRIVER_COMMANDS, DRIVER_EVENT_FUNCS as DRIVER_EVENTS } from '../generated/driver.ts';
export type { DriverCommandFunc as DriverCommand, DriverEventFunc as DriverEvent } from '../generated/driver.ts';

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
  deviceNotFound: DEVICE_NOT_FOUND,
  alreadyOpened: ALREADY_OPENED_DEVICE,
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

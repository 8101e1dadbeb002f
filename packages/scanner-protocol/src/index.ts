// The scanner driver and push channel protocols (spec 3 §4.1–4.4, §7.1, §7.5, §8.2, §9; spec 1 §3–§4): the types
// generated from the AsyncAPI documents in openapi/, the driver client and the push channel client. Runtime schema
// validation is a separate entry (`@exam/scanner-protocol/schemas`), the driver simulator another
// (`@exam/scanner-protocol/simulator`).
export { DEVICE_PARAM, DRIVER_WS_URL, PUSH_CONNECTION_ERROR_TEXT } from './constants.ts';
export * from './generated/driver.ts';
export * from './generated/push.ts';
export {
  ALREADY_OPENED_DEVICE,
  DEFAULT_RECONNECT,
  DEFAULT_TIMEOUT_MS,
  DEVICE_NOT_FOUND,
  DRIVER_TEXTS,
  DriverConnectionError,
  DriverError,
  DriverTimeoutError,
  START_SCAN_DEFAULTS,
  createDriverClient,
  driverErrorMessage,
  imageFileExtension,
  parseImageFileName,
  type CallOptions,
  type DriverCallArgs,
  type DriverClient,
  type DriverClientEventName,
  type DriverClientEvents,
  type DriverClientOptions,
  type DriverClientState,
  type DriverConnectionEvents,
  type ReconnectOptions,
} from './driver-client.ts';
export {
  createPushChannel,
  pushChannelUrl,
  type PushChannel,
  type PushChannelOptions,
  type PushChannelState,
} from './push-client.ts';
export type { WebSocketConstructor, WebSocketLike } from './websocket.ts';

// Constants both sides of the protocols agree on (spec 3 §9, spec 1 §8).

/** The scanner driver's websocket on the user's own machine. */
export const DRIVER_WS_URL = 'ws://127.0.0.1:38999';

/** Shown when the backend push channel cannot be opened (spec 1 §8). */
export const PUSH_CONNECTION_ERROR_TEXT = '您的浏览器无法连接至ws,这将导致进度条无法正常显示！';

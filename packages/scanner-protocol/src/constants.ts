// Constants both sides of the protocols agree on (spec 3 §9, spec 1 §8).

/**
 * The scanner driver's websocket on the user's own machine: the default address (the portal's 驱动地址 setting, 参数配置
 * → 全局设置, may point elsewhere, e.g. a driver installed on another port).
 */
export const DRIVER_WS_URL = 'ws://127.0.0.1:38999';

/** Shown when the backend push channel cannot be opened (spec 1 §8). */
export const PUSH_CONNECTION_ERROR_TEXT = '您的浏览器无法连接至ws,这将导致进度条无法正常显示！';

/**
 * Device parameter names the portal presets after opening a device (spec 3 §4.1, §9 defaults) and the simulator gives
 * meaning to. The names are the driver's own (not given by the spec); these follow the AsyncAPI document's examples.
 */
export const DEVICE_PARAM = {
  /** Double-sided (scan_way 2) when true: a front and a back image per sheet. */
  duplex: 'Duplex',
  /** 100 | 150 | 200 (scan_dpi). */
  resolution: 'Resolution',
  /** 'Black and white' | 'Grayscale' | 'Color' (scan_color 1 / 2 / 3). */
  colorMode: 'Color mode',
  /** 'A4' | 'A3' | 'Match original size' (scan_paper_size 1 / 2 / 3). */
  paperSize: 'Paper size',
  /** 0 | 90 | -90 | 180 degrees. */
  rotation: 'Rotation',
  /** Red removal (on in exam mode). */
  redRemoval: 'Red removal',
} as const;

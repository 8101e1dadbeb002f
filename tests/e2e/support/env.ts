// Where the browser tests' servers listen. Every Playwright worker owns a world of its own (support/world.ts): a
// stateful mock, a driver simulator and a `vite preview` of the one build, on ports made from a base plus the worker's
// parallel index (0 … workers-1, kept when a worker is replaced after a failure). The bases are chosen not to clash
// with `npm start` (mock 4010, portal 5173, driver 38999), so a developer can keep the portal running meanwhile.
//
// Each worker is its own process, so these constants are that worker's own world. In the runner process (the config,
// global setup) the index is 0.
export const WORLD_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

const base = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const MOCK_PORT = base('EXAM_E2E_MOCK_PORT', 4110) + WORLD_INDEX;
export const WEB_PORT = base('EXAM_E2E_WEB_PORT', 4173) + WORLD_INDEX;
export const SCANNER_PORT = base('EXAM_E2E_SCANNER_PORT', 39010) + WORLD_INDEX;

/** The mock backend (stateful mode) the portal under test talks to; its control API is under /__mock/. */
export const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`;
/** The built portal (vite preview), which proxies /api, /upload and /ws to MOCK_URL. */
export const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;

/**
 * The scanner driver simulator. The portal finds its driver through the driver-address setting (参数配置 → 全局设置 →
 * 驱动地址, kept in local storage; default ws://127.0.0.1:38999), which each worker's browser contexts start with set
 * to this world's simulator. Its control API (faults, devices, sheets with ground truth) is under /__sim/.
 */
export const SCANNER_URL = `http://127.0.0.1:${SCANNER_PORT}`;
export const SCANNER_WS_URL = `ws://127.0.0.1:${SCANNER_PORT}`;
/** The local-storage key of the driver-address setting (packages/web/src/features/scan-view/driverAddress.ts). */
export const DRIVER_ADDRESS_KEY = 'exam-scanner-driver-url';

/** The one production build of the portal every world's `vite preview` serves (made once, in global setup). */
export const WEB_OUT_DIR = process.env.EXAM_WEB_OUT_DIR ?? 'dist-e2e';

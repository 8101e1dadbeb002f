// Where the browser tests' servers listen. Chosen not to clash with `npm start` (mock 4010, portal 5173), so a
// developer can keep the portal running while the tests run.
export const MOCK_PORT = Number(process.env.EXAM_E2E_MOCK_PORT ?? 4110);
export const WEB_PORT = Number(process.env.EXAM_E2E_WEB_PORT ?? 4173);

/** The mock backend (stateful mode) the portal under test talks to; its control API is under /__mock/. */
export const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`;
/** The built portal (vite preview), which proxies /api and /ws to MOCK_URL. */
export const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;

/**
 * The scanner driver simulator, on the driver's own port: the portal always looks for the local scanner driver at
 * ws://127.0.0.1:38999 (spec 3 §9). Its control API (faults, devices, sheets with ground truth) is under /__sim/.
 */
export const SCANNER_PORT = 38999;
export const SCANNER_URL = `http://127.0.0.1:${SCANNER_PORT}`;

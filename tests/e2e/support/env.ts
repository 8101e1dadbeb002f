// Where the browser tests' servers listen. Chosen not to clash with `npm start` (mock 4010, portal 5173), so a
// developer can keep the portal running while the tests run.
export const MOCK_PORT = Number(process.env.EXAM_E2E_MOCK_PORT ?? 4110);
export const WEB_PORT = Number(process.env.EXAM_E2E_WEB_PORT ?? 4173);

/** The mock backend (contract mode) the portal under test talks to; its control API is under /__mock/. */
export const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`;
/** The built portal (vite preview), which proxies /api and /ws to MOCK_URL. */
export const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;

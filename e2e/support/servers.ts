/** Where the e2e servers listen; shared by playwright.config.ts and the tests. */
export const PORT = Number(process.env.E2E_PORT ?? 4321);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const STUB_PORT = Number(process.env.E2E_STUB_PORT ?? 4399);
export const STUB_BFF_PORT = PORT + 1;
export const STUB_BFF_URL = `http://127.0.0.1:${STUB_BFF_PORT}`;

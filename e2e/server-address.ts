export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The journeys' loopback control server (test infrastructure only; see control-server.ts). */
export const E2E_CONTROL_PORT = Number(process.env.E2E_CONTROL_PORT ?? E2E_PORT + 1000);
export const E2E_CONTROL_URL = `http://127.0.0.1:${E2E_CONTROL_PORT}`;

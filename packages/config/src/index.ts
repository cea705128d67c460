/**
 * The settings of every process of Wasla (API, web host, worker, CLI commands, benchmarks, journeys):
 * one zod schema over the environment, the checks a public site must pass, and the secrets a local
 * site keeps in its data folder.
 */
export {
  type Config,
  ConfigError,
  configSchema,
  loadConfig,
  loadConfigOrExit,
  REPO_ROOT,
  readSettings,
} from './config';
export { IN_MEMORY } from './in-memory';
export {
  paymentGatewayAddresses,
  SANDBOX_GATEWAY_PREFIX,
  SANDBOX_WEBHOOK_PATH,
  sandboxGatewaySettings,
  TEST_GATEWAY_SECRET_KEY,
  TEST_GATEWAY_WEBHOOK_SECRET,
} from './payment-gateway';

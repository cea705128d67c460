// The test typing of the template database that the API's global setup provides comes with it.
import type {} from './test/global-setup';

/**
 * The public testing surface of the API (`@wasla/api/testing`): an API on a database of its own, and
 * a signed-up account, for the tests of other workspaces that drive pages against a real API.
 */
export { IN_MEMORY } from '@wasla/config/in-memory';
// The signer of the mails' unsubscribe links, for pages that follow one (an app built with the same
// AUTH_SECRET accepts what it signs).
export { createUnsubscribeTokens } from './modules/notification-preferences/unsubscribe-token';
export { signUpVerified, TEST_PASSWORD } from './test/accounts';
// Invoices issued as a purchase issues them, for the invoice pages.
export { issueTestInvoice } from './test/invoices';
// Listed services and their providers written through the factories, for pages that show them.
export { categoryPair, insertListedService, insertProvider } from './test/listed-services';
// A test app with the sandbox card gateway beside it, and accounts with money and payout details,
// for the wallet's pages and their actions.
export { createTestAppWithGateway, type TestAppWithGateway } from './test/payment-gateway';
export {
  account,
  armTwoFactor,
  fund,
  grantTeamRole,
  type Member,
  readyToWithdraw,
  teamMember,
} from './test/payouts';
export { createTestApp, TEST_API_KEY, type TestApp } from './test/test-app';

/**
 * The public surface of the API package (`@wasla/api`): what a host needs to serve it. Whatever is
 * not exported here or from `@wasla/api/testing` (repositories, services, schema, seed internals,
 * lib) belongs to the API alone; the web reaches the API only over HTTP or through this entry, and
 * scripts/architecture holds that rule.
 */
export { buildApp, PAGE_CALL_HEADER } from './app';
export { seedEmptyDatabase } from './db/seed/first-start';

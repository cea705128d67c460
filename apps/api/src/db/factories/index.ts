/**
 * One way to write rows, for the demo seed, the benchmarks' bulk load and the tests: each factory
 * takes a database or a transaction and plain column values, fills in what was left out, and answers
 * the stored rows. `many` writes any number in a few statements. The rules of the app (publishing,
 * counting, search documents) are not here: a factory writes what it is given, as a migration would.
 */
export { type AccountRow, accountFactory } from './accounts';
export { categoryFactory, tagFactory } from './catalogue';
export { dealFactory } from './deals';
export type { Factory, Overrides } from './define-factory';
export { favouriteFactory, followFactory, reviewFactory } from './discovery';
export { type InsertOptions, insertRows, type Writer } from './insert-rows';
export { notificationFactory } from './notifications';
export { bankAccountFactory, personalInformationFactory } from './payouts';
export {
  budgetFactory,
  extraOptionFactory,
  mediaFactory,
  placeFactory,
  propertyAnswerFactory,
  serviceTagFactory,
  socialChannelFactory,
} from './service-parts';
export { type ServiceDraft, type ServiceParts, type ServiceRow, serviceFactory } from './services';
export { teamRoleFactory } from './team';
export { uniqueNumber } from './unique-number';
export { paymentCardFactory, walletChargeFactory } from './wallet';

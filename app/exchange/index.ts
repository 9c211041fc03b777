export { ExchangeClient, type ClientOptions, type ClientStatus, type Credentials, type Reply } from './client';
export { ClockOffset } from './clock';
export { currentBand, inBand } from './band';
export { RequestScheduler, type SchedulerOptions, type SchedulerStatus } from './scheduler';
export { endpoints, type EndpointName, type ParamsOf, type ResultOfEndpoint } from './endpoints';
export { asExchangeError, ExchangeError } from './errors';
export type { OrderInput } from './params';
export type { LookupOptions, Wanted } from './order-lookup';
export { lookUpOrders } from './order-lookup';
export {
  createOrderSafely,
  batchCreateSafely,
  checkCreates,
  type CreateOutcome,
  type BatchCreateOptions,
} from './safe-create';
export { cancelOrderSafely, batchCancelSafely, type CancelOutcome, type CheckOptions } from './safe-cancel';

/**
 * The exchange's records as it shapes them (docs/exchange-api.md). One schema each, used by the client to parse
 * what the wire brings (tolerating what may vary) and, through the inferred types, by every other side.
 */
export * from './wire';
export * from './market-records';
export * from './order-records';
export * from './account-records';
export { describeIssue } from './describe-issue';

/**
 * The exchange's records as API-NOTES shapes them. One schema each, used by the client to parse what the wire
 * brings (tolerating what API-NOTES says may vary) and, through the inferred types, by every other side.
 */
export * from './wire';
export * from './market-records';
export * from './order-records';
export * from './account-records';
export { describeIssue } from './describe-issue';

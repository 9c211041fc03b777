import { randomBytes } from 'node:crypto';

/** A fresh client order id: time-ordered and unique, so an order is never confused with another. */
export const newClientOrderId = (now: number = Date.now()): string =>
  `pd${now.toString(36)}${randomBytes(5).toString('hex')}`;

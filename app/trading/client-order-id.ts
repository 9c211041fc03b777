import { randomBytes } from 'node:crypto';

/** A fresh client order id: time-ordered and unique, so an order is never confused with another. */
export const newClientOrderId = (now: number = Date.now()): string => `pd${now.toString(36)}${randomBytes(5).toString('hex')}`;

/** A Close's or a reduce-only order's client order id: `px…`, which marks it as an exit (shared/trading/exit-ids.ts). */
export const newExitClientOrderId = (now: number = Date.now()): string => `px${now.toString(36)}${randomBytes(5).toString('hex')}`;

/** What the sim needs of the exchange. Prices in ticks, quantities in lots; every change is told the time. */
import type { OrderCommand, Outcome } from '../engine';
import type { BestPrices } from '../market';

export interface SimVenue {
  bestPrices(pairId: number): BestPrices;
  /** The engine's own answer fits: `engine.placeOrder(accountId, cmd, now)`. */
  placeOrder(accountId: number, cmd: OrderCommand, now: number): Outcome<{ orderId: number }>;
  cancelOrder(accountId: number, orderId: number, now: number): { ok: boolean };
  /** Lots of the order still resting on the book; 0 once it is filled, cancelled or expired. */
  restingQuantity(accountId: number, orderId: number): number;
  setIndexPrice(pairId: number, ticks: number, now: number): void;
  /** The account's net position on the pair in lots, long positive. Without it the sim counts what its takers sent. */
  position?(accountId: number, pairId: number): number;
}

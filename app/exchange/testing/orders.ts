/** For the client's tests: the order they place, and the error a failing call ends with. */
import { expect } from 'vitest';
import { PositionType } from '../../../shared/exchange';
import { ExchangeError } from '../errors';
import type { OrderInput } from '../params';

/** A limit buy of ETH-USDT, isolated at 10×. */
export const ethLimitBuy = (clientOrderId: string, price: string, quantity: string, fields: Partial<OrderInput> = {}): OrderInput => ({
  pairName: 'ETH-USDT',
  isLong: true,
  isMarket: false,
  matchType: 1,
  price,
  quantity,
  lever: 10,
  positionType: PositionType.ISOLATED,
  clientOrderId,
  ...fields,
});

/** The ExchangeError a call fails with (the test fails if it succeeds or fails otherwise). */
export async function failure(promise: Promise<unknown>): Promise<ExchangeError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ExchangeError);
  return err as ExchangeError;
}

/** What the wire may vary is taken; what is really wrong is refused, naming the field. */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  cancelItemResultSchema,
  candleSchema,
  createItemResultSchema,
  describeIssue,
  fillSchema,
  listOf,
  openInterestListSchema,
  orderRefSchema,
  pageOf,
  plainDecimalOf,
  positionSchema,
  tariffSchema,
} from './records';
import { positionRecord } from './testing';

const refusal = (schema: z.ZodType, value: unknown): string => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return describeIssue(result.error);
};

const tariff = {
  id: 7,
  symbol: 'BTC-USDT',
  isLong: true,
  quantity: '0.010',
  openingPrice: '60001.0',
  settledRate: '0.00012500',
  tariffAmount: '-0.0750',
  fundingTime: 1_763_700_000_000,
};

/** A candle without its high. */
const CANDLE = { contractPairId: 1, period: '1MIN', time: 0, open: '1', close: '2', low: '0.5', count: 3, quantity: '1', amount: '2' };

describe('tolerated variations', () => {
  it('a paged list comes as { records, … } or bare; a cursor list bare or as { records }', () => {
    const page = pageOf(tariffSchema);
    expect(page.parse({ records: [tariff], total: 3, pageNo: 2, pageSize: 1 })).toMatchObject({ total: 3, pageNo: 2 });
    expect(page.parse([tariff, tariff])).toEqual({ records: [tariff, tariff], total: 2, pageNo: 1, pageSize: 2 });
    expect(listOf(tariffSchema).parse({ records: [tariff], total: 1 })).toEqual([tariff]);
    expect(listOf(tariffSchema).parse([tariff])).toEqual([tariff]);
  });

  it('the client order id echoed as corderId or cOrderId, even as a number', () => {
    expect(orderRefSchema.parse({ pairName: 'ETH-USDT', orderId: 5, corderId: 'a' }).corderId).toBe('a');
    expect(orderRefSchema.parse({ pairName: 'ETH-USDT', orderId: 5, cOrderId: 'b' }).corderId).toBe('b');
    expect(createItemResultSchema.parse({ pairName: 'ETH-USDT', orderId: null, cOrderId: 123, resultCode: 2001, resultMsg: 'x' })).toEqual({
      pairName: 'ETH-USDT',
      orderId: null,
      corderId: '123',
      resultCode: 2001,
      resultMsg: 'x',
    });
  });

  it('numbers as strings, decimals as numbers, booleans as True/"false"', () => {
    expect(tariffSchema.parse({ ...tariff, id: '7', fundingTime: '1763700000000', isLong: 'True', tariffAmount: -0.075 })).toEqual({
      ...tariff,
      tariffAmount: '-0.075',
    });
    expect(tariffSchema.parse({ ...tariff, isLong: 'false' }).isLong).toBe(false);
  });

  it('a decimal sent as a JSON number keeps its exact digits, never an exponent', () => {
    expect(plainDecimalOf(1e-7)).toBe('0.0000001');
    expect(plainDecimalOf(-2.5e-8)).toBe('-0.000000025');
    expect(plainDecimalOf(1.5e21)).toBe('1500000000000000000000');
    expect(plainDecimalOf(0.1)).toBe('0.1');
    expect(tariffSchema.parse({ ...tariff, settledRate: 0.000125 }).settledRate).toBe('0.000125');
  });

  it('a candle’s `hight` is its high; the spelling `high` is taken too', () => {
    const wire = { ...CANDLE, time: 60_000 };
    expect(candleSchema.parse({ ...wire, hight: '2.5' })).toEqual({ ...wire, high: '2.5' });
    expect(candleSchema.parse({ ...wire, high: '2.5' }).high).toBe('2.5');
  });

  it('open interest for one pair as a list of one or a single record', () => {
    const record = { contractPairId: 1, symbol: 'BTC-USDT', amount: '1.5', count: 2 };
    expect(openInterestListSchema.parse([record])).toEqual([record]);
    expect(openInterestListSchema.parse(record)).toEqual([record]);
  });

  it('a cancel result for an order the exchange does not know', () => {
    expect(cancelItemResultSchema.parse({ orderId: 9, clientOrderId: null, pairName: null, isLong: null, resultCode: 2001, resultMsg: 'x' })).toEqual(
      { orderId: 9, clientOrderId: '', pairName: '', isLong: null, resultCode: 2001, resultMsg: 'x' },
    );
  });

  it('fields the client does not know are left out, not refused', () => {
    expect(tariffSchema.parse({ ...tariff, somethingNew: 1 })).toEqual(tariff);
  });
});

describe('refused, naming the field', () => {
  it('a decimal that is not one', () => {
    expect(refusal(tariffSchema, { ...tariff, tariffAmount: '1,5' })).toBe('tariffAmount: expected a decimal string');
    expect(refusal(tariffSchema, { ...tariff, tariffAmount: '1e3' })).toBe('tariffAmount: expected a decimal string');
  });

  it('a missing field, deep in a page', () => {
    const { restrictPrice: _, ...position } = positionRecord();
    expect(refusal(pageOf(positionSchema), { records: [position], total: 1, pageNo: 1, pageSize: 10 })).toMatch(
      /^records\.0\.restrictPrice: .*expected string/,
    );
  });

  it('an id that is not a whole number, a boolean that is not one', () => {
    expect(refusal(tariffSchema, { ...tariff, id: 1.5 })).toBe('id: expected a whole number');
    expect(refusal(tariffSchema, { ...tariff, isLong: 'yes' })).toMatch(/^isLong: .*expected boolean/);
  });

  it('a candle without any high', () => {
    expect(refusal(candleSchema, CANDLE)).toMatch(/^hight: /);
  });

  it('a client order id of the wrong kind', () => {
    const fill = {
      tradeId: 1,
      symbol: 'ETH-USDT',
      orderId: 2,
      clOrdId: 'a',
      isMarket: false,
      isClose: false,
      isLong: true,
      isTaker: false,
      fillPrice: '3000.50',
      fillQty: '0.20',
      fillAmt: '600.1000',
      feeCurrency: 'USDT',
      feeRate: '0.0002',
      fillFee: '0.1201',
      fillPnl: '0',
      tradeTime: 1,
    };
    expect(fillSchema.parse(fill)).toEqual(fill);
    expect(refusal(fillSchema, { ...fill, clOrdId: { id: 'a' } })).toMatch(/^clOrdId: .*expected string/);
  });
});

/**
 * Conformance of positions over HTTP (the position endpoints and the position list): one-way positions that open,
 * reduce, close and flip; leverage per pair and position type; margin added and removed within limits. Every
 * figure is worked out by hand from the rules: margin = notional / lever, taker fee 0.06 % rounded up to
 * 0.0001 USDT, a still market valuing positions at the last trade.
 *
 * Trades happen inside the seeded BTC spread (59990.0 / 60010.0) between the test's accounts: `mm` rests the
 * order and the trader takes it. A fresh exchange per test keeps the spread clear.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPaperExchange, type PaperExchange } from '..';
import { accountView, dataOf, expectIllegal, expectRefused, expectRequired, ID, TIME, traderOf, type Trader } from './conformance';
import { BALANCE, CREATE, GET_LEVER, keyOf, limitOrder, MARGIN, POSITIONS, SET_LEVER, type Fields } from './testing';

let exchange: PaperExchange;
const trader = (name: string) => traderOf(() => exchange.url, keyOf(name));
const alice = trader('alice');
const bob = trader('bob');
const mm = trader('mm');

beforeEach(async () => {
  exchange = await startPaperExchange({
    accounts: [alice.key, { ...bob.key, balance: '700' }, { ...mm.key, balance: '1000000' }],
    onError: (e) => console.error(e),
  });
});
afterEach(() => exchange.close());

let orders = 0;
/** `mm` rests the other side at `price`; `taker` takes it (GTC limit, isolated 10× unless `more` says). */
async function trade(taker: Trader, isLong: boolean, quantity: string, price: string, more: Fields = {}): Promise<void> {
  dataOf(await mm.post(CREATE, limitOrder(`mm-${++orders}`, { ...more, isLong: !isLong, quantity, price, positionType: 3 })));
  dataOf(await taker.post(CREATE, limitOrder(`t-${++orders}`, { ...more, isLong, quantity, price })));
}
const balance = async (t: Trader) => dataOf(await t.post(BALANCE, { symbol: 'USDT' }));
const positions = async (t: Trader, params: Fields = {}) => dataOf(await t.post(POSITIONS, params));
const only = async (t: Trader) => {
  const page = await positions(t);
  expect(page.total).toBe(1);
  return page.records[0];
};

/** The position record of a BTC position of 10× isolated; figures from `more`. */
const btcPosition = (more: Record<string, unknown>) => ({
  id: ID,
  contractPairId: 1,
  symbol: 'BTC-USDT',
  isLong: true,
  positionType: 3,
  lever: 10,
  quantity: '0.100',
  openingPrice: '60000.00000',
  amount: '6000.0000',
  marginAmount: '600.0000',
  restrictPrice: expect.any(String),
  unrealizedPnl: '0.0000',
  realizedPnl: '0.0000',
  tariffAmount: '0.0000',
  closingQuantity: '0.000',
  status: 1,
  createTime: TIME,
  ...more,
});
const funds = (availableAmount: string, frozenAmount: string) => ({
  userId: ID,
  coinId: 1,
  availableAmount,
  frozenAmount,
  symbol: 'USDT',
});

describe('a one-way isolated position', () => {
  it('opens, reduces, flips and closes, with margin, fees and PnL to the 0.0001', async () => {
    // Long 0.100 at 60000.0: margin 600, taker fee 6000 × 0.0006 = 3.6.
    await trade(alice, true, '0.100', '60000.0');
    const opened = await only(alice);
    // Liquidated where 600 + 0.1 (P − 60000) ≤ 0.5 % of 0.1 P: P ≤ 54271.35…, the highest tick 54271.3.
    expect(opened).toEqual(btcPosition({ restrictPrice: '54271.3' }));
    expect(await balance(alice)).toEqual(funds('9396.4000', '600.0000'));

    // Sells 0.040 at 60005.0: PnL 0.04 × 5 = 0.2, fee 2400.2 × 0.0006 = 1.44012 → 1.4402, 240 of margin back.
    await trade(alice, false, '0.040', '60005.0');
    const reduced = { quantity: '0.060', amount: '3600.0000', marginAmount: '360.0000', realizedPnl: '0.2000' };
    // Valued at the last trade, 60005.0: 0.06 × 5 = 0.3.
    expect(await only(alice)).toEqual(btcPosition({ ...reduced, id: opened.id, unrealizedPnl: '0.3000', restrictPrice: '54271.3' }));
    expect(await balance(alice)).toEqual(funds('9635.1598', '360.0000'));

    // Sells 0.100 at 60002.0: closes 0.060 (PnL 0.12), opens short 0.040 with margin 2400.08 / 10; the fee is
    // 6000.2 × 0.0006 = 3.60012 → 3.6002.
    await trade(alice, false, '0.100', '60002.0');
    const flipped = await only(alice);
    expect(flipped).toEqual(
      btcPosition({
        isLong: false,
        quantity: '0.040',
        openingPrice: '60002.00000',
        amount: '2400.0800',
        marginAmount: '240.0080',
        // At risk where 240.008 + 0.04 (60002 − P) ≤ 0.5 % of 0.04 P: P ≥ 65673.83…, the lowest tick 65673.9.
        restrictPrice: '65673.9',
      }),
    );
    expect(flipped.id).not.toBe(opened.id);
    expect(await balance(alice)).toEqual(funds('9751.6716', '240.0080'));

    // Buys 0.040 at 60001.0: PnL 0.04, fee 2400.04 × 0.0006 = 1.440024 → 1.4401. Nothing left.
    await trade(alice, true, '0.040', '60001.0');
    expect(await positions(alice)).toEqual({ records: [], total: 0, pageNo: 1, pageSize: 10 });
    // 10000 − fees (3.6 + 1.4402 + 3.6002 + 1.4401) + PnL (0.2 + 0.12 + 0.04).
    expect(await balance(alice)).toEqual(funds('9990.2795', '0.0000'));
  });

  it('counts what open orders against it would close, and refuses an order adding at another leverage', async () => {
    await trade(alice, true, '0.100', '60000.0');
    dataOf(await alice.post(CREATE, limitOrder('close-part', { isLong: false, price: '65000.0', quantity: '0.030' })));
    expect(await only(alice)).toMatchObject({ closingQuantity: '0.030', marginAmount: '600.0000' });
    expectIllegal(await alice.post(CREATE, limitOrder('more', { lever: 5 })), 'lever');
    expectIllegal(await alice.post(CREATE, limitOrder('cross', { positionType: 4 })), 'positionType');
  });

  it('lists positions of every pair newest first, or of one, a page at a time', async () => {
    await trade(alice, true, '0.100', '60000.0');
    // ETH's seeded spread is 2999.00 / 3001.00. Short 2.00 at 3000.50: amount 6001, margin 600.1.
    await trade(alice, false, '2.00', '3000.50', { pairName: 'ETH-USDT' });
    const eth = {
      ...btcPosition({}),
      contractPairId: 2,
      symbol: 'ETH-USDT',
      isLong: false,
      quantity: '2.00',
      openingPrice: '3000.500000',
      amount: '6001.0000',
      marginAmount: '600.1000',
      closingQuantity: '0.00',
    };
    const all = await positions(alice);
    expect(all).toEqual({ records: [eth, btcPosition({})], total: 2, pageNo: 1, pageSize: 10 });
    expect(await positions(alice, { pairName: 'BTC-USDT' })).toMatchObject({ records: [btcPosition({})], total: 1 });
    const second = { records: [btcPosition({})], total: 2, pageNo: 2, pageSize: 1 };
    expect(await positions(alice, { pageNo: 2, pageSize: 1 })).toEqual(second);
    expect(await positions(alice, { pairName: 'SOL-USDT' })).toEqual({ records: [], total: 0, pageNo: 1, pageSize: 10 });
    expect(await positions(mm, { pageSize: 100 })).toMatchObject({ total: 2 });
  });

  it('holds a cross position, which has no margin of its own to move', async () => {
    await trade(alice, true, '0.010', '60000.0', { positionType: 4 });
    const cross = await only(alice);
    expect(cross).toEqual(btcPosition({ positionType: 4, quantity: '0.010', amount: '600.0000', marginAmount: '60.0000' }));
    expectIllegal(await alice.post(MARGIN, { positionId: cross.id, call: true, marginAmount: '10' }), 'positionId');
    expectIllegal(await alice.post(CREATE, limitOrder('isolated', { positionType: 3 })), 'positionType');
  });
});

describe('callMarginAmount', () => {
  const margin = (positionId: number, call: boolean | string, marginAmount: string) => alice.post(MARGIN, { positionId, call, marginAmount });

  it('adds margin from the balance and removes it down to the initial margin', async () => {
    await trade(alice, true, '0.100', '60000.0');
    const { id } = await only(alice);
    expect(dataOf(await margin(id, true, '100'))).toBe(true);
    // (6000 − 700) / (0.1 × 0.995) = 53266.33…
    expect(await only(alice)).toEqual(btcPosition({ marginAmount: '700.0000', restrictPrice: '53266.3' }));
    expect(await balance(alice)).toEqual(funds('9296.4000', '700.0000'));

    // The initial margin at 60000.0 is 600: at most 100 may go.
    const before = await accountView(alice);
    expectRefused(await margin(id, false, '100.0001'), 2105);
    expectRefused(await margin(id, true, '9296.4001'), 2102);
    expect(await accountView(alice)).toEqual(before);
    expect(dataOf(await margin(id, 'FALSE', '60.5'))).toBe(true);
    expect(dataOf(await margin(id, 'False', '39.5000'))).toBe(true);
    expect(await only(alice)).toEqual(btcPosition({ restrictPrice: '54271.3' }));
    expect(await balance(alice)).toEqual(funds('9396.4000', '600.0000'));
    expect(dataOf(await margin(id, 'True', '0.0001'))).toBe(true);
  });

  it('refuses a position that is gone or not the account’s (2104) and bad amounts (2001)', async () => {
    await trade(alice, true, '0.100', '60000.0');
    const { id } = await only(alice);
    const before = await accountView(alice);
    for (const amount of ['0', '0.00001', '-1', '1e2', 'ten']) expectIllegal(await margin(id, true, amount), 'marginAmount');
    expectIllegal(await margin(id, 'yes', '1'), 'call');
    expectIllegal(await margin(-1, true, '1'), 'positionId');
    expectRefused(await margin(id + 1000, true, '1'), 2104);
    expectRequired(await alice.post(MARGIN, { call: true, marginAmount: '1' }), 'positionId');
    expectRequired(await alice.post(MARGIN, { positionId: id, marginAmount: '1' }), 'call');
    expectRequired(await alice.post(MARGIN, { positionId: id, call: true }), 'marginAmount');
    expectRefused(await mm.post(MARGIN, { positionId: id, call: true, marginAmount: '1' }), 2104);
    expect(await accountView(alice)).toEqual(before);

    await trade(alice, false, '0.100', '60000.0');
    expectRefused(await margin(id, true, '1'), 2104);
  });
});

describe('leverage', () => {
  const setLever = (t: Trader, contractPairId: unknown, lever: unknown, positionType: unknown) =>
    t.json(SET_LEVER, { contractPairId, lever, positionType });
  const getLever = async (t: Trader, params: Fields) => dataOf(await t.get(GET_LEVER, params));

  it('is set and read per pair and position type, 10 unless set', async () => {
    expect(await getLever(alice, { contractPairId: 1 })).toEqual({ contractPairId: 1, positionType: 3, lever: 10 });
    expect(dataOf(await setLever(alice, 1, 20, 4))).toBe(true);
    expect(await getLever(alice, { contractPairId: 1 })).toEqual({ contractPairId: 1, positionType: 4, lever: 20 });
    expect(await getLever(alice, { contractPairId: 1, positionType: 3 })).toEqual({ contractPairId: 1, positionType: 3, lever: 10 });
    expect(await getLever(alice, { contractPairId: 2, positionType: 4 })).toEqual({ contractPairId: 2, positionType: 4, lever: 10 });
    expect(await getLever(bob, { contractPairId: 1, positionType: 4 })).toEqual({ contractPairId: 1, positionType: 4, lever: 10 });
    // Numbers as strings, as the JSON body may carry them.
    const asStrings = { contractPairId: '3', lever: '25', positionType: '3', timestamp: String(Date.now()) };
    expect(dataOf(await alice.json(SET_LEVER, asStrings))).toBe(true);
    expect(await getLever(alice, { contractPairId: 3 })).toEqual({ contractPairId: 3, positionType: 3, lever: 25 });
  });

  it('refuses leverage out of range and unknown pairs or types, changing nothing', async () => {
    const before = await accountView(alice);
    for (const lever of [0, 26, 2.5, -1, '10x']) expectIllegal(await setLever(alice, 1, lever, 3), 'lever');
    for (const positionType of [1, 2, 5]) expectIllegal(await setLever(alice, 1, 5, positionType), 'positionType');
    for (const pair of [0, 4, 'BTC-USDT']) expectIllegal(await setLever(alice, pair, 5, 3), 'contractPairId');
    expectRequired(await alice.json(SET_LEVER, { lever: 5, positionType: 3 }), 'contractPairId');
    expectRequired(await alice.json(SET_LEVER, { contractPairId: 1, positionType: 3 }), 'lever');
    expectRequired(await alice.json(SET_LEVER, { contractPairId: 1, lever: 5 }), 'positionType');
    expectIllegal(await alice.get(GET_LEVER, { contractPairId: 9 }), 'contractPairId');
    expectIllegal(await alice.get(GET_LEVER, { contractPairId: 1, positionType: 2 }), 'positionType');
    expectRequired(await alice.get(GET_LEVER, {}), 'contractPairId');
    expect(await accountView(alice)).toEqual(before);
  });

  it('re-levers the open position: a lower leverage tops its margin up, a higher one leaves it to be removed', async () => {
    await trade(alice, true, '0.100', '60000.0');
    const { id } = await only(alice);
    expect(dataOf(await setLever(alice, 1, 5, 3))).toBe(true);
    expect(await only(alice)).toMatchObject({ id, lever: 5, marginAmount: '1200.0000' });
    expect(await balance(alice)).toEqual(funds('8796.4000', '1200.0000'));
    expect(await getLever(alice, { contractPairId: 1 })).toEqual({ contractPairId: 1, positionType: 3, lever: 5 });

    expect(dataOf(await setLever(alice, 1, 20, 3))).toBe(true);
    expect(await only(alice)).toMatchObject({ lever: 20, marginAmount: '1200.0000' });
    // The initial margin is now 6000 / 20 = 300: 900 may be removed, not more.
    expectRefused(await alice.post(MARGIN, { positionId: id, call: false, marginAmount: '900.0001' }), 2105);
    expect(dataOf(await alice.post(MARGIN, { positionId: id, call: false, marginAmount: '900' }))).toBe(true);
    expect(await balance(alice)).toEqual(funds('9696.4000', '300.0000'));
  });

  it('refuses to re-lever what the balance cannot top up (2102), changing nothing', async () => {
    // Bob has 700: margin 600 and fee 3.6 leave 96.4, short of the 600 more that 5× needs.
    await trade(bob, true, '0.100', '60000.0');
    const before = await accountView(bob);
    expectRefused(await setLever(bob, 1, 5, 3), 2102);
    expect(await accountView(bob)).toEqual(before);
    expect(await only(bob)).toMatchObject({ lever: 10, marginAmount: '600.0000' });
  });
});

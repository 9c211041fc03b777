/** What held orders, chases and TWAPs do is told in the action log, once each, with the exchange's order number. */
import { describe, expect, it } from 'vitest';
import type { AlgoView, HeldOrderView } from '../../shared/bridge';
import type { Fill } from '../../shared/exchange';
import { algoChildId } from '../../shared/trading';
import { heldOrder } from '../domain/protection/testing';
import { algoEvents, childFillEvents, heldEvents, newFills, unheard, type HeardEvent } from './action-log-events';

const NOW = Date.UTC(2026, 10, 25, 14, 3, 27);

const stop = (more: Partial<HeldOrderView> = {}): HeldOrderView => heldOrder({ feed: 'last', createdAt: NOW - 60_000, ...more });

const twap = (more: Partial<AlgoView> = {}): AlgoView => ({
  id: 'a7',
  kind: 'twap',
  pair: 'BTC-USDT',
  side: 'buy',
  quantity: '1.000',
  filled: '0.000',
  remaining: '1.000',
  averagePrice: null,
  status: 'working',
  note: null,
  reduceOnly: false,
  createdAt: NOW - 30_000,
  order: null,
  chase: null,
  twap: { slices: 10, sent: 1, nextAt: null, priceLimit: null, slippage: '0.1' },
  ...more,
});

const fill = (tradeId: number, orderId: number, clOrdId: string, more: Partial<Fill> = {}): Fill => ({
  tradeId,
  symbol: 'BTC-USDT',
  orderId,
  clOrdId,
  isMarket: true,
  isClose: false,
  isLong: true,
  isTaker: true,
  fillPrice: '60010.0',
  fillQty: '0.100',
  fillAmt: '6001.0000',
  feeCurrency: 'USDT',
  feeRate: '0.0006',
  fillFee: '3.6006',
  fillPnl: '0',
  tradeTime: NOW,
  ...more,
});

const texts = (events: readonly HeardEvent[]) => events.map((e) => e.text);

/** Looks at each state in turn, as the polls bring them, and returns every line told. */
function told(looks: (() => HeardEvent[])[]): string[] {
  let seen: ReadonlySet<string> | null = null;
  const lines: string[] = [];
  for (const look of looks) {
    const heard = unheard(look(), seen);
    seen = heard.seen;
    lines.push(...texts(heard.fresh));
  }
  return lines;
}

describe('held orders in the action log', () => {
  it('tells a stop set, moved and cancelled once each, however often the list is read, and nothing that was there before', () => {
    const before = stop({ id: 'h0' });
    const lines = told([
      () => heldEvents([before], NOW),
      () => heldEvents([before, stop()], NOW),
      () => heldEvents([before, stop()], NOW),
      () => heldEvents([before, stop({ trigger: '59100.0' })], NOW),
      () => heldEvents([before, stop({ trigger: '59100.0' })], NOW),
      () => heldEvents([before, stop({ trigger: '59100.0', status: 'cancelled', note: 'Cancelled by you' })], NOW),
      () => heldEvents([before, stop({ trigger: '59100.0', status: 'cancelled', note: 'Cancelled by you' })], NOW),
    ]);
    expect(lines).toEqual([
      'Stop 59000.0 set on the BTC-USDT long',
      'Stop on the BTC-USDT long moved to 59100.0',
      'Stop 59100.0 on BTC-USDT cancelled: Cancelled by you',
    ]);
  });

  it('does not tell every step of a trailing stop', () => {
    const trailing = (trigger: string) => stop({ kind: 'trailing-stop', trigger, positionSide: 'short' });
    expect(told([() => [], () => heldEvents([trailing('61000.0')], NOW), () => heldEvents([trailing('60900.0')], NOW)])).toEqual([
      'Trailing stop 61000.0 set on the BTC-USDT short',
    ]);
  });

  it('tells a stop fired with what its exit sold and the exchange order number, once', () => {
    const exit = fill(1, 173, 'h1x0', { isLong: false, fillPrice: '59000.0', fillAmt: '5900.0000' });
    let seen: ReadonlySet<string> | null = unheard([], null).seen;
    const first = unheard(childFillEvents(newFills([exit], seen), [stop({ status: 'fired' })], []), seen);
    seen = first.seen;
    expect(texts(first.fresh)).toEqual(['Stop 59000.0 fired: sold 0.100 BTC-USDT at 59000.0 (#173)']);
    expect(first.fresh[0]!.at).toBe(NOW);
    expect(childFillEvents(newFills([exit], seen), [stop({ status: 'fired' })], [])).toEqual([]);
  });
});

describe('take-profit tiers in the action log', () => {
  it('names each tier as the chart does', () => {
    const tier = (n: number, trigger: string) => stop({ id: `h${n}`, kind: 'take-profit', tier: n, share: '50', trigger });
    expect(texts(heldEvents([tier(1, '60200.0'), tier(2, '60400.0')], NOW).filter((e) => e.key.endsWith(':set')))).toEqual([
      'TP1 60200.0 set on the BTC-USDT long',
      'TP2 60400.0 set on the BTC-USDT long',
    ]);
  });
});

describe('chases and TWAPs in the action log', () => {
  it('tells a TWAP set, each filled order with its number, a pause and its end, once each', () => {
    const child = (n: number) => algoChildId('a7', n);
    let seen: ReadonlySet<string> | null = null;
    const lines: string[] = [];
    const look = (algos: AlgoView[], fills: Fill[]) => {
      const fresh = newFills(fills, seen);
      const heard = unheard([...algoEvents(algos, NOW), ...childFillEvents(fresh, [], algos)], seen);
      seen = heard.seen;
      lines.push(...texts(heard.fresh));
    };
    look([], []);
    look([twap()], []);
    look([twap()], [fill(10, 180, child(0))]);
    look([twap()], [fill(10, 180, child(0))]);
    look(
      [
        twap({
          status: 'paused',
          note: 'Paused after 2 of 10 slices',
          twap: { slices: 10, sent: 2, nextAt: null, priceLimit: null, slippage: '0.1' },
        }),
      ],
      [
        fill(11, 181, child(1), { fillQty: '0.050', fillAmt: '3000.0000', fillPrice: '60000.0' }),
        fill(12, 181, child(1), { fillQty: '0.050', fillAmt: '3001.0000', fillPrice: '60020.0' }),
        fill(10, 180, child(0)),
      ],
    );
    look([twap({ status: 'done', note: 'filled 1.000 of 1.000' })], []);
    look([twap({ status: 'done', note: 'filled 1.000 of 1.000' })], []);
    expect(lines).toEqual([
      'TWAP buy 1.000 BTC-USDT set',
      'TWAP buy 1.000 BTC-USDT: order #180 0.100 filled at 60010.0',
      'TWAP buy 1.000 BTC-USDT paused: Paused after 2 of 10 slices',
      'TWAP buy 1.000 BTC-USDT: order #181 0.100 filled at 60010.0',
      'TWAP buy 1.000 BTC-USDT done: filled 1.000 of 1.000',
    ]);
  });

  it('tells each order a chase places, once, with its number, whether or not it fills', () => {
    const chase = (orderId: number | null, price: string) =>
      twap({ id: 'a9', kind: 'chase', twap: null, order: { clientOrderId: algoChildId('a9', 1), orderId, price, quantity: '0.030', filled: '0' } });
    let seen: ReadonlySet<string> | null = null;
    const lines: string[] = [];
    for (const algos of [[], [chase(null, '60000.5')], [chase(201, '60000.5')], [chase(201, '60000.5')], [chase(202, '60001.0')]]) {
      const heard = unheard(algoEvents(algos, NOW), seen);
      seen = heard.seen;
      lines.push(...texts(heard.fresh));
    }
    expect(lines).toEqual([
      'Chase buy 1.000 BTC-USDT set',
      'Chase buy 1.000 BTC-USDT: order #201 0.030 placed at 60000.5',
      'Chase buy 1.000 BTC-USDT: order #202 0.030 placed at 60001.0',
    ]);
  });

  it('leaves out fills of orders that are neither a held exit nor a chase’s or TWAP’s', () => {
    expect(childFillEvents([fill(1, 5, 'c12345')], [], [twap()])).toEqual([]);
  });
});

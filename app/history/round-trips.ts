/**
 * Round trips from fills (pure, decimal.js): a trip runs from a position's opening (from flat) to flat again. A
 * partial close stays in its trip; a fill that flips the position closes one trip and opens the next, its
 * quantity, fee and rebate split between them by quantity (the split rounded to the fee's own decimals, so the
 * parts add up to the fill exactly); its PnL is all the closing trip's, as the exchange books it. Realised PnL
 * is the exchange's (each closing fill's `fillPnl`), so the totals are the exchange's to the cent; entry and exit
 * are the quantity-weighted averages of the opening and the closing fills. Funding is the trip's that was open
 * on that market, on that side, when it was settled; a rebate is its fill's.
 */
import Decimal from 'decimal.js';
import { decimalsOf } from '../../shared/decimal';
import type { RoundTrip } from '../../shared/bridge';
import type { Fill, MakerEarning, Tariff } from '../../shared/exchange';

interface Open {
  trip: RoundTrip;
  position: Decimal;
  size: Decimal;
  opened: Decimal;
  openedValue: Decimal;
  closed: Decimal;
  closedValue: Decimal;
  realised: Decimal;
  fees: Decimal;
  funding: Decimal;
  rebates: Decimal;
}

const ZERO = new Decimal(0);
const plain = (d: Decimal): string => d.toFixed();

/** The share of `amount` that `part` of `whole` takes, in `amount`'s decimals; the rest is `amount` less it. */
function split(amount: string, part: Decimal, whole: Decimal): [Decimal, Decimal] {
  const total = new Decimal(amount);
  if (part.eq(whole)) return [total, ZERO];
  const share = total.mul(part).div(whole).toDecimalPlaces(decimalsOf(amount), Decimal.ROUND_HALF_UP);
  return [share, total.minus(share)];
}

function begin(fill: Fill, long: boolean, beforeHistory: boolean): Open {
  return {
    trip: {
      id: `${fill.symbol}:${fill.tradeId}`,
      symbol: fill.symbol,
      side: long ? 'long' : 'short',
      openTime: fill.tradeTime,
      closeTime: null,
      size: '0',
      entryPrice: '0',
      exitPrice: null,
      closedQuantity: '0',
      realised: '0',
      fees: '0',
      funding: '0',
      rebates: '0',
      net: '0',
      tradeIds: [],
      tradeQuantities: [],
      beforeHistory,
    },
    position: ZERO,
    size: ZERO,
    opened: ZERO,
    openedValue: ZERO,
    closed: ZERO,
    closedValue: ZERO,
    realised: ZERO,
    fees: ZERO,
    funding: ZERO,
    rebates: ZERO,
  };
}

function finish(o: Open): RoundTrip {
  const t = o.trip;
  t.size = plain(o.size);
  t.entryPrice = o.opened.isZero() ? '0' : plain(o.openedValue.div(o.opened));
  t.exitPrice = o.closed.isZero() ? null : plain(o.closedValue.div(o.closed));
  t.closedQuantity = plain(o.closed);
  t.realised = plain(o.realised);
  t.fees = plain(o.fees);
  t.funding = plain(o.funding);
  t.rebates = plain(o.rebates);
  t.net = plain(o.realised.minus(o.fees).plus(o.funding).plus(o.rebates));
  return t;
}

/**
 * The round trips of `fills` (any markets, any order), oldest first, with `funding` and `rebates` attributed.
 * The last trip of a market is open (closeTime null) when its position is not flat.
 */
export function roundTrips(fills: readonly Fill[], funding: readonly Tariff[] = [], rebates: readonly MakerEarning[] = []): RoundTrip[] {
  const rebateOf = new Map(rebates.map((r) => [`${r.symbol}:${r.tradeId}`, r.rebateAmount]));
  const sorted = [...fills].sort((a, b) => a.tradeTime - b.tradeTime || a.tradeId - b.tradeId);
  const open = new Map<string, Open>();
  const all: Open[] = [];

  for (const fill of sorted) {
    const qty = new Decimal(fill.fillQty);
    const price = new Decimal(fill.fillPrice);
    const rebate = rebateOf.get(`${fill.symbol}:${fill.tradeId}`) ?? '0';
    let current = open.get(fill.symbol);
    let closing = ZERO;
    if (current && current.trip.side === (fill.isLong ? 'short' : 'long')) {
      closing = Decimal.min(qty, current.position);
    } else if (!current && fill.isClose) {
      // It closes a position whose opening the history does not reach: a trip of that fill alone.
      current = begin(fill, !fill.isLong, true);
      current.position = qty;
      current.size = qty;
      all.push(current);
      closing = qty;
    }
    const opening = qty.minus(closing);
    const [closeFee, openFee] = split(fill.fillFee, closing, qty);
    const [closeRebate, openRebate] = split(rebate, closing, qty);

    if (current && closing.gt(0)) {
      current.trip.tradeIds.push(fill.tradeId);
      current.trip.tradeQuantities.push(plain(closing));
      current.position = current.position.minus(closing);
      current.closed = current.closed.plus(closing);
      current.closedValue = current.closedValue.plus(price.mul(closing));
      current.realised = current.realised.plus(fill.fillPnl);
      current.fees = current.fees.plus(closeFee);
      current.rebates = current.rebates.plus(closeRebate);
      if (current.position.isZero()) {
        current.trip.closeTime = fill.tradeTime;
        open.delete(fill.symbol);
        current = undefined;
      }
    }
    if (opening.gt(0)) {
      if (!current) {
        current = begin(fill, fill.isLong, false);
        open.set(fill.symbol, current);
        all.push(current);
      }
      const { tradeIds, tradeQuantities } = current.trip;
      if (tradeIds.at(-1) === fill.tradeId) tradeQuantities[tradeQuantities.length - 1] = plain(qty);
      else {
        tradeIds.push(fill.tradeId);
        tradeQuantities.push(plain(opening));
      }
      current.position = current.position.plus(opening);
      current.size = Decimal.max(current.size, current.position);
      current.opened = current.opened.plus(opening);
      current.openedValue = current.openedValue.plus(price.mul(opening));
      current.fees = current.fees.plus(openFee);
      current.rebates = current.rebates.plus(openRebate);
    }
  }

  for (const payment of funding) {
    const owner = all.find(
      (o) =>
        o.trip.symbol === payment.symbol &&
        (o.trip.side === 'long') === payment.isLong &&
        o.trip.openTime <= payment.fundingTime &&
        (o.trip.closeTime === null || payment.fundingTime < o.trip.closeTime),
    );
    if (owner) owner.funding = owner.funding.plus(payment.tariffAmount);
  }
  return all.map(finish);
}

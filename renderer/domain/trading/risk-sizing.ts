/**
 * Sizing by risk, with no React in it: the loss the trader accepts (in the quote coin, or a share of equity) and a
 * stop price give the quantity. The side follows from the stop (below the entry: a long; above: a short). Fees
 * are counted both ways — the entry at the taker fee for a market order or a crossing limit, the maker fee for one
 * that rests; the exit at the stop at the taker fee (a held stop exits at market) — and the quantity is rounded
 * down to the lot, so the loss at the stop never exceeds the risk. The Order entry and the chart's position tool
 * both size here.
 */
import Decimal from 'decimal.js';
import { parseUserDecimal } from '../../../shared/decimal';
import { crossesBook, estimate, feeRates, isBuy, limits, type EntryContext, type MarginMode, type Side } from './entry-context';
import { marketPrice } from './order-form';

export type RiskUnit = 'quote' | 'percent';

export interface RiskInput {
  /** The loss accepted at the stop, as typed: an amount of the quote coin, or a % of equity. */
  risk: string;
  unit: RiskUnit;
  stop: string;
  /** Optional: the price the trade aims at. */
  target: string;
  /** The entry: a limit price as typed, or null for a market order (priced from the book). */
  entry: string | null;
  leverage: number | null;
  marginMode: MarginMode;
  /** The account's equity, for a risk in % (null while unknown). */
  equity: string | null;
}

export interface RiskSize {
  side: Side;
  /** In the pair's quantity decimals, rounded down to the lot. */
  quantity: string;
  /** The entry price the sizing assumes (a market order's from the book at this quantity). */
  entry: string;
  /** The risk in the quote coin (a % of equity turned into an amount). */
  risk: string;
  /** What is lost at the stop, fees both ways included: never more than `risk`. */
  loss: string;
  /** What is made at the target, fees both ways taken off; null without a target. */
  reward: string | null;
  /** Reward ÷ loss, both after the fees of the entry and the exit, to two decimals; null without a target. */
  rewardRisk: string | null;
  notional: string;
  /** The margin the order takes at the form's leverage; null until the leverage is known. */
  margin: string | null;
  /** The notional over equity: how leveraged the account is by this trade alone; null without equity. */
  accountLeverage: string | null;
  /** The position's liquidation price after the order (null: none; undefined: not known yet). */
  liquidation: string | null | undefined;
  /** Something to heed: the stop beyond liquidation, the size capped at the exchange's maximum. */
  warnings: string[];
}

export type RiskSizing = { ok: true; size: RiskSize } | { ok: false; field: 'risk' | 'stop' | 'target' | 'entry'; message: string };

const fail = (field: 'risk' | 'stop' | 'target' | 'entry', message: string): RiskSizing => ({ ok: false, field, message });

/** A rate times an amount, rounded up to the settle unit (the exchange rounds fees up). */
const feeOn = (amount: Decimal, rate: string, sd: number): Decimal => amount.times(rate).toDecimalPlaces(sd, Decimal.ROUND_UP);

/** The loss of `q` from `entry` to `stop` with both fees (rounded up: the dearer figure). */
function lossAt(q: Decimal, entry: Decimal, stop: Decimal, rates: { entry: string; exit: string }, sd: number): Decimal {
  const move = q.times(entry.minus(stop).abs());
  return move.plus(feeOn(q.times(entry), rates.entry, sd)).plus(feeOn(q.times(stop), rates.exit, sd));
}

/** The most lots whose loss at the stop is within `risk`. */
function lotsWithin(risk: Decimal, entry: Decimal, stop: Decimal, rates: { entry: string; exit: string }, td: number, sd: number): Decimal {
  const perUnit = entry.minus(stop).abs().plus(entry.times(rates.entry)).plus(stop.times(rates.exit));
  const lot = new Decimal(1).dividedBy(new Decimal(10).pow(td));
  let q = risk.dividedBy(perUnit).toDecimalPlaces(td, Decimal.ROUND_DOWN);
  // The fees' rounding up may cost a cent more than the plain division allowed.
  while (q.gt(0) && lossAt(q, entry, stop, rates, sd).gt(risk)) q = q.minus(lot);
  return Decimal.max(q, 0);
}

/** The risk as an amount of the quote coin, or why not. */
function riskAmount(input: RiskInput, ctx: EntryContext): { ok: true; value: Decimal } | { ok: false; message: string } {
  const { settleDecimal, settleCoinName } = ctx.pair;
  if (input.unit === 'quote') {
    const parsed = parseUserDecimal(input.risk, { field: 'Risk', maxDecimals: settleDecimal });
    return parsed.ok ? { ok: true, value: new Decimal(parsed.value) } : parsed;
  }
  const parsed = parseUserDecimal(input.risk, { field: 'Risk', maxDecimals: 4 });
  if (!parsed.ok) return parsed;
  if (new Decimal(parsed.value).gt(100)) return { ok: false, message: 'Risk in % of equity is at most 100' };
  if (input.equity === null) return { ok: false, message: `Equity has not arrived: give the risk in ${settleCoinName} for now` };
  return { ok: true, value: new Decimal(input.equity).times(parsed.value).dividedBy(100).toDecimalPlaces(settleDecimal, Decimal.ROUND_DOWN) };
}

export function sizeByRisk(input: RiskInput, ctx: EntryContext): RiskSizing {
  const { pair } = ctx;
  const { priceDecimal: pd, tradeDecimal: td, settleDecimal: sd, tradeCoinName: base, settleCoinName: quote } = pair;
  const risk = riskAmount(input, ctx);
  if (!risk.ok) return fail('risk', risk.message);
  const stopText = parseUserDecimal(input.stop, { field: 'Stop loss', maxDecimals: pd });
  if (!stopText.ok) return fail('stop', stopText.message);
  const stop = new Decimal(stopText.value);

  // The entry: the limit price, or for a market order the book's best on the side the stop implies.
  let entry: Decimal;
  let side: Side;
  if (input.entry !== null) {
    const parsed = parseUserDecimal(input.entry, { field: 'Price', maxDecimals: pd });
    if (!parsed.ok) return fail('entry', `${parsed.message} (the entry sizing by risk starts from)`);
    entry = new Decimal(parsed.value);
    if (entry.eq(stop)) return fail('stop', 'The stop loss must be away from the entry price');
    side = stop.lt(entry) ? 'buy' : 'sell';
  } else {
    const bid = ctx.book?.bids[0]?.price;
    const ask = ctx.book?.asks[0]?.price;
    if (!bid || !ask) return fail('entry', `The ${pair.symbol} book has no ${!ask ? 'asks' : 'bids'} to price a market entry`);
    if (!stop.lt(bid) && !stop.gt(ask)) return fail('stop', 'The stop loss must be below the bid (a long) or above the ask (a short)');
    side = stop.lt(bid) ? 'buy' : 'sell';
    entry = new Decimal(isBuy(side) ? ask : bid);
  }
  const long = isBuy(side);

  const fees = feeRates(ctx);
  const resting = input.entry !== null && !crossesBook(ctx, side, entry.toFixed(pd));
  const rates = { entry: resting ? fees.maker : fees.taker, exit: fees.taker };

  let quantity = lotsWithin(risk.value, entry, stop, rates, td, sd);
  if (input.entry === null) {
    // A market order walks the book: priced again at its size, the dearer average sizes it (never more lots).
    const walked = marketPrice(ctx, side, quantity);
    if (walked !== null && !entry.eq(walked)) {
      entry = new Decimal(walked);
      quantity = lotsWithin(risk.value, entry, stop, rates, td, sd);
    }
  }

  const { quantityMin, quantityMax } = limits(ctx);
  const riskShown = `${risk.value.toFixed(Math.min(2, sd))} ${quote}`;
  if (quantity.lt(quantityMin) || quantity.lte(0)) {
    const least = lossAt(new Decimal(quantityMin), entry, stop, rates, sd).toFixed(2, Decimal.ROUND_UP);
    return fail('risk', `A risk of ${riskShown} is too small for one lot: ${quantityMin} ${base} loses ${least} ${quote} at this stop`);
  }
  const warnings: string[] = [];
  if (quantity.gt(quantityMax)) {
    quantity = new Decimal(quantityMax);
    warnings.push(`Capped at the exchange's maximum of ${quantityMax} ${base} per order: it risks less than asked`);
  }

  let reward: string | null = null;
  let rewardRisk: string | null = null;
  const loss = lossAt(quantity, entry, stop, rates, sd);
  if (input.target.trim() !== '') {
    const parsed = parseUserDecimal(input.target, { field: 'Take profit', maxDecimals: pd });
    if (!parsed.ok) return fail('target', parsed.message);
    const target = new Decimal(parsed.value);
    if (long ? target.lte(entry) : target.gte(entry))
      return fail('target', `A ${long ? 'long' : 'short'}'s take profit must be ${long ? 'above' : 'below'} the entry`);
    // The target is held too: its exit is a market order at the taker fee.
    const made = quantity
      .times(target.minus(entry).abs())
      .minus(feeOn(quantity.times(entry), rates.entry, sd))
      .minus(feeOn(quantity.times(target), fees.taker, sd));
    reward = made.toFixed(sd);
    rewardRisk = loss.gt(0) ? made.dividedBy(loss).toFixed(2, Decimal.ROUND_DOWN) : null;
  }

  const entryText = entry.toDecimalPlaces(pd, long ? Decimal.ROUND_UP : Decimal.ROUND_DOWN).toFixed(pd);
  const notional = quantity.times(entry);
  const value = estimate(
    ctx,
    side,
    [{ quantity: quantity.toFixed(td), price: entryText, role: resting ? 'maker' : 'taker' }],
    input.leverage,
    input.marginMode,
  );
  const liquidation = value?.liquidation;
  if (liquidation && (long ? stop.lte(liquidation) : stop.gte(liquidation))) {
    warnings.unshift(
      `The stop ${stop.toFixed(pd)} lies beyond the liquidation price ${new Decimal(liquidation).toFixed(pd)}: the position is liquidated first. Lower the leverage or bring the stop closer`,
    );
  }
  const equity = input.equity === null ? null : new Decimal(input.equity);
  return {
    ok: true,
    size: {
      side,
      quantity: quantity.toFixed(td),
      entry: entryText,
      risk: risk.value.toFixed(sd),
      loss: loss.toFixed(sd),
      reward,
      rewardRisk,
      notional: notional.toFixed(sd),
      margin: value?.margin ?? null,
      accountLeverage: equity && equity.gt(0) ? notional.dividedBy(equity).toFixed(2, Decimal.ROUND_UP) : null,
      liquidation,
      warnings,
    },
  };
}

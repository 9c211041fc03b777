/**
 * The scale order's engine: 2 to 100 limit orders evenly spaced from one price to another, the total quantity
 * shared out flat, growing or shrinking. The legs come from shared/trading `scaleOrders`, the very function the
 * core builds the orders with, so the preview is what is sent. Then the same checks as a single order, per leg.
 */
import Decimal from 'decimal.js';
import type { ParamsOf } from '../../../shared/bridge';
import { parseUserDecimal } from '../../../shared/decimal';
import { scaleOrders, type ScaleInput, type ScaleLeg } from '../../../shared/trading';
import { amountLimitError, balanceError, checkOrderOnPair, crossesBook, estimate, quantityLimitProblem } from './entry-context';
import type { EntryContext, Estimate, FieldErrors, MarginMode, Side } from './entry-context';

export type Distribution = 'flat' | 'increasing' | 'decreasing';
export type ScaleTimeInForce = 'GTC' | 'POST_ONLY';
export type PlaceScaleRequest = ParamsOf<'trading.placeScale'>;

export interface ScaleFormFields {
  fromPrice: string;
  toPrice: string;
  /** The number of orders, as typed. */
  count: string;
  totalQuantity: string;
  distribution: Distribution;
  leverage: number | null;
  marginMode: MarginMode;
  /** Scale orders rest: GTC or Post only (anything else counts as GTC). */
  timeInForce: string;
}

export interface ScalePreviewLeg extends ScaleLeg {
  notional: string;
  /** It would trade at once rather than rest. */
  crosses: boolean;
}

export interface ScalePreview {
  legs: ScalePreviewLeg[];
  totalQuantity: string;
  notional: string;
  /** The average price if every leg fills. */
  averagePrice: string;
  /** Margin, fees, and the position if every leg fills (in the order listed); null until the leverage is known. */
  estimate: Estimate | null;
  note?: string;
}

export interface ScaleForm {
  errors: FieldErrors;
  preview: ScalePreview | null;
  request: PlaceScaleRequest | null;
  timeInForce: ScaleTimeInForce;
}

export const scaleTimeInForce = (tif: string): ScaleTimeInForce => (tif === 'POST_ONLY' ? 'POST_ONLY' : 'GTC');

export function evaluateScaleForm(fields: ScaleFormFields, ctx: EntryContext, side: Side): ScaleForm {
  const { pair } = ctx;
  const errors: FieldErrors = {};
  const timeInForce = scaleTimeInForce(fields.timeInForce);

  const from = parseUserDecimal(fields.fromPrice, { field: 'From price', maxDecimals: pair.priceDecimal });
  if (!from.ok) errors.fromPrice = from.message;
  const to = parseUserDecimal(fields.toPrice, { field: 'To price', maxDecimals: pair.priceDecimal });
  if (!to.ok) errors.toPrice = to.message;
  const countText = fields.count.trim();
  const count = /^\d{1,3}$/.test(countText) ? Number(countText) : NaN;
  if (countText === '') errors.count = 'Orders is required';
  else if (!(count >= 2 && count <= 100)) errors.count = 'Orders must be a whole number from 2 to 100';
  const total = parseUserDecimal(fields.totalQuantity, { field: 'Total quantity', maxDecimals: pair.tradeDecimal });
  if (!total.ok) errors.totalQuantity = total.message;

  checkOrderOnPair(ctx, fields, side, errors);

  let preview: ScalePreview | null = null;
  let input: ScaleInput | null = null;
  if (from.ok && to.ok && total.ok && !errors.count) {
    input = { fromPrice: from.value, toPrice: to.value, count, totalQuantity: total.value, distribution: fields.distribution };
    const scale = scaleOrders(input, pair);
    if (!scale.ok) {
      errors[scale.field] ??= scale.message;
    } else {
      const legs = scale.legs.map((leg) => ({
        ...leg,
        notional: new Decimal(leg.price).times(leg.quantity).toFixed(pair.settleDecimal),
        crosses: crossesBook(ctx, side, leg.price),
      }));
      const quantities = legs.map((l) => new Decimal(l.quantity));
      const smallest = Decimal.min(...quantities);
      const largest = Decimal.max(...quantities);
      const sizeProblem = quantityLimitProblem(ctx, smallest) ?? quantityLimitProblem(ctx, largest);
      if (sizeProblem) {
        const which = quantityLimitProblem(ctx, smallest) ? smallest : largest;
        errors.totalQuantity ??= `${which === smallest ? 'The smallest' : 'The largest'} order would be ${which.toFixed(pair.tradeDecimal)} ${pair.tradeCoinName}: ${sizeProblem}`;
      }
      for (const leg of legs) {
        const problem = amountLimitError(ctx, new Decimal(leg.notional));
        if (problem) {
          errors.totalQuantity ??= `The order at ${leg.price}: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`;
          break;
        }
      }
      const notional = legs.reduce((sum, l) => sum.plus(l.notional), new Decimal(0));
      const value = estimate(
        ctx,
        side,
        legs.map((l) => ({ quantity: l.quantity, price: l.price, role: l.crosses && timeInForce === 'GTC' ? 'taker' : 'maker' })),
        fields.leverage,
        fields.marginMode,
      );
      const crossing = legs.filter((l) => l.crosses).length;
      const note =
        crossing === 0
          ? undefined
          : timeInForce === 'POST_ONLY'
            ? `${crossing} of the orders cross the book: as Post only they expire instead of trading`
            : `${crossing} of the orders cross the book and trade at once`;
      preview = {
        legs,
        totalQuantity: total.value,
        notional: notional.toFixed(pair.settleDecimal),
        averagePrice: notional.dividedBy(total.value).toDecimalPlaces(pair.priceDecimal, Decimal.ROUND_HALF_UP).toFixed(pair.priceDecimal),
        estimate: value,
        ...(note ? { note } : {}),
      };
      const balanceProblem = value && balanceError(ctx, value.cost);
      if (balanceProblem) errors.totalQuantity ??= balanceProblem;
    }
  }

  const request: PlaceScaleRequest | null =
    input && preview && Object.keys(errors).length === 0
      ? {
          pair: pair.symbol,
          side,
          ...input,
          ...(fields.leverage === null ? {} : { leverage: fields.leverage }),
          marginMode: fields.marginMode,
          timeInForce,
        }
      : null;
  return { errors, preview, request, timeInForce };
}

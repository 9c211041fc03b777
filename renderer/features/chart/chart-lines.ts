/**
 * The trading lines of the Price chart, without the chart: each open order (side colour, size, a ✕), the position's
 * entry (size, unrealised PnL, a Close button), its liquidation price, and a scale order's legs while the form
 * previews them. What a drag in progress changes is laid over them (order-drag). Prices stay decimal strings in
 * the pair's decimals; `value` is the number the chart draws with, nothing is computed from it.
 */
import Decimal from 'decimal.js';
import { formatDecimal, parseUserDecimal } from '../../../shared/decimal';
import type { AlgoView, HeldOrderView } from '../../../shared/bridge';
import type { Order, Position } from '../../../shared/exchange';
import { algoOfClientOrderId, scaleOrders, type ScaleLeg } from '../../../shared/trading';
import type { DragState } from './order-drag';

/** `algo`: a TWAP's price limit; `algo-tag`: a chase or TWAP with no price to stand at, pinned under the caption. */
export type LineKind = 'order' | 'position' | 'liquidation' | 'scale' | 'ghost' | 'held' | 'held-preview' | 'tool' | 'algo' | 'algo-tag' | 'alert';
/** A line's colour: the side's, the warning colour, or the plain text colour. */
export type LineTone = 'buy' | 'sell' | 'warn' | 'neutral';
export type LineDash = 'solid' | 'dashed' | 'dotted';

/** A run of a label's text in its own colour (the PnL is green or red on a line of the position's colour). */
export interface LabelPart {
  text: string;
  tone: LineTone | 'muted';
}

export interface ChartLine {
  /** `order:12`, `position:3`, `liquidation:3`, `scale:0`, `ghost:12`: one per line, stable while it lasts. */
  id: string;
  kind: LineKind;
  price: string;
  value: number;
  tone: LineTone;
  dash: LineDash;
  width: 1 | 2;
  /** Drawn faint: a cancel on its way, or where a dragged order was. */
  faded: boolean;
  /** The label's runs; none: no label. */
  label: LabelPart[];
  /** A label that may be left out where labels crowd (a scale's legs); others move aside instead. */
  optionalLabel: boolean;
  button: 'cancel' | 'close' | null;
  /** A press on it (line or label) may drag it: an order's line, not while its cancel or move is on its way. */
  draggable: boolean;
  /** The price scale stretches to show it (autoscaleRange). */
  scaled: boolean;
  /** Its price on the price axis. */
  axisLabel: boolean;
  /** The order it stands for (orders and their ghosts), for a drag or ✕. */
  orderId: number | null;
  /** The order Perpdesk holds that it stands for (held-lines), for a drag or ✕. */
  heldId: string | null;
  /** The chase or TWAP it stands for (its order's line, its limit or tag): its ✕ cancels that, never the order alone. */
  algoId: string | null;
  positionId: number | null;
  side: 'buy' | 'sell' | null;
  /** Size as shown (orders: what is left to fill). */
  quantity: string | null;
  /** What a screen reader reads for it. */
  description: string;
}

/** The pair's decimals and names, as the lines need them. */
export interface LinePair {
  symbol: string;
  priceDecimal: number;
  tradeDecimal: number;
  settleDecimal: number;
  tradeCoinName: string;
  settleCoinName: string;
}

export interface LineInputs {
  pair: LinePair | null;
  /** The pair's open orders (the feed's; others' are ignored). */
  orders: readonly Order[] | null;
  /** Every position (the pair's are drawn). */
  positions: readonly Position[] | null;
  /** A scale order's legs to preview, or null. */
  scale: readonly ScaleLeg[] | null;
  /** Orders whose cancel is on its way. */
  cancelling: ReadonlySet<number>;
  /** The orders Perpdesk holds (every market's; held-lines draws the pair's), and the pair's mark price. */
  held?: readonly HeldOrderView[] | null;
  mark?: string | null;
  /** The chases and TWAPs Perpdesk holds (every market's; algo-lines draws the pair's), and the time their countdowns read. */
  algos?: readonly AlgoView[] | null;
  now?: number;
}

export const EMPTY_INPUTS: LineInputs = { pair: null, orders: null, positions: null, scale: null, cancelling: new Set() };

const sideOf = (isLong: boolean): 'buy' | 'sell' => (isLong ? 'buy' : 'sell');
const SIDE_WORD = { buy: 'Buy', sell: 'Sell' } as const;
const positive = (value: string): boolean => {
  try {
    return new Decimal(value).gt(0);
  } catch {
    return false;
  }
};

/** What is left of an order to fill. */
export const remainingOf = (order: Pick<Order, 'quantity' | 'dealQuantity'>, tradeDecimal: number): string =>
  Decimal.max(0, new Decimal(order.quantity).minus(order.dealQuantity)).toFixed(tradeDecimal);

/** A signed amount to two decimals: "+12.34", "−3.10" (a true minus sign), "0.00". */
export function signedMoney(value: string): string {
  const d = new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (d.isZero()) return '0.00';
  return d.isPositive() ? `+${d.toFixed(2)}` : `\u2212${d.abs().toFixed(2)}`;
}

export function baseLine(partial: Partial<ChartLine> & Pick<ChartLine, 'id' | 'kind' | 'price' | 'tone' | 'description'>): ChartLine {
  return {
    value: Number(partial.price),
    dash: 'solid',
    width: 1,
    faded: false,
    label: [],
    optionalLabel: false,
    button: null,
    draggable: false,
    scaled: false,
    axisLabel: true,
    orderId: null,
    heldId: null,
    algoId: null,
    positionId: null,
    side: null,
    quantity: null,
    ...partial,
  };
}

function orderLine(pair: LinePair, order: Order, cancelling: boolean): ChartLine {
  const side = sideOf(order.isLong);
  // A chase's or TWAP's order: marked, and left to it (moved or cancelled by hand, the chase would place another).
  const algoId = algoOfClientOrderId(order.clientOrderId);
  const held = algoId !== null;
  const price = formatDecimal(order.price, pair.priceDecimal);
  const left = remainingOf(order, pair.tradeDecimal);
  const total = formatDecimal(order.quantity, pair.tradeDecimal);
  const size = left === total ? left : `${left}/${total}`;
  return baseLine({
    id: `order:${order.id}`,
    kind: 'order',
    price,
    tone: side,
    faded: cancelling,
    label: [
      { text: `${SIDE_WORD[side]} ${size}`, tone: side },
      ...(held ? [{ text: 'Chase · Held', tone: 'muted' as const }] : []),
      ...(cancelling ? [{ text: 'cancelling…', tone: 'muted' as const }] : []),
    ],
    button: cancelling || held ? null : 'cancel',
    draggable: !cancelling && !held,
    scaled: true,
    orderId: order.id,
    algoId,
    side,
    quantity: left,
    description: `${SIDE_WORD[side]} order #${order.id}: ${left} ${pair.tradeCoinName} at ${price}${left === total ? '' : ` (${total} ordered)`}${held ? ', a chase held by Perpdesk' : ''}`,
  });
}

function positionLines(pair: LinePair, p: Position): ChartLine[] {
  const side = sideOf(p.isLong);
  const word = p.isLong ? 'Long' : 'Short';
  const size = formatDecimal(p.quantity, pair.tradeDecimal);
  const entry = formatDecimal(p.openingPrice, pair.priceDecimal);
  const pnl = signedMoney(p.unrealizedPnl);
  const pnlTone = pnl.startsWith('+') ? 'buy' : pnl === '0.00' ? 'muted' : 'sell';
  const lines = [
    baseLine({
      id: `position:${p.id}`,
      kind: 'position',
      price: entry,
      tone: side,
      width: 2,
      label: [
        { text: `${word} ${size}`, tone: side },
        { text: `${pnl} ${pair.settleCoinName}`, tone: pnlTone },
      ],
      button: 'close',
      // Dragged away from the entry: a new stop or target (held-drag).
      draggable: true,
      scaled: true,
      positionId: p.id,
      side,
      quantity: size,
      description: `${word} position of ${size} ${pair.tradeCoinName}, entry ${entry}, unrealised PnL ${pnl} ${pair.settleCoinName}`,
    }),
  ];
  if (positive(p.restrictPrice)) {
    const liquidation = formatDecimal(p.restrictPrice, pair.priceDecimal);
    lines.push(
      baseLine({
        id: `liquidation:${p.id}`,
        kind: 'liquidation',
        price: liquidation,
        tone: 'warn',
        dash: 'dotted',
        label: [{ text: `Liq. ${word} ${size}`, tone: 'warn' }],
        positionId: p.id,
        side,
        description: `Liquidation price of the ${word.toLowerCase()} position: ${liquidation}`,
      }),
    );
  }
  return lines;
}

function scaleLines(pair: LinePair, legs: readonly ScaleLeg[]): ChartLine[] {
  return legs.map((leg, i) =>
    baseLine({
      id: `scale:${i}`,
      kind: 'scale',
      price: leg.price,
      tone: 'neutral',
      dash: 'dashed',
      label: [{ text: `Scale ${i + 1}/${legs.length} · ${leg.quantity}`, tone: 'neutral' }],
      optionalLabel: true,
      axisLabel: false,
      quantity: leg.quantity,
      description: `Scale order preview, order ${i + 1} of ${legs.length}: ${leg.quantity} ${pair.tradeCoinName} at ${leg.price}`,
    }),
  );
}

/** Where a dragged line was: faint, with no label, button or price on the axis; not draggable, not described. */
export const ghostOf = (line: ChartLine, id: number | string): ChartLine => ({
  ...line,
  id: `ghost:${id}`,
  kind: 'ghost',
  faded: true,
  label: [],
  button: null,
  draggable: false,
  axisLabel: false,
  description: '',
});

/**
 * The lines to draw, bottom layer first: the scale preview, the liquidation and entry lines, the orders; with a
 * drag laid over them (the dragged order at its new price, a ghost where it was; while moving or settling the old
 * order hidden and the new price held).
 */
export function buildLines(inputs: LineInputs, drag: DragState = { phase: 'idle' }): ChartLine[] {
  const { pair } = inputs;
  if (!pair) return [];
  const lines: ChartLine[] = [];
  if (inputs.scale) lines.push(...scaleLines(pair, inputs.scale));
  for (const p of inputs.positions ?? []) {
    if (p.symbol === pair.symbol && positive(p.quantity)) lines.push(...positionLines(pair, p));
  }
  const orders = (inputs.orders ?? []).filter((o) => o.symbol === pair.symbol);
  const held = drag.phase === 'dragging' || drag.phase === 'moving' || drag.phase === 'settling' ? drag : null;
  for (const order of orders) {
    if (held && order.id === held.order.orderId) {
      // Where it was, faint, while dragged; gone from its old price once the move is out.
      if (held.phase === 'dragging') {
        lines.push(ghostOf(orderLine(pair, order, false), order.id));
      }
      continue;
    }
    if (held?.phase === 'settling' && order.id === held.placedOrderId) continue;
    lines.push(orderLine(pair, order, inputs.cancelling.has(order.id)));
  }
  if (held) lines.push(heldLine(pair, held));
  return lines;
}

/** The order being dragged, moved or settling, at its new price. */
function heldLine(pair: LinePair, held: Extract<DragState, { phase: 'dragging' | 'moving' | 'settling' }>): ChartLine {
  const { order, price } = held;
  const note = held.phase === 'dragging' ? `→ ${price}` : held.phase === 'moving' ? 'moving…' : '';
  return baseLine({
    id: `order:${order.orderId}`,
    kind: 'order',
    price,
    tone: order.side,
    label: [{ text: `${SIDE_WORD[order.side]} ${order.quantity}`, tone: order.side }, ...(note ? [{ text: note, tone: 'muted' as const }] : [])],
    // Held by the pointer: it follows it (while the scale stays put, so it cannot run away); once let go, it is the
    // order's price until the exchange says otherwise.
    draggable: held.phase === 'dragging',
    scaled: held.phase !== 'dragging',
    orderId: order.orderId,
    side: order.side,
    quantity: order.quantity,
    description: `${SIDE_WORD[order.side]} order #${order.orderId}: ${order.quantity} ${pair.tradeCoinName}, ${held.phase === 'dragging' ? `moving to ${price}` : `moved to ${price}`}`,
  });
}

/**
 * The prices the chart's scale stretches to show: the orders and the position's entry (what the trader acts on;
 * a dragged order where it was). Not the liquidation price (often far away: it would squash the candles), nor a
 * scale preview (it jumps while its prices are typed), nor a line being dragged (the scale would run away under
 * the pointer).
 */
export function autoscaleRange(lines: readonly ChartLine[]): { minValue: number; maxValue: number } | null {
  let min = Infinity;
  let max = -Infinity;
  for (const line of lines) {
    if (!line.scaled || !Number.isFinite(line.value)) continue;
    min = Math.min(min, line.value);
    max = Math.max(max, line.value);
  }
  return min <= max ? { minValue: min, maxValue: max } : null;
}

/** A price from the chart (a float) snapped to the pair's tick, or null where there is no positive price. */
export function snapToTick(value: number | null, priceDecimal: number): string | null {
  if (value === null || !Number.isFinite(value) || value <= 0) return null;
  const snapped = new Decimal(value).toDecimalPlaces(priceDecimal, Decimal.ROUND_HALF_UP);
  return snapped.gt(0) ? snapped.toFixed(priceDecimal) : null;
}

export interface ScaleFieldsText {
  fromPrice: string;
  toPrice: string;
  count: string;
  totalQuantity: string;
  distribution: 'flat' | 'increasing' | 'decreasing';
}

/**
 * A scale order's legs as the order form would send them (the same `scaleOrders` the core builds them with), or
 * null while the fields do not make a valid scale: nothing half-typed is drawn.
 */
export function scalePreviewLegs(fields: ScaleFieldsText, pair: Pick<LinePair, 'priceDecimal' | 'tradeDecimal'>): ScaleLeg[] | null {
  const from = parseUserDecimal(fields.fromPrice, { field: 'From price', maxDecimals: pair.priceDecimal });
  const to = parseUserDecimal(fields.toPrice, { field: 'To price', maxDecimals: pair.priceDecimal });
  const total = parseUserDecimal(fields.totalQuantity, { field: 'Total quantity', maxDecimals: pair.tradeDecimal });
  const countText = fields.count.trim();
  if (!from.ok || !to.ok || !total.ok || !/^\d{1,3}$/.test(countText)) return null;
  const result = scaleOrders(
    { fromPrice: from.value, toPrice: to.value, count: Number(countText), totalQuantity: total.value, distribution: fields.distribution },
    pair,
  );
  return result.ok ? result.legs : null;
}

/** What of a line, besides its label, changes what is drawn or read out. */
const DRAWN = [
  'id',
  'kind',
  'price',
  'faded',
  'tone',
  'dash',
  'width',
  'scaled',
  'axisLabel',
  'optionalLabel',
  'button',
  'draggable',
  'description',
] as const satisfies readonly (keyof ChartLine)[];

/** Two line lists that draw the same (so a feed answer that changes nothing drawn does not redraw). */
export function sameLines(a: readonly ChartLine[], b: readonly ChartLine[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((line, i) => {
    const other = b[i]!;
    return (
      DRAWN.every((field) => line[field] === other[field]) &&
      line.label.length === other.label.length &&
      line.label.every((part, j) => part.text === other.label[j]!.text && part.tone === other.label[j]!.tone)
    );
  });
}

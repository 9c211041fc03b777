/** What the chart writes: the legend in the pair's decimals, prices on its scale, times in local time, its colours. */
import Decimal from 'decimal.js';
import { TickMarkType, type PriceFormatBuiltIn } from 'lightweight-charts';
import { formatDecimal } from '../../../shared/decimal';
import type { Candle } from '../../../shared/exchange';

export type Direction = 'up' | 'down' | 'flat';

export interface LegendView {
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  /** Close against open: "+0.12 %", "-1.50 %", "0.00 %". */
  change: string;
  direction: Direction;
}

/** Close against open, to two decimals of a percent, and which way the candle went. */
export function candleChange(openValue: string, closeValue: string): { change: string; direction: Direction } {
  const open = new Decimal(openValue);
  const move = new Decimal(closeValue).minus(open);
  const direction: Direction = move.isZero() ? 'flat' : move.isPositive() ? 'up' : 'down';
  if (open.isZero()) return { change: '0.00 %', direction };
  const percent = move.div(open).times(100).toFixed(2, Decimal.ROUND_HALF_UP);
  return { change: `${direction === 'up' ? '+' : ''}${percent === '-0.00' ? '0.00' : percent} %`, direction };
}

/** A decimal string in `decimals` places, or as it is while the decimals are not known. */
export const inDecimals = (value: string, decimals: number | undefined): string => (decimals === undefined ? value : formatDecimal(value, decimals));

/** One candle for the legend: prices in `priceDecimals`, volume in `quantityDecimals` (as given until they are known). */
export function legendView(c: Candle, priceDecimals?: number, quantityDecimals?: number): LegendView {
  return {
    open: inDecimals(c.open, priceDecimals),
    high: inDecimals(c.high, priceDecimals),
    low: inDecimals(c.low, priceDecimals),
    close: inDecimals(c.close, priceDecimals),
    volume: inDecimals(c.quantity, quantityDecimals),
    ...candleChange(c.open, c.close),
  };
}

/** The legend as one line, as it reads on screen. */
export const legendText = (v: LegendView): string => `O ${v.open} H ${v.high} L ${v.low} C ${v.close} V ${v.volume} (${v.change})`;

/** The price scale and the crosshair label in the pair's decimals: 1 decimal moves by 0.1, 0 by 1. */
export function priceFormatFor(decimals: number): PriceFormatBuiltIn {
  const precision = Math.max(0, Math.min(12, Math.trunc(decimals)));
  return { type: 'price', precision, minMove: Number(`1e-${precision}`) };
}

// Local time, spelled the same whatever the browser's language, so traders and tests read the same thing.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const two = (n: number): string => String(n).padStart(2, '0');
const clock = (d: Date): string => `${two(d.getHours())}:${two(d.getMinutes())}`;

/** The crosshair's time label: "Wed 5 Feb '25 14:03", in the trader's time zone. */
export function formatCrosshairTime(ms: number): string {
  const d = new Date(ms);
  return `${WEEKDAYS[d.getDay()]} ${d.getDate()} ${MONTHS[d.getMonth()]} '${two(d.getFullYear() % 100)} ${clock(d)}`;
}

/**
 * A label of the time axis, in the trader's time zone. The chart picks where the labels go (a new year, month or
 * day in UTC weighs more than an hour); this says each in local time: "2025", "Feb", "5 Feb", "14:00".
 */
export function formatTickMark(ms: number, type: TickMarkType): string {
  const d = new Date(ms);
  switch (type) {
    case TickMarkType.Year:
      return String(d.getFullYear());
    case TickMarkType.Month:
      return `${MONTHS[d.getMonth()]}`;
    case TickMarkType.DayOfMonth:
      return `${d.getDate()} ${MONTHS[d.getMonth()]}`;
    case TickMarkType.TimeWithSeconds:
      return `${clock(d)}:${two(d.getSeconds())}`;
    default:
      return clock(d);
  }
}

export interface ChartColors {
  buy: string;
  sell: string;
  text: string;
  muted: string;
  line: string;
  panel: string;
  /** Warnings: the liquidation line. */
  warn: string;
}

/** The dark theme's values, for a custom property that is not there. */
export const FALLBACK_COLORS: ChartColors = {
  buy: '#2ebd85',
  sell: '#f6465d',
  text: '#d5dbe3',
  muted: '#7d8896',
  line: '#222a35',
  panel: '#12161c',
  warn: '#f0b90b',
};

/** The theme's colours from its custom properties (`--buy`, `--sell`, `--text`, `--muted`, `--line`, `--panel`, `--warn`). */
export function chartColors(readProperty: (name: string) => string): ChartColors {
  const read = (key: keyof ChartColors): string => readProperty(`--${key}`).trim() || FALLBACK_COLORS[key];
  return {
    buy: read('buy'),
    sell: read('sell'),
    text: read('text'),
    muted: read('muted'),
    line: read('line'),
    panel: read('panel'),
    warn: read('warn'),
  };
}

/** Text that reads on `background`: near-black on a light colour, white on a dark one (white for one not understood). */
export function readableOn(background: string): string {
  const rgb = parseRgb(background.trim());
  if (!rgb) return '#ffffff';
  const [r, g, b] = rgb;
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? '#111111' : '#ffffff';
}

/** `color` at `alpha` opacity, for hex and rgb() colours; any other colour as it is. */
export function withAlpha(color: string, alpha: number): string {
  const rgb = parseRgb(color.trim());
  return rgb ? `rgba(${rgb[0]}, ${rgb[1]}, ${rgb[2]}, ${alpha})` : color;
}

function parseRgb(color: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((ch) => ch + ch).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const fn = /^rgba?\(\s*(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)/i.exec(color);
  if (fn) return [Number(fn[1]), Number(fn[2]), Number(fn[3])];
  return null;
}

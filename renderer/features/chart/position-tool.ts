/**
 * The chart's position tool, with no chart and no React in it: a planned trade as three prices (entry, stop,
 * target), long or short, kept in order while a line is dragged (a long's stop below its entry and its target
 * above; a short's the other way round), and the three lines the chart draws for it. Sizing is the Order entry's
 * (features/trading risk-sizing.ts, through the order entry service); this only places the prices.
 */
import Decimal from 'decimal.js';
import { baseLine, type ChartLine, type LinePair } from './chart-lines';

export type ToolLine = 'entry' | 'stop' | 'target';
export type ToolSide = 'long' | 'short';

export interface PositionTool {
  side: ToolSide;
  entry: string;
  stop: string;
  target: string;
}

/** Where a new tool puts its stop and target: this share of the entry away (the target twice as far). */
const STOP_SHARE = new Decimal('0.01');

const tickOf = (priceDecimal: number): Decimal => new Decimal(1).dividedBy(new Decimal(10).pow(priceDecimal));

/** A tool at `price` (the last price, say): the stop 1 % away, the target 2 %, on the side's sides. */
export function startTool(side: ToolSide, price: string, priceDecimal: number): PositionTool {
  const entry = new Decimal(price);
  const away = Decimal.max(entry.times(STOP_SHARE).toDecimalPlaces(priceDecimal, Decimal.ROUND_HALF_UP), tickOf(priceDecimal));
  const sign = side === 'long' ? -1 : 1;
  return {
    side,
    entry: entry.toFixed(priceDecimal),
    stop: entry.plus(away.times(sign)).toFixed(priceDecimal),
    target: entry.minus(away.times(2 * sign)).toFixed(priceDecimal),
  };
}

/** The same trade mirrored to the other side: stop and target swap sides of the entry at the same distances. */
export function flipTool(tool: PositionTool, priceDecimal: number): PositionTool {
  const entry = new Decimal(tool.entry);
  const mirror = (p: string) => entry.times(2).minus(p).toFixed(priceDecimal);
  return { side: tool.side === 'long' ? 'short' : 'long', entry: tool.entry, stop: mirror(tool.stop), target: mirror(tool.target) };
}

/**
 * One line dragged to `price`: the stop and target stay at least a tick on their side of the entry; the entry
 * stays between them. A price at or below 0 leaves the tool as it was.
 */
export function dragTool(tool: PositionTool, line: ToolLine, price: string, priceDecimal: number): PositionTool {
  const p = new Decimal(price);
  if (p.lte(0)) return tool;
  const tick = tickOf(priceDecimal);
  const long = tool.side === 'long';
  const below = (a: Decimal, b: string) => Decimal.min(a, new Decimal(b).minus(tick));
  const above = (a: Decimal, b: string) => Decimal.max(a, new Decimal(b).plus(tick));
  let next: Decimal;
  if (line === 'entry') {
    const [low, high] = long ? [tool.stop, tool.target] : [tool.target, tool.stop];
    next = above(below(p, high), low);
  } else if (line === 'stop') next = long ? below(p, tool.entry) : above(p, tool.entry);
  else next = long ? above(p, tool.entry) : below(p, tool.entry);
  if (next.lte(0)) return tool;
  return { ...tool, [line]: next.toFixed(priceDecimal) };
}

/** What each line's label says besides its price (the sizing's figures, when it sized). */
export interface ToolFigures {
  quantity: string | null;
  loss: string | null;
  reward: string | null;
  rewardRisk: string | null;
}

const NAMES: Record<ToolLine, string> = { entry: 'Entry', stop: 'Stop', target: 'Target' };

/** The tool's three lines, drawn by the chart's lines primitive and draggable there. */
export function toolLines(tool: PositionTool, pair: LinePair, figures: ToolFigures): ChartLine[] {
  const coin = pair.settleCoinName;
  const extra: Record<ToolLine, string | null> = {
    entry: figures.quantity && `${tool.side === 'long' ? 'Long' : 'Short'} ${figures.quantity} ${pair.tradeCoinName}`,
    stop: figures.loss && `−${new Decimal(figures.loss).toFixed(2)} ${coin}`,
    target: figures.reward && `+${new Decimal(figures.reward).toFixed(2)} ${coin}${figures.rewardRisk ? ` · R:R ${figures.rewardRisk}` : ''}`,
  };
  return (['target', 'entry', 'stop'] as const).map((which) => {
    const price = tool[which];
    const text = [`${NAMES[which]} ${price}`, extra[which]].filter(Boolean).join(' · ');
    const tone = which === 'entry' ? 'neutral' : which === 'stop' ? 'sell' : 'buy';
    return baseLine({
      id: `tool:${which}`,
      kind: 'tool',
      price,
      tone,
      dash: which === 'entry' ? 'solid' : 'dashed',
      label: [{ text, tone }],
      draggable: true,
      scaled: true,
      quantity: figures.quantity,
      description: `Position tool ${text}`,
    });
  });
}

/** Which tool line a chart line is, or null for any other. */
export const toolLineOf = (line: Pick<ChartLine, 'id' | 'kind'>): ToolLine | null =>
  line.kind === 'tool' ? (line.id.slice('tool:'.length) as ToolLine) : null;

/**
 * The chases and TWAPs Perpdesk holds on the Price chart, without the chart: a chase's order line says what the chase
 * is doing ("Chase buy 0.030 left · 12 s · 40.0 to limit") with a ✕ that cancels the chase (not its order); a TWAP
 * with a price limit is a dashed line there ("TWAP buy 2/4 · limit · 0.020/0.040 · avg 60010.4"); one without, or a
 * chase with no order resting at the moment, is a tag pinned under the chart's caption. All go through the lines
 * primitive like every other line.
 */
import { formatDecimal } from '../../../shared/decimal';
import type { AlgoView } from '../../../shared/bridge';
import { algoState, algoTitle, liveAlgosOf } from '../../domain/protection/algo-state';
import type { Order } from '../../../shared/exchange';
import { baseLine, type ChartLine, type LabelPart, type LineInputs, type LinePair } from './chart-lines';

function labelOf(a: AlgoView, amount: string, notes: readonly string[], extra: string[] = []): LabelPart[] {
  return [
    { text: a.kind === 'chase' ? `${algoTitle(a)} ${amount}` : algoTitle(a), tone: a.side },
    ...[...extra, ...(a.kind === 'chase' ? [] : [amount]), ...notes].map((text) => ({ text, tone: 'muted' as const })),
  ];
}

/** A chase's resting order's line, saying what the chase does; its ✕ cancels the chase. */
function chaseOnLine(pair: LinePair, line: ChartLine, a: AlgoView, now: number, order: Order | null): ChartLine {
  const s = algoState(a, now, pair, order ?? { clientOrderId: '', dealQuantity: '0', price: line.price });
  return {
    ...line,
    faded: line.faded || s.quiet,
    label: labelOf(a, s.amount, s.notes),
    button: s.cancellable ? 'cancel' : null,
    description: s.description,
  };
}

/** A TWAP at its price limit, or a tag (no price: pinned under the caption) for a TWAP without one or a chase with no order out. */
function ownLine(pair: LinePair, a: AlgoView, now: number): ChartLine {
  const limit = a.twap?.priceLimit ?? null;
  const price = limit === null ? '' : formatDecimal(limit, pair.priceDecimal);
  const s = algoState(a, now, pair, null);
  return baseLine({
    id: `algo:${a.id}`,
    kind: limit === null ? 'algo-tag' : 'algo',
    price,
    value: limit === null ? Number.NaN : Number(price),
    tone: a.side,
    dash: 'dashed',
    faded: s.quiet,
    label: labelOf(a, s.amount, s.notes, limit === null ? [] : ['limit']),
    button: s.cancellable ? 'cancel' : null,
    scaled: limit !== null,
    axisLabel: limit !== null,
    side: a.side,
    algoId: a.id,
    description: s.description,
  });
}

/** The lines with the market's live chases and TWAPs laid on: their orders' lines relabelled, their own lines and tags added. */
export function withAlgos(lines: readonly ChartLine[], inputs: LineInputs): ChartLine[] {
  const { pair } = inputs;
  const live = pair ? liveAlgosOf(inputs.algos, pair.symbol) : [];
  if (!pair || live.length === 0) return [...lines];
  const now = inputs.now ?? 0;
  const byId = new Map(live.map((a) => [a.id, a]));
  const shown = new Set<string>();
  const out = lines.map((line) => {
    const a = line.kind === 'order' && line.algoId !== null ? byId.get(line.algoId) : undefined;
    if (!a || a.kind !== 'chase') return line;
    shown.add(a.id);
    return chaseOnLine(pair, line, a, now, inputs.orders?.find((o) => o.id === line.orderId) ?? null);
  });
  for (const a of live) if (!shown.has(a.id)) out.push(ownLine(pair, a, now));
  return out;
}

/**
 * The lines of the orders Perpdesk holds on the Price chart, without the chart: each live stop loss, take profit,
 * trailing stop and pending bracket leg of the pair, dashed (the exchange's orders are solid) and labelled
 * "SL · Held" / "TP · Held" with its quantity or "all", with a ✕ (a trailing stop "Trailing stop · Held" and how far it
 * trails, at its trigger now: it moves with the price and is not dragged); and what a held-drag in progress lays over them
 * (a held line at its new price with a ghost where it was, a new stop or target dragged out of the position line).
 */
import { HELD_KINDS, type HeldKind } from '../../../shared/trading/held-kinds';
import { formatDecimal } from '../../../shared/decimal';
import type { HeldOrderView } from '../../../shared/bridge';
import { KIND } from '../../domain/protection/protection-model';
import { KIND_TAGS, pnlAt } from '../../domain/protection/held-at-price';
import { trailText } from '../../domain/protection/trigger-units';
import { baseLine, buildLines, ghostOf, signedMoney, type ChartLine, type LineInputs, type LinePair, type LineTone } from './chart-lines';
import type { LineHit } from './lines-primitive';
import type { DragState } from './order-drag';
import { HELD_IDLE, type HeldDragState, type HeldPress } from './held-drag';
import { withAlgos } from './algo-lines';

const LIVE = new Set<HeldOrderView['status']>(['armed', 'pending', 'firing']);

/** A stop is drawn in the loss colour, a target in the profit colour, whatever the exit's side. */
const toneOf = (kind: HeldKind): LineTone => (HELD_KINDS[kind].closes === 'profit' ? 'buy' : 'sell');

const movable = (h: HeldOrderView): boolean => (h.status === 'armed' || h.status === 'pending') && HELD_KINDS[h.kind].movable;

/** "SL · Held", "TP · Held"; a take profit's tier "TP1 · Held 50 %". */
const tagOf = (h: HeldOrderView): string => (h.tier === null ? `${KIND_TAGS[h.kind]} · Held` : `TP${h.tier} · Held ${h.share ?? '?'} %`);

function heldLine(pair: LinePair, h: HeldOrderView, trigger: string): ChartLine {
  const price = formatDecimal(trigger, pair.priceDecimal);
  const tone = toneOf(h.kind);
  const size = h.quantity === null ? 'all' : formatDecimal(h.quantity, pair.tradeDecimal);
  const state = h.status === 'pending' ? 'after entry' : h.status === 'firing' ? 'firing…' : null;
  const cancellable = h.status === 'armed' || h.status === 'pending';
  return baseLine({
    id: `held:${h.id}`,
    kind: 'held',
    price,
    tone,
    dash: 'dashed',
    faded: h.status !== 'armed',
    label: [
      // A trailing stop's line moves with the price: its tag says so, and how far it trails.
      ...(h.trailing
        ? [
            { text: 'Trailing stop · Held', tone },
            { text: trailText(h.trailing), tone: 'muted' as const },
          ]
        : [{ text: tagOf(h), tone }]),
      { text: size, tone: 'muted' },
      ...(state ? [{ text: state, tone: 'muted' as const }] : []),
    ],
    button: cancellable ? 'cancel' : null,
    draggable: movable(h),
    scaled: true,
    heldId: h.id,
    quantity: size,
    description: `${h.tier === null ? KIND[h.kind] : `Take profit ${h.tier} of the tiers (${h.share ?? '?'} %)`} held by Perpdesk at ${price} (${h.feed} price${h.trailing ? `, ${trailText(h.trailing)} the best price, following it` : ''}): closes ${h.quantity === null ? 'the whole' : `${size} ${pair.tradeCoinName} of the`} ${h.positionSide}${state ? `, ${state}` : ''}`,
  });
}

/** The pair's live held orders as lines, with the drag laid over them; then a stop or target being dragged out. */
export function heldLines(inputs: LineInputs, drag: HeldDragState = HELD_IDLE): ChartLine[] {
  const { pair } = inputs;
  if (!pair) return [];
  const moving = drag.phase === 'dragging' || drag.phase === 'saving' || drag.phase === 'settling' ? drag : null;
  const movingId = moving?.press.kind === 'held' ? moving.press.heldId : null;
  const lines: ChartLine[] = [];
  for (const h of inputs.held ?? []) {
    if (h.pair !== pair.symbol || !LIVE.has(h.status) || h.trigger === null || !HELD_KINDS[h.kind].drawn) continue;
    if (h.id !== movingId) {
      lines.push(heldLine(pair, h, h.trigger));
      continue;
    }
    if (moving?.phase === 'dragging') lines.push(ghostOf(heldLine(pair, h, h.trigger), h.id));
    const note = moving?.phase === 'dragging' ? `→ ${moving.price}` : moving?.phase === 'saving' ? 'moving…' : null;
    const line = heldLine(pair, h, moving!.price);
    lines.push({
      ...line,
      label: [...line.label, ...(note ? [{ text: note, tone: 'muted' as const }] : [])],
      button: null,
      draggable: moving?.phase === 'dragging',
      scaled: moving?.phase !== 'dragging',
    });
  }
  if (moving?.press.kind === 'position') lines.push(previewLine(pair, moving));
  return lines;
}

/** A stop or a target dragged out of the position's line, before (and while) it is set. */
function previewLine(pair: LinePair, drag: Extract<HeldDragState, { phase: 'dragging' | 'saving' | 'settling' }>): ChartLine {
  const press = drag.press as Extract<HeldPress, { kind: 'position' }>;
  const { plan, price } = drag;
  const kind = plan.what === 'set' ? plan.kind : null;
  const tone: LineTone = kind ? toneOf(kind) : 'neutral';
  const pnl = signedMoney(pnlAt(press.isLong, press.entry, price, press.quantity));
  const label = kind
    ? [
        { text: `${KIND_TAGS[kind]} · Held`, tone },
        { text: `all · ${pnl} ${pair.settleCoinName}`, tone: 'muted' as const },
        ...(drag.phase === 'saving' ? [{ text: 'setting…', tone: 'muted' as const }] : []),
      ]
    : [{ text: plan.what === 'none' ? plan.why : '', tone: 'muted' as const }];
  return baseLine({
    id: 'held-preview',
    kind: 'held-preview',
    price,
    tone,
    dash: 'dashed',
    faded: kind === null,
    label,
    scaled: drag.phase !== 'dragging',
    positionId: press.positionId,
    description: kind
      ? `New ${KIND[kind].toLowerCase()} at ${price}, held by Perpdesk: closes the whole position, ${pnl} ${pair.settleCoinName}`
      : `Nothing to set at ${price}`,
  });
}

/** Every line of the chart: the exchange's orders and the position's (chart-lines) with the chases and TWAPs on them (algo-lines), then the held orders' on top. */
export const allLines = (inputs: LineInputs, drag?: DragState, held?: HeldDragState): ChartLine[] => [
  ...withAlgos(buildLines(inputs, drag), inputs),
  ...heldLines(inputs, held),
];

/** What a press on a line starts in held-drag: a held line's drag or ✕, a drag out of the position's line; null: not held-drag's. */
export function heldPressOf({ line, part }: LineHit, inputs: Pick<LineInputs, 'positions' | 'mark'>): HeldPress | null {
  // A chase's or TWAP's ✕ cancels it on its own road (services/algo), as the Working tab does; nothing of it drags.
  if (line.algoId !== null) return part === 'button' && line.button === 'cancel' ? { kind: 'cancel', heldId: line.algoId, road: 'algo' } : null;
  if (line.heldId !== null) {
    if (part === 'button') return line.button === 'cancel' ? { kind: 'cancel', heldId: line.heldId } : null;
    return line.draggable && line.kind === 'held' ? { kind: 'held', heldId: line.heldId, price: line.price } : null;
  }
  if (line.kind !== 'position' || part === 'button' || line.positionId === null) return null;
  const position = inputs.positions?.find((p) => p.id === line.positionId);
  if (!position) return null;
  return {
    kind: 'position',
    positionId: position.id,
    isLong: position.isLong,
    entry: position.openingPrice,
    quantity: position.quantity,
    mark: inputs.mark ?? null,
    price: line.price,
  };
}

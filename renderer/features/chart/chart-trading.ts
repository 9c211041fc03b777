/**
 * Trading on the Price chart, outside React: its lines among the chart's (lines-primitive), the pointer on them (drag an
 * order's line to move the order, ✕ to cancel it, Close for the position, Alt/Ctrl/⌘-click for a price in the
 * order form; a held order's line dragged or ✕, the position's line dragged out into a stop or a target), and the
 * calls those make (the trading and protection services). The drags' logic is order-drag's and held-drag's state
 * machines; this carries out their effects, holds the chart still while a line is held, and writes where each line is drawn into the
 * accessible list (data-y, data-button-x) for assistive tech and tests.
 */
import type { IChartApi, ISeriesApi, Time } from 'lightweight-charts';
import type { AlgoWrites } from '../../services/algo';
import type { ProtectionWrites } from '../../services/protection';
import { FIRES_AT_ONCE_CODE } from '../../../shared/bridge';
import type { Trading } from '../../services/trading';
import type { ChartColors } from './chart-format';
import { EMPTY_INPUTS, sameLines, type ChartLine, type LineInputs } from './chart-lines';
import type { LineGeometry, LineHit, LineSet, TradingLinesPrimitive } from './lines-primitive';
import { allLines, heldPressOf } from './held-lines';
import { HELD_IDLE, heldAcceptsPress, heldHoldsPointer, heldStep, type HeldDragEffect, type HeldDragEvent, type HeldDragState } from './held-drag';
import { holdStill, panePointOf, priceAtY } from './pane-point';
import { DRAG_THRESHOLD_PX } from './button-press';
import { acceptsPress, holdsPointer, IDLE, step, type DragEffect, type DragEvent, type DragState, type Press } from './order-drag';
import { listen, windowOf } from '../../ui/dom';

/** What the chart gives a layer drawn on it. */
export interface ChartMount {
  chart: IChartApi;
  series: ISeriesApi<'Candlestick', Time>;
  /** The chart's box: the pane's top-left corner is its top-left corner. */
  host: HTMLElement;
  /** The chart's lines: a layer adds its own set (`lines.add`), laid out with every other layer's. */
  lines: TradingLinesPrimitive;
}

/** Something drawn on the chart, living as long as the chart does (ChartController calls these). */
export interface ChartLayer {
  attach(mount: ChartMount): void;
  detach(): void;
  /** Lines take the theme from the chart's lines; a layer that draws otherwise is told it here. */
  setColors?(colors: ChartColors, fontFamily: string): void;
}

export interface ChartTradingDeps {
  /** The session's trading service: the chart's moves and cancels go where every write goes (the Open orders table shows them too). */
  trading: Pick<Trading, 'moveOrder' | 'cancelOrder'>;
  /** The held orders' road (services/protection): their lines' moves, cancels, and stops or targets dragged out of the position. */
  protection?: Pick<ProtectionWrites, 'set' | 'move' | 'cancel'>;
  /** The chases' and TWAPs' road (services/algo): ✕ on their lines cancels them as the Working tab does. */
  algos?: Pick<AlgoWrites, 'cancel'>;
  /**
   * The pair's mark price now, read at a press on the position's line (a drag out of it is a stop or a target by
   * which side of the mark it ends): not an input of the lines, which it does not change.
   */
  markPrice?: () => string | null;
}

/** What React does for the layer: show a message, ask before closing, put a price into the order form. */
/** An order's move, before it is sent. */
export interface PlannedMove {
  orderId: number;
  side: 'buy' | 'sell';
  quantity: string;
  from: string;
  price: string;
}

export interface ChartTradingHandlers {
  notice: (message: string | null) => void;
  close: (positionId: number) => void;
  pick: (price: string) => void;
  /** BE on the position's line: its stop moved to breakeven. */
  breakeven?: (positionId: number) => void;
  /** What hovering BE says: the price it would use. */
  breakevenTitle?: (positionId: number) => string;
  /** Whether the move may go (one that would trade at once is asked about or refused first); yes unless told. */
  approveMove?: (move: PlannedMove) => Promise<boolean>;
  /** Whether a held order whose trigger the price has already crossed fires now (the core's words in); no unless told. */
  approveFireNow?: (message: string) => Promise<boolean>;
}

/** After a move, the old order stays hidden at most this long waiting for the open orders to show the new one. */
const SETTLE_MS = 5000;

interface Gesture {
  pointerId: number;
  /** The line's y less the pointer's at the press: the line keeps its distance from the pointer. */
  offset: number;
  /** Whose line it is: an exchange order's (order-drag) or a held order's or the position's (held-drag). */
  machine: 'order' | 'held';
  /** The line pressed: a button acts only when let go over that line's button. */
  lineId: string;
  /** The position line's BE pressed (not its Close). */
  breakeven: boolean;
}

interface ModifierPress {
  pointerId: number;
  x: number;
  y: number;
}

export class ChartTrading implements ChartLayer {
  /** Its lines on the chart (while attached). */
  private set: LineSet | null = null;
  /** How many scale legs draw as one band (null: they draw as lines). */
  private bandCount: number | null = null;
  private handlers: ChartTradingHandlers = { notice: () => {}, close: () => {}, pick: () => {} };
  private mount: ChartMount | null = null;
  private inputs: LineInputs = EMPTY_INPUTS;
  private drag: DragState = IDLE;
  private heldDrag: HeldDragState = HELD_IDLE;
  private heldSettleTimer: ReturnType<typeof setTimeout> | null = null;
  private lines: ChartLine[] = [];
  private list: HTMLElement | null = null;
  private geometry: readonly LineGeometry[] = [];
  private gesture: Gesture | null = null;
  private modifierPress: ModifierPress | null = null;
  /** Take the window's listeners of the gesture, or of the modifier click, off again. */
  private unlistenGesture: (() => void) | null = null;
  private unlistenModifierPress: (() => void) | null = null;
  /** Lets the chart scroll and scale again (while a line is held). */
  private letGo: (() => void) | null = null;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  /** Why the lines may not be dragged, cancelled or closed (a read-only profile); null when they may. */
  private readOnly: string | null = null;

  constructor(private readonly deps: ChartTradingDeps) {}

  // --- the chart ------------------------------------------------------------------------------------------------

  attach(mount: ChartMount): void {
    if (this.mount) this.detach();
    this.mount = mount;
    this.set = mount.lines.add((geometry, band) => this.onDrawn(geometry, band?.count ?? null));
    this.set.setLines(this.lines);
    // Capture: before the chart's own handlers, so it is held still before it could start scrolling.
    mount.host.addEventListener('pointerdown', this.onPointerDown, true);
    mount.host.addEventListener('pointermove', this.onHover);
    if (this.readOnly !== null) mount.host.title = this.readOnly;
  }

  detach(): void {
    const mount = this.mount;
    if (!mount) return;
    this.endGesture();
    this.endModifierPress();
    this.release();
    mount.host.removeEventListener('pointerdown', this.onPointerDown, true);
    mount.host.removeEventListener('pointermove', this.onHover);
    this.set?.remove();
    this.set = null;
    this.mount = null;
  }

  // --- React ----------------------------------------------------------------------------------------------------

  setHandlers(handlers: ChartTradingHandlers): void {
    this.handlers = handlers;
  }

  /** The data the lines come from; a new open-orders answer also tells a drag or a settling move. */
  setInputs(inputs: LineInputs): void {
    const before = this.inputs;
    this.inputs = inputs;
    if (inputs.pair?.symbol !== before.pair?.symbol) {
      // Another market: nothing held or settling carries over (a move's answer still shows its message).
      this.endGesture();
      this.setDrag(IDLE);
      this.setHeldDrag(HELD_IDLE);
    } else {
      if (inputs.orders !== before.orders && inputs.orders) this.dispatch({ type: 'orders', openOrderIds: inputs.orders.map((o) => o.id) });
      if (inputs.held !== before.held && inputs.held) this.tellHeld();
    }
    this.redraw();
  }

  /** The accessible list of the lines (rendered by React): where each line is drawn is written into it. */
  setList(list: HTMLElement | null): void {
    this.list = list;
    this.writeGeometry();
  }

  /** The trader closed the failure's message. */
  /** A read-only profile: a press on a line or a modifier click says why, and nothing is moved or sent. */
  setReadOnly(reason: string | null): void {
    this.readOnly = reason;
    if (this.mount) this.mount.host.title = reason ?? '';
  }

  dismiss(): void {
    this.dispatch({ type: 'dismiss' });
  }

  /** ✕ on an order's line, or its button in the accessible list. */
  cancelOrder(orderId: number): void {
    if (this.refusedReadOnly()) return;
    void this.cancel(orderId);
  }

  /** ✕ on a held order's line, or its button in the accessible list. */
  cancelHeld(heldId: string): void {
    if (this.refusedReadOnly()) return;
    void this.runHeld({ type: 'cancel', heldId });
  }

  /** ✕ on a chase's or TWAP's line or tag, or its button in the accessible list. */
  cancelAlgo(algoId: string): void {
    if (this.refusedReadOnly()) return;
    void this.runHeld({ type: 'cancel', heldId: algoId, road: 'algo' });
  }

  /** Close on the position's line, or its button in the accessible list. */
  closePosition(positionId: number): void {
    if (this.refusedReadOnly()) return;
    this.handlers.close(positionId);
  }

  /** BE on the position's line, or its button in the accessible list. */
  breakevenPosition(positionId: number): void {
    if (this.refusedReadOnly()) return;
    this.handlers.breakeven?.(positionId);
  }

  /** Says why when the profile is read-only (true: the action is refused). */
  private refusedReadOnly(): boolean {
    if (this.readOnly === null) return false;
    this.handlers.notice(this.readOnly);
    return true;
  }

  // --- pointer --------------------------------------------------------------------------------------------------

  private readonly onPointerDown = (event: PointerEvent): void => {
    const pair = this.inputs.pair;
    if (!this.mount || !pair || event.button !== 0 || !event.isPrimary) return;
    const point = this.panePoint(event, false);
    if (!point) return;
    if (this.readOnly !== null) {
      // The chart scrolls as ever; a press on a line or a modifier click only says why nothing happens.
      if (event.altKey || event.ctrlKey || event.metaKey || this.hitAt(point)) this.refusedReadOnly();
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) {
      this.endModifierPress();
      this.modifierPress = { pointerId: event.pointerId, ...point };
      this.unlistenModifierPress = listen(this.window(), { pointerup: this.onModifierUp, pointercancel: this.onModifierCancel }, true);
      return;
    }
    if (!acceptsPress(this.drag) || !heldAcceptsPress(this.heldDrag)) return;
    const hit = this.hitAt(point);
    const heldPress =
      hit && (this.deps.protection || this.deps.algos)
        ? heldPressOf(hit, { positions: this.inputs.positions, mark: this.deps.markPrice?.() ?? this.inputs.mark })
        : null;
    const press = hit && !heldPress ? pressOf(hit) : null;
    if (!hit || (!press && !heldPress)) return;
    const lineY = this.set?.yOf(hit.line.id) ?? null;
    this.gesture = {
      pointerId: event.pointerId,
      offset: lineY === null ? 0 : lineY - point.y,
      machine: heldPress ? 'held' : 'order',
      lineId: hit.line.id,
      breakeven: hit.button === 'breakeven',
    };
    const win = this.window();
    const captured = { pointermove: this.onPointerMove, pointerup: this.onPointerUp, pointercancel: this.onPointerCancel, keydown: this.onKeyDown };
    // The window's own blur only (not captured: a field losing the keyboard is no reason to drop the line).
    const unlisten = [listen(win, captured, true), listen(win, { blur: this.onPointerCancel })];
    this.unlistenGesture = () => unlisten.forEach((off) => off());
    if (heldPress) this.dispatchHeld({ type: 'press', press: heldPress, ...point });
    else if (press) this.dispatch({ type: 'press', press, ...point });
  };

  private readonly onPointerMove = (event: PointerEvent): void => {
    if (!this.gesture || event.pointerId !== this.gesture.pointerId) return;
    const point = this.panePoint(event, true);
    if (point) this.toGesture(this.gesture.machine, { type: 'move', ...point, price: this.priceAt(point.y + this.gesture.offset) });
  };

  private readonly onPointerUp = (event: PointerEvent): void => {
    if (!this.gesture || event.pointerId !== this.gesture.pointerId) return;
    const point = this.panePoint(event, true);
    const { offset, machine, lineId, breakeven } = this.gesture;
    this.endGesture();
    if (point)
      this.toGesture(machine, {
        type: 'release',
        ...point,
        price: this.priceAt(point.y + offset),
        overButton: this.overButton(event, lineId, breakeven),
      });
    else this.toGesture(machine, { type: 'abort' });
  };

  /** Which of its lines a press at `point` lands on, if any. */
  private hitAt(point: { x: number; y: number }): LineHit | null {
    return this.set?.hit(point.x, point.y) ?? null;
  }

  /** Whether the pointer is over the button pressed on line `lineId` (inside the pane, not held at its edge). */
  private overButton(event: PointerEvent, lineId: string, breakeven: boolean): boolean {
    const point = this.panePoint(event, false);
    const hit = point ? this.hitAt(point) : null;
    return hit?.part === 'button' && hit.line.id === lineId && (hit.button === 'breakeven') === breakeven;
  }

  /** Hovering BE on the position's line: the chart's tooltip says the price it would use (else as it was). */
  private readonly onHover = (event: PointerEvent): void => {
    const mount = this.mount;
    if (!mount || this.gesture) return;
    const point = this.panePoint(event, false);
    const hit = point ? this.hitAt(point) : null;
    const positionId = hit?.button === 'breakeven' ? hit.line.positionId : null;
    const title = positionId !== null ? (this.handlers.breakevenTitle?.(positionId) ?? '') : (this.readOnly ?? '');
    if (mount.host.title !== title) mount.host.title = title;
  };

  private readonly onPointerCancel = (): void => {
    this.endGesture();
    this.dispatch({ type: 'abort' });
    this.dispatchHeld({ type: 'abort' });
  };

  /** A pointer event to the machine whose line is held. */
  private toGesture(machine: Gesture['machine'], event: Extract<DragEvent, { type: 'move' | 'release' | 'abort' }>): void {
    if (machine === 'held') this.dispatchHeld(event);
    else this.dispatch(event);
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    this.onPointerCancel();
  };

  private endGesture(): void {
    if (!this.gesture) return;
    this.gesture = null;
    this.unlistenGesture?.();
    this.unlistenGesture = null;
  }

  /** Alt, Ctrl or ⌘ and a click (not a drag): the price there goes into the order form. */
  private readonly onModifierUp = (event: PointerEvent): void => {
    const press = this.modifierPress;
    if (!press || event.pointerId !== press.pointerId) return;
    this.endModifierPress();
    const point = this.panePoint(event, false);
    if (!point || Math.abs(point.x - press.x) >= DRAG_THRESHOLD_PX || Math.abs(point.y - press.y) >= DRAG_THRESHOLD_PX) return;
    const price = this.priceAt(point.y);
    if (price !== null) this.handlers.pick(price);
  };

  private readonly onModifierCancel = (): void => this.endModifierPress();

  private endModifierPress(): void {
    if (!this.modifierPress) return;
    this.modifierPress = null;
    this.unlistenModifierPress?.();
    this.unlistenModifierPress = null;
  }

  /** The window the chart is in (a pop-out's, when it was moved there): a gesture's moves, release and keys are heard there. */
  private window(): Window {
    return windowOf(this.mount?.host);
  }

  /** The event's point in the pane (CSS px); outside it null, or held at its edge when `clamp`. */
  private panePoint(event: PointerEvent, clamp: boolean): { x: number; y: number } | null {
    return this.mount ? panePointOf(this.mount, event, clamp) : null;
  }

  /** The price at a y of the pane, snapped to the pair's tick. */
  private priceAt(y: number): string | null {
    const pair = this.inputs.pair;
    return this.mount && pair ? priceAtY(this.mount, pair.priceDecimal, y) : null;
  }

  // --- the machine and its effects ------------------------------------------------------------------------------

  private dispatch(event: DragEvent): void {
    const { state, effects } = step(this.drag, event);
    this.setDrag(state);
    for (const effect of effects) this.run(effect);
  }

  private setDrag(state: DragState): void {
    if (state === this.drag) return;
    this.drag = state;
    this.afterDrag(state.phase === 'settling', 'settleTimer');
  }

  /** After either machine moved: the chart held still while a line is held, a settling wait ended, the lines redrawn. */
  private afterDrag(settling: boolean, timer: 'settleTimer' | 'heldSettleTimer'): void {
    if (holdsPointer(this.drag) || heldHoldsPointer(this.heldDrag)) this.hold();
    else this.release();
    const pending = this[timer];
    if (!settling && pending !== null) {
      clearTimeout(pending);
      this[timer] = null;
    }
    this.redraw();
  }

  /** The live held orders as last listed, to held-drag (a drag or a settling line waits on them). */
  private tellHeld(): void {
    const live = (this.inputs.held ?? [])
      .filter((h) => h.status === 'armed' || h.status === 'pending')
      .map((h) => ({ id: h.id, trigger: h.trigger }));
    this.dispatchHeld({ type: 'held', live });
  }

  private dispatchHeld(event: HeldDragEvent): void {
    const { state, effects } = heldStep(this.heldDrag, event);
    this.setHeldDrag(state);
    for (const effect of effects) void this.runHeld(effect);
  }

  private setHeldDrag(state: HeldDragState): void {
    if (state === this.heldDrag) return;
    this.heldDrag = state;
    this.afterDrag(state.phase === 'settling', 'heldSettleTimer');
  }

  /** Carries out held-drag's effects through the protection service; a refusal is said in the chart's message. */
  private async runHeld(effect: HeldDragEffect): Promise<void> {
    const protection = this.deps.protection;
    const pair = this.inputs.pair?.symbol;
    if (effect.type === 'notice') return this.handlers.notice(effect.message);
    const algos = this.deps.algos;
    if (effect.type === 'cancel' && effect.road === 'algo') {
      const result = algos ? await algos.cancel(effect.heldId) : null;
      if (result && !result.ok) this.handlers.notice(`Not cancelled: ${result.error.message}`);
      return;
    }
    if (!protection || !pair) return;
    if (effect.type === 'cancel') {
      const result = await protection.cancel(effect.heldId);
      if (!result.ok) this.handlers.notice(`Not cancelled: ${result.error.message}`);
      return;
    }
    this.handlers.notice(null);
    const send = (now: boolean) =>
      effect.type === 'move'
        ? protection.move(effect.heldId, effect.price, now)
        : protection.set({ pair, positionId: effect.positionId, kind: effect.kind, value: effect.price, ...(now && { now }) });
    let result = await send(false);
    // Crossed already: it would fire at once, so the trader is asked first.
    if (!result.ok && result.error.code === FIRES_AT_ONCE_CODE && (await this.handlers.approveFireNow?.(result.error.message)))
      result = await send(true);
    if (!result.ok) {
      this.dispatchHeld({ type: 'failed' });
      this.handlers.notice(`${effect.type === 'move' ? 'Not moved' : 'Not set'}: ${result.error.message}`);
      return;
    }
    this.dispatchHeld({ type: 'saved', heldId: result.value.id });
    // The held orders may have been listed again while the request was out.
    this.tellHeld();
    if (this.heldDrag.phase === 'settling') {
      this.heldSettleTimer = setTimeout(() => {
        this.heldSettleTimer = null;
        this.dispatchHeld({ type: 'settleTimeout' });
      }, SETTLE_MS);
    }
  }

  private run(effect: DragEffect): void {
    switch (effect.type) {
      case 'move':
        void this.approveAndMove(effect.orderId, effect.price, effect.from);
        return;
      case 'click':
        if (effect.action === 'cancel') this.cancelOrder(effect.id);
        else if (effect.action === 'breakeven') this.breakevenPosition(effect.id);
        else this.closePosition(effect.id);
        return;
      case 'notice':
        this.handlers.notice(effect.message);
        return;
    }
  }

  private async approveAndMove(orderId: number, price: string, from: string): Promise<void> {
    const approve = this.handlers.approveMove;
    const order = this.drag.phase === 'moving' ? this.drag.order : null;
    if (approve && order) {
      const go = await approve({ orderId, side: order.side, quantity: order.quantity, from, price });
      if (!go) {
        this.dispatch({ type: 'moveWithdrawn', orderId });
        return;
      }
    }
    await this.move(orderId, price);
  }

  private async move(orderId: number, price: string): Promise<void> {
    const pair = this.inputs.pair?.symbol;
    if (!pair) return;
    this.handlers.notice(null);
    const result = await this.deps.trading.moveOrder(pair, orderId, price);
    if (result.ok) {
      this.dispatch({ type: 'moved', orderId, placedOrderId: result.value.placed.orderId });
      if (this.drag.phase === 'settling') {
        this.settleTimer = setTimeout(() => {
          this.settleTimer = null;
          this.dispatch({ type: 'settleTimeout' });
        }, SETTLE_MS);
      }
    } else {
      this.dispatch({ type: 'moveFailed', orderId, message: result.error.message });
      this.handlers.notice(result.error.message);
    }
  }

  private async cancel(orderId: number): Promise<void> {
    const pair = this.inputs.pair?.symbol;
    if (!pair) return;
    const result = await this.deps.trading.cancelOrder(pair, orderId);
    if (result && !result.ok) this.handlers.notice(`Order #${orderId} was not cancelled: ${result.error.message}`);
  }

  /** Holds the chart still (no scrolling, no scaling) while a line is held. */
  private hold(): void {
    if (this.mount && !this.letGo) this.letGo = holdStill(this.mount.chart);
  }

  private release(): void {
    this.letGo?.();
    this.letGo = null;
  }

  // --- drawing --------------------------------------------------------------------------------------------------

  private redraw(): void {
    const lines = allLines(this.inputs, this.drag, this.heldDrag);
    if (sameLines(lines, this.lines)) return;
    this.lines = lines;
    this.set?.setLines(lines);
  }

  private onDrawn(geometry: readonly LineGeometry[], bandCount: number | null): void {
    this.geometry = geometry;
    this.bandCount = bandCount;
    this.writeGeometry();
  }

  /** Each list item gets its line's y and its button's x (CSS px in the pane), or loses them when not drawn. */
  private writeGeometry(): void {
    const list = this.list;
    if (!list) return;
    // The list says when the scale preview is drawn as a band, and of how many orders.
    if (this.bandCount === null) delete list.dataset['scaleBand'];
    else list.dataset['scaleBand'] = String(this.bandCount);
    const byId = new Map(this.geometry.map((g) => [g.id, g]));
    for (const item of list.querySelectorAll<HTMLElement>('[data-line-id]')) {
      const g = byId.get(item.dataset['lineId'] ?? '');
      write(item, 'y', g?.y ?? null);
      write(item, 'buttonX', g?.buttonX ?? null);
      write(item, 'breakevenX', g?.breakevenX ?? null);
    }
  }
}

function write(item: HTMLElement, name: 'y' | 'buttonX' | 'breakevenX', value: number | null): void {
  const text = value === null ? undefined : String(value);
  if (item.dataset[name] === text) return;
  if (text === undefined) delete item.dataset[name];
  else item.dataset[name] = text;
}

/** What a hit on a line starts: a drag of an order (its line or label), or a button's click. */
function pressOf(hit: LineHit): Press | null {
  const { line, part } = hit;
  // A chase's or TWAP's line is held-drag's (its ✕ on the algo road), never a raw cancel or move of its order.
  if (line.algoId !== null) return null;
  if (part === 'button') {
    if (line.button === 'cancel' && line.orderId !== null) return { kind: 'button', action: 'cancel', id: line.orderId };
    if (line.button === 'close' && line.positionId !== null)
      return { kind: 'button', action: hit.button === 'breakeven' ? 'breakeven' : 'close', id: line.positionId };
    return null;
  }
  if (line.kind !== 'order' || line.orderId === null || line.side === null || line.quantity === null) return null;
  return { kind: 'order', orderId: line.orderId, side: line.side, quantity: line.quantity, price: line.price };
}

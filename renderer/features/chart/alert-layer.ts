/**
 * Price alerts on the chart, outside React: their lines (alert-lines) among the chart's, their labels laid out with
 * the others'; a press on a line dragging it (the chart held still; released: `onMove`); its ✕ removing it when let
 * go over it (button-press: a press that slides off or is let go elsewhere removes nothing); and, while the chart's
 * Alert button is on, the next click on the chart setting an alert at that price (a preview line follows the
 * pointer; Escape turns it off). Attached before the trading layer: a press on its lines, or any press while
 * the button is on, is its own.
 */
import type { ChartLayer, ChartMount } from './chart-trading';
import { alertIdOf, alertLines, type AlertLineInputs, type AlertMove } from './alert-lines';
import type { LineGeometry, LineSet } from './lines-primitive';
import { clicksOnRelease, DRAG_THRESHOLD_PX, pressButton, slideButton, type ButtonPress } from './button-press';
import { holdStill, panePointOf, priceAtY } from './pane-point';
import { listen, windowOf } from '../../ui/dom';

export interface AlertLayerHandlers {
  /** A click with the Alert button on: set one at `price`. */
  set: (price: string) => void;
  /** A line dragged to `price`: says whether the core took it. */
  move: (id: string, price: string) => Promise<boolean>;
  remove: (id: string) => void;
  /** The Alert button turned off (a click set one, or Escape). */
  disarm: () => void;
}

type Press =
  | { kind: 'drag'; id: string; pointerId: number; offset: number; from: string }
  | { kind: 'click'; pointerId: number; x: number; y: number }
  /** On an alert's ✕ (`lineId`: its line): it removes the alert when let go over it. */
  | { kind: 'button'; id: string; lineId: string; pointerId: number; button: ButtonPress };

export class AlertLayer implements ChartLayer {
  /** Its lines on the chart (while attached). */
  private set: LineSet | null = null;
  private mount: ChartMount | null = null;
  private inputs: Omit<AlertLineInputs, 'move' | 'preview'> = { pair: null, alerts: null, last: null };
  private armed = false;
  private preview: string | null = null;
  private move: AlertMove | null = null;
  private press: Press | null = null;
  /** Take the window's listeners of the press, or of Escape, off again. */
  private unlistenPress: (() => void) | null = null;
  private unlistenEscape: (() => void) | null = null;
  /** Lets the chart scroll and scale again (while a line is held). */
  private letGo: (() => void) | null = null;
  private list: HTMLElement | null = null;
  private geometry: readonly LineGeometry[] = [];

  constructor(private handlers: AlertLayerHandlers) {}

  attach(mount: ChartMount): void {
    this.detach();
    this.mount = mount;
    this.hostEvents(mount, 'addEventListener');
    this.listenEscape();
    this.set = mount.lines.add((geometry) => this.onDrawn(geometry));
    this.redraw();
  }

  detach(): void {
    const mount = this.mount;
    if (!mount) return;
    this.endPress();
    this.hostEvents(mount, 'removeEventListener');
    this.set?.remove();
    this.set = null;
    this.mount = null;
    this.unlistenEscape?.();
    this.unlistenEscape = null;
  }

  /** The press (captured: before the chart's own handlers and the trading layer's), and the hover for the preview. */
  private hostEvents({ host }: ChartMount, how: 'addEventListener' | 'removeEventListener'): void {
    host[how]('pointerdown', this.onPointerDown as EventListener, true);
    host[how]('pointermove', this.onHover as EventListener);
    host[how]('pointerleave', this.onLeave);
  }

  setHandlers(handlers: AlertLayerHandlers): void {
    this.handlers = handlers;
  }

  /** The pair, its alerts and its last price; a new market ends a drag. */
  setInputs(inputs: Omit<AlertLineInputs, 'move' | 'preview'>): void {
    if (inputs.pair?.symbol !== this.inputs.pair?.symbol) {
      this.endPress();
      this.move = null;
    }
    this.inputs = inputs;
    // A saved move shows at its new price until the alerts are listed with it.
    const move = this.move;
    if (move?.phase === 'saving' && inputs.alerts?.some((a) => a.id === move.id && a.price === move.price)) this.move = null;
    this.redraw();
  }

  /** The Alert button: on, the next click on the chart sets an alert; off, clicks are the chart's again. */
  setArmed(on: boolean): void {
    if (on === this.armed) return;
    this.armed = on;
    if (!on) {
      this.preview = null;
      if (this.press?.kind === 'click') this.endPress();
    }
    this.listenEscape();
    this.redraw();
  }

  /** The accessible list of the alert lines (React renders it): each item gets its line's y and its ✕'s x. */
  setList(list: HTMLElement | null): void {
    this.list = list;
    this.writeGeometry();
  }

  // --- pointer --------------------------------------------------------------------------------------------------

  private readonly onPointerDown = (event: PointerEvent): void => {
    if (!this.mount || !this.inputs.pair || event.button !== 0 || !event.isPrimary || this.press) return;
    const point = this.panePoint(event, false);
    if (!point) return;
    const hit = this.set?.hit(point.x, point.y) ?? null;
    const id = hit ? alertIdOf(hit.line) : null;
    if (hit && id !== null && this.move?.phase !== 'saving') {
      this.take(event);
      if (hit.part === 'button') {
        this.press = { kind: 'button', id, lineId: hit.line.id, pointerId: event.pointerId, button: pressButton(point) };
        this.hold();
        this.listenPress();
        return;
      }
      const lineY = this.set?.yOf(hit.line.id) ?? null;
      this.press = { kind: 'drag', id, pointerId: event.pointerId, offset: lineY === null ? 0 : lineY - point.y, from: hit.line.price };
      this.hold();
      this.listenPress();
      return;
    }
    if (!this.armed) return;
    this.take(event);
    this.press = { kind: 'click', pointerId: event.pointerId, ...point };
    this.listenPress();
  };

  /** Ours: neither the chart's scroll nor the trading layer takes it. */
  private take(event: PointerEvent): void {
    event.stopImmediatePropagation();
    event.preventDefault();
  }

  private readonly onHover = (event: PointerEvent): void => {
    if (!this.armed || this.press) return;
    const point = this.panePoint(event, false);
    const price = point ? this.priceAt(point.y) : null;
    if (price === this.preview) return;
    this.preview = price;
    this.redraw();
  };

  private readonly onLeave = (): void => {
    if (this.preview === null) return;
    this.preview = null;
    this.redraw();
  };

  private readonly onPointerMove = (event: PointerEvent): void => {
    const press = this.press;
    if (press?.kind === 'button' && event.pointerId === press.pointerId) {
      const point = this.panePoint(event, true);
      if (point) this.press = { ...press, button: slideButton(press.button, point) };
      return;
    }
    if (press?.kind !== 'drag' || event.pointerId !== press.pointerId) return;
    const point = this.panePoint(event, true);
    const price = point ? this.priceAt(point.y + press.offset) : null;
    if (price === null || price === this.move?.price) return;
    this.move = { id: press.id, price, phase: 'dragging' };
    this.redraw();
  };

  private readonly onPointerUp = (event: PointerEvent): void => {
    const press = this.press;
    if (!press || event.pointerId !== press.pointerId) return;
    this.endPress();
    if (press.kind === 'button') {
      const point = this.panePoint(event, false);
      const hit = point ? (this.set?.hit(point.x, point.y) ?? null) : null;
      const over = hit?.part === 'button' && hit.line.id === press.lineId;
      if (point && clicksOnRelease(press.button, point, over)) this.handlers.remove(press.id);
      return;
    }
    if (press.kind === 'click') {
      const point = this.panePoint(event, false);
      if (!point || Math.abs(point.x - press.x) >= DRAG_THRESHOLD_PX || Math.abs(point.y - press.y) >= DRAG_THRESHOLD_PX) return;
      const price = this.priceAt(point.y);
      if (price === null) return;
      this.handlers.set(price);
      this.handlers.disarm();
      return;
    }
    const move = this.move;
    if (!move || move.id !== press.id || move.price === press.from) {
      this.move = null;
      this.redraw();
      return;
    }
    void this.save(move);
  };

  private readonly onPointerCancel = (): void => {
    this.endPress();
    if (this.move?.phase === 'dragging') this.move = null;
    this.redraw();
  };

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    if (this.press && this.press.kind !== 'click') this.onPointerCancel();
    else this.handlers.disarm();
  };

  private async save(move: AlertMove): Promise<void> {
    this.move = { ...move, phase: 'saving' };
    this.redraw();
    const ok = await this.handlers.move(move.id, move.price);
    // Taken: shown at the new price until listed there; refused: back where it was.
    if (!ok && this.move?.id === move.id) this.move = null;
    else if (ok && this.inputs.alerts?.some((a) => a.id === move.id && a.price === move.price)) this.move = null;
    this.redraw();
  }

  private endPress(): void {
    const press = this.press;
    this.press = null;
    this.unlistenPress?.();
    this.unlistenPress = null;
    this.listenEscape();
    if (press && press.kind !== 'click') this.release();
  }

  /** The window's pointer events while a press lasts (captured: before the chart's own handlers). */
  private listenPress(): void {
    const handlers = { pointermove: this.onPointerMove, pointerup: this.onPointerUp, pointercancel: this.onPointerCancel };
    this.unlistenPress = listen(this.window(), handlers, true);
    this.listenEscape();
  }

  /**
   * Escape is heard while the Alert button is on, and during a press (it ends a drag even while the button is off),
   * in the window the chart is in now.
   */
  private listenEscape(): void {
    this.unlistenEscape?.();
    this.unlistenEscape = this.armed || this.press !== null ? listen(this.window(), { keydown: this.onKeyDown }, true) : null;
  }

  /** The window the chart is in: a pop-out's, when it was moved there. */
  private window(): Window {
    return windowOf(this.mount?.host);
  }

  private hold(): void {
    if (this.mount && !this.letGo) this.letGo = holdStill(this.mount.chart);
  }

  private release(): void {
    this.letGo?.();
    this.letGo = null;
  }

  private panePoint(event: PointerEvent, clamp: boolean): { x: number; y: number } | null {
    return this.mount ? panePointOf(this.mount, event, clamp) : null;
  }

  private priceAt(y: number): string | null {
    const pair = this.inputs.pair;
    return this.mount && pair ? priceAtY(this.mount, pair.priceDecimal, y) : null;
  }

  // --- drawing --------------------------------------------------------------------------------------------------

  private redraw(): void {
    const preview = this.armed ? this.preview : null;
    this.set?.setLines(alertLines({ ...this.inputs, move: this.move, preview }));
    // Where a click would set one, for assistive tech and tests.
    if (this.list && preview === null) delete this.list.dataset['previewPrice'];
    else if (this.list && preview !== null) this.list.dataset['previewPrice'] = preview;
  }

  private onDrawn(geometry: readonly LineGeometry[]): void {
    this.geometry = geometry;
    this.writeGeometry();
  }

  private writeGeometry(): void {
    const list = this.list;
    if (!list) return;
    const byId = new Map(this.geometry.map((g) => [g.id, g]));
    for (const item of list.querySelectorAll<HTMLElement>('[data-line-id]')) {
      const g = byId.get(item.dataset['lineId'] ?? '');
      const y = g === undefined || g.y === null ? undefined : String(g.y);
      const x = g === undefined || g.buttonX === null ? undefined : String(g.buttonX);
      if (y === undefined) delete item.dataset['y'];
      else item.dataset['y'] = y;
      if (x === undefined) delete item.dataset['buttonX'];
      else item.dataset['buttonX'] = x;
    }
  }
}

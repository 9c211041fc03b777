/**
 * The position tool on the chart, outside React: its three lines among the chart's (lines-primitive), and a press
 * on one of them dragging it (the chart held still meanwhile). Each move goes to React (`onChange`), which sizes the
 * trade and hands back the lines' labels. Attached before the trading layer, it takes a press on its own lines
 * first, so an order's line under it is not dragged with it.
 */
import { snapToTick, type LinePair } from './chart-lines';
import type { LineGeometry, LineSet } from './lines-primitive';
import type { ChartLayer, ChartMount } from './chart-trading';
import { dragTool, toolLineOf, toolLines, type PositionTool, type ToolFigures, type ToolLine } from './position-tool';
import { listen, windowOf } from '../../ui/dom';

const NO_FIGURES: ToolFigures = { quantity: null, loss: null, reward: null, rewardRisk: null };

export class PositionToolLayer implements ChartLayer {
  /** Its lines on the chart (while attached). */
  private set: LineSet | null = null;
  /** The tool's panel: where each line was drawn is written on it (data-entry-y, …) for assistive tech and tests. */
  private panel: HTMLElement | null = null;
  private mount: ChartMount | null = null;
  private tool: PositionTool | null = null;
  private pair: LinePair | null = null;
  private figures: ToolFigures = NO_FIGURES;
  private dragging: { line: ToolLine; pointerId: number; offset: number } | null = null;
  /** Takes the window's listeners of the drag off again. */
  private unlisten: (() => void) | null = null;
  private held: { handleScroll: unknown; handleScale: unknown } | null = null;

  /** `onChange`: the tool as dragged (React sizes it and calls `show` back). */
  constructor(private readonly onChange: (tool: PositionTool) => void) {}

  attach(mount: ChartMount): void {
    if (this.mount) this.detach();
    this.mount = mount;
    this.set = mount.lines.add((geometry) => this.onDrawn(geometry));
    this.redraw();
    mount.host.addEventListener('pointerdown', this.onPointerDown, true);
  }

  detach(): void {
    this.endDrag();
    this.mount?.host.removeEventListener('pointerdown', this.onPointerDown, true);
    this.set?.remove();
    this.set = null;
    this.mount = null;
  }

  /** The tool to draw (null: none), on `pair`, its lines labelled with `figures`. */
  show(tool: PositionTool | null, pair: LinePair | null, figures: ToolFigures): void {
    this.tool = tool;
    this.pair = pair;
    this.figures = figures;
    if (!tool) this.endDrag();
    this.redraw();
  }

  setPanel(panel: HTMLElement | null): void {
    this.panel = panel;
  }

  private onDrawn(geometry: readonly LineGeometry[]): void {
    const panel = this.panel;
    if (!panel) return;
    for (const line of geometry) {
      const which = line.id.startsWith('tool:') ? line.id.slice('tool:'.length) : null;
      if (which) panel.dataset[`${which}Y`] = line.y === null ? '' : line.y.toFixed(1);
    }
  }

  private redraw(): void {
    const { tool, pair } = this;
    this.set?.setLines(tool && pair ? toolLines(tool, pair, this.figures) : []);
  }

  private readonly onPointerDown = (event: PointerEvent): void => {
    const mount = this.mount;
    if (!mount || !this.tool || event.button !== 0 || !event.isPrimary) return;
    const box = mount.host.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const hit = this.set?.hit(x, y) ?? null;
    const line = hit ? toolLineOf(hit.line) : null;
    if (!hit || !line) return;
    // Ours: neither the chart's scroll nor the trading layer's drag takes it.
    event.stopImmediatePropagation();
    event.preventDefault();
    const lineY = this.set?.yOf(hit.line.id) ?? null;
    this.dragging = { line, pointerId: event.pointerId, offset: lineY === null ? 0 : lineY - y };
    const { handleScroll, handleScale } = mount.chart.options();
    this.held = structuredClone({ handleScroll, handleScale });
    mount.chart.applyOptions({ handleScroll: false, handleScale: false });
    this.listenDrag(mount);
  };

  private readonly onPointerMove = (event: PointerEvent): void => {
    const { mount, dragging, tool, pair } = this;
    if (!mount || !dragging || !tool || !pair || event.pointerId !== dragging.pointerId) return;
    const box = mount.host.getBoundingClientRect();
    const price = snapToTick(mount.series.coordinateToPrice(event.clientY - box.top + dragging.offset), pair.priceDecimal);
    if (price === null) return;
    const next = dragTool(tool, dragging.line, price, pair.priceDecimal);
    if (next === tool || next[dragging.line] === tool[dragging.line]) return;
    this.tool = next;
    this.redraw();
    this.onChange(next);
  };

  private readonly onPointerUp = (event: PointerEvent): void => {
    if (this.dragging && event.pointerId === this.dragging.pointerId) this.endDrag();
  };

  private endDrag(): void {
    if (!this.dragging) return;
    this.dragging = null;
    this.unlisten?.();
    this.unlisten = null;
    if (this.held) this.mount?.chart.applyOptions(this.held as Parameters<ChartMount['chart']['applyOptions']>[0]);
    this.held = null;
  }

  /**
   * The pointer events of the chart's window (a pop-out's, when it was moved there) while a line is held (captured:
   * the chart's own handlers come after).
   */
  private listenDrag({ host }: ChartMount): void {
    const handlers = { pointermove: this.onPointerMove, pointerup: this.onPointerUp, pointercancel: this.onPointerUp };
    this.unlisten = listen(windowOf(host), handlers, true);
  }
}

/**
 * The lines drawn by the chart itself: a lightweight-charts series primitive on the candles, so the lines move with
 * the price scale and never drift as DOM overlays would. One for the chart, shared by its layers (the position
 * tool, the alerts, the trading lines): each gives it its own set of lines, and every label on the chart is laid out
 * together, so none covers another. It draws what it was last given (setLines asks the chart for one redraw;
 * nothing is recomputed on a tick but the lines' y), puts each line's price on the price axis, answers the chart's
 * hit test (the cursor over a handle or button) and each layer's (what a press landed on, if one of its own), and
 * reports to each layer where it drew its lines so the accessible list can say so.
 */
import type {
  AutoscaleInfo,
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesApi,
  ISeriesPrimitive,
  ISeriesPrimitiveAxisView,
  PrimitiveHoveredItem,
  SeriesAttachedParameter,
  SeriesType,
  Time,
} from 'lightweight-charts';
import { autoscaleRange, sameLines, type ChartLine, type LabelPart, type LineTone } from './chart-lines';
import { FALLBACK_COLORS, readableOn, withAlpha, type ChartColors } from './chart-format';
import { LABEL_HEIGHT, pinnedY, placeLabels, scaleBand, type LabelRequest, type PlacedLabel, type ScaleBand } from './lines-layout';

type DrawTarget = Parameters<IPrimitivePaneRenderer['draw']>[0];
type Context = CanvasRenderingContext2D;

/** Where a press landed on a line. */
export interface LineHit {
  line: ChartLine;
  part: 'line' | 'label' | 'button';
  /** Which of a position line's two buttons: BE (breakeven) beside Close. */
  button?: 'breakeven';
}

/** Where a line was drawn, in CSS px of the pane: y of the line, the centre of its button (if drawn). */
export interface LineGeometry {
  id: string;
  y: number | null;
  buttonX: number | null;
  /** The centre of a position line's BE button, when drawn. */
  breakevenX: number | null;
}

/** How near (px) to a draggable line a press takes it. */
const LINE_GRAB = 4;
const PAD = 6;
const RUN_GAP = 6;
const FONT_SIZE = 11;
const FADED_ALPHA = 0.45;
const BUTTON_TEXT = { cancel: '\u2715', close: 'Close', breakeven: 'BE' } as const;

interface Drawn {
  line: ChartLine;
  set: LineSet;
  /** Its place among all the lines (two layers' lines may share an id). */
  index: number;
  y: number;
  label: PlacedLabel | null;
  /** The button's left edge and width, when drawn. */
  buttonX: number | null;
  buttonWidth: number;
  /** A position line's BE button, the first part of its buttons (0: none). */
  breakevenWidth: number;
  /** Placed short (crowded): its first run only, and its button. */
  short: boolean;
}

type OnDrawn = (geometry: readonly LineGeometry[], band: ScaleBand | null) => void;

/** One layer's lines on the chart's primitive: hits and where they were drawn answer for these alone. */
export class LineSet {
  lines: readonly ChartLine[] = [];
  /** What was last reported. */
  geometry: readonly LineGeometry[] = [];
  band: number | null = null;

  constructor(
    private readonly owner: TradingLinesPrimitive,
    readonly onDrawn: OnDrawn,
  ) {}

  /** This layer's lines from now on: one redraw of the chart when they changed. */
  setLines(lines: readonly ChartLine[]): void {
    this.owner.setLines(this, lines);
  }

  /** What a press at (x, y) lands on, if it is one of these lines (null: nothing, or another layer's line first). */
  hit(x: number, y: number): LineHit | null {
    const hit = this.owner.hit(x, y);
    if (hit?.set !== this) return null;
    return hit.button ? { line: hit.line, part: hit.part, button: hit.button } : { line: hit.line, part: hit.part };
  }

  /** The line's y now, or null. */
  yOf(id: string): number | null {
    return this.owner.yOf(this, id);
  }

  /** Its lines off the chart (the layer is detached). */
  remove(): void {
    this.owner.remove(this);
  }
}

export class TradingLinesPrimitive implements ISeriesPrimitive<Time> {
  private series: ISeriesApi<SeriesType, Time> | null = null;
  private requestUpdate: (() => void) | null = null;
  private sets: LineSet[] = [];
  /** Every set's lines, in the order the sets were added (drawn in that order), and whose each is. */
  private lines: readonly ChartLine[] = [];
  private owners: readonly LineSet[] = [];
  /** Each line's y at the last view update (null: the scale cannot place it yet). */
  private ys: (number | null)[] = [];
  private range: AutoscaleInfo | null = null;
  private colors: ChartColors = FALLBACK_COLORS;
  private font = `${FONT_SIZE}px sans-serif`;
  private readonly widths = new Map<string, number>();
  /** What the last draw put where, top-most last. */
  private drawn: Drawn[] = [];
  private axisViews: readonly ISeriesPrimitiveAxisView[] = [];
  private readonly views: readonly IPrimitivePaneView[];

  /** The scale preview drawn as a band (too many legs to draw as lines), or null. */
  private band: ScaleBand | null = null;

  constructor() {
    const renderer: IPrimitivePaneRenderer = { draw: (target) => this.draw(target) };
    this.views = [{ zOrder: () => 'top', renderer: () => (this.lines.length === 0 ? null : renderer) }];
  }

  // --- what the chart calls -------------------------------------------------------------------------------------

  attached({ series, requestUpdate }: SeriesAttachedParameter<Time>): void {
    this.series = series;
    this.requestUpdate = requestUpdate;
    this.updateAllViews();
  }

  detached(): void {
    this.series = null;
    this.requestUpdate = null;
  }

  updateAllViews(): void {
    const series = this.series;
    this.ys = this.lines.map((line) => (series && !isPinned(line) ? series.priceToCoordinate(line.value) : null));
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return this.views;
  }

  priceAxisViews(): readonly ISeriesPrimitiveAxisView[] {
    return this.axisViews;
  }

  autoscaleInfo(): AutoscaleInfo | null {
    return this.range;
  }

  hitTest(x: number, y: number): PrimitiveHoveredItem | null {
    const hit = this.hit(x, y);
    if (!hit) return null;
    return {
      externalId: hit.line.id,
      zOrder: 'top',
      cursorStyle: hit.part === 'button' ? 'pointer' : 'ns-resize',
      hitTestPriority: hit.part === 'line' ? 1 : 2,
    };
  }

  // --- what the chart's layers call -----------------------------------------------------------------------------

  /** A layer's own set of lines, drawn after the sets added before it. */
  add(onDrawn: OnDrawn = () => {}): LineSet {
    const set = new LineSet(this, onDrawn);
    this.sets.push(set);
    return set;
  }

  remove(set: LineSet): void {
    if (!this.sets.includes(set)) return;
    this.setLines(set, []);
    this.sets = this.sets.filter((s) => s !== set);
  }

  /** `set`'s lines from now on: one redraw, and the price axis's labels when they changed. */
  setLines(set: LineSet, lines: readonly ChartLine[]): void {
    // An answer that changes nothing drawn costs the chart no repaint (hit tests still read the latest lines).
    const same = sameLines(lines, set.lines);
    set.lines = lines;
    this.lines = this.sets.flatMap((s) => s.lines);
    this.owners = this.sets.flatMap((s) => s.lines.map(() => s));
    // Nothing left to draw: no draw comes to forget what was drawn, so a press finds nothing.
    if (this.lines.length === 0) this.drawn = [];
    if (same) return;
    // Every set's lines, not only the one that changed: the scale stretches to all, and an axis label's index is
    // its line's place among all of them (where its y is drawn).
    this.range = toAutoscale(autoscaleRange(this.lines));
    this.axisViews = this.lines.flatMap((line, index) => (line.axisLabel ? [new AxisLabel(this, line, index)] : []));
    this.updateAllViews();
    this.requestUpdate?.();
  }

  setColors(colors: ChartColors, fontFamily: string): void {
    const font = `${FONT_SIZE}px ${fontFamily || 'sans-serif'}`;
    if (font !== this.font) this.widths.clear();
    this.colors = colors;
    this.font = font;
    this.requestUpdate?.();
  }

  /** What a press at (x, y) in the pane lands on: a button, a draggable order's label or line; null elsewhere. */
  hit(x: number, y: number): (LineHit & { set: LineSet }) | null {
    for (let i = this.drawn.length - 1; i >= 0; i--) {
      const d = this.drawn[i]!;
      const label = d.label;
      if (!label || Math.abs(y - d.y) > LABEL_HEIGHT / 2 || x < label.x || x > label.x + label.width) continue;
      if (d.buttonX !== null && x >= d.buttonX) {
        if (x < d.buttonX + d.breakevenWidth) return { line: d.line, part: 'button', button: 'breakeven', set: d.set };
        return { line: d.line, part: 'button', set: d.set };
      }
      if (isDraggable(d.line)) return { line: d.line, part: 'label', set: d.set };
    }
    let best: Drawn | null = null;
    for (const d of this.drawn) {
      if (!isDraggable(d.line) || Math.abs(y - d.y) > LINE_GRAB) continue;
      if (!best || Math.abs(y - d.y) < Math.abs(y - best.y)) best = d;
    }
    return best ? { line: best.line, part: 'line', set: best.set } : null;
  }

  /** The y now of `set`'s line `id`, or null. */
  yOf(set: LineSet, id: string): number | null {
    const index = this.lines.findIndex((line, i) => line.id === id && this.owners[i] === set);
    return index < 0 ? null : (this.ys[index] ?? null);
  }

  yAt(index: number): number | null {
    return this.ys[index] ?? null;
  }

  toneColor(tone: LineTone | 'muted'): string {
    const c = this.colors;
    return tone === 'buy' ? c.buy : tone === 'sell' ? c.sell : tone === 'warn' ? c.warn : tone === 'muted' ? c.muted : c.text;
  }

  // --- drawing --------------------------------------------------------------------------------------------------

  private draw(target: DrawTarget): void {
    target.useMediaCoordinateSpace(({ context, mediaSize }) => {
      const ctx = context;
      ctx.save();
      ctx.font = this.font;
      ctx.textBaseline = 'middle';
      const drawn = this.layout(ctx, mediaSize.width, mediaSize.height);
      if (this.band) this.drawBand(ctx, this.band, mediaSize.width);
      for (const d of drawn) if (!isPinned(d.line)) this.drawLine(ctx, d, mediaSize.width);
      for (const d of drawn) if (d.label) this.drawLabel(ctx, d);
      ctx.restore();
      this.drawn = drawn;
      this.report(drawn);
    });
  }

  private layout(ctx: Context, width: number, height: number): Drawn[] {
    const drawn: Drawn[] = [];
    const requests: LabelRequest[] = [];
    // Too many scale legs to tell apart: one band, only its two ends drawn and labelled.
    const legs = this.lines.flatMap((line, index) => (line.kind === 'scale' && typeof this.ys[index] === 'number' ? [index] : []));
    const band = scaleBand(legs.map((index) => this.ys[index] as number));
    const ends = new Set([legs[0], legs[legs.length - 1]]);
    this.band = band;
    let pinned = 0;
    this.lines.forEach((line, index) => {
      const y = isPinned(line) ? pinnedY(pinned++) : this.ys[index];
      if (y === null || y === undefined) return;
      if (band && line.kind === 'scale' && !ends.has(index)) return;
      const breakevenWidth = line.button === 'close' ? Math.ceil(this.measure(ctx, BUTTON_TEXT.breakeven) + 2 * PAD) : 0;
      const buttonWidth =
        line.button === null ? 0 : line.button === 'cancel' ? LABEL_HEIGHT : breakevenWidth + this.measure(ctx, BUTTON_TEXT.close) + 2 * PAD;
      drawn.push({ line, set: this.owners[index]!, index, y, label: null, buttonX: null, buttonWidth, breakevenWidth, short: false });
      if (line.label.length === 0) return;
      const minWidth = line.label.length > 1 ? this.labelTextWidth(ctx, line.label.slice(0, 1)) + buttonWidth : undefined;
      requests.push({
        id: String(index),
        y,
        width: this.labelTextWidth(ctx, line.label) + buttonWidth,
        optional: line.optionalLabel,
        ...(minWidth === undefined ? {} : { minWidth }),
      });
    });
    const placed = new Map(placeLabels(requests, width, height).map((p) => [p.id, p]));
    const asked = new Map(requests.map((r) => [r.id, r.width]));
    for (const d of drawn) {
      const key = String(d.index);
      const label = placed.get(key) ?? null;
      d.label = label;
      d.short = label !== null && label.width < (asked.get(key) ?? 0);
      d.buttonX = label && d.buttonWidth > 0 ? label.x + label.width - d.buttonWidth : null;
    }
    return drawn;
  }

  private drawBand(ctx: Context, band: ScaleBand, width: number): void {
    const color = this.toneColor('neutral');
    ctx.globalAlpha = 0.14;
    ctx.fillStyle = color;
    ctx.fillRect(0, Math.round(band.top), width, Math.max(1, Math.round(band.bottom - band.top)));
    ctx.globalAlpha = 1;
    const middle = (band.top + band.bottom) / 2;
    if (band.bottom - band.top < LABEL_HEIGHT) return;
    ctx.fillStyle = color;
    ctx.textAlign = 'right';
    ctx.fillText(`${band.count} orders`, width - 2 * PAD, middle);
    ctx.textAlign = 'left';
  }

  private drawLine(ctx: Context, { line, y }: Drawn, width: number): void {
    const at = Math.round(y) + (line.width === 1 ? 0.5 : 0);
    ctx.globalAlpha = line.faded ? FADED_ALPHA : 1;
    ctx.strokeStyle = this.toneColor(line.tone);
    ctx.lineWidth = line.width;
    ctx.setLineDash(line.dash === 'dashed' ? [6, 4] : line.dash === 'dotted' ? [2, 3] : []);
    ctx.beginPath();
    ctx.moveTo(0, at);
    ctx.lineTo(width, at);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;
  }

  private drawLabel(ctx: Context, d: Drawn): void {
    const { line, label } = d;
    if (!label) return;
    const tone = this.toneColor(line.tone);
    const top = Math.round(d.y - LABEL_HEIGHT / 2) + 0.5;
    const left = Math.round(label.x) + 0.5;
    ctx.globalAlpha = line.faded ? FADED_ALPHA + 0.25 : 1;
    ctx.fillStyle = this.colors.panel;
    ctx.strokeStyle = tone;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.rect(left, top, Math.round(label.width) - 1, LABEL_HEIGHT - 1);
    ctx.fill();
    ctx.stroke();

    let x = left + PAD;
    const mid = top + (LABEL_HEIGHT - 1) / 2;
    for (const part of d.short ? line.label.slice(0, 1) : line.label) {
      ctx.fillStyle = this.toneColor(part.tone);
      ctx.fillText(part.text, x, mid);
      x += this.measure(ctx, part.text) + RUN_GAP;
    }

    if (d.buttonX !== null && line.button) {
      const bx = Math.round(d.buttonX) + 0.5;
      // The button's edge and text in the line's colour.
      ctx.strokeStyle = tone;
      ctx.beginPath();
      ctx.moveTo(bx, top);
      ctx.lineTo(bx, top + LABEL_HEIGHT - 1);
      ctx.stroke();
      ctx.fillStyle = tone;
      if (line.button === 'close') {
        // BE outlined, then Close filled with the line's colour.
        ctx.fillText(BUTTON_TEXT.breakeven, bx + PAD, mid);
        const cx = bx + d.breakevenWidth;
        ctx.fillRect(cx, top, d.buttonWidth - d.breakevenWidth - 1, LABEL_HEIGHT - 1);
        ctx.fillStyle = readableOn(tone);
        ctx.fillText(BUTTON_TEXT.close, cx + PAD, mid);
      } else {
        ctx.textAlign = 'center';
        ctx.fillText(BUTTON_TEXT.cancel, bx + d.buttonWidth / 2, mid);
        ctx.textAlign = 'left';
      }
    }
    ctx.globalAlpha = 1;
  }

  private labelTextWidth(ctx: Context, parts: readonly LabelPart[]): number {
    let width = 2 * PAD - RUN_GAP;
    for (const part of parts) width += this.measure(ctx, part.text) + RUN_GAP;
    return Math.ceil(width);
  }

  private measure(ctx: Context, text: string): number {
    let width = this.widths.get(text);
    if (width === undefined) {
      width = ctx.measureText(text).width;
      // Labels hold sizes and PnL: a few hundred texts at most in a session, but keep it bounded.
      if (this.widths.size > 500) this.widths.clear();
      this.widths.set(text, width);
    }
    return width;
  }

  /** Tells each layer where its lines are, when that changed. */
  private report(drawn: readonly Drawn[]): void {
    const band = this.band?.count ?? null;
    for (const set of this.sets) {
      const geometry: LineGeometry[] = drawn
        .filter((d) => d.set === set)
        .map((d) => ({
          id: d.line.id,
          y: Math.round(d.y * 10) / 10,
          buttonX: d.buttonX === null ? null : Math.round((d.buttonX + (d.breakevenWidth + d.buttonWidth) / 2) * 10) / 10,
          breakevenX: d.buttonX === null || d.breakevenWidth === 0 ? null : Math.round((d.buttonX + d.breakevenWidth / 2) * 10) / 10,
        }));
      const before = set.geometry;
      const same =
        before.length === geometry.length &&
        geometry.every(
          (g, i) => g.id === before[i]!.id && g.y === before[i]!.y && g.buttonX === before[i]!.buttonX && g.breakevenX === before[i]!.breakevenX,
        );
      if (same && band === set.band) continue;
      set.geometry = geometry;
      set.band = band;
      set.onDrawn(geometry, this.band);
    }
  }
}

const isDraggable = (line: ChartLine): boolean => line.draggable;

/** A tag with no price (algo-lines): drawn as a label at a fixed place of the pane, with no line. */
const isPinned = (line: ChartLine): boolean => line.kind === 'algo-tag';

const toAutoscale = (range: { minValue: number; maxValue: number } | null): AutoscaleInfo | null => (range ? { priceRange: range } : null);

/** A line's price on the price axis, in its colour. */
class AxisLabel implements ISeriesPrimitiveAxisView {
  constructor(
    private readonly source: TradingLinesPrimitive,
    private readonly line: ChartLine,
    private readonly index: number,
  ) {}

  coordinate(): number {
    return this.source.yAt(this.index) ?? -1000;
  }

  text(): string {
    return this.line.price;
  }

  textColor(): string {
    return readableOn(this.backColor());
  }

  backColor(): string {
    const color = this.source.toneColor(this.line.tone);
    return this.line.faded ? withAlpha(color, 0.6) : color;
  }

  visible(): boolean {
    return this.source.yAt(this.index) !== null;
  }

  tickVisible(): boolean {
    return false;
  }
}

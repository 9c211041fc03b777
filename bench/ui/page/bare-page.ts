/**
 * The baselines of `npm run bench -- ui`, bundled and evaluated in the page: the least work that shows the same
 * data. An order book update is 100 rows (price, size, total, depth bar) written as one innerHTML; a ladder update
 * its shown rows (texts, bars, marks) as one innerHTML; a candle update is lightweight-charts' `series.update` of the
 * candle and of its volume bar on a bare chart. Timed with performance.now; the bench reads back the samples in ms.
 */
import { CandlestickSeries, createChart, HistogramSeries } from 'lightweight-charts';

interface Level {
  price: string;
  quantity: string;
}

const escape = (text: string) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Times `times` writes of `html()` into a fresh element as one innerHTML each, then its depth bars' widths (the
 * `<i>` elements, `widths()` in order) through the CSSOM, as the page's CSP refuses style attributes; ms per write.
 */
function innerHtmlWrites(times: number, html: () => string, widths: () => readonly number[] = () => []): number[] {
  const host = document.createElement('div');
  document.body.append(host);
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    host.innerHTML = html();
    const shares = widths();
    if (shares.length > 0) host.querySelectorAll('i').forEach((bar, k) => (bar.style.width = `${Math.round((shares[k] ?? 0) * 100)}%`));
    samples.push(performance.now() - started);
  }
  host.remove();
  return samples;
}

function bookUpdates(depth: { asks: Level[]; bids: Level[] }, times: number): number[] {
  let shares: number[] = [];
  return innerHtmlWrites(
    times,
    () => {
      const sides = [depth.asks, depth.bids].map((side) => {
        let total = 0;
        return side.map((level) => ({ level, total: (total += Number(level.quantity)) }));
      });
      const deepest = Math.max(...sides.map((side) => side.at(-1)?.total ?? 0), 1e-12);
      let html = '';
      shares = [];
      for (const side of sides) {
        for (const { level, total } of side) {
          shares.push(total / deepest);
          html += `<div><i></i><span>${escape(level.price)}</span><span>${escape(level.quantity)}</span><span>${total.toFixed(3)}</span></div>`;
        }
      }
      return html;
    },
    () => shares,
  );
}

interface ShownLadderRow {
  marks: string;
  /** The bid's and the ask's depth bars, as shares of the cell. */
  bars: number[];
  /** Each cell's visible text: bid size, price (and its mark tags), ask size, my orders, volume. */
  cells: string[];
}

/** The ladder's rows as shown (texts, depth bars as widths, marks as classes), written as one innerHTML each time. */
function ladderUpdates(rows: ShownLadderRow[], times: number): number[] {
  const shares = rows.flatMap((row) => [row.bars[0] ?? 0, row.bars[1] ?? 0]);
  return innerHtmlWrites(
    times,
    () => {
      let html = '';
      for (const { marks, cells } of rows) {
        const [bid = '', price = '', ask = '', mine = '', volume = ''] = cells;
        html += `<div class="${escape(marks)}"><span><i></i>${escape(bid)}</span><span>${escape(price)}</span>`;
        html += `<span><i></i>${escape(ask)}</span><span>${escape(mine)}</span><span>${escape(volume)}</span></div>`;
      }
      return html;
    },
    () => shares,
  );
}

/**
 * The live candle as the screen shows it: the candle and its volume bar, each by `series.update` on a bare chart;
 * `gapMs` apart (0: back to back), as answers come, or in a tight loop that keeps every cache hot.
 */
async function candleUpdates(times: number, gapMs = 0): Promise<number[]> {
  const host = document.createElement('div');
  host.style.cssText = 'position:fixed;left:0;top:0;width:800px;height:400px';
  document.body.append(host);
  const chart = createChart(host, { width: 800, height: 400 });
  const series = chart.addSeries(CandlestickSeries);
  const volume = chart.addSeries(HistogramSeries, { priceScaleId: 'volume' });
  const start = 1_700_000_000;
  const bars = Array.from({ length: 300 }, (_, i) => ({ time: start + i * 60, open: 100, high: 101, low: 99, close: 100.5 }));
  series.setData(bars as never);
  volume.setData(bars.map((b) => ({ time: b.time, value: 10 })) as never);
  const last = bars.at(-1)!;
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
    const close = 100 + (i % 7) / 10;
    const started = performance.now();
    series.update({ ...last, close, high: Math.max(last.high, close) } as never);
    volume.update({ time: last.time, value: 10 + i } as never);
    samples.push(performance.now() - started);
  }
  chart.remove();
  host.remove();
  return samples;
}

// The poll cycle's least work: each answer shown as plain rows, one innerHTML per panel (a market's own: Watch shows
// several); the candles by `series.update` on a bare chart per market (which paints in the next frame, as any chart
// does); in a layer over the page.

let layer: HTMLElement | null = null;
const panels = new Map<string, HTMLElement>();
const cycleSeries = new Map<string, ReturnType<ReturnType<typeof createChart>['addSeries']>>();

function panelOf(name: string): HTMLElement {
  if (!layer) {
    layer = document.createElement('div');
    layer.style.cssText =
      'position:fixed;inset:0;z-index:9999;background:#111;color:#ddd;font:12px sans-serif;display:flex;flex-wrap:wrap;align-content:flex-start;gap:4px;overflow:hidden';
    document.body.append(layer);
  }
  let panel = panels.get(name);
  if (!panel) {
    panel = document.createElement('div');
    panel.style.cssText = 'width:340px;height:280px;overflow:hidden';
    layer.append(panel);
    panels.set(name, panel);
  }
  return panel;
}

const cell = (value: unknown): string =>
  `<span>${escape(typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value))}</span>`;

/** An answer as rows: an array's items one a row (their fields the cells), an object's fields one a row. */
function rowsHtml(value: unknown): string {
  if (Array.isArray(value))
    return value
      .map((item) => `<div>${typeof item === 'object' && item !== null ? Object.values(item).map(cell).join('') : cell(item)}</div>`)
      .join('');
  if (typeof value === 'object' && value !== null)
    return Object.entries(value)
      .map(([k, v]) => `<div><span>${escape(k)}</span>${cell(v)}</div>`)
      .join('');
  return `<div>${cell(value)}</div>`;
}

interface WireCandle {
  time: number;
  open: string;
  high?: string;
  hight?: string;
  low: string;
  close: string;
}

const barOf = (c: WireCandle) => ({
  time: Math.floor(c.time / 1000),
  open: Number(c.open),
  high: Number(c.high ?? c.hight ?? c.open),
  low: Number(c.low),
  close: Number(c.close),
});

function cycleShow(method: string, value: unknown, params: unknown): void {
  const pair = (params as { pair?: string } | null)?.pair ?? '';
  if (method === 'market.depth') {
    const { asks, bids } = value as { asks: Level[]; bids: Level[] };
    const levels = (side: Level[]) => side.map((l) => `<div><span>${escape(l.price)}</span><span>${escape(l.quantity)}</span></div>`).join('');
    panelOf('book').innerHTML = levels(asks) + levels(bids);
    // The ladder: a row per price, bid size, price, ask size.
    panelOf('ladder').innerHTML = [...asks.map((l) => ['', l.price, l.quantity]), ...bids.map((l) => [l.quantity, l.price, ''])]
      .map((cells) => `<div>${cells.map(cell).join('')}</div>`)
      .join('');
    return;
  }
  if (method === 'market.candles') {
    const candles = [...(value as WireCandle[])].sort((a, b) => a.time - b.time);
    const series = cycleSeries.get(pair);
    if (!series) {
      const host = panelOf(`chart ${pair}`);
      host.style.width = '700px';
      host.style.height = '400px';
      const added = createChart(host, { width: 700, height: 400 }).addSeries(CandlestickSeries);
      added.setData(candles.map(barOf) as never);
      cycleSeries.set(pair, added);
      return;
    }
    const last = candles.at(-1);
    if (last) series.update(barOf(last) as never);
    return;
  }
  panelOf(`${method} ${pair}`).innerHTML = rowsHtml(value);
}

(globalThis as Record<string, unknown>).__perpdeskBare = { bookUpdates, candleUpdates, ladderUpdates, cycleShow };

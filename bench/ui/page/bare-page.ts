/**
 * The baselines of `npm run bench -- ui`, bundled and evaluated in the page: the least work that shows the same
 * data. An order book update is 100 rows written as one innerHTML; a ladder update its shown rows as one innerHTML; a candle update is lightweight-charts'
 * `series.update` on a bare chart. Timed with performance.now; the bench reads back the samples in ms.
 */
import { CandlestickSeries, createChart } from 'lightweight-charts';

interface Level {
  price: string;
  quantity: string;
}

const escape = (text: string) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Times `times` writes of `html()` into a fresh element as one innerHTML each, ms per write. */
function innerHtmlWrites(times: number, html: () => string): number[] {
  const host = document.createElement('div');
  document.body.append(host);
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    host.innerHTML = html();
    samples.push(performance.now() - started);
  }
  host.remove();
  return samples;
}

function bookUpdates(depth: { asks: Level[]; bids: Level[] }, times: number): number[] {
  return innerHtmlWrites(times, () => {
    let html = '';
    for (const side of [depth.asks, depth.bids]) {
      let total = 0;
      for (const level of side) {
        total += Number(level.quantity);
        html += `<div><span>${escape(level.price)}</span><span>${escape(level.quantity)}</span><span>${total.toFixed(3)}</span></div>`;
      }
    }
    return html;
  });
}

/** The ladder's rows as shown (each row's cell texts), written as one innerHTML each time. */
function ladderUpdates(rows: string[][], times: number): number[] {
  return innerHtmlWrites(times, () => {
    let html = '';
    for (const cells of rows) {
      html += '<div>';
      for (const cell of cells) html += `<span>${escape(cell)}</span>`;
      html += '</div>';
    }
    return html;
  });
}

function candleUpdates(times: number): number[] {
  const host = document.createElement('div');
  host.style.cssText = 'position:fixed;left:0;top:0;width:800px;height:400px';
  document.body.append(host);
  const chart = createChart(host, { width: 800, height: 400 });
  const series = chart.addSeries(CandlestickSeries);
  const start = 1_700_000_000;
  const bars = Array.from({ length: 300 }, (_, i) => ({ time: start + i * 60, open: 100, high: 101, low: 99, close: 100.5 }));
  series.setData(bars as never);
  const last = bars.at(-1)!;
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const close = 100 + (i % 7) / 10;
    const started = performance.now();
    series.update({ ...last, close, high: Math.max(last.high, close) } as never);
    samples.push(performance.now() - started);
  }
  chart.remove();
  host.remove();
  return samples;
}

(globalThis as Record<string, unknown>).__perpdeskBare = { bookUpdates, candleUpdates, ladderUpdates };

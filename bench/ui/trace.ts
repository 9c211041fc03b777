/**
 * `npx tsx bench/ui/trace.ts [seconds]`: a Chromium timeline of the full screen polling (as bench/ui/profile.ts),
 * summed per kind of main-thread event per cycle, and the layouts and style recalculations: how many, how many
 * objects, and the script that forced them (a read after a write).
 */
import { onFullScreen } from './full-screen';
import { CYCLE_MS } from './screen';

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  args?: {
    beginData?: { dirtyObjects?: number; totalObjects?: number; stackTrace?: { functionName: string; url: string; lineNumber: number }[] };
    elementCount?: number;
  };
}

const seconds = Number(process.argv[2] ?? 20);
await onFullScreen(async (screen) => {
  const events: TraceEvent[] = [];
  screen.cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => screen.cdp.once('Tracing.tracingComplete', () => resolve()));
  await screen.cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.stack',
    transferMode: 'ReportEvents',
  });
  await screen.page.waitForTimeout(seconds * 1000);
  await screen.cdp.send('Tracing.end');
  await done;
  const cycles = (seconds * 1000) / CYCLE_MS;
  // The renderer's main thread: the one with the most RunTask time in the page's process.
  const perThread = new Map<number, number>();
  for (const e of events) if (e.name === 'RunTask' && e.dur) perThread.set(e.tid, (perThread.get(e.tid) ?? 0) + e.dur);
  const main = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  const byName = new Map<string, { ms: number; count: number }>();
  for (const e of events) {
    if (e.tid !== main || e.ph !== 'X' || !e.dur) continue;
    const entry = byName.get(e.name) ?? { ms: 0, count: 0 };
    entry.ms += e.dur / 1000;
    entry.count += 1;
    byName.set(e.name, entry);
  }
  console.log(`per cycle (${cycles} cycles), main thread, inclusive:`);
  for (const [name, { ms, count }] of [...byName].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)) {
    console.log(`  ${(ms / cycles).toFixed(2).padStart(8)} ms  ${(count / cycles).toFixed(1).padStart(6)}×  ${name}`);
  }
  const forced = new Map<string, { ms: number; count: number }>();
  for (const e of events) {
    if (e.tid !== main || e.name !== 'Layout' || !e.dur) continue;
    const stack = e.args?.beginData?.stackTrace;
    const key = stack?.length
      ? stack
          .slice(0, 3)
          .map((f) => `${f.functionName || '(anonymous)'}:${f.lineNumber}`)
          .join(' < ')
      : '(in a frame)';
    const entry = forced.get(key) ?? { ms: 0, count: 0 };
    entry.ms += e.dur / 1000;
    entry.count += 1;
    forced.set(key, entry);
  }
  const sizes = events
    .filter((e) => e.tid === main && e.name === 'Layout' && e.dur)
    .map((e) => `${(e.dur! / 1000).toFixed(1)} ms ${e.args?.beginData?.dirtyObjects ?? '?'}/${e.args?.beginData?.totalObjects ?? '?'}`);
  console.log(`layouts (ms, dirty/total objects): ${sizes.slice(0, 40).join('; ')}`);
  console.log('layouts, per cycle, by what asked for them:');
  for (const [key, { ms, count }] of [...forced].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12)) {
    console.log(`  ${(ms / cycles).toFixed(2).padStart(8)} ms  ${(count / cycles).toFixed(1).padStart(6)}×  ${key}`);
  }
});

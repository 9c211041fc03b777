/**
 * `npx tsx bench/ui/profile.ts [seconds] [N]`: where the screen's main thread goes while it polls, for finding what
 * to make cheaper. The full screen (book, ladder beside it, tape, chart, tables) polls every feed every 2 s against
 * the living paper market; a V8 CPU profile of the page over `seconds` (20 unless told) prints its N (30) functions
 * with the most self time, and the CDP metrics per cycle. Build the renderer unminified for readable names:
 * `npx vite build --minify false` (then `npm run build` again before the e2e tests).
 */
import { hotspots, type CpuProfile } from '../profile/hotspots';
import { onFullScreen } from './full-screen';

const [seconds = 20, count = 30] = process.argv.slice(2).map(Number);
await onFullScreen(async (screen) => {
  await screen.cdp.send('Profiler.enable');
  await screen.cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const before = await screen.mainThreadMs();
  await screen.cdp.send('Profiler.start');
  await screen.page.waitForTimeout(seconds * 1000);
  const { profile } = (await screen.cdp.send('Profiler.stop')) as unknown as {
    profile: CpuProfile & { samplingMs?: number; startTime: number; endTime: number; samples: number[] };
  };
  profile.samplingMs = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;
  const after = await screen.mainThreadMs();
  const cycles = (seconds * 1000) / 2000;
  console.log(
    `per cycle: script+style+layout ${((after.work - before.work) / cycles).toFixed(1)} ms, all tasks ${((after.task - before.task) / cycles).toFixed(1)} ms`,
  );
  const per = (k: 'script' | 'style' | 'layout') => ((after[k] - before[k]) / cycles).toFixed(1);
  console.log(`  script ${per('script')} ms, style ${per('style')} ms, layout ${per('layout')} ms`);
  const busy = { ...profile, nodes: profile.nodes.filter((n) => n.callFrame.functionName !== '(idle)') };
  const busyMs = busy.nodes.reduce((sum, n) => sum + (n.hitCount ?? 0), 0) * (profile.samplingMs ?? 0.1);
  console.log(`sampled busy time: ${(busyMs / cycles).toFixed(1)} ms per cycle; shares of it:`);
  for (const line of hotspots([busy], count)) console.log(line);
});

/**
 * The UI bench's poll cycle: the bridge calls a screen makes each cycle, and the main-thread time per cycle of the
 * screen polling them itself against an idle screen making the same calls in a bare loop (bare-page.ts shows them).
 */
import type { PerpdeskBridge } from '../../shared/bridge';
import type { Screen } from './screen';

/** What the page's global object holds for the bench: the bridge (and, once evaluated, the baselines). */
export type PageGlobals = { perpdesk: PerpdeskBridge };

export interface Call {
  method: string;
  params: unknown;
}

/** The bridge calls the screen makes per cycle: those sent at least twice in four cycles (not the start's one-offs). */
export async function callsOfOneCycle(screen: Screen, cycleMs: number): Promise<Call[]> {
  const seen = new Map<string, { call: Call; times: number }>();
  const listen = (ws: { on(event: 'framesent', f: (frame: { payload: string | Buffer }) => void): void }) =>
    ws.on('framesent', ({ payload }) => {
      const { method, params } = JSON.parse(payload.toString()) as Call;
      const key = `${method} ${JSON.stringify(params)}`;
      const entry = seen.get(key) ?? { call: { method, params }, times: 0 };
      entry.times += 1;
      seen.set(key, entry);
    });
  // The page's socket is already open: a reload makes a new one, which is listened to from its first frame.
  screen.page.on('websocket', listen);
  await screen.page.reload();
  await screen.page.locator('[data-side="bid"]').first().waitFor();
  await screen.page.waitForTimeout(4 * cycleMs + 500);
  screen.page.off('websocket', listen);
  return [...seen.values()].filter((e) => e.times >= 2).map((e) => e.call);
}

/**
 * Main-thread ms per cycle: the screen polling by itself, and the idle screen with a bare loop of the same calls
 * (`show`: their answers shown with the least work).
 */
export async function measureCycles(ours: Screen, idle: Screen, calls: Call[], cycles: number, show: boolean, cycleMs: number) {
  const before = [await ours.mainThreadMs(), await idle.mainThreadMs()];
  await Promise.all([ours.page.waitForTimeout(cycles * cycleMs), replay(idle, calls, cycles, show, cycleMs)]);
  const after = [await ours.mainThreadMs(), await idle.mainThreadMs()];
  const per = (i: number, k: 'task' | 'work') => (after[i]![k] - before[i]![k]) / cycles;
  return { oursMs: per(0, 'work'), peerMs: per(1, 'work'), oursTaskMs: per(0, 'task'), peerTaskMs: per(1, 'task') };
}

/**
 * Makes `calls` every cycle, reading each answer as the screen would (JSON parsed by the bridge); with `show`, each
 * answer is also shown with the least work (bare-page.ts: plain rows as one innerHTML, the candles by a bare chart's
 * `series.update`).
 */
export async function replay(screen: Screen, calls: Call[], cycles: number, show: boolean, cycleMs: number): Promise<void> {
  await screen.page.evaluate(
    async ({ calls, cycles, cycleMs, show }) => {
      const page = globalThis as unknown as PageGlobals & { __perpdeskBare: { cycleShow(method: string, value: unknown, params: unknown): void } };
      for (let i = 0; i < cycles; i++) {
        const started = performance.now();
        await Promise.all(
          calls.map((c) =>
            page.perpdesk.call(c.method, c.params).then((answer) => {
              if (show && answer.ok) page.__perpdeskBare.cycleShow(c.method, answer.value, c.params);
            }),
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, cycleMs - (performance.now() - started))));
      }
    },
    { calls, cycles, cycleMs, show },
  );
}

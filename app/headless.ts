/**
 * `npm run headless -- [--data-dir DIR] [--exchange URL --api-key K] [--still-market]`: the core without a window,
 * holding the selected profile's held orders while the machine stays on. It owns the data directory like the
 * app (a second owner is refused, naming it); `npm run cli` calls it while it runs. What the held orders do is
 * printed as it happens, from its start on: a restart does not print again what an earlier run told.
 */
import type { AlgoView, BridgeResult, PriceAlert, ProtectionNotice } from '../shared/bridge';
import { firedLine } from './alerts/words';
import { LaunchError, parseLaunchOptions, startCore, USAGE } from './core';
import { DataDirInUseError } from './fs/data-dir-lock';
import { protectionStatusOf, stopOnInterrupt } from './shell/interrupt';

const say = (line: string) => console.log(`Perpdesk headless: ${line}`);

async function main(argv: string[]): Promise<number> {
  const options = parseLaunchOptions(argv);
  if (options.browser || options.port !== null || !options.open)
    throw new LaunchError('the headless process has no window: --browser, --port and --no-open do not apply');
  const startedAt = Date.now();
  const core = await startCore({ ...options, owner: 'Perpdesk headless (npm run headless)', acceptCliCalls: true });
  const status = (await core.dispatch('status.get', {})) as BridgeResult<unknown>;
  if (!status.ok) say(`the exchange does not answer yet (${status.error.message}); held orders wait for it`);
  const held = await protectionStatusOf(core);
  const armed = held === null ? 0 : held.armed + held.pending;
  const working = held?.working ?? 0;
  const notices = async (after: number) => {
    const result = (await core.dispatch('protection.notices', { after })) as BridgeResult<ProtectionNotice[]>;
    return result.ok ? result.value : [];
  };
  // What the held orders said before this start was told then (printed by an earlier headless run, or on the screen, which
  // keeps its unread ones): from here on, what they say from this start on. Those of this start's first moments are
  // printed too, by their time rather than by when they are first asked for.
  let last = (await notices(0)).filter((n) => n.time < startedAt).at(-1)?.seq ?? 0;
  /** What each chase and TWAP last said: a change is printed. */
  const said = new Map<string, string | null>();
  const algos = async () => {
    const result = (await core.dispatch('algo.list', {})) as BridgeResult<AlgoView[]>;
    return result.ok ? result.value : [];
  };
  for (const algo of await algos()) said.set(algo.id, algo.note);
  /** Fired alerts not yet seen are printed once each (the screen still tells them: only it marks them seen). */
  const toldAlerts = new Set<string>();
  const alerts = async () => {
    const result = (await core.dispatch('alerts.list', {})) as BridgeResult<PriceAlert[]>;
    return result.ok ? result.value : [];
  };
  const armedAlerts = (await alerts()).filter((a) => a.status === 'armed').length;
  const timer = setInterval(() => {
    void notices(last).then((told) => {
      // Past `last` again: an answer slower than a second overlaps the next poll's.
      for (const notice of told.filter((n) => n.seq > last)) {
        say(notice.message);
        last = notice.seq;
      }
    });
    void algos().then((list) => {
      for (const algo of list) {
        if (said.get(algo.id) === algo.note) continue;
        said.set(algo.id, algo.note);
        say(`${algo.kind === 'chase' ? 'Chase' : 'TWAP'} ${algo.side} ${algo.quantity} ${algo.pair}: ${algo.note ?? algo.status}`);
      }
    });
    void alerts().then((list) => {
      for (const alert of list.filter((a) => a.status === 'fired' && !a.seen && !toldAlerts.has(a.id))) {
        toldAlerts.add(alert.id);
        say(firedLine(alert));
      }
    });
  }, 1000);
  // Before the first line: a Ctrl+C from then on is this process's to answer.
  const stopped = new Promise<number>((resolve) => {
    const stop = () => {
      clearInterval(timer);
      void core.close().then(() => resolve(0));
    };
    stopOnInterrupt(core, stop, say);
  });
  const algoLine = working === 0 ? '' : ` and ${working} chase${working === 1 ? '' : 's'} or TWAP${working === 1 ? '' : 's'}`;
  const alertLine = armedAlerts === 0 ? '' : ` and watching ${armedAlerts} price alert${armedAlerts === 1 ? '' : 's'}`;
  say(
    `holding ${armed} order${armed === 1 ? '' : 's'}${algoLine}${alertLine} on ${core.venue.name} from ${options.dataDir}. They fire only while this runs and reaches the exchange; Ctrl+C stops it (twice while orders are armed).`,
  );
  return stopped;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof LaunchError) console.error(`Perpdesk headless: ${err.message}\n${USAGE.replace('npm start', 'npm run headless')}`);
    else if (err instanceof DataDirInUseError) console.error(`Perpdesk headless: ${err.message}`);
    else console.error(`Perpdesk headless: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(err instanceof LaunchError ? 2 : 1);
  },
);

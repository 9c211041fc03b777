/**
 * The shells' side of quitting with armed held orders (the words and the decision are app/protection/armed-quit.ts):
 * how many a core holds, and Ctrl+C in a terminal, which warns first and quits only at a second within 5 s.
 */
import type { BridgeResult, ProtectionStatus } from '../../shared/bridge';
import type { Core } from '../core';
import { armedOf, onInterrupt } from '../protection/armed-quit';

/** What a core's held orders are doing (null with no session: nothing is held then). */
export async function protectionStatusOf(core: Core): Promise<ProtectionStatus | null> {
  const status = (await core.dispatch('protection.status', {})) as BridgeResult<ProtectionStatus>;
  return status.ok ? status.value : null;
}

/** The held orders a core has armed. */
export const armedIn = async (core: Core): Promise<number> => armedOf(await protectionStatusOf(core));

/** Stops at Ctrl+C, asking first (a warning and a second Ctrl+C) while orders are armed; at SIGTERM at once. */
export function stopOnInterrupt(core: Core, stop: () => unknown, say: (line: string) => void): void {
  let warnedAt: number | null = null;
  let stopping = false;
  const quit = () => {
    if (stopping) return;
    stopping = true;
    void stop();
  };
  process.on('SIGINT', () => {
    void armedIn(core).then((armed) => {
      const decision = onInterrupt(armed, warnedAt, Date.now());
      if (decision.quit) return quit();
      warnedAt = decision.warnedAt;
      say(decision.warning);
    });
  });
  process.once('SIGTERM', quit);
}

/**
 * The desktop app keeps the system awake while the trader asked for it and a held order is armed, and lets it
 * sleep otherwise: Electron's powerSaveBlocker, behind a small interface so the decision is tested without it.
 * The guard never blocks sleep (it runs on a machine the trader keeps on).
 */
import type { ProtectionStatus } from '../../shared/bridge';
import { armedOf } from './armed-quit';

/** What Electron's powerSaveBlocker offers, as much as is used. */
export interface SleepBlocker {
  start(type: 'prevent-app-suspension'): number;
  stop(id: number): void;
}

/** Starts or stops the blocker for the status now; returns the running blocker's id (null: none). */
export function keepAwake(
  blocker: SleepBlocker,
  running: number | null,
  status: Pick<ProtectionStatus, 'armed' | 'pending' | 'keepAwake'> | null,
): number | null {
  const wanted = status !== null && status.keepAwake && armedOf(status) > 0;
  if (wanted && running === null) return blocker.start('prevent-app-suspension');
  if (!wanted && running !== null) blocker.stop(running);
  return wanted ? running : null;
}

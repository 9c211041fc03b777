/** For the store's tests: a small state machine, temporary directories and logs written as a crash leaves them. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DurableState, type DurableOptions, type StateMachine } from './durable-state';
import { WriteAheadLog } from './wal';

/** A ledger of named balances: enough state to tell a lost, doubled or reordered command. */
export type Command = { account: string; add: number };

class Ledger implements StateMachine<Command, number, Record<string, number>> {
  constructor(readonly balances: Record<string, number> = {}) {}
  apply({ account, add }: Command): number {
    this.balances[account] = (this.balances[account] ?? 0) + add;
    return this.balances[account];
  }
  snapshot() {
    return this.balances;
  }
}

export const openLedger = (dir: string, snapshotEvery?: number, options: DurableOptions = {}) =>
  DurableState.open<Command, number, Record<string, number>, Ledger>(dir, (s) => new Ledger(s ? { ...s } : {}), {
    snapshotEvery,
    report: () => undefined,
    ...options,
  });

const dirs: string[] = [];

export const tempDir = (): string => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pd-store-'));
  dirs.push(dir);
  return dir;
};

export const removeTempDirs = (): void => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));

export const segments = (dir: string): string[] => readdirSync(dir).filter((f) => f.startsWith('wal-'));

/**
 * A new directory holding a log as a crash leaves it, of these adds to account `a` and no snapshot; `file` is the
 * log's one segment.
 */
export async function crashedLog(adds: number[]): Promise<{ dir: string; file: string }> {
  const dir = tempDir();
  const { log } = await WriteAheadLog.open<Command>(dir, 0);
  for (const add of adds) log.append({ account: 'a', add });
  await log.close();
  return { dir, file: path.join(dir, segments(dir)[0] ?? '') };
}

/**
 * Where commands go: into the durable store (with a data directory) or straight into memory (without one).
 * Either way a command is applied at once and its answer released when it is as safe as it will be.
 */
import { DurableState } from '../store/durable-state';
import type { RecoveryReport } from '../store/wal';
import type { Command } from './commands';
import { PaperMachine } from './machine';
import type { PaperSnapshot } from './paper-state';

export interface Executor {
  readonly machine: PaperMachine;
  execute(command: Command): Promise<unknown>;
  /**
   * Resolves once everything applied so far is durable, so a read never shows what a crash would undo;
   * undefined when everything already is (in memory, always), which spares a read the promise.
   */
  settled(): Promise<void> | undefined;
  close(): Promise<void>;
}

/** `report` hears what recovering `dataDir` cut off (a torn last record); stderr unless given. */
export async function openExecutor(dataDir: string | undefined, report?: RecoveryReport): Promise<Executor> {
  if (dataDir === undefined) return inMemory();
  return DurableState.open<Command, unknown, PaperSnapshot, PaperMachine>(dataDir, (s) => PaperMachine.fromSnapshot(s), {
    // A tick of the living market is a command; this is about twenty minutes of them.
    snapshotEvery: 5_000,
    ...(report === undefined ? {} : { report }),
  });
}

function inMemory(): Executor {
  const machine = new PaperMachine();
  return {
    machine,
    execute: async (command) => machine.apply(command),
    settled: () => undefined,
    close: async () => undefined,
  };
}

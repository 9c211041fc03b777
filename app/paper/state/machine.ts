/**
 * PaperState as the store's state machine: a log begins with its genesis command, which creates the exchange;
 * every later command changes it.
 */
import type { StateMachine } from '../store/durable-state';
import type { Command } from './commands';
import { PaperState, type PaperSnapshot } from './paper-state';

export class PaperMachine implements StateMachine<Command, unknown, PaperSnapshot> {
  constructor(private current: PaperState | null = null) {}

  static fromSnapshot(snapshot: PaperSnapshot | null): PaperMachine {
    return new PaperMachine(snapshot ? PaperState.fromSnapshot(snapshot) : null);
  }

  /** The exchange; null until the genesis command has been applied. */
  get state(): PaperState | null {
    return this.current;
  }

  apply(command: Command): unknown {
    if (command.type === 'genesis') {
      if (this.current) throw new Error('this exchange already began');
      this.current = PaperState.create(command);
      return undefined;
    }
    if (!this.current) throw new Error('the log does not begin with genesis');
    return this.current.apply(command);
  }

  snapshot(): PaperSnapshot {
    if (!this.current) throw new Error('nothing to snapshot before genesis');
    return this.current.toSnapshot();
  }
}

/**
 * A durable machine: a pure step `(state, event) → { state, actions }`, the store that keeps its state, and what
 * carries its actions out. One step at a time (a step, its save and its actions never interleave with another's);
 * a step's new state is on disk, when it changed, before a single one of its actions is carried out. So an order's
 * client order id is written before the order is sent, and a crash between the two is found at the next start.
 *
 * A save that fails blocks what was to follow (an action is never carried out unrecorded) and says so once: as the
 * machine's failure, and to `failed`. The held orders, the chases and TWAPs, and the price alerts each run on one.
 */
import { asExchangeError, ExchangeError } from '../exchange';
import { durableLoop, type DurableLoop } from './loop';

export interface Stepped<S, A> {
  state: S;
  actions: A[];
}

export interface MachineOptions<S, E, A> {
  /** What it runs, for its failures' words: "Chases and TWAPs". */
  what: string;
  /** The file it saves to, for the words of a save that fails. */
  file: string;
  /** The state as loaded. */
  state: S;
  step(state: S, event: E): Stepped<S, A>;
  /** Whether a step changed what is kept on disk (the default compares the states' JSON). */
  changed?(before: S, after: S, actions: readonly A[]): boolean;
  save(state: S): Promise<void>;
  carryOut(action: A): Promise<void>;
  /** The market an event is about, for a failure's words (null: none). */
  marketOf?(event: E, state: S): string | null;
  /** What waits while the file cannot be saved: "its exits". */
  waiting: string;
  /** The loop: a round every `everyMs` while `live`. */
  everyMs: number;
  live(state: S): boolean;
  round(): Promise<void>;
  /** Told once when it cannot act: its file cannot be saved, or a round keeps failing. */
  failed?(failure: string): void;
}

export interface DurableMachine<S, E> extends Omit<DurableLoop, 'failure'> {
  state(): S;
  /** Steps, saves when changed, then carries the actions out. Call it inside `serial`. */
  apply(event: E): Promise<void>;
  /** Saves a state made outside a step (a setting, an edit), then makes it the state. Call it inside `serial`. */
  commit(next: S): Promise<void>;
  /**
   * Makes `next` the state without saving it, for what may be lost in a crash and must not wait for the file (a
   * failure's notice, when the file is what fails): the next save writes it with the rest.
   */
  hold(next: S): void;
  /** Why it cannot act now (its file cannot be saved, or its last round failed); null: nothing. */
  failure(): string | null;
}

const sameJson = <S>(before: S, after: S): boolean => JSON.stringify(before) === JSON.stringify(after);

export function durableMachine<S, E, A>(options: MachineOptions<S, E, A>): DurableMachine<S, E> {
  const { what, file, step, save, carryOut, waiting, failed } = options;
  const changed = options.changed ?? ((before: S, after: S) => !sameJson(before, after));
  let state = options.state;
  let saveFailure: string | null = null;
  const loop = durableLoop({
    everyMs: options.everyMs,
    live: () => options.live(state),
    round: options.round,
    what,
    failed: (failure) => saveFailure === null && failed?.(failure),
  });

  async function write(next: S, market: string | null): Promise<void> {
    try {
      await save(next);
      saveFailure = null;
    } catch (err) {
      const failure = `${what}${market === null ? '' : ` on ${market}`} cannot save: ${asExchangeError(err).message} on ${file}; ${waiting} wait until it can`;
      if (failure !== saveFailure) failed?.(failure);
      saveFailure = failure;
      throw new ExchangeError('internal', failure);
    }
  }

  return {
    ...loop,
    state: () => state,
    async apply(event) {
      const result = step(state, event);
      if (changed(state, result.state, result.actions)) await write(result.state, options.marketOf?.(event, state) ?? null);
      // What the bridge answers changes once it is on disk.
      state = result.state;
      for (const action of result.actions) await carryOut(action);
    },
    async commit(next) {
      await write(next, null);
      state = next;
    },
    hold(next) {
      state = next;
    },
    failure: () => saveFailure ?? loop.failure(),
  };
}

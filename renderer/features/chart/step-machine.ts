/** What the chart's pure step machines (order-drag, held-drag) answer an event with: the next state and what to do. */
export interface Stepped<S, F> {
  state: S;
  effects: F[];
}

/** The state as it is, nothing to do. */
export const stay = <S, F>(state: S): Stepped<S, F> => ({ state, effects: [] });

/** The next state, and what to do. */
export const go = <S, F>(state: S, ...effects: F[]): Stepped<S, F> => ({ state, effects });

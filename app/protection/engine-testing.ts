/** For the trigger engine's tests: a run of events through its step. */
import { emptyState, step } from './engine';
import type { EngineAction, EngineEvent, EngineState } from './model';

/** Runs the events in order; returns the last state and every action. */
export function play(events: EngineEvent[], state: EngineState = emptyState()): { state: EngineState; actions: EngineAction[] } {
  const actions: EngineAction[] = [];
  for (const event of events) {
    const result = step(state, event);
    state = result.state;
    actions.push(...result.actions);
  }
  return { state, actions };
}

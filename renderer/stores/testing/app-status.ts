/** Test support: the core's status, with only what a test is about named and the rest as the paper exchange at rest. */
import type { AppStatus, ConnectionStatus, RequestBand, RequestBudget } from '../../../shared/bridge';

/** Requests per band (granted a second, or waiting): none but those named. */
export const perBand = (bands: Partial<Record<RequestBand, number>> = {}): Record<RequestBand, number> => ({
  write: 0,
  screen: 0,
  background: 0,
  spare: 0,
  ...bands,
});

interface StatusChanges {
  paper?: boolean;
  /** The connection's measures (its budget goes in `budget`). */
  connection?: Partial<Omit<ConnectionStatus, 'budget'>>;
  budget?: Partial<RequestBudget>;
}

/** The paper exchange with a keychain, no clock offset, 1 ms of latency and a budget of 10 a second, all free. */
export const appStatus = ({ paper = true, connection = {}, budget = {} }: StatusChanges = {}): AppStatus => ({
  venue: { name: 'Paper exchange', baseUrl: 'http://127.0.0.1:1', paper },
  keychain: { available: true, message: '' },
  clockOffsetMs: 0,
  readOnly: false,
  connection: {
    clockOffsetMs: 0,
    latencyMs: 1,
    throttledUntil: null,
    ...connection,
    budget: { capacity: 10, perSecond: 10, available: 10, used: perBand(), waiting: perBand(), ...budget },
  },
});

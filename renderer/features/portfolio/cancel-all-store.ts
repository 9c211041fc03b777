/**
 * Cancel all as the screen holds it, one per session: asked, confirmed, running (progress), done (what failed). It
 * outlives the tab (a trader may look elsewhere while it runs) and drives the per-row cancel states too.
 */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { errorKinds, type BridgeError, type BridgeResult, type CancelledOrder, type CancelResults, type ErrorKind } from '../../../shared/bridge';
import { useSession, type Session } from '../../stores';
import { cancelInChunks, settleSweep, type CancelAllProgress, type CancelTarget } from './cancel-all';

export interface CancelAllState {
  phase: 'idle' | 'confirm' | 'running' | 'done';
  targets: CancelTarget[];
  /** The market asked about; null for every market. */
  pair: string | null;
  progress: CancelAllProgress | null;
  dialogOpen: boolean;
}

const IDLE: CancelAllState = { phase: 'idle', targets: [], pair: null, progress: null, dialogOpen: false };

const stores = new WeakMap<Session, StoreApi<CancelAllState>>();

const storeOf = (session: Session): StoreApi<CancelAllState> => {
  let store = stores.get(session);
  if (!store) {
    store = createStore<CancelAllState>()(() => IDLE);
    stores.set(session, store);
  }
  return store;
};

const asError = (error: { kind: string; code?: number; message: string }): BridgeError => {
  const kind: ErrorKind = (errorKinds as readonly string[]).includes(error.kind) ? (error.kind as ErrorKind) : 'rejected';
  return error.code === undefined ? { kind, message: error.message } : { kind, code: error.code, message: error.message };
};

export function useCancelAll() {
  const session = useSession();
  const store = storeOf(session);
  const state = useStore(store);
  return {
    state,
    /** Opens the question for these orders (the rows on screen). */
    ask: (targets: CancelTarget[], pair: string | null) => {
      if (store.getState().phase === 'running') return;
      store.setState({ ...IDLE, phase: 'confirm', targets, pair, dialogOpen: true });
    },
    /** Closes the dialog; a cancel under way goes on, its progress shown beside the button. */
    dismiss: () => {
      const { phase } = store.getState();
      store.setState(phase === 'running' ? { dialogOpen: false } : IDLE);
    },
    reopen: () => store.setState({ dialogOpen: true }),
    confirm: () => void run(session, store),
  };
}

async function run(session: Session, store: StoreApi<CancelAllState>): Promise<void> {
  const { phase, targets } = store.getState();
  if (phase !== 'confirm') return;
  store.setState({ phase: 'running' });
  const cancels = session.cancels.getState().actions;
  const pairOf = new Map(targets.map((t) => [t.orderId, t.pair]));
  for (const target of targets) cancels.started(target.orderId);

  const cancelBatch = async (orderIds: number[]): Promise<BridgeResult<CancelResults>> => {
    const result = await session.invoke('trading.cancelOrders', { orderIds });
    for (const orderId of orderIds) {
      const item = result.ok ? result.value.items.find((i) => i.orderId === orderId) : undefined;
      const settled: BridgeResult<CancelledOrder> = !result.ok
        ? result
        : item?.outcome === 'cancelled'
          ? { ok: true, value: { pair: pairOf.get(orderId) ?? '', orderId } }
          : { ok: false, error: item ? asError(item.error) : { kind: 'unknown-outcome', message: 'The exchange did not answer for this order' } };
      cancels.settled(orderId, settled);
    }
    session.poller.refresh('openOrders', 'allOpenOrders');
    return result;
  };

  const shown = await cancelInChunks(targets, cancelBatch, (progress) => store.setState({ progress: { ...progress, finished: false } }));
  // All markets: the orders shown first (at once), then every listed market asked for any the screen did not know.
  const progress = store.getState().pair === null ? settleSweep(shown, await session.invoke('trading.cancelAll', {})) : shown;
  store.setState({ phase: 'done', progress: { ...progress, finished: true } });
  session.poller.refreshAfterTrade();
  session.poller.refresh('allOpenOrders');
}

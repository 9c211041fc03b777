/**
 * Cancel all as the screen holds it, one per session: asked, confirmed, running (progress), done (what failed). It
 * outlives the tab (a trader may look elsewhere while it runs) and drives the per-row cancel states too.
 */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useSession } from '../../services/hooks';
import type { Session } from '../../services/session';
import { settleSweep, type CancelAllProgress, type CancelTarget } from '../../services/cancel-all';

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
  const shown = await session.trading.cancelMany(targets, (progress) => store.setState({ progress: { ...progress, finished: false } }));
  // All markets: the orders shown first (at once), then every listed market asked for any the screen did not know.
  const progress = store.getState().pair === null ? settleSweep(shown, await session.trading.cancelAll()) : shown;
  store.setState({ phase: 'done', progress: { ...progress, finished: true } });
  session.poller.refresh('allOpenOrders');
}

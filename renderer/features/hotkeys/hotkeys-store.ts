/**
 * The hotkeys' state, one per session: whether the help sheet is open, the messages on screen, and the orders
 * placed in this session (watched on the order entry store, so an order sent by a click counts as well as one
 * sent by a key).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Session } from '../../services/session';
import { addMessage, currentMessages, removeMessage, updateMessage, type HotkeyMessage } from './messages';
import { markDone, remember, sentOrderOf, sentOrdersOfBatch, type SentOrder } from './sent-orders';
import type { Said } from '../../services/outcomes';

export interface HotkeysState {
  helpOpen: boolean;
  messages: HotkeyMessage[];
  sent: SentOrder[];
}

export interface HotkeysApi {
  store: StoreApi<HotkeysState>;
  openHelp: () => void;
  closeHelp: () => void;
  /** Shows a message; returns its id (to put the answer in its place). */
  say: (said: Said, tag?: string) => number;
  update: (id: number, said: Said) => void;
  dismiss: (id: number) => void;
  /** Drops the messages whose time is up. */
  expire: () => void;
  /** The order is known to be done (a hotkey cancelled it, or the exchange says it is not open). */
  orderDone: (orderId: number) => void;
}

const apis = new WeakMap<Session, HotkeysApi>();

export function hotkeysOf(session: Session): HotkeysApi {
  const existing = apis.get(session);
  if (existing) return existing;
  const store = createStore<HotkeysState>()(() => ({ helpOpen: false, messages: [], sent: [] }));
  let ids = 0;
  const now = () => session.now();

  // Every order placed through the trading store, from whichever part of the screen.
  session.orderEntry.subscribe((state, previous) => {
    const placed: SentOrder[] = [];
    const { submission, scaleSubmission } = state;
    if (submission !== previous.submission && submission.status === 'settled') {
      const order = sentOrderOf(submission.request, submission.result, now());
      if (order) placed.push(order);
    }
    if (scaleSubmission !== previous.scaleSubmission && scaleSubmission.status === 'settled') {
      placed.push(...sentOrdersOfBatch(scaleSubmission.result, now()));
    }
    if (placed.length > 0) store.setState((s) => ({ sent: remember(s.sent, placed) }));
  });
  // A row's Cancel that went through.
  session.cancels.subscribe((state, previous) => {
    if (state.byOrderId === previous.byOrderId) return;
    const done = Object.entries(state.byOrderId)
      .filter(([, c]) => c.status === 'done')
      .map(([id]) => Number(id));
    if (done.length === 0) return;
    store.setState((s) => ({ sent: done.reduce(markDone, s.sent) }));
  });

  const api: HotkeysApi = {
    store,
    openHelp: () => store.setState({ helpOpen: true }),
    closeHelp: () => store.setState({ helpOpen: false }),
    say: (said, tag) => {
      const id = ++ids;
      store.setState((s) => ({ messages: addMessage(currentMessages(s.messages, now()), said, id, now(), tag) }));
      return id;
    },
    // An answer whose pending message was pushed out (or closed) comes back as a new one: it must be read.
    update: (id, said) =>
      store.setState((s) => ({
        messages: s.messages.some((m) => m.id === id) ? updateMessage(s.messages, id, said, now()) : addMessage(s.messages, said, id, now()),
      })),
    dismiss: (id) => store.setState((s) => ({ messages: removeMessage(s.messages, id) })),
    expire: () =>
      store.setState((s) => {
        const left = currentMessages(s.messages, now());
        return left.length === s.messages.length ? s : { messages: left };
      }),
    orderDone: (orderId) => store.setState((s) => ({ sent: markDone(s.sent, orderId) })),
  };
  apis.set(session, api);
  return api;
}

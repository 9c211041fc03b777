/**
 * Browser mode's side of the bridge: `window.perpdesk` over a WebSocket to the host that served this page,
 * authenticated with the launch token from the address (`#token=…`). In Electron the preload provides it instead.
 */
import { isWriteMethod, type BridgeResult, type PerpdeskBridge, type WireReply, type WireRequest } from '../../shared/bridge';

const RECONNECT_MS = 1000;

export function installBrowserBridge(): void {
  if (window.perpdesk) return;
  const token = takeLaunchToken();
  const url = `ws://${window.location.host}/bridge?token=${encodeURIComponent(token)}`;
  const pending = new Map<number, { method: string; settle: (result: BridgeResult<unknown>) => void }>();
  let nextId = 1;
  let socket: WebSocket | null = null;
  let opened: Promise<boolean> = Promise.resolve(false);

  const connect = (): void => {
    const ws = new WebSocket(url);
    socket = ws;
    opened = new Promise((resolve) => {
      ws.addEventListener('open', () => resolve(true), { once: true });
      ws.addEventListener('close', () => resolve(false), { once: true });
    });
    ws.addEventListener('message', (event) => {
      const reply = JSON.parse(String(event.data)) as WireReply;
      pending.get(reply.id)?.settle(reply.result);
      pending.delete(reply.id);
    });
    ws.addEventListener('close', () => {
      for (const { method, settle } of pending.values()) settle(lostMidCall(method));
      pending.clear();
      socket = null;
      setTimeout(connect, RECONNECT_MS);
    });
  };
  connect();

  const bridge: PerpdeskBridge = {
    shell: 'browser',
    async call(method, params, band) {
      if (!(await opened) || !socket || socket.readyState !== WebSocket.OPEN) return lostHost();
      const id = nextId++;
      const request: WireRequest = band === undefined ? { id, method, params } : { id, method, params, band };
      const ws = socket;
      return new Promise((resolve) => {
        pending.set(id, { method, settle: resolve });
        ws.send(JSON.stringify(request));
      });
    },
  };
  window.perpdesk = bridge;
}

const TOKEN_KEY = 'perpdesk.launchToken';

/**
 * The token leaves the address bar and the history as soon as it is read; this tab keeps it (sessionStorage, gone
 * with the tab) so that a reload still reaches the host.
 */
function takeLaunchToken(): string {
  const fromAddress = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (fromAddress === null) return window.sessionStorage.getItem(TOKEN_KEY) ?? '';
  window.sessionStorage.setItem(TOKEN_KEY, fromAddress);
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return fromAddress;
}

const lostHost = (): BridgeResult<never> => ({
  ok: false,
  error: { kind: 'network', message: 'Lost the connection to the Perpdesk host; reconnecting' },
});

/** A write whose reply never came may still have reached the exchange: its fate is unknown, not failed. */
const lostMidCall = (method: string): BridgeResult<never> =>
  isWriteMethod(method)
    ? {
        ok: false,
        error: { kind: 'unknown-outcome', message: 'The host went away before answering; check the result before trying again' },
      }
    : lostHost();

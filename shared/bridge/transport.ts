/** What crosses a transport (IPC or WebSocket) between the renderer and the host. */
import type { BridgeResult } from './result';

/** The one function the renderer sees as `window.perpdesk.call`. */
export type BridgeCall = (method: string, params: unknown) => Promise<BridgeResult<unknown>>;

export interface PerpdeskBridge {
  call: BridgeCall;
  /** Which shell is on the other side. */
  shell: 'electron' | 'browser';
}

/** A WebSocket request frame in browser mode; the reply carries the same id. */
export interface WireRequest {
  id: number;
  method: string;
  params: unknown;
}
export interface WireReply {
  id: number;
  result: BridgeResult<unknown>;
}

export const IPC_CHANNEL = 'perpdesk:call';

/** What crosses a transport (IPC or WebSocket) between the renderer and the host. */
import type { BridgeResult } from './result';

/**
 * The one function the renderer sees as `window.perpdesk.call`. `band` says which band of the request budget a
 * read spends from (the screen's unless given); a write ignores it.
 */
export type BridgeCall = (method: string, params: unknown, band?: BandHint) => Promise<BridgeResult<unknown>>;

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
  band?: BandHint;
}
export interface WireReply {
  id: number;
  result: BridgeResult<unknown>;
}

export const IPC_CHANNEL = 'perpdesk:call';

/**
 * The bands of a profile's request budget, first served first: the trader's writes and their look-ups, what is
 * on screen for the current market, background work (the Market list's prices, notifications, other markets), and
 * spare polls (the book and trades asked more often than their interval, from what the others leave).
 */
export type RequestBand = 'write' | 'screen' | 'background' | 'spare';
/** What a read may ask for; a write is always in the write band, and no hint makes a read one. */
export type BandHint = Exclude<RequestBand, 'write'>;
export const isBandHint = (value: unknown): value is BandHint => value === 'screen' || value === 'background' || value === 'spare';

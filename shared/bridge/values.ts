/** Results of bridge methods that are ours rather than the exchange's records. */
import type { Balance, Candle, OpenInterest } from '../exchange/records';
import type { HeldKind } from '../trading/held-kinds';
import type { RequestBand } from './transport';
import type { MarginMode } from './params';

export interface AppStatus {
  venue: { name: string; baseUrl: string; paper: boolean };
  keychain: { available: boolean; message: string };
  /** Server time minus local time, as last measured; null before the first measurement. */
  clockOffsetMs: number | null;
  /** The active profile cannot place or cancel. */
  readOnly: boolean;
  connection: ConnectionStatus;
}

export interface PlacedOrder {
  pair: string;
  orderId: number;
  clientOrderId: string;
  /** Read back for IOC, FOK and market orders (null when the read failed, or for a resting order). */
  state: PlacedOrderState | null;
  /** The quantity sent, when less than asked: an exit sized to what its position held less the exits on their way. */
  quantity?: string;
}

/** One position's part in Close all: closed by the order `orderId`, or refused (`message` says why). */
export interface ClosedPosition {
  pair: string;
  positionId: number;
  side: 'long' | 'short';
  /** What the position held when its close was sent. */
  quantity: string;
  ok: boolean;
  orderId?: number;
  /** Why it was refused, or what is left open when the close did not fill in full; in a trader's words. */
  message?: string;
}

export interface CancelledOrder {
  pair: string;
  orderId: number;
}

/** A profile as the renderer sees it: never its secret. */
export interface ProfileView {
  id: string;
  name: string;
  baseUrl: string;
  apiKey: string;
  readOnly: boolean;
  createdAt: number;
  /** Where its secret is: the OS keychain, or this run's memory only (tell the trader). */
  secretStorage: 'keychain' | 'memory';
  /** The built-in paper exchange's profile. */
  paper: boolean;
  /** False: this run does not hold its secret; it must be entered again (profiles.setSecret). */
  secretAvailable: boolean;
}

/** What a profile's test read from its exchange. */
export interface ProfileTestPassed {
  serverTime: number;
  clockOffsetMs: number;
  balance: Balance;
}

export interface SavedProfile {
  profile: ProfileView;
  test: ProfileTestPassed;
}

/** A file a profile's trading left in the data directory; removing the profile keeps it. */
export interface ProfileFile {
  /** What it holds, in a trader's words: "held orders", "trade history". */
  what: string;
  path: string;
}

export interface ProfileList {
  profiles: ProfileView[];
  /** The profile the app trades with now; null when it trades the exchange named on the command line. */
  activeId: string | null;
  keychain: { available: boolean; message: string };
}

/** The exchange connection as the client sees it now. */
export interface ConnectionStatus {
  /** Server time minus local time, as last measured; null before the first measurement. */
  clockOffsetMs: number | null;
  /** Round trip of recent requests, smoothed; null before the first answer. */
  latencyMs: number | null;
  /** The per-profile request budget shared by everything that polls, and how each band spends it. */
  budget: RequestBudget;
  /** Until when (ms) the exchange asked us to slow down (2008); null when it has not. */
  throttledUntil: number | null;
}

/** A profile's request budget: writes first, then the screen, then background work from what those leave. */
export interface RequestBudget {
  /** The most requests sent at once after a quiet spell. */
  capacity: number;
  /** Requests a second, all bands together. */
  perSecond: number;
  /** Whole requests writes and the screen could send at once now. */
  available: number;
  /** Requests a second each band was granted, averaged over the last few seconds. */
  used: Record<RequestBand, number>;
  /** Requests waiting for the budget now, per band. */
  waiting: Record<RequestBand, number>;
}

/** An order's fate right after it was sent: for IOC, FOK and market orders, whether (and how much) it filled. */
export interface PlacedOrderState {
  status: number;
  filledQuantity: string;
  /** The average price of what filled (dealAmount ÷ dealQuantity); null when nothing filled or not known. */
  averagePrice?: string | null;
}

/** One order of a batch or scale, in the batch's order, with how it really ended. */
export type BatchItem = {
  pair: string;
  clientOrderId: string;
  price: string | null;
  quantity: string;
} & ({ outcome: 'placed'; orderId: number } | { outcome: 'not-placed' | 'unknown'; error: { kind: string; code?: number; message: string } });

export interface BatchPlaced {
  items: BatchItem[];
  placed: number;
}

/** One order of a cancel of several, in the order asked. */
export type CancelItem = { orderId: number } & (
  { outcome: 'cancelled' } | { outcome: 'not-cancelled' | 'unknown'; error: { kind: string; code?: number; message: string } }
);

export interface CancelResults {
  items: CancelItem[];
  cancelled: number;
}

/** Everything of the Market summary, read together. */
export interface MarketSummary {
  pair: string;
  ticker: Candle;
  markPrice: string;
  indexPrice: string;
  fundingRate: string;
  /** The next hourly settlement, server time in ms. */
  nextFundingTime: number;
  openInterest: OpenInterest | null;
  /** Server time when read, ms. */
  serverTime: number;
}

export interface PairTicker {
  pair: string;
  ticker: Candle;
}

export interface LeverageSetting {
  pair: string;
  marginMode: MarginMode;
  leverage: number;
  minLeverage: number;
  maxLeverage: number;
}

/** What became of a create whose answer was lost: still unknown, or found placed, or known not placed. */
export type CreateOutcomeView =
  | { status: 'unknown'; message: string }
  | { status: 'placed'; pair: string; orderId: number; clientOrderId: string }
  | { status: 'not-placed'; message: string };

/** An order moved to a new price: the old one cancelled, what is left of it placed again with a new client order id. */
export interface MovedOrder {
  pair: string;
  cancelledOrderId: number;
  placed: PlacedOrder;
}

/** A full sweep of open orders over every listed market (Refresh all markets). */
export interface OpenOrdersSweep {
  running: boolean;
  /** Markets asked so far, of `total` (0 until the market list is known). */
  done: number;
  total: number;
  /** Markets whose answer failed: their orders may be missing from "all markets". */
  failed: string[];
  startedAt: number | null;
  finishedAt: number | null;
}

/** An order Perpdesk holds (issue 17): it fires only while Perpdesk runs and reaches the exchange. */
export interface HeldOrderView {
  id: string;
  pair: string;
  kind: HeldKind;
  positionSide: 'long' | 'short';
  feed: 'mark' | 'last';
  /** Where it fires; a trailing stop's moves with the best price (null before its first price). */
  trigger: string | null;
  trailing: { distance: string | null; percent: string | null; best: string | null } | null;
  /** At most this much is closed; null: the whole position. */
  quantity: string | null;
  /** A take profit's tier, 1 to 4 from the nearest price out ("TP1"); null: not one of tiers. */
  tier: number | null;
  /** A tier's share of the position as asked, in % ("50"); null: not a tier. */
  share: string | null;
  /** Held orders of one group cancel each other. */
  group: string | null;
  /** At market, or an IOC limit at the firing price ± `slippage` % (what it leaves unfilled stays armed). */
  exit: { type: 'market' } | { type: 'limit'; slippage: string };
  status: 'pending' | 'armed' | 'firing' | 'fired' | 'cancelled';
  exitClientOrderId: string | null;
  createdAt: number;
  note: string | null;
}

export interface ProtectionStatus {
  /** Held orders watching the price now. */
  armed: number;
  /** Bracket legs waiting for their entry to fill. */
  pending: number;
  /** Price feeds behind armed orders with no fresh price: those orders cannot fire. */
  stale: { pair: string; feed: 'mark' | 'last'; ageMs: number | null }[];
  /** The desktop app keeps the system awake while orders are armed (a setting, off unless turned on). */
  keepAwake: boolean;
  /** Chases and TWAPs working (or paused): like armed orders, they trade only while Perpdesk runs. */
  working?: number;
  /** Why protection cannot act now (its file cannot be saved, a round failed); what it blocks is said. Null: nothing. */
  failure?: string | null;
}

export interface ProtectionNotice {
  seq: number;
  time: number;
  kind: 'triggered' | 'partial' | 'cancelled' | 'shrunk' | 'stale' | 'failed' | 'armed' | 'refused' | 'moved';
  heldId: string | null;
  pair: string;
  /** The headline: "Stop loss triggered". */
  title: string;
  message: string;
  /** The trader has seen it (protection.markRead): it is not told again at the next start. */
  read: boolean;
}

export interface BracketPlaced {
  entry: PlacedOrder;
  held: HeldOrderView[];
}

/** A chase or a TWAP Perpdesk holds (issue 20): it trades only while Perpdesk runs and reaches the exchange. */
export interface AlgoView {
  id: string;
  kind: 'chase' | 'twap';
  pair: string;
  side: 'buy' | 'sell';
  quantity: string;
  filled: string;
  remaining: string;
  /** Of what filled so far; null before the first fill. */
  averagePrice: string | null;
  status: 'working' | 'paused' | 'ending' | 'done' | 'stopped' | 'cancelled';
  /** What it did last, in a trader's words. */
  note: string | null;
  reduceOnly: boolean;
  createdAt: number;
  /** Its one order on the exchange now. */
  order: { clientOrderId: string; orderId: number | null; price: string | null; quantity: string; filled: string } | null;
  chase: { maxDistance: string | null; deadline: number; onLimit: 'stop' | 'market'; startPrice: string | null } | null;
  twap: { slices: number; sent: number; nextAt: number | null; priceLimit: string | null; slippage: string } | null;
}

/** A price alert Perpdesk holds (issue 21): told once when its market's price crosses. */
export interface PriceAlert {
  /** 'l' + random, like held ids. */
  id: string;
  pair: string;
  /** above: fires when the price is at or above `price`; below: at or below; move: |price − basePrice| ≥ percent % of basePrice. */
  condition: 'above' | 'below' | 'move';
  /** above/below: the level (decimal string at the pair's price decimals); move: null. */
  price: string | null;
  /** move: e.g. "2.5"; else null. */
  percent: string | null;
  /** move: the price when it was set; else null. */
  basePrice: string | null;
  /** Which price it watches (default last: what the chart and the ladder show). */
  feed: 'last' | 'mark';
  /** '' when none. */
  note: string;
  status: 'armed' | 'fired';
  createdAt: number;
  firedAt: number | null;
  /** The price that crossed. */
  firedPrice: string | null;
  /** The trader has been told (alerts.markSeen): not told again after a restart. */
  seen: boolean;
}

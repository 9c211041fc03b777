/**
 * Orders Perpdesk holds, as data: what the trigger engine keeps (and the store writes to disk), the events it
 * hears and the actions it asks for. Types only, so every module of app/protection/ imports it and it imports none.
 */
import type { HeldKind } from '../../shared/trading/held-kinds';
import type { PriceFeed } from '../trading/price-feed';
import type { PositionView } from '../trading/position-view';

export type { HeldKind, PositionView, PriceFeed };

export type HeldStatus =
  /** A bracket's stop or target waiting for its entry to fill. */
  | 'pending'
  /** Watching the price. */
  | 'armed'
  /** Its exit's client order id is on disk and the exit was (or is being) sent; its outcome not known yet. */
  | 'firing'
  /** Its exit was placed. */
  | 'fired'
  | 'cancelled';

export interface Trailing {
  /** A distance in the quote currency, or a percent of the best price; one of them. */
  distance: string | null;
  percent: string | null;
  /** The best price seen since it was armed (highest for a long position, lowest for a short); null until then. */
  best: string | null;
}

/**
 * How a held order exits when it fires: at market, or as an IOC limit at the firing price ± `slippage` % (worse
 * for the trader by at most that); what a limit leaves unfilled stays armed and fires again.
 */
export type HeldExit = { type: 'market' } | { type: 'limit'; slippage: string };

export interface MarketRules {
  /** The taker fee of one leg, as a fraction ("0.0006"). */
  takerFeeRate: string;
  priceDecimal: number;
  tradeDecimal: number;
}

export interface HeldOrder {
  id: string;
  pair: string;
  kind: HeldKind;
  /** The side of the position it protects; the exit is the other side. */
  positionSide: 'long' | 'short';
  feed: PriceFeed;
  /** The trigger price; for a trailing stop, where it stands now (null before its first price). */
  trigger: string | null;
  trailing: Trailing | null;
  /** At most this much is closed; null: whatever the position holds when it fires. */
  quantity: string | null;
  /** A take profit's tier, 1 to 4 from the nearest price out: firing, it cancels nothing. Null: not a tier. */
  tier: number | null;
  /** A tier's share of the position in % as asked: a bracket's tier is sized to it when its entry fills. */
  share: string | null;
  /** On TP1: once its exit is placed, the position's stop moves to breakeven (or one is set there). */
  breakevenAfterTp1: boolean;
  /** The pair's rules when it was set, for what is reckoned later: a tier's lots, the breakeven price. */
  market: MarketRules | null;
  /** Held orders sharing a group cancel one another (a bracket's stop and target, a position's TP and SL). */
  group: string | null;
  /** A bracket's entry, by its client order id, while it is pending. */
  entryClientOrderId: string | null;
  status: HeldStatus;
  /** The exit's client order id, written before it is sent. */
  exitClientOrderId: string | null;
  /** What its exit closes, while it is firing: other exits of the position are sized to what is left. */
  exitQuantity: string | null;
  /** Server time (ms) the exit was written, just before it was sent: where its look-up starts. */
  firedAt: number | null;
  /** How many exits the exchange refused; it stops trying after MAX_ATTEMPTS. */
  attempts: number;
  exit: HeldExit;
  /** Exits sent so far: the next one's client order id ends in `x<sent>`. */
  sent: number;
  /** True after an exit that left part unfilled, or was not sent (nothing left): firing again is not told again. */
  partial: boolean;
  createdAt: number;
  /** Why it ended (cancelled, fired, failed), in a trader's words. */
  note: string | null;
}

export interface FeedState {
  price: string;
  at: number;
}

export interface EngineState {
  orders: HeldOrder[];
  /** The last price per `pair|feed` and when it came. */
  feeds: Record<string, FeedState>;
  /** What the account held per pair when last asked (null: nothing); a pair not here is not known yet. */
  positions: Record<string, PositionView | null>;
  /** Feeds whose staleness was already told. */
  staleTold: string[];
  /** True until the first price after a start: a trigger it crosses crossed while Perpdesk was not running. */
  resumed: Record<string, boolean>;
}

export type EngineEvent =
  | { type: 'add'; order: HeldOrder; at: number }
  | { type: 'cancel'; id: string; at: number }
  | { type: 'move'; id: string; trigger: string; at: number }
  /** The price of one pair's feed. */
  | { type: 'price'; pair: string; feed: PriceFeed; price: string; at: number }
  /** What the account holds on one pair now (null: nothing). */
  | { type: 'position'; pair: string; position: PositionView | null; at: number }
  /** A bracket's entry: how much has filled, and whether it is done (filled, cancelled or expired). */
  | { type: 'entry'; clientOrderId: string; filled: string; done: boolean; at: number }
  /** What became of an exit. */
  /** What became of an exit; `fill` how much of how much filled when known (an IOC limit may leave a remainder). */
  | { type: 'exit'; id: string; outcome: 'placed' | 'not-placed'; message: string; fill?: { filled: string; quantity: string }; at: number }
  /** An exit written but not found after a restart: Perpdesk stopped before sending it, so it is sent now, under its id. */
  | { type: 'resend'; id: string; at: number }
  /** An exit not sent: the position was closed, or covered by other exits on their way. It waits, armed, spending no attempt. */
  | { type: 'nothing-left'; id: string; message: string; at: number }
  /** Moves the position's armed stop loss to `trigger` (toward profit only), or sets one there, at market, when none. */
  | { type: 'breakeven'; pair: string; positionSide: 'long' | 'short'; trigger: string; entry: string; feed: PriceFeed; id: string; at: number }
  /** The engine was loaded from disk: every armed order waits for its first price. */
  | { type: 'started'; at: number }
  | { type: 'tick'; at: number };

export type NoticeKind = 'triggered' | 'partial' | 'cancelled' | 'shrunk' | 'stale' | 'failed' | 'armed' | 'refused' | 'moved';

export type EngineAction =
  | {
      type: 'send-exit';
      id: string;
      pair: string;
      /** The exit's side: sell closes a long. */
      side: 'buy' | 'sell';
      quantity: string;
      /** The limit price of a limit exit (an IOC order); null: at market. */
      price: string | null;
      clientOrderId: string;
    }
  | { type: 'notice'; kind: NoticeKind; id: string | null; pair: string; title: string; message: string };

export interface StepResult {
  state: EngineState;
  actions: EngineAction[];
}

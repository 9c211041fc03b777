/**
 * Close all and Flip, as the Positions panel sends them. Close all is one core call (each position closed on the
 * Close road); Flip is two writes in turn: the position closed on that road, then, once it reads flat, a new market
 * order of the same size on the other side, which passes the guards as any entry does. Kept here rather than in the
 * core: the second order is an ordinary placeOrder (no write of a new kind for the guards), and the screen shows
 * each step as it goes. Every outcome is said in the action log.
 */
import Decimal from 'decimal.js';
import type { BridgeResult, ClosedPosition, PlacedOrder } from '../../shared/bridge';
import type { Position } from '../../shared/exchange';
import type { ActionLogStore } from '../stores/action-log-store';
import type { WriteInvoke } from '../bridge/client';
import { marginModeOf } from './entry-context-of';
import { errorText, type Said } from './outcomes';
import type { Trading } from './trading';

export interface PositionActionsDeps {
  invoke: WriteInvoke;
  trading: Pick<Trading, 'closePosition'>;
  actionLog?: ActionLogStore;
  /** Positions, orders and balance refreshed after a write. */
  afterTrade: () => void;
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
}

/** Where a flip is: closing the position, then opening the other side. */
export type FlipStep = 'closing' | 'opening';

/** How often, and how many times, a flip reads the position before it gives up waiting for it to be flat. */
const FLAT_POLL_MS = 250;
const FLAT_TRIES = 20;

const defaultWait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const sideOf = (isLong: boolean) => (isLong ? 'long' : 'short');

export interface PositionActions {
  /** Every position of `pair`, or of every market; one answer per position. */
  closeAll: (pair?: string) => Promise<BridgeResult<ClosedPosition[]>>;
  /** The position reversed at market; what became of it, in a trader's words. */
  flip: (position: Position, onStep?: (step: FlipStep) => void) => Promise<Said>;
}

export function createPositionActions({
  invoke,
  trading,
  actionLog,
  afterTrade,
  now = Date.now,
  wait = defaultWait,
}: PositionActionsDeps): PositionActions {
  const say = (said: Said): Said => {
    actionLog?.getState().actions.logged(said, now());
    return said;
  };

  /** The position's side left on its market after the close: null once flat, or while it cannot be read. */
  async function leftAfterClose(position: Position): Promise<string | null> {
    for (let i = 0; i < FLAT_TRIES; i++) {
      const read = await invoke('positions.list', { pair: position.symbol });
      if (read.ok) {
        const left = read.value.filter((p) => p.isLong === position.isLong && new Decimal(p.quantity).gt(0));
        if (left.length === 0) return null;
        if (i === FLAT_TRIES - 1) return left.reduce((sum, p) => sum.plus(p.quantity), new Decimal(0)).toString();
      }
      await wait(FLAT_POLL_MS);
    }
    return 'an unknown part';
  }

  return {
    async closeAll(pair) {
      const result = await invoke('trading.closeAll', pair === undefined ? {} : { pair });
      afterTrade();
      say(closeAllSaid(pair, result));
      return result;
    },

    async flip(position, onStep = () => {}) {
      const from = sideOf(position.isLong);
      const to = sideOf(!position.isLong);
      onStep('closing');
      // The Close road says its own line in the action log.
      const closed = await trading.closePosition({ pair: position.symbol, positionId: position.id, type: 'market' });
      if (!closed.ok) return { tone: 'error', text: `Not flipped: the ${from} was not closed (${errorText(closed.error)})` };
      const left = await leftAfterClose(position);
      if (left !== null) {
        return say({
          tone: 'warn',
          text: `Not flipped: the ${from} ${position.symbol} is not flat yet (${left} still open), so the ${to} was not sent`,
        });
      }
      onStep('opening');
      const opened = await invoke('trading.placeOrder', {
        pair: position.symbol,
        side: position.isLong ? 'sell' : 'buy',
        type: 'market',
        quantity: position.quantity,
        leverage: position.lever,
        marginMode: marginModeOf(position.positionType),
        timeInForce: 'IOC',
      });
      afterTrade();
      return say(flipSaid(position, opened));
    },
  };
}

/** What a flip is doing now: "Flipping BTC-USDT: closing the long…". */
export function flipStepSaid(position: Position, step: FlipStep): Said {
  const now = step === 'closing' ? `closing the ${sideOf(position.isLong)}` : `opening the ${sideOf(!position.isLong)}`;
  return { tone: 'pending', text: `Flipping ${position.symbol}: ${now}…` };
}

/** Close all and Flip over a session's services (the Positions panel and the hotkeys share them). */
export function positionActionsOf(
  session: Pick<PositionActionsDeps, 'invoke' | 'trading' | 'actionLog' | 'now'> & { poller: { refreshAfterTrade: () => void } },
): PositionActions {
  const { invoke, trading, actionLog, now, poller } = session;
  return createPositionActions({
    invoke,
    trading,
    afterTrade: poller.refreshAfterTrade,
    ...(actionLog ? { actionLog } : {}),
    ...(now ? { now } : {}),
  });
}

/** "Flipped BTC-USDT: long 0.100 closed, short 0.100 opened (order #12)", or why the other side was not opened. */
export function flipSaid(position: Position, opened: BridgeResult<PlacedOrder>): Said {
  const from = sideOf(position.isLong);
  const to = sideOf(!position.isLong);
  if (!opened.ok) {
    const tone = opened.error.kind === 'unknown-outcome' ? 'unknown' : 'error';
    const reason = errorText(opened.error).replace(/\.$/, '');
    const why =
      opened.error.kind === 'unknown-outcome' ? `sent but its answer was lost: check Open orders and Positions (${reason})` : `refused: ${reason}`;
    return { tone, text: `Closed the ${from}; the ${to} was ${why}. You are flat on ${position.symbol}` };
  }
  const filled = opened.value.state?.filledQuantity;
  const size = filled !== undefined && new Decimal(filled).lt(position.quantity) ? `${filled} of ${position.quantity}` : position.quantity;
  return {
    tone: 'ok',
    text: `Flipped ${position.symbol}: ${from} ${position.quantity} closed, ${to} ${size} opened (order #${opened.value.orderId})`,
  };
}

/** One line for Close all: how many closed, and each refusal with its reason. */
export function closeAllSaid(pair: string | undefined, result: BridgeResult<ClosedPosition[]>): Said {
  const where = pair ?? 'every market';
  if (!result.ok)
    return {
      tone: result.error.kind === 'unknown-outcome' ? 'unknown' : 'error',
      text: `Close all on ${where} did not happen: ${errorText(result.error)}`,
    };
  const items = result.value;
  if (items.length === 0) return { tone: 'info', text: `No positions to close on ${where}` };
  const closed = items.filter((i) => i.ok);
  const refused = items.filter((i) => !i.ok);
  const closedText = closed.map((i) => `${i.pair} ${i.side} ${i.quantity} (order #${i.orderId})`).join(', ');
  const head = `Close all on ${where}: closed ${closed.length} of ${items.length}${closed.length > 0 ? `: ${closedText}` : ''}`;
  const notes = items.filter((i) => i.message).map((i) => i.message);
  return { tone: refused.length > 0 ? 'error' : notes.length > 0 ? 'warn' : 'ok', text: notes.length > 0 ? `${head}. ${notes.join('. ')}` : head };
}

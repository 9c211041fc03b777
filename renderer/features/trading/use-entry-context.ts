/**
 * React's view of the order entry service's context: each part selected from the stores (so the form redraws only
 * when one changes), the context made of them by the service's pure `contextOf`; and the reads the form asks for
 * while it is on screen (the trade configs once per session, the leverage setting per pair and mode).
 */
import { useEffect, useMemo, useRef } from 'react';
import type { LeverageSetting } from '../../../shared/bridge';
import type { Depth, Position } from '../../../shared/exchange';
import { contextOf, entryLeverage } from '../../services/entry-context-of';
import { leverageKey, useFeedValue, useOrderEntryState } from '../../stores';
import { useTrading } from '../../services/hooks';
import type { Pair } from '../../../shared/exchange';
import type { EntryContext, MarginMode } from '../../domain/trading/entry-context';

export interface EntryContextView {
  ctx: EntryContext | null;
  /** The account's leverage setting for the pair and mode; null until read. */
  setting: LeverageSetting | null;
  /** The order's leverage: the trader's choice for this pair and mode, else the setting; null until known. */
  leverage: number | null;
  /** The account's position on the pair, as its record reads. */
  position: Position | null;
}

export function useEntryContext(pair: Pair | undefined, marginMode: MarginMode): EntryContextView {
  const trading = useTrading();
  const symbol = pair?.symbol ?? null;
  const configs = useOrderEntryState((s) => s.tradeConfigs.data);
  const setting = useOrderEntryState((s) => (symbol ? (s.leverageSettings[leverageKey(symbol, marginMode)]?.data ?? null) : null));
  const choice = useOrderEntryState((s) => s.leverage);
  const book = useEntryBook(useOrderEntryState((s) => s.kind === 'market'));
  const available = useFeedValue('balance', (d) => d?.availableAmount ?? null);
  const positions = useFeedValue('positions', (d) => d);
  const openOrders = useFeedValue('openOrders', (d) => d);
  const paper = useFeedValue('status', (d) => d?.venue.paper ?? false);

  const position = useMemo(() => positions?.find((p) => p.symbol === symbol) ?? null, [positions, symbol]);
  const positionLever = position?.lever ?? null;

  // Once per session; a pair switch tries again after a failure.
  useEffect(() => void trading.loadTradeConfigs(), [trading, symbol]);
  // Read again when the pair, the mode, or the position's leverage changes (the Leverage dialog may have set it).
  useEffect(() => {
    if (symbol) void trading.loadLeverage(symbol, marginMode);
  }, [trading, symbol, marginMode, positionLever]);

  const ctx = useMemo(
    () => contextOf({ pair, configs, setting, book, available, positions, openOrders, paper }),
    [pair, configs, book, available, positions, openOrders, setting, paper],
  );
  return { ctx, setting, leverage: symbol === null ? null : entryLeverage(choice, setting, symbol, marginMode), position };
}

/** The best bid and ask prices: all a form other than a market order's reads of the book. */
const touchOf = (d: Depth): string => `${d.bids[0]?.price ?? ''} ${d.asks[0]?.price ?? ''}`;

/**
 * The book as the form reads it: every answer for a market order (its estimate walks the levels), otherwise only
 * when the best bid or ask moves, so the form does not redraw at each answer of the book for nothing it shows.
 * (Sending reads the book from the store, not from here.)
 */
function useEntryBook(allLevels: boolean): Depth | null {
  const kept = useRef<Depth | null>(null);
  return useFeedValue('depth', (d) => {
    const previous = kept.current;
    if (allLevels || d === null || previous === null || touchOf(d) !== touchOf(previous)) kept.current = d;
    return kept.current;
  });
}

/**
 * Gathers what the order form's engines need from the feeds and the order entry store (polling the feeds while the
 * form is on screen), and reads the trade configs once per session and the leverage setting per pair and mode.
 */
import { useEffect, useMemo } from 'react';
import type { LeverageSetting } from '../../../shared/bridge';
import { PositionType, type Order, type Pair, type Position } from '../../../shared/exchange';
import { PAPER_MAKER_REBATE_RATE } from '../../../shared/trading';
import { leverageKey, useFeedValue, useOrderEntryState, useTrading } from '../../stores';
import type { EntryContext, HeldPosition, MarginMode } from './entry-context';

export interface EntryContextView {
  ctx: EntryContext | null;
  /** The account's leverage setting for the pair and mode; null until read. */
  setting: LeverageSetting | null;
  /** The order's leverage: the trader's choice for this pair and mode, else the setting; null until known. */
  leverage: number | null;
  /** The account's position on the pair, as its record reads. */
  position: Position | null;
}

const modeOf = (positionType: number): MarginMode => (positionType === PositionType.CROSS ? 'cross' : 'isolated');

export function heldPosition(p: Position): HeldPosition {
  return { isLong: p.isLong, quantity: p.quantity, amount: p.amount, margin: p.marginAmount, leverage: p.lever, mode: modeOf(p.positionType) };
}

export function useEntryContext(pair: Pair | undefined, marginMode: MarginMode): EntryContextView {
  const trading = useTrading();
  const symbol = pair?.symbol ?? null;
  const configs = useOrderEntryState((s) => s.tradeConfigs.data);
  const setting = useOrderEntryState((s) => (symbol ? (s.leverageSettings[leverageKey(symbol, marginMode)]?.data ?? null) : null));
  const choice = useOrderEntryState((s) => s.leverage);
  const book = useFeedValue('depth', (d) => d);
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

  const ctx = useMemo((): EntryContext | null => {
    if (!pair) return null;
    const config = configs?.find((c) => c.pairId === pair.id) ?? null;
    return {
      pair,
      config,
      book,
      available,
      position: position && heldPosition(position),
      otherCross: (positions ?? [])
        .filter((p) => p.symbol !== pair.symbol && p.positionType === PositionType.CROSS)
        .map((p) => ({ isLong: p.isLong, amount: p.amount, margin: p.marginAmount, unrealizedPnl: p.unrealizedPnl })),
      openOrderModes: modesOf(openOrders, pair.symbol),
      leverageRange: {
        min: Math.max(pair.minLever, setting?.minLeverage ?? pair.minLever),
        max: Math.min(pair.maxLever, setting?.maxLeverage ?? pair.maxLever),
      },
      rebateRate: paper ? PAPER_MAKER_REBATE_RATE : '0',
    };
  }, [pair, configs, book, available, position, positions, openOrders, setting, paper]);

  const chosen = choice && choice.pair === symbol && choice.marginMode === marginMode ? choice.value : null;
  return { ctx, setting, leverage: chosen ?? setting?.leverage ?? null, position };
}

function modesOf(orders: readonly Order[] | null, symbol: string): MarginMode[] {
  const modes = new Set<MarginMode>();
  for (const o of orders ?? []) if (o.symbol === symbol) modes.add(modeOf(o.positionType));
  return [...modes];
}

/**
 * The position tool's button on the chart and its panel: Long or Short, the trade's risk, reward, R:R, size,
 * margin and liquidation price (sized live by the Order entry's risk as the lines are dragged), Use (fills the
 * Order entry: price, quantity by risk, stop and target as its bracket), ✕ or Escape to remove it.
 */
import { GlyphButton } from '../../ui/GlyphButton';
import { isFormField, listen, windowOf } from '../../ui/dom';
import Decimal from 'decimal.js';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useOrderEntryState, useSelectedPair } from '../../stores';
import { useSession } from '../../services/hooks';
import { ChartHeadToggle } from './ChartHeadToggle';
import type { PositionToolLayer } from './position-tool-layer';
import { flipTool, startTool, type PositionTool, type ToolSide } from './position-tool';

const money = (value: string | null | undefined): string => (value ? new Decimal(value).toFixed(2) : '–');

export function PositionToolButton({ active, onStart }: { active: boolean; onStart: () => void }) {
  return (
    <ChartHeadToggle on={active} title="Plan a trade: drag its entry, stop and target" onClick={onStart}>
      Position tool
    </ChartHeadToggle>
  );
}

/** Starts a tool at the book's mid (long unless told), and removes it when the market changes. */
export function useStartTool(setTool: (tool: PositionTool | null) => void): (side?: ToolSide) => void {
  const session = useSession();
  const pair = useSelectedPair();
  // A new market: the old market's prices mean nothing there.
  useEffect(() => setTool(null), [pair?.symbol, setTool]);
  return useCallback(
    (side: ToolSide = 'long') => {
      const feed = session.feeds.getState().feeds.depth;
      const depth = feed.key === pair?.symbol ? feed.data : null;
      const bid = depth?.bids[0]?.price;
      const ask = depth?.asks[0]?.price;
      if (pair && bid && ask) setTool(startTool(side, new Decimal(bid).plus(ask).dividedBy(2).toFixed(pair.priceDecimal), pair.priceDecimal));
    },
    [session, pair, setTool],
  );
}

export function PositionToolPanel({
  tool,
  layer,
  onChange,
}: {
  tool: PositionTool;
  layer: PositionToolLayer;
  onChange: (tool: PositionTool | null) => void;
}) {
  const session = useSession();
  const pair = useSelectedPair();
  // Redrawn when the form's risk or leverage changes, as when a line moves.
  useOrderEntryState((s) => s.risk);
  useOrderEntryState((s) => s.leverage);
  const sized = session.entry.sizePlanned(tool);
  const size = sized?.ok ? sized.size : null;
  const figures = useMemo(
    () => ({ quantity: size?.quantity ?? null, loss: size?.loss ?? null, reward: size?.reward ?? null, rewardRisk: size?.rewardRisk ?? null }),
    [size?.quantity, size?.loss, size?.reward, size?.rewardRisk],
  );
  useLayoutEffect(() => layer.show(tool, pair ?? null, figures), [layer, tool, pair, figures]);
  // Removed: its lines go with it.
  useLayoutEffect(() => () => layer.show(null, null, { quantity: null, loss: null, reward: null, rewardRisk: null }), [layer]);

  const panel = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || isFormField(event.target)) return;
      onChange(null);
    };
    // The window the chart is in: a pop-out's, when it was moved there.
    return listen(windowOf(panel.current), { keydown: onKey });
  }, [onChange]);

  const [said, setSaid] = useState<string | null>(null);
  const use = () => {
    const result = session.entry.fillPlanned(tool);
    setSaid(result?.ok ? 'In the Order entry: check it and press Buy / Long or Sell / Short' : (result?.message ?? 'The market is still loading'));
  };
  const quote = pair?.settleCoinName ?? 'USDT';
  const facts: [string, string][] = [
    ['Risk', size ? `${money(size.loss)} ${quote}` : '–'],
    ['Reward', size?.reward ? `${money(size.reward)} ${quote}` : '–'],
    ['R:R', size?.rewardRisk ?? '–'],
    ['Size', size ? `${size.quantity} ${pair?.tradeCoinName ?? ''}` : '–'],
    ['Margin', size?.margin ? `${money(size.margin)} ${quote}` : '–'],
    ['Liq. price', size?.liquidation ?? (size ? 'N/A' : '–')],
  ];
  return (
    <section
      className="position-tool"
      aria-label="Position tool"
      ref={(element) => {
        panel.current = element;
        layer.setPanel(element);
      }}
    >
      <div className="position-tool-head">
        <div role="group" aria-label="Side">
          {(['long', 'short'] as const).map((side) => (
            <button
              key={side}
              type="button"
              className={`chart-more ${side === 'long' ? 'text-buy' : 'text-sell'}`}
              aria-pressed={tool.side === side}
              onClick={() => tool.side !== side && pair && onChange(flipTool(tool, pair.priceDecimal))}
            >
              {side === 'long' ? 'Long' : 'Short'}
            </button>
          ))}
        </div>
        <GlyphButton className="chart-notice-dismiss" label="Remove position tool" hint="Remove (Escape)" onClick={() => onChange(null)}>
          ✕
        </GlyphButton>
      </div>
      <p className="num position-tool-prices">
        Entry {tool.entry} · Stop {tool.stop} · Target {tool.target}
      </p>
      <ul className="position-tool-facts" aria-label="Planned trade">
        {facts.map(([name, value]) => (
          <li key={name}>
            {name} <span className="num">{value}</span>
          </li>
        ))}
      </ul>
      {sized && !sized.ok && <p className="text-error">{sized.message}</p>}
      {size?.warnings.map((w) => (
        <p key={w} className="position-tool-warning">
          {w}
        </p>
      ))}
      <button type="button" className="button button-small" onClick={use}>
        Use
      </button>
      {said && (
        <p className="muted" role="status">
          {said}
        </p>
      )}
    </section>
  );
}

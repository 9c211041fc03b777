import { useStore } from 'zustand';
import type { Pair } from '../../../shared/exchange';
import type { LadderStore } from './ladder-store';

/** Preset quantities: the pair's lot times 1, 10 and 100 (in the coin), or round amounts in USDT. */
export function quantityPresets(tradeDecimal: number, unit: 'base' | 'quote'): string[] {
  if (unit === 'quote') return ['10', '100', '1000'];
  return [1, 10, 100].map((m) => (m / 10 ** tradeDecimal).toFixed(tradeDecimal));
}

/** The ladder's switch, its quantity with presets and unit, Centre and Auto-centre, and what its last action said. */
export function LadderControls({ store, pair, onChase, readOnly }: { store: LadderStore; pair: Pair | null; onChase: (side: 'buy' | 'sell') => void; readOnly: string | null }) {
  const { tradingOn, quantity, unit, reduceOnly, autoCentre, said } = useStore(store);
  const presets = pair ? quantityPresets(pair.tradeDecimal, unit) : [];
  return (
    <div className="ladder-controls">
      <div className="ladder-controls-line">
        <label className="ladder-switch" title={readOnly ?? undefined}>
          <input
            type="checkbox"
            role="switch"
            checked={tradingOn && readOnly === null}
            aria-checked={tradingOn && readOnly === null}
            disabled={readOnly !== null}
            onChange={(event) => store.setState({ tradingOn: event.target.checked, said: null })}
          />
          Ladder trading
        </label>
        <button type="button" className="button button-small" onClick={() => store.setState((s) => ({ centreSeq: s.centreSeq + 1 }))}>
          Centre
        </button>
        <label className="ladder-auto">
          <input type="checkbox" checked={autoCentre} onChange={(event) => store.setState({ autoCentre: event.target.checked })} />
          Auto-centre
        </label>
        <label className="ladder-auto" title="The ladder's orders only reduce the position: capped at what it holds, refused on the side that would add to it">
          <input type="checkbox" checked={reduceOnly} onChange={(event) => store.setState({ reduceOnly: event.target.checked })} />
          Reduce only
        </label>
      </div>
      <div className="ladder-controls-line">
        <label className="ladder-quantity">
          <span className="visually-hidden">Ladder quantity</span>
          <input
            className="ladder-quantity-input num"
            aria-label="Ladder quantity"
            inputMode="decimal"
            placeholder="Quantity"
            value={quantity}
            onChange={(event) => store.setState({ quantity: event.target.value })}
          />
        </label>
        <select
          aria-label="Ladder quantity unit"
          className="select select-small"
          value={unit}
          onChange={(event) => store.setState({ unit: event.target.value === 'quote' ? 'quote' : 'base', quantity: '' })}
        >
          <option value="base">{pair?.tradeCoinName ?? 'Coin'}</option>
          <option value="quote">{pair?.settleCoinName ?? 'USDT'}</option>
        </select>
        {presets.map((p) => (
          <button key={p} type="button" className="button button-small num" aria-label={`Ladder quantity ${p}`} onClick={() => store.setState({ quantity: p })}>
            {p}
          </button>
        ))}
        {tradingOn && (
          <>
            <button type="button" className="button button-small text-buy" title="Chase a buy of the ladder's quantity from the best bid, with the Order entry's Chase limits; held by Perpdesk" onClick={() => onChase('buy')}>
              Chase buy
            </button>
            <button type="button" className="button button-small text-sell" title="Chase a sell of the ladder's quantity from the best ask, with the Order entry's Chase limits; held by Perpdesk" onClick={() => onChase('sell')}>
              Chase sell
            </button>
          </>
        )}
      </div>
      <p className={`ladder-said ladder-said-${said?.tone ?? 'none'}`} role="status" aria-label="Ladder status">
        {said?.text ?? (tradingOn ? 'One click trades: bid cell buys, ask cell sells, My orders cancels (drag it to move); Alt+click a row sets a stop or a target on your position' : 'Ladder trading is off: clicks send nothing')}
      </p>
    </div>
  );
}

import { useStore } from 'zustand';
import type { Pair } from '../../../shared/exchange';
import { useSettings } from '../../stores';
import { applyLadderPreset, ladderMarketOf, setLadderMarket, type LadderStore } from '../../stores/ladder-store';
import { presetsOf, presetText } from '../../domain/ladder/size-presets';
import { ladderLookUps, ladderSaidNow } from './ladder-said';
import { useFateSources, useLookUps } from '../../services/hooks';

/**
 * The ladder's controls in two rows: the Ladder trading switch with the quantity and its unit; Auto-centre, Reduce
 * only and the quantity presets. Then what its last action said (and, with trading on, Chase buy / sell).
 * The quantity, its unit and its presets are the market's own (ladder-store.ts). `readOnly`: why trading is off.
 */
export function LadderControls({
  store,
  pair,
  onChase,
  readOnly,
}: {
  store: LadderStore;
  pair: Pair | null;
  onChase: (side: 'buy' | 'sell') => void;
  readOnly: string | null;
}) {
  const { tradingOn, reduceOnly, autoCentre, said: lastSaid } = useStore(store);
  const symbol = pair?.symbol ?? '';
  const sources = useFateSources();
  useLookUps(symbol, ladderLookUps(lastSaid, symbol, sources), sources);
  const said = ladderSaidNow(lastSaid, symbol, sources);
  const { quantity, unit } = useStore(store, (s) => ladderMarketOf(s, symbol));
  const saved = useStore(useSettings(), (s) => s.sizePresets);
  const presets = pair ? presetsOf(saved, pair) : [];
  const saidText =
    said?.text ??
    (tradingOn
      ? 'One click trades: bid cell buys, ask cell sells, My orders cancels (drag it to move); Alt+click a row sets a stop or a target on your position'
      : 'Ladder trading is off: clicks send nothing');
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
        <input
          className="ladder-quantity-input num"
          aria-label="Ladder quantity"
          inputMode="decimal"
          placeholder="Qty"
          disabled={!pair}
          value={quantity}
          onChange={(event) => setLadderMarket(store, symbol, { quantity: event.target.value })}
        />
        <select
          aria-label="Ladder quantity unit"
          className="select select-small"
          disabled={!pair}
          value={unit}
          onChange={(event) => setLadderMarket(store, symbol, { unit: event.target.value === 'quote' ? 'quote' : 'base', quantity: '' })}
        >
          <option value="base">{pair?.tradeCoinName ?? 'Coin'}</option>
          <option value="quote">{pair?.settleCoinName ?? 'USDT'}</option>
        </select>
      </div>
      <div className="ladder-controls-line">
        <label className="ladder-auto" title="Re-centre when the spread leaves the middle third of the rows, at most once per 2 s">
          <input type="checkbox" checked={autoCentre} onChange={(event) => store.setState({ autoCentre: event.target.checked })} />
          Auto-centre
        </label>
        <label
          className="ladder-auto"
          title="The ladder's orders only reduce the position: capped at what it holds, refused on the side that would add to it"
        >
          <input type="checkbox" checked={reduceOnly} onChange={(event) => store.setState({ reduceOnly: event.target.checked })} />
          Reduce only
        </label>
        <select
          aria-label="Ladder quantity preset"
          title={`Size presets for ${symbol || 'this market'} (keys 1 to 5 with trading hotkeys on; Settings › Hotkeys sets them)`}
          className="select select-small num ladder-presets"
          disabled={!pair}
          value=""
          onChange={(event) => {
            const preset = presets[Number(event.target.value)];
            if (event.target.value !== '' && preset) applyLadderPreset(store, symbol, preset);
          }}
        >
          <option value="">Pick</option>
          {pair &&
            presets.map((p, i) => (
              <option key={i} value={String(i)}>
                {i + 1}: {presetText(pair, p)}
              </option>
            ))}
        </select>
      </div>
      <div className="ladder-said-line">
        {tradingOn && readOnly === null && (
          <>
            <ChaseButton side="buy" onChase={onChase} />
            <ChaseButton side="sell" onChase={onChase} />
          </>
        )}
        <p className={`ladder-said ladder-said-${said?.tone ?? 'none'}`} role="status" aria-label="Ladder status" title={saidText}>
          {saidText}
        </p>
      </div>
    </div>
  );
}

function ChaseButton({ side, onChase }: { side: 'buy' | 'sell'; onChase: (side: 'buy' | 'sell') => void }) {
  return (
    <button
      type="button"
      className={`button button-small text-${side}`}
      title={`Chase a ${side} of the ladder's quantity from the best ${side === 'buy' ? 'bid' : 'ask'}, with the Order entry's Chase limits; held by Perpdesk`}
      onClick={() => onChase(side)}
    >
      Chase {side}
    </button>
  );
}

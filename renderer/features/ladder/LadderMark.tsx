import { useStore } from 'zustand';
import { LADDER_PLACEMENTS, useSession, useSettings, type LadderPlacement } from '../../stores';
import { ladderStoreOf } from './ladder-store';

/** The top bar's mark while ladder trading is on; pressing it turns ladder trading off. */
export function LadderTradingMark() {
  const store = ladderStoreOf(useSession());
  const on = useStore(store, (s) => s.tradingOn);
  if (!on) return null;
  return (
    <button
      type="button"
      className="status-mark ladder-mark"
      title="One-click trading on the depth ladder is on. Press to turn it off."
      onClick={() => store.setState({ tradingOn: false, said: null })}
    >
      Ladder trading on
    </button>
  );
}

const PLACEMENT_NAMES: Record<LadderPlacement, string> = { hidden: 'Ladder: off', beside: 'Ladder beside book', instead: 'Ladder instead of book' };

/** Where the depth ladder is shown (remembered with the layout). */
export function LadderPlacementSelect() {
  const settings = useSettings();
  const placement = useStore(settings, (s) => s.ladder);
  const { setLadder } = useStore(settings, (s) => s.actions);
  return (
    <select aria-label="Depth ladder" className="select select-small" value={placement} onChange={(event) => setLadder(event.target.value as LadderPlacement)}>
      {LADDER_PLACEMENTS.map((p) => (
        <option key={p} value={p}>
          {PLACEMENT_NAMES[p]}
        </option>
      ))}
    </select>
  );
}

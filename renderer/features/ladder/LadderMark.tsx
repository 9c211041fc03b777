import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { StatusMark } from '../../ui/StatusMarks';
import { LADDER_PLACEMENTS, useSettings, type LadderPlacement } from '../../stores';
import { useSession } from '../../services/hooks';
import { ladderStoreOf } from '../../stores/ladder-store';

/** The armed mark while ladder trading is on (shown in the top bar's strip); pressing it turns ladder trading off. */
export function useLadderTradingMark(): StatusMark | null {
  const store = ladderStoreOf(useSession());
  const on = useStore(store, (s) => s.tradingOn);
  return useMemo(
    () =>
      on
        ? {
            label: 'Ladder trading on',
            hint: 'One-click trading on the depth ladder is on: click to turn it off',
            turnOff: () => store.setState({ tradingOn: false, said: null }),
          }
        : null,
    [on, store],
  );
}

const PLACEMENT_NAMES: Record<LadderPlacement, string> = { hidden: 'Ladder: off', beside: 'Ladder beside book', instead: 'Ladder instead of book' };

/** Where the depth ladder is shown (remembered with the layout). */
export function LadderPlacementSelect() {
  const settings = useSettings();
  const placement = useStore(settings, (s) => s.ladder);
  const { setLadder } = useStore(settings, (s) => s.actions);
  return (
    <select
      aria-label="Depth ladder"
      className="select select-small"
      value={placement}
      onChange={(event) => setLadder(event.target.value as LadderPlacement)}
    >
      {LADDER_PLACEMENTS.map((p) => (
        <option key={p} value={p}>
          {PLACEMENT_NAMES[p]}
        </option>
      ))}
    </select>
  );
}

import { useStore } from 'zustand';
import type { Position } from '../../../shared/exchange';
import { useFeedValue, useSettings } from '../../stores';
import { hasStop, withoutStop } from '../../domain/protection/no-stop';
import './protection.css';

/** The positions with no armed held stop, while the No stop warning is on (none while it is off or not known). */
export function useWithoutStop(): Position[] {
  const on = useStore(useSettings(), (s) => s.noStop.on);
  const positions = useFeedValue('positions', (d) => d);
  const held = useFeedValue('protectionOrders', (d) => d);
  return on ? (withoutStop(positions, held) ?? []) : [];
}

/** A red "No stop" beside a Positions row's market, while the warning is on and the position has no armed stop. */
export function NoStopMark({ position }: { position: Position }) {
  const on = useStore(useSettings(), (s) => s.noStop.on);
  const held = useFeedValue('protectionOrders', (d) => d);
  if (!on || held === null || hasStop(position, held)) return null;
  return (
    <span className="positions-no-stop text-sell" title="No armed stop loss or trailing stop held on this position (Settings › Trading)">
      No stop
    </span>
  );
}

/**
 * One panel of a workspace with the market it shows: a market panel (chart, book, ladder, tape) reads the session's
 * stores when it shows the session's market (and, a chart, its period), and otherwise a scope of its own market;
 * choosing a market or a period in it changes its link colour's market (or its own) in the workspace. A press or
 * focus inside it makes it the panel in focus, which the session's market follows.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { KlinePeriod } from '../../../shared/exchange';
import type { Workspace, WorkspacePanel } from '../../../shared/workspace/model';
import { MARKET_PANELS, withMarket, withPanel } from '../../domain/workspace/panel-market';
import { focusMarket } from './focus-market';
import { useSession } from '../../services/hooks';
import { DEFAULT_PERIOD, PanelScopeContext, type PanelScope } from '../../stores';

interface ScopedPanelProps {
  panel: WorkspacePanel;
  workspace: Workspace;
  /** The market it shows (panel-market.ts). */
  market: string;
  onArrange: (workspace: Workspace) => void;
  children: ReactNode;
}

export function ScopedPanel({ panel, workspace, market, onArrange, children }: ScopedPanelProps) {
  const session = useSession();
  const selected = useStore(session.market, (s) => s.selected);
  const sessionPeriod = useStore(session.market, (s) => s.period);
  const follows = MARKET_PANELS.has(panel.kind);
  const period: KlinePeriod = panel.kind === 'chart' ? (panel.period ?? DEFAULT_PERIOD) : sessionPeriod;
  const own = follows && (market !== selected || period !== sessionPeriod);
  const scopePeriod = panel.kind === 'chart' ? period : DEFAULT_PERIOD;
  const held = useMemo(() => (own ? session.scopes.acquire(market, scopePeriod) : null), [own, session, market, scopePeriod]);
  useEffect(() => () => held?.release(), [held]);

  const value: PanelScope | null = useMemo(
    () =>
      follows
        ? {
            scope: held?.scope ?? null,
            select: (symbol: string) => onArrange(withMarket(workspace, panel.id, symbol)),
            selectPeriod: (next: KlinePeriod) => onArrange(withPanel(workspace, panel.id, { period: next })),
          }
        : null,
    [follows, held, onArrange, workspace, panel.id],
  );
  // In the press itself, not after the next render: the click that follows (a ladder row, a chart's line) trades the
  // market this panel shows.
  const focus = () => {
    session.workspace.getState().actions.focus(panel.id);
    if (follows) focusMarket(session, market, panel.kind === 'chart' ? period : null);
  };
  return (
    <div className="dock-scope" data-panel={panel.id} data-market={follows ? market : undefined} onPointerDownCapture={focus} onFocusCapture={focus}>
      <PanelScopeContext.Provider value={value}>{children}</PanelScopeContext.Provider>
    </div>
  );
}

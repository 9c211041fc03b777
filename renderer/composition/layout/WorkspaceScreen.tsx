/**
 * The workspace on screen. Trade, as Perpdesk comes with it, is the terminal's fixed grid (`fixed`): the screen every
 * trader knows, fitted to 1280×720. Every other workspace (Scalp, Watch, a copy of Trade, the trader's own) is on
 * the dock, where its panels are added, moved, resized and closed. The session's market follows the panel in focus;
 * the top bar's Market changes the focused panel's link colour (or its own market).
 */
import { useCallback, useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { LINK_COLOURS, PANEL_KINDS, type Workspace, type WorkspacePanel } from '../../../shared/workspace/model';
import { colourMarket, MARKET_PANELS, panelMarket, withMarket } from '../../domain/workspace/panel-market';
import { useSession } from '../../services/hooks';
import { DEFAULT_PERIOD, usePairs, useTheme } from '../../stores';
import { currentWorkspace, isDocked } from '../../stores/workspace-store';
import { DockWorkspace } from './DockWorkspace';
import { focusMarket } from './focus-market';
import { popOut } from '../../domain/workspace/popouts';
import { defaultPopoutBounds } from './popout-place';
import { Popouts } from './Popouts';
import { ScopedPanel } from './ScopedPanel';

interface WorkspaceScreenProps {
  /** Trade as it came: the fixed grid. */
  fixed: ReactNode;
  /** What a panel of `kind` shows. */
  panelOf: (panel: WorkspacePanel) => ReactNode;
  /** The toasts, over the dock's lower left corner. */
  toasts: ReactNode;
  /** The market choice a pop-out's bar shows (its panel's market: the top bar is in another window). */
  marketPicker: ReactNode;
}

/** Whether the workspace on screen is on the dock (not Trade's fixed grid). */
export const useDocked = (): boolean => useStore(useSession().workspace, (s) => isDocked(currentWorkspace(s)));

export function WorkspaceScreen({ fixed, panelOf, toasts, marketPicker }: WorkspaceScreenProps) {
  const session = useSession();
  const workspace = useStore(session.workspace, currentWorkspace);
  const focused = useStore(session.workspace, (s) => s.focused);
  const listed = usePairs().data?.map((p) => p.symbol);
  const selected = useStore(session.market, (s) => s.selected);
  const theme = useTheme();
  const onArrange = useCallback((next: Workspace) => session.workspaces.arrange(next), [session]);
  const docked = isDocked(workspace);

  // A colour the workspace uses but has no market for yet is given one now (red the market on screen), so it stays
  // when the focus, and with it the session's market, moves to another colour.
  useEffect(() => {
    if (!docked || listed === undefined) return;
    const used = new Set(workspace.panels.flatMap((p) => (p.link !== null && MARKET_PANELS.has(p.kind) ? [p.link] : [])));
    const missing = LINK_COLOURS.filter((c) => used.has(c) && workspace.links[c] === undefined);
    if (missing.length === 0) return;
    const links = { ...workspace.links };
    for (const colour of missing) links[colour] = colourMarket(colour, {}, listed, selected);
    onArrange({ ...workspace, links });
  }, [docked, workspace, listed, selected, onArrange]);

  const focusedPanel = docked ? (workspace.panels.find((p) => p.id === focused && MARKET_PANELS.has(p.kind)) ?? null) : null;
  const marketOf = (panel: WorkspacePanel) => panelMarket(panel, workspace!, listed ?? [], selected);
  const focusedMarket = focusedPanel ? marketOf(focusedPanel) : null;
  const focusedPeriod = focusedPanel?.kind === 'chart' ? (focusedPanel.period ?? DEFAULT_PERIOD) : null;

  // The session's market follows the panel in focus.
  useEffect(() => {
    if (focusedMarket !== null) focusMarket(session, focusedMarket, focusedPeriod);
  }, [session, focusedMarket, focusedPeriod]);

  // The top bar's Market chosen: the focused panel's colour (or, with none in focus, red) shows it.
  useEffect(() => {
    if (!docked) return;
    return session.market.subscribe((state, previous) => {
      if (state.selected === previous.selected) return;
      const current = currentWorkspace(session.workspace.getState());
      if (!current) return;
      const focusedId = session.workspace.getState().focused;
      const target =
        current.panels.find((p) => p.id === focusedId && MARKET_PANELS.has(p.kind)) ??
        current.panels.find((p) => p.link === 'red' && MARKET_PANELS.has(p.kind));
      if (!target) return;
      if (panelMarket(target, current, [], state.selected) !== state.selected) onArrange(withMarket(current, target.id, state.selected));
    });
  }, [docked, session, onArrange]);

  if (!docked) return <>{fixed}</>;
  const titleOf = (panel: WorkspacePanel) =>
    MARKET_PANELS.has(panel.kind) ? `${PANEL_KINDS[panel.kind]} · ${marketOf(panel)}` : PANEL_KINDS[panel.kind];
  /** `content` (the panel, and in a pop-out its bar) reading the panel's market. */
  const scoped = (panel: WorkspacePanel, content: ReactNode) => (
    <ScopedPanel panel={panel} workspace={workspace} market={marketOf(panel)} onArrange={onArrange}>
      {content}
    </ScopedPanel>
  );
  const renderPanel = (panel: WorkspacePanel) => scoped(panel, panelOf(panel));
  const onPopOut = (panelId: string) => {
    const kind = workspace.panels.find((p) => p.id === panelId)?.kind;
    if (kind) onArrange(popOut(workspace, panelId, defaultPopoutBounds(kind, workspace.popouts.length, window)));
  };
  return (
    <main className="workspace-dock" aria-label={`Workspace ${workspace.name}`}>
      <DockWorkspace workspace={workspace} theme={theme} titleOf={titleOf} onArrange={onArrange} onPopOut={onPopOut} renderPanel={renderPanel} />
      <Popouts {...{ workspace, theme, titleOf, scoped, panelOf, marketPicker, onArrange }} />
      <div className="dock-toasts">{toasts}</div>
    </main>
  );
}

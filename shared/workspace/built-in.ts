/**
 * The workspaces Perpdesk comes with, as data checked by the same rules as the trader's own:
 * - Trade: the screen as it always was (chart over the portfolio, book over the tape, the entry over the account);
 * - Scalp: the ladder large, the tape, a 1-minute chart over the positions, the entry;
 * - Watch: four charts of four markets, the first's book and ladder.
 * Their panels are linked: a colour with no market chosen yet shows the venue's first market for red, its second
 * for green, and so on (the venue's list decides, so a built-in never names a market the venue lacks).
 */
import type { KlinePeriod } from '../exchange/periods';
import { groupsOf, type BuiltInName, type LayoutNode, type LinkColour, type PanelKind, type Workspace, type WorkspacePanel } from './model';

/** One tab group of `panels`, the first in front. */
const tabs = (...panels: string[]): LayoutNode => ({ group: { panels, active: panels[0]! } });
const split = (direction: 'row' | 'column', ...parts: [number, LayoutNode][]): LayoutNode => ({
  split: direction,
  children: parts.map(([share, node]) => ({ share, node })),
});

interface Panels {
  /** A panel whose id is not its kind ("chart-2", "open-orders"). */
  kinds?: Record<string, PanelKind>;
  /** A panel linked to a colour other than red. */
  links?: Record<string, LinkColour>;
  /** A chart's period (15 minutes unless said). */
  periods?: Record<string, KlinePeriod>;
}

/** A built-in workspace: its panels are the ones its layout places, each of the kind its id names unless told. */
function builtIn(id: BuiltInName, name: string, layout: LayoutNode, { kinds = {}, links = {}, periods = {} }: Panels = {}): Workspace {
  const ids = groupsOf(layout)!.flatMap((group) => group.panels);
  const panels = ids.map((panelId): WorkspacePanel => {
    const kind = kinds[panelId] ?? (panelId as PanelKind);
    const period = kind === 'chart' ? (periods[panelId] ?? '15MIN') : undefined;
    return { id: panelId, kind, link: links[panelId] ?? 'red', market: null, ...(period ? { period } : {}) };
  });
  return { id, name, builtIn: id, panels, layout, popouts: [], links: {} };
}

const TRADE_LAYOUT = split(
  'row',
  [0.56, split('column', [0.64, tabs('chart')], [0.36, tabs('portfolio')])],
  [0.2, split('column', [0.64, tabs('book', 'ladder')], [0.36, tabs('trades')])],
  [0.24, split('column', [0.74, tabs('entry')], [0.26, tabs('account')])],
);
const TRADE = builtIn('trade', 'Trade', TRADE_LAYOUT);

const SCALP_LAYOUT = split(
  'row',
  [0.34, tabs('ladder')],
  [0.16, tabs('trades')],
  [0.28, split('column', [0.62, tabs('chart')], [0.38, tabs('positions', 'open-orders')])],
  [0.22, split('column', [0.74, tabs('entry')], [0.26, tabs('account')])],
);
const SCALP = builtIn('scalp', 'Scalp', SCALP_LAYOUT, { kinds: { 'open-orders': 'openOrders' }, periods: { chart: '1MIN' } });

const WATCH_LAYOUT = split(
  'row',
  [0.39, split('column', [0.5, tabs('chart-1')], [0.5, tabs('chart-3')])],
  [0.39, split('column', [0.5, tabs('chart-2')], [0.5, tabs('chart-4')])],
  [0.22, split('column', [0.5, tabs('book')], [0.5, tabs('ladder')])],
);
const WATCH = builtIn('watch', 'Watch', WATCH_LAYOUT, {
  kinds: { 'chart-1': 'chart', 'chart-2': 'chart', 'chart-3': 'chart', 'chart-4': 'chart' },
  links: { 'chart-2': 'green', 'chart-3': 'blue', 'chart-4': 'yellow' },
});

const BUILT_IN: Record<BuiltInName, Workspace> = { trade: TRADE, scalp: SCALP, watch: WATCH };

/** A fresh copy of a built-in workspace as it came (the copy is the caller's to change). */
export const builtInWorkspace = (name: BuiltInName): Workspace => JSON.parse(JSON.stringify(BUILT_IN[name])) as Workspace;

/** What a data directory without a workspaces file starts with: the three, Trade on screen. */
export const firstWorkspaces = () => ({
  workspaces: [builtInWorkspace('trade'), builtInWorkspace('scalp'), builtInWorkspace('watch')],
  current: 'trade',
});

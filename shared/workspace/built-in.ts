/**
 * The workspaces Perpdesk comes with, as data checked by the same rules as the trader's own:
 * - Trade: the screen as it always was (chart over the portfolio, book over the tape, the entry over the account);
 * - Scalp: the ladder large, the tape, a 1-minute chart over the positions, the entry;
 * - Watch: four charts of four markets, the first's book and ladder.
 * Their panels are linked: a colour with no market chosen yet shows the venue's first market for red, its second
 * for green, and so on (the venue's list decides, so a built-in never names a market the venue lacks).
 */
import type { KlinePeriod } from '../exchange/periods';
import type { BuiltInName, LayoutNode, LinkColour, PanelKind, Workspace, WorkspacePanel } from './model';

const panel = (id: string, kind: PanelKind, link: LinkColour | null = 'red', period?: KlinePeriod): WorkspacePanel => ({
  id,
  kind,
  link,
  market: null,
  ...(period ? { period } : {}),
});

/** One tab group of `panels`, the first in front. */
const tabs = (...panels: string[]): LayoutNode => ({ group: { panels, active: panels[0]! } });
const split = (direction: 'row' | 'column', ...parts: [number, LayoutNode][]): LayoutNode => ({
  split: direction,
  children: parts.map(([share, node]) => ({ share, node })),
});

const TRADE: Workspace = {
  id: 'trade',
  name: 'Trade',
  builtIn: 'trade',
  panels: [
    panel('chart', 'chart', 'red', '15MIN'),
    panel('portfolio', 'portfolio'),
    panel('book', 'book'),
    panel('ladder', 'ladder'),
    panel('trades', 'trades'),
    panel('entry', 'entry'),
    panel('account', 'account'),
  ],
  layout: split(
    'row',
    [0.56, split('column', [0.64, tabs('chart')], [0.36, tabs('portfolio')])],
    [0.2, split('column', [0.64, tabs('book', 'ladder')], [0.36, tabs('trades')])],
    [0.24, split('column', [0.74, tabs('entry')], [0.26, tabs('account')])],
  ),
  popouts: [],
  links: {},
};

const SCALP: Workspace = {
  id: 'scalp',
  name: 'Scalp',
  builtIn: 'scalp',
  panels: [
    panel('ladder', 'ladder'),
    panel('trades', 'trades'),
    panel('chart', 'chart', 'red', '1MIN'),
    panel('positions', 'positions'),
    panel('open-orders', 'openOrders'),
    panel('entry', 'entry'),
    panel('account', 'account'),
  ],
  layout: split(
    'row',
    [0.34, tabs('ladder')],
    [0.16, tabs('trades')],
    [0.28, split('column', [0.62, tabs('chart')], [0.38, tabs('positions', 'open-orders')])],
    [0.22, split('column', [0.74, tabs('entry')], [0.26, tabs('account')])],
  ),
  popouts: [],
  links: {},
};

const WATCH: Workspace = {
  id: 'watch',
  name: 'Watch',
  builtIn: 'watch',
  panels: [
    panel('chart-1', 'chart', 'red', '15MIN'),
    panel('chart-2', 'chart', 'green', '15MIN'),
    panel('chart-3', 'chart', 'blue', '15MIN'),
    panel('chart-4', 'chart', 'yellow', '15MIN'),
    panel('book', 'book'),
    panel('ladder', 'ladder'),
  ],
  layout: split(
    'row',
    [0.39, split('column', [0.5, tabs('chart-1')], [0.5, tabs('chart-3')])],
    [0.39, split('column', [0.5, tabs('chart-2')], [0.5, tabs('chart-4')])],
    [0.22, split('column', [0.5, tabs('book')], [0.5, tabs('ladder')])],
  ),
  popouts: [],
  links: {},
};

const BUILT_IN: Record<BuiltInName, Workspace> = { trade: TRADE, scalp: SCALP, watch: WATCH };

/** A fresh copy of a built-in workspace as it came (the copy is the caller's to change). */
export const builtInWorkspace = (name: BuiltInName): Workspace => JSON.parse(JSON.stringify(BUILT_IN[name])) as Workspace;

/** What a data directory without a workspaces file starts with: the three, Trade on screen. */
export const firstWorkspaces = () => ({
  workspaces: [builtInWorkspace('trade'), builtInWorkspace('scalp'), builtInWorkspace('watch')],
  current: 'trade',
});

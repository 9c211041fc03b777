/**
 * Which market a workspace's panel shows: its link colour's (chosen in any panel of that colour), or its own when
 * it has no link. A colour nobody has chosen a market for yet shows, for red, the market the trader last traded,
 * and for the others the venue's markets in order (green its second, blue its third…), so a built-in workspace
 * never names a market the venue lacks.
 */
import { LINK_COLOURS, type LinkColour, type Workspace, type WorkspacePanel } from '../../../shared/workspace/model';

/** Which panels follow the market: the account's panels (the entry, the tables) show every market or the focused one. */
export const MARKET_PANELS = new Set<WorkspacePanel['kind']>(['chart', 'book', 'ladder', 'trades']);

export function colourMarket(colour: LinkColour, links: Workspace['links'], listed: readonly string[], lastTraded: string): string {
  const chosen = links[colour];
  if (chosen !== undefined && (listed.length === 0 || listed.includes(chosen))) return chosen;
  const index = LINK_COLOURS.indexOf(colour);
  if (index === 0) return lastTraded;
  const others = listed.filter((m) => m !== lastTraded);
  return others[(index - 1) % Math.max(1, others.length)] ?? lastTraded;
}

export function panelMarket(panel: WorkspacePanel, workspace: Pick<Workspace, 'links'>, listed: readonly string[], lastTraded: string): string {
  if (panel.link === null) return panel.market !== null && (listed.length === 0 || listed.includes(panel.market)) ? panel.market : lastTraded;
  return colourMarket(panel.link, workspace.links, listed, lastTraded);
}

/** The workspace with `market` chosen in `panel`: its colour's market, or its own. */
export function withMarket(workspace: Workspace, panelId: string, market: string): Workspace {
  const panel = workspace.panels.find((p) => p.id === panelId);
  if (!panel) return workspace;
  if (panel.link !== null) return { ...workspace, links: { ...workspace.links, [panel.link]: market } };
  return { ...workspace, panels: workspace.panels.map((p) => (p.id === panelId ? { ...p, market } : p)) };
}

/** The workspace with `change` made to one panel. */
export const withPanel = (workspace: Workspace, panelId: string, change: Partial<WorkspacePanel>): Workspace => ({
  ...workspace,
  panels: workspace.panels.map((p) => (p.id === panelId ? { ...p, ...change } : p)),
});

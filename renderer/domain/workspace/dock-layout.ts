/**
 * A workspace's arrangement (our tree of rows, columns and tab groups with shares, shared/workspace/model.ts) to
 * and from the docking library's saved form. The library's form is written only for it to read back at once: what
 * is kept on disk is always ours, so the file outlives a change of library.
 *
 * The library's grid alternates: the children of a branch laid out in a row are columns, theirs rows again. Ours
 * may put a row in a row; such a split is flattened into its parent (the same places, one level fewer).
 */
import type { LayoutNode, TabGroup } from '../../../shared/workspace/model';

export type DockOrientation = 'HORIZONTAL' | 'VERTICAL';

export interface DockGroupState {
  id: string;
  views: string[];
  activeView?: string;
}

export type DockNode = { type: 'leaf'; data: DockGroupState; size: number } | { type: 'branch'; data: DockNode[]; size: number };

export interface DockPanelState {
  id: string;
  contentComponent: string;
  title: string;
  /** What the component is handed: the panel's id. */
  params: { id: string };
}

export interface DockJson {
  grid: { root: DockNode; width: number; height: number; orientation: DockOrientation };
  panels: Record<string, DockPanelState>;
  activeGroup?: string;
}

/** What the library needs to know of a panel: the component that draws it, and its tab's title. */
export type PanelTitle = (panelId: string) => { component: string; title: string };

const across = (o: DockOrientation): DockOrientation => (o === 'HORIZONTAL' ? 'VERTICAL' : 'HORIZONTAL');
const orientationOf = (split: 'row' | 'column'): DockOrientation => (split === 'row' ? 'HORIZONTAL' : 'VERTICAL');
const splitOf = (o: DockOrientation): 'row' | 'column' => (o === 'HORIZONTAL' ? 'row' : 'column');

/** A split whose part is a split the same way takes that part's parts, each its share of the share. */
export function flattened(node: LayoutNode): LayoutNode {
  if ('group' in node) return node;
  const children = node.children.flatMap(({ share, node: child }) => {
    const inner = flattened(child);
    if ('group' in inner || inner.split !== node.split) return [{ share, node: inner }];
    return inner.children.map((c) => ({ share: share * c.share, node: c.node }));
  });
  return { split: node.split, children };
}

/** The library's form of `layout`, laid out in `width` × `height` (the library scales it to its own size). */
export function toDock(layout: LayoutNode, titleOf: PanelTitle, width = 1000, height = 1000): DockJson {
  const flat = flattened(layout);
  const orientation: DockOrientation = 'group' in flat ? 'HORIZONTAL' : orientationOf(flat.split);
  const panels: Record<string, DockPanelState> = {};
  let groups = 0;
  const leaf = (group: TabGroup, size: number): DockNode => {
    for (const id of group.panels) panels[id] = { id, contentComponent: titleOf(id).component, title: titleOf(id).title, params: { id } };
    return { type: 'leaf', data: { id: `g${++groups}`, views: [...group.panels], activeView: group.active }, size };
  };
  // `along`: this node's extent in its parent's direction; `cross`: the other one (its children's `along`).
  const build = (node: LayoutNode, along: number, cross: number): DockNode => {
    if ('group' in node) return leaf(node.group, along);
    return { type: 'branch', data: node.children.map((c) => build(c.node, cross * c.share, along)), size: along };
  };
  const [main, other] = orientation === 'HORIZONTAL' ? [width, height] : [height, width];
  const root: DockNode = 'group' in flat ? { type: 'branch', data: [leaf(flat.group, main)], size: other } : build(flat, other, main);
  return { grid: { root, width, height, orientation }, panels, activeGroup: 'g1' };
}

/** Shares in 4 decimals adding up to 1 exactly (the last takes the rounding). */
export function sharesOf(sizes: number[]): number[] {
  const total = sizes.reduce((a, b) => a + b, 0);
  const shares = sizes.map((s) => Math.round((total > 0 ? s / total : 1 / sizes.length) * 10_000) / 10_000);
  const rest = shares.slice(0, -1).reduce((a, b) => a + b, 0);
  shares[shares.length - 1] = Math.round((1 - rest) * 10_000) / 10_000;
  return shares;
}

/** Our tree from the library's form: empty groups and one-part splits left out; null when nothing is placed. */
export function fromDock(json: Pick<DockJson, 'grid'>): LayoutNode | null {
  const read = (node: DockNode, orientation: DockOrientation): LayoutNode | null => {
    if (node.type === 'leaf') {
      const { views, activeView } = node.data;
      if (views.length === 0) return null;
      return { group: { panels: [...views], active: activeView !== undefined && views.includes(activeView) ? activeView : views[0]! } };
    }
    const parts = node.data.flatMap((child) => {
      const inner = read(child, across(orientation));
      return inner === null ? [] : [{ size: child.size, node: inner }];
    });
    if (parts.length === 0) return null;
    if (parts.length === 1) return parts[0]!.node;
    const shares = sharesOf(parts.map((p) => p.size));
    return flattened({ split: splitOf(orientation), children: parts.map((p, i) => ({ share: shares[i]!, node: p.node })) });
  };
  return read(json.grid.root, json.grid.orientation);
}
